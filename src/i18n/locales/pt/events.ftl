# Português (pt): o registro do jogo em palavras (src/words): eventos (ev-*), o que se pede a
# uma Casa (ask-*), o que ela respondeu (ans-*), o que levou à sua decisão (story-*) e as
# peças com que são feitos (w-*). Áreas, Casas, unidades, ordens e cartas vêm de game.ftl.

## Peças

w-a-unit =
    { $unit ->
        [footman] um soldado
        [knight] um cavaleiro
        [ship] um navio
       *[siege_engine] uma arma de cerco
    }
w-unit-in = { $unit } em { $area }
w-upgrade-to = uma promoção a { $unit }
w-units-count = { $count } { $unit }
w-no-units = nenhuma unidade
w-none = nenhum
w-nothing = nada
w-list-and = { $head } e { $last }
w-the-track = a trilha { $track }
w-the-wildling-attack = o Ataque Selvagem
w-order-in = { $order } em { $area }
w-units-to = { $units } para { $area }
w-side =
    { $side ->
        [attacker] o atacante
        [defender] o defensor
       *[none] ninguém
    }
w-westeros-option =
    { $option ->
        [muster] todos recrutam
        [supply] todos ajustam os Suprimentos
        [clash_of_kings] um Conflito de Reis (ofertas pelas trilhas de Influência)
        [game_of_thrones] um Jogo dos Tronos (todos ganham Poder)
        [no_march_plus1] nenhuma ordem Marchar +1 nesta rodada
        [no_defense] nenhuma ordem de Defesa nesta rodada
       *[nothing] nada acontece
    }
w-tides-drawn =
    { $card ->
        [blank] uma carta sem efeito
        [plus_one_sword] +1 com Espada
        [plus_one_fortification] +1 com Fortificação
        [plus_two] +2
        [plus_three] +3
       *[skull] um crânio
    }
w-submitted-what =
    { $key ->
        [orders] as ordens
        [house_card] a Carta da Casa
        [bid] a oferta
       *[other] { $text }
    }
w-why =
    { $key ->
        [casualties] baixas
        [supply] Suprimentos
        [wildlings] Selvagens
        [mace_tyrell] Mace Tyrell
        [cannot_retreat] não pode recuar
        [no_retreat] nenhum recuo possível
        [over_supply_after_retreat] acima dos Suprimentos após o recuo
        [port_lost] porto perdido
        [no_footman_left_to_replace_it] nenhum soldado restante para substituí-lo
        [no_knight_left_to_replace_it] nenhum cavaleiro restante para substituí-lo
       *[other] { $text }
    }

## Eventos

ev-submitted = { $house } entregou { $what }.
ev-planning-started = Rodada { $round }: começa o Planejamento.
ev-orders-revealed = Ordens reveladas. { $orders }.
ev-raven-replaced = { $house } usou o Corvo Mensageiro para trocar { $old } em { $area } por { $new }.
ev-raven-peeked = { $house } olhou a carta de Selvagens do topo.
ev-raven-buried = { $house } pôs a carta de Selvagens do topo no fundo do baralho.
ev-raven-kept = { $house } deixou a carta de Selvagens do topo onde estava.
ev-raven-passed = { $house } não usou o Corvo Mensageiro.
ev-action-step = { $phase }.
ev-raid = { $house } invadiu a partir de { $from }, removendo a ordem { $order } de { $victim } em { $area }.
ev-raid-void = A invasão de { $house } em { $from } foi removida sem efeito.
ev-pillaged = { $raider } saqueou { $victim }: { $raider } ganha { $gained } de Poder, { $victim } perde { $lost }.
ev-marched-nothing = { $house } resolveu a marcha em { $from }; nada se moveu.
ev-marched = { $house } marchou de { $from }: { $moves }.
ev-power-token-placed = { $house } deixou um marcador de Poder em { $area }.
ev-power-token-removed = O marcador de Poder de { $house } em { $area } foi removido.
ev-order-removed = A ordem { $order } de { $house } em { $area } foi removida.
ev-combat-started = Combate em { $area }: { $attacker } (vindo de { $from }) ataca { $defender }.
ev-combat-started-neutral = { $attacker } ataca a Força Neutra em { $area } a partir de { $from }.
ev-support-declared = O suporte de { $house } em { $area } vai para { $side }.
ev-support-refused = { $house } recusou o suporte vindo de { $area }.
ev-house-cards-revealed = Cartas da Casa reveladas: { $attacker } joga { $attacker_card }, { $defender } joga { $defender_card }.
ev-blade-used = { $house } usou a Lâmina de Aço Valiriano (+1).
ev-combat-tie = { $winner } venceu o combate em { $area } contra { $loser }: empate em { $attacker_strength }, decidido a favor da Casa mais alta na trilha dos Feudos.
ev-combat-won = { $winner } venceu o combate em { $area } contra { $loser } ({ $attacker_strength } a { $defender_strength }).
ev-neutral-defeated = { $house } derrotou a Força Neutra em { $area } com força { $strength }.
ev-neutral-held = A Força Neutra em { $area } resistiu: { $house } tinha { $strength }, eram necessários { $needed }.
ev-garrison-destroyed = A guarnição de { $house } em { $area } foi destruída.
ev-units-destroyed = { $house } perdeu { $units } em { $area } ({ $why }).
ev-retreated = { $house } recuou { $units } de { $from } para { $to }.
ev-port-captured = { $house } tomou { $port }: navios substituídos: { $replaced }, destruídos: { $destroyed }.
ev-hand-recycled = { $house } pegou de volta para a mão todas as suas Cartas da Casa.
ev-power-gained-in = { $house } ganhou { $amount } de Poder em { $area }.
ev-power-gained = { $house } ganhou { $amount } de Poder.
ev-mustered-nothing = { $house } não recrutou nada em { $area }.
ev-mustered = { $house } recrutou em { $area }: { $what }.
ev-round-ended = A rodada { $round } terminou.
ev-westeros-cards = Rodada { $round }: cartas de Westeros sacadas: { $cards }.
ev-winter-is-coming = O Inverno Está Chegando: o baralho de Westeros { $deck } foi embaralhado de novo.
ev-wildling-threat = A Ameaça Selvagem agora é { $threat }.
ev-westeros-choice = { $house } escolheu para { $card }: { $choice }.
ev-supply-adjusted = Os Suprimentos de { $house } agora são { $supply }.
ev-units-lost = { $house } perdeu { $units } ({ $why }).
ev-clash-of-kings = Conflito de Reis: as Casas fazem ofertas pelas trilhas de Influência.
ev-bids-revealed = Ofertas por { $purpose } reveladas: { $bids }.
ev-tie-ordered = { $house }, detentor do Trono de Ferro, desempatou as ofertas em { $track }.
ev-track-set = A trilha { $track } agora é: { $houses }.
ev-wildlings-attack = Os Selvagens atacam com força { $strength }.
ev-nights-watch-held = A Patrulha da Noite resistiu: { $total } de Poder contra força { $strength }.
ev-wildlings-won = Os Selvagens venceram: { $total } de Poder contra força { $strength }.
ev-bidder-chosen = { $by }, detentor do Trono de Ferro, apontou { $house } entre os ofertantes empatados.
ev-wildling-card-won = Carta de Selvagens { $card }: { $bidder } (maior oferta) recebe a recompensa.
ev-wildling-card-lost = Carta de Selvagens { $card }: { $bidder } (menor oferta) sofre mais.
ev-card-discarded = { $house } descartou { $card }.
ev-card-taken-back = { $house } pegou { $card } de volta para a mão.
ev-card-cancelled = A carta { $card } de { $house } foi cancelada.
ev-card-replaced = { $house } agora joga { $card }.
ev-tides-revealed = Batalhas da Maré: o atacante tirou { $attacker }, o defensor { $defender }.
ev-order-moved = A ordem de { $house } foi movida de { $from } para { $to }.
ev-upgraded = { $house } promoveu um soldado em { $area }.
ev-game-shared =
    { $castles ->
        [one] { $houses } dividem a vitória, cada uma com { $castles } Castelo ou Fortaleza: o jogo empatou.
       *[other] { $houses } dividem a vitória, cada uma com { $castles } Castelos e Fortalezas: o jogo empatou.
    }
ev-game-won =
    { $castles ->
        [one] { $house } vence o jogo com { $castles } Castelo ou Fortaleza!
       *[other] { $house } vence o jogo com { $castles } Castelos e Fortalezas!
    }
ev-other = { $kind }.

## O que se pede a uma Casa

ask-place-orders = dar ordens
ask-raven = usar o Corvo Mensageiro (ou não)
ask-raven-decide = manter ou enterrar a carta de Selvagens do topo
ask-raid = resolver uma ordem de Invasão
ask-march = resolver uma ordem de Marchar
ask-march-again = resolver de novo a marcha de { $area }
ask-ahead-of-turn = { $what }, antes da sua vez (agora é a vez de { $house }; as respostas são aplicadas na ordem de turno)
ask-asked-ahead = Você é consultado antes da sua vez, junto com { $house }, de quem é a vez: sua resposta fica selada e é aplicada na sua vez, na ordem de turno.
ask-answered-ahead = Sua resposta dada antes da sua vez fica guardada, selada, e é aplicada na sua vez, na ordem de turno (agora é a vez de { $house }).
ask-support = declarar suporte
ask-refuse-support = aceitar ou recusar o suporte oferecido
ask-house-card = escolher uma Carta da Casa
ask-blade = decidir sobre a Lâmina de Aço Valiriano
ask-casualties =
    { $count ->
        [one] escolher { $count } baixa
       *[other] escolher { $count } baixas
    }
ask-retreat = escolher para onde recuar
ask-port-capture = decidir sobre os navios em { $port }
ask-consolidate = resolver uma ordem de Consolidar Poder
ask-westeros-choice = escolher o que { $card } faz
ask-muster = recrutar
ask-reconcile = destruir unidades até o limite de Suprimentos
ask-bid-wildlings = oferecer Poder contra os Selvagens
ask-bid-track = oferecer Poder por { $track }
ask-bid-other = oferecer Poder ({ $purpose })
ask-tie-order = desempatar as ofertas
ask-choose-highest = apontar a maior oferta entre as Casas empatadas
ask-choose-lowest = apontar a menor oferta entre as Casas empatadas
ask-wildling = { $what } ({ $card })
ask-wildling-destroy =
    { $count ->
        [one] destruir { $count } unidade
       *[other] destruir { $count } unidades
    }
ask-wildling-destroy-value = destruir unidades no valor de { $value } pontos de recrutamento
ask-wildling-destroy-units =
    { $count ->
        [one] destruir { $count } unidade
       *[other] destruir { $count } unidades
    }
ask-wildling-preemptive = destruir 2 unidades ou descer numa trilha
ask-wildling-knights-to-footmen = trocar cavaleiros por soldados
ask-wildling-footmen-to-knights = trocar soldados por cavaleiros
ask-wildling-discard = descartar uma Carta da Casa
ask-wildling-last-on-track = escolher uma trilha onde ficar em último
ask-wildling-first-on-track = escolher uma trilha onde ficar em primeiro
ask-wildling-take-back = pegar de volta uma Carta da Casa
ask-wildling-muster = recrutar em uma área
ask-ability-tyrion-short = decidir se Tyrion Lannister cancela a carta
ask-ability =
    { $decision ->
        [tyrion_cancel] decidir se Tyrion Lannister cancela a carta do adversário
        [choose_again] escolher outra Carta da Casa
        [aeron_swap] decidir se Aeron Damphair é trocado por outra carta
        [doran_track] escolher a trilha para Doran Martell
        [queen_of_thorns] escolher a ordem que Queen of Thorns remove
        [mace_footman] escolher o soldado que Mace Tyrell destrói
        [tides_redraw] decidir se usa a Lâmina para tirar outra carta de Batalhas da Maré
        [skull_casualties] escolher a baixa de um crânio
        [renly_upgrade] escolher o soldado que Renly Baratheon promove
        [cersei_remove] escolher a ordem que Cersei Lannister remove
        [luwin_take_back] escolher a carta que o Meistre Luwin recupera
        [melisandre_discard] escolher a carta que Melisandre de Asshai descarta (por 1 de poder)
        [asha_remove] escolher a ordem que Asha Greyjoy remove
       *[patchface] escolher a carta que Patchface descarta
    }

## O que uma Casa respondeu

ans-no-orders = nenhuma ordem
ans-orders = ordens: { $orders }
ans-raven-replace = o Corvo Mensageiro: { $order } em { $area }
ans-raven-peek = o Corvo Mensageiro: uma olhada na carta de Selvagens do topo
ans-raven-pass = o Corvo Mensageiro: não usado
ans-raven-bury = a carta de Selvagens do topo: para o fundo
ans-raven-keep = a carta de Selvagens do topo: deixada no topo
ans-raid = a invasão em { $from }: contra a ordem em { $target }
ans-raid-void = a invasão em { $from }: removida sem efeito
ans-raid-two = a invasão em { $from }: contra as ordens em { $target } e { $second }
ans-raid-second = a invasão em { $from }: contra a ordem em { $second }
ans-march-nothing = a marcha em { $from }: nada se move (a ordem é removida)
ans-march = a marcha de { $from }: { $moves }
ans-support-for = { $area } para { $side }
ans-support = suporte: { $choices }
ans-support-accepted = todo o suporte aceito
ans-support-refused = suporte recusado de { $areas }
ans-house-card = Carta da Casa: { $card }
ans-blade-used = a Lâmina de Aço Valiriano: usada
ans-blade-not-used = a Lâmina de Aço Valiriano: não usada
ans-casualties = baixas: { $units }
ans-retreat = recuo para { $to }
ans-retreat-losing = recuo para { $to }, perdendo { $units }
ans-port-capture = navios tomados no porto: { $count }
ans-consolidate-power = Consolidar Poder em { $area }: Poder
ans-consolidate-muster = Consolidar Poder em { $area }: recrutar { $plan }
ans-westeros-choice = a opção da carta: { $option }
ans-muster-nothing = recrutamento: nada
ans-muster = recrutamento: { $plan }
ans-reconcile = unidades destruídas por Suprimentos: { $units }
ans-bid = oferta: { $power }
ans-tie-order = desempate: { $houses }
ans-choose-bidder = apontado entre os ofertantes empatados: { $house }
ans-units-destroyed = unidades destruídas: { $units }
ans-units-replaced = unidades trocadas: { $units }
ans-discarded = descartada: { $card }
ans-taken-back = recuperada: { $card }
ans-no-card-taken-back = nenhuma carta recuperada
ans-track = trilha: { $track }
ans-ability-used = a habilidade da carta: usada
ans-ability-not-used = a habilidade da carta: não usada
ans-card-chosen = carta escolhida: { $card }
ans-no-card-chosen = nenhuma carta escolhida
ans-area-chosen = área escolhida: { $area }
ans-no-area-chosen = nenhuma área escolhida
ans-routed-footman = um soldado derrotado
ans-standing-footman = um soldado de pé

## O que levou a uma decisão, contado à Casa que a toma

story-strengths-before = força antes das cartas { $attacker } a { $defender }
story-your-units-in = suas unidades em { $area }
story-house-in = { $house } em { $area }
story-you-attack = Você ataca { $target } a partir de { $from } com { $units }; { $strengths }.
story-attacks = { $attacker } ataca { $target } a partir de { $from } com { $units }; { $strengths }.
story-you-attack-neutral = Você ataca a Força Neutra em { $area } com { $units } ({ $attacker_strength } a { $defender_strength }).
story-attacks-neutral = { $attacker } ataca a Força Neutra em { $area }.
story-house-cards = Cartas da Casa: { $attacker } joga { $attacker_card }, { $defender } joga { $defender_card }.
story-the-defender = o defensor
story-won = { $house } venceu, { $attacker_strength } a { $defender_strength }.
story-bid-power = Você tem { $power } de Poder disponível para oferecer.
story-bid-wildlings = Os Selvagens atacam com força { $strength }: a Patrulha da Noite resiste se todas as ofertas juntas a alcançarem.
story-muster-points =
    { $points ->
        [one] { $area } ({ $points } ponto)
       *[other] { $area } ({ $points } pontos)
    }
story-muster = Recrutamento: seus Castelos e Fortalezas dão { $areas }; seu nível de Suprimentos é { $supply }.
story-reconcile = Seus exércitos são maiores do que seu nível de Suprimentos ({ $supply }) permite: destrua unidades até caberem.
story-place-orders =
    { $stars ->
        [one] Rodada { $round }: dê uma ordem em cada área com suas unidades; você pode usar { $stars } Ordem Especial.
       *[other] Rodada { $round }: dê uma ordem em cada área com suas unidades; você pode usar { $stars } Ordens Especiais.
    }
story-westeros-choice = A carta de Westeros { $card } deixa você escolher o que ela faz nesta rodada.
story-wildlings-attacked = Os Selvagens atacaram com força { $strength }; a carta é { $card }.
story-tie-order = Como detentor do Trono de Ferro, você ordena as Casas que ofereceram o mesmo. Ofertas: { $bids }.
story-choose-bidder = Como detentor do Trono de Ferro, você escolhe entre os ofertantes empatados: { $houses }.
story-action-turn = É a sua vez na fase de Ação ({ $phase }).
story-port-capture = Você tomou a terra de { $port }: até { $max } navios inimigos ali podem se tornar seus.
story-raven = Você tem o Corvo Mensageiro: troque uma de suas ordens ou olhe a carta de Selvagens do topo.
story-the-track = a trilha
story-clash-of-kings = Conflito de Reis: as Casas fazem ofertas por { $track }.

## Durações ("2 dias 3 horas")

w-duration-days =
    { $count ->
        [one] { $count } dia
       *[other] { $count } dias
    }
w-duration-hours =
    { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
w-duration-minutes =
    { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
w-duration-less-than-a-minute = menos de um minuto

# Raids and marches asked early (game option early_marches, issue 25).
ev-answered-early = { $house } deu esta resposta antes da sua vez; ela é aplicada agora, na sua vez, pois nada do que podia ver mudou:
early-dropped-changed = Sua resposta dada antes da sua vez não foi aplicada: algo que você podia ver mudou desde então (uma unidade, uma ordem, um marcador de Poder ou o controle perto das suas ordens, ou o Poder, as cartas ou as posições nas trilhas de uma casa ali). Responda novamente.
early-dropped-no_longer_legal = Sua resposta dada antes da sua vez já não é válida na sua vez e não foi aplicada. Responda novamente.
