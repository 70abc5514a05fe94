## Os formulários das decisões (src/decisions): títulos, notas, rótulos, opções e botões. O modelo
## de resposta por e-mail (src/decisions/text.rs) escreve e lê estas mesmas palavras.

## Comuns

form-yes = Sim
form-no = Não
form-confirm = Confirmar
form-choose = Escolher
form-decide = Decidir
form-none = nenhuma
form-none-decline = nenhuma (recusar)
form-nothing = nada
form-no-unit = nenhuma unidade
form-field-card = Carta
form-field-area = Área
form-field-track = Trilha
form-field-house = Casa
form-card-strength = força { $strength }
form-card-swords =
    { $count ->
        [one] { $count } Espada
       *[other] { $count } Espadas
    }
form-card-fortifications =
    { $count ->
        [one] { $count } Fortificação
       *[other] { $count } Fortificações
    }
form-card = { $name } ({ $stats })
form-card-ability = { $card }: { $ability }
form-area-order = { $area } ({ $house }: { $order })
form-count-range = de { $min } a { $max }
form-unit-in = { $unit } em { $area }

## Dar ordens

form-orders-title = Dê suas ordens
form-orders-submit = Selar minhas ordens
form-orders-optional =
    { $count ->
        [one] Você tem menos marcadores de Ordem do que áreas: dê { $count } ordem, na área que escolher.
       *[other] Você tem menos marcadores de Ordem do que áreas: dê { $count } ordens, nas áreas que escolher.
    }
form-orders-all = Toda área com unidades suas precisa de uma ordem.
form-orders-no-special = Sua posição na trilha da Corte do Rei não permite nenhuma Ordem Especial (★).
form-orders-max-special =
    { $count ->
        [one] Sua posição na trilha da Corte do Rei permite no máximo { $count } Ordem Especial (★).
       *[other] Sua posição na trilha da Corte do Rei permite no máximo { $count } Ordens Especiais (★).
    }
form-orders-restricted = Algumas ordens estão proibidas nesta rodada por uma Carta de Westeros; elas não são oferecidas.
form-orders-sealed = Suas ordens seladas estão selecionadas: mude qualquer uma e sele de novo até que a última Casa tenha selado as suas.
form-orders-default = Selecionadas: as ordens que o Rookery daria por você se o prazo passasse. As ordens seladas ficam secretas até que todas as Casas tenham selado as suas.
form-orders-no-order = — nenhuma ordem —
form-orders-area = { $area } ({ $units })

## O Corvo Mensageiro

form-raven-replace-title = Corvo Mensageiro: trocar uma das suas ordens
form-raven-replace-submit = Trocar a ordem
form-raven-replace-note = São oferecidos os seus marcadores de Ordem não usados que as regras permitem aqui.
form-raven-swap-label = Ordem e sua substituta
form-raven-swap = { $area }: { $old } → { $new }
form-raven-peek-title = Corvo Mensageiro: olhar a carta de Selvagens do topo
form-raven-peek-submit = Olhar a carta
form-raven-peek-note = Só você vai vê-la; depois você a mantém no topo ou a coloca no fundo.
form-raven-pass-title = Corvo Mensageiro: não fazer nada
form-raven-pass-submit = Não fazer nada
form-raven-decide-title = A carta de Selvagens do topo
form-raven-decide-note = A carta do topo do baralho de Selvagens é { $card }. Só você sabe disso.
form-raven-no-card = (nenhuma carta)
form-raven-bury-label = Para onde ela vai?
form-raven-keep = Deixá-la no topo
form-raven-bury = Colocá-la no fundo do baralho

## Invasões e marchas

form-raid-title = Resolva sua Invasão em { $area }
form-raid-submit = Invadir
form-raid-no-target = nenhum alvo (apenas remover a ordem de Invasão)
form-raid-target-label = Ordem a invadir
form-raid-second-label = Uma segunda ordem a remover (Invasão especial)
form-march-title = Resolva sua marcha a partir de { $area }
form-march-submit = Marchar
form-march-forbidden = Você não pode marchar de novo para { $area } com esta ordem.
form-march-note = Escolha um destino para cada unidade; as unidades deixadas em “ficar” não se movem. No máximo um destino pode iniciar um combate.
form-march-stay = ficar
form-march-attack-house = { $area } — atacar { $house }
form-march-attack-neutral = { $area } — atacar a Força Neutra ({ $strength })
form-march-attack = { $area } — atacar
form-march-unit = { $unit } { $number }
form-march-leave-token = Deixar um marcador de Poder em { $area } se todas as unidades saírem

## Suporte e combate

form-combat-line = Combate em { $area }: { $attacker } ataca { $defender }; força antes das cartas { $a } a { $d }.
form-combat-line-neutral = Combate em { $area }: { $attacker } ataca uma Força Neutra ({ $a } a { $d }).
form-combat-line-units = Combate em { $area }: { $attacker } ataca { $defender } com { $units }; força antes das cartas { $a } a { $d }.
form-combat-line-short = Combate em { $area }.
form-support-title = Declare seu suporte
form-support-submit = Declarar suporte
form-support-none = não dar suporte a ninguém
form-support-attacker = dar suporte ao atacante
form-support-attacker-house = dar suporte ao atacante ({ $house })
form-support-defender = dar suporte ao defensor
form-support-defender-house = dar suporte ao defensor ({ $house })
form-support-label = Ordem de Suporte em { $area }
form-refuse-title = Aceitar ou recusar suporte
form-refuse-note = Marque o suporte que você recusa; o suporte não marcado é aceito.
form-refuse-from = Recusar o suporte vindo de { $area }
form-refuse-from-house = Recusar o suporte vindo de { $area } ({ $house })
form-card-title = Escolha sua Carta da Casa
form-card-note = Sua carta fica secreta até que as duas sejam escolhidas; você pode trocá-la até lá.
form-card-submit = Selar minha carta
form-blade-title = A Lâmina de Aço Valiriano
form-blade-note = Você tem a Lâmina de Aço Valiriano: usá-la para +1 de Força de Combate (uma vez por rodada)?
form-blade-use = Usar (+1)
form-blade-keep = Não usar
form-blade-label = Usar a Lâmina?
form-casualties-title =
    { $count ->
        [one] Escolha { $count } baixa
       *[other] Escolha { $count } baixas
    }
form-casualties-note =
    { $count ->
        [one] Escolha qual das suas unidades na batalha é destruída.
       *[other] Escolha quais { $count } das suas unidades na batalha são destruídas.
    }
form-casualties-submit = Confirmar baixas
form-casualties-label = Unidades perdidas
form-retreat-title = Recuo
form-retreat-submit = Recuar
form-retreat-note = Um recuo que ultrapassaria seu limite de Suprimentos custa unidades: cada opção diz quais são destruídas.
form-retreat-losing = { $area }, perdendo { $units }
form-retreat-label = Recuar para
form-port-title = Navios em { $port }
form-port-note =
    { $count ->
        [one] Você tomou a terra de { $port }: substitua até { $count } navio inimigo ali por um seu; os demais são destruídos.
       *[other] Você tomou a terra de { $port }: substitua até { $count } navios inimigos ali pelos seus; os demais são destruídos.
    }
form-port-label = Navios a substituir

## Consolidar Poder e recrutamento

form-consolidate-title = Consolidar Poder em { $area }
form-consolidate-submit = Resolver
form-consolidate-gain = ganhar Poder
form-consolidate-muster-note =
    { $count ->
        [one] Uma Ordem Especial num Castelo ou Fortaleza pode recrutar em vez disso ({ $count } ponto).
       *[other] Uma Ordem Especial num Castelo ou Fortaleza pode recrutar em vez disso ({ $count } pontos).
    }
form-consolidate-label = O que a ordem faz
form-plan = recrutar { $plan }
form-plan-upgrade = um soldado promovido a { $unit }
form-westeros-title = { $card }: sua escolha
form-westeros-note = Você tem o Trono de Ferro (ou a carta o nomeia): escolha o que { $card } faz nesta rodada.
form-westeros-label = Opção
form-westeros-some-card = Uma Carta de Westeros
form-muster-title = Recrutar
form-muster-horde-title = { $card }: recrutar em uma área
form-muster-submit = Recrutar
form-muster-note = Cada Castelo dá 1 ponto de recrutamento, cada Fortaleza 2. Deixe todas as áreas em “nada” para não recrutar nada.
form-muster-one-area = Você só pode recrutar em uma área.
form-muster-two-points = { $plan } (os dois pontos)
form-muster-second = { $area }, segundo ponto (se a primeira escolha usar só um)
form-muster-area =
    { $count ->
        [one] { $area } ({ $count } ponto)
       *[other] { $area } ({ $count } pontos)
    }
form-reconcile-title = Ajustar os exércitos aos Suprimentos
form-reconcile-submit = Destruir as unidades marcadas
form-reconcile-note = Seus exércitos excedem o limite de Suprimentos: marque as unidades a destruir até que caibam (as marcadas bastam).
form-reconcile-limit = Seu nível de suprimento { $level } permite exércitos de no máximo estes tamanhos: { $armies } (um exército são duas ou mais unidades numa área).
form-muster-reserve = Unidades restantes na sua reserva: { $units }. Todas as áreas juntas não podem usar mais.
form-march-port = Um porto comporta no máximo três dos seus navios.
form-march-neutral = Se a Força Neutra resistir, as unidades enviadas contra ela ficam aqui: a marcha também deve caber nos seus Suprimentos assim.

## Ofertas

form-bid-title-track = Sua oferta por { $track }
form-bid-title-wildlings = Sua oferta pela Patrulha da Noite contra os Selvagens
form-bid-title-other = Sua oferta
form-bid-submit = Selar minha oferta
form-bid-note = Você tem { $max } de Poder disponível. Sua oferta fica secreta até que todas cheguem; você pode mudá-la até lá.
form-bid-label = Poder a oferecer (você tem { $max })
form-tie-title = Desempatar
form-tie-submit = Definir a trilha
form-tie-note = Você tem o Trono de Ferro: coloque as Casas que ofereceram o mesmo na ordem que escolher. Ofertas maiores ficam à frente; cada Casa ocupa um lugar.
form-tie-choice = { $house } (oferta { $bid })
form-tie-place = Posição { $n }
form-bidder-highest-title = Aponte a maior oferta entre os empatados
form-bidder-lowest-title = Aponte a menor oferta entre os empatados
form-bidder-highest-note = Várias Casas ofereceram o máximo contra os Selvagens: como detentor do Trono de Ferro, você aponta a que recebe a recompensa da carta.
form-bidder-lowest-note = Várias Casas ofereceram o mínimo contra os Selvagens: como detentor do Trono de Ferro, você aponta a que sofre a pior penalidade da carta.

## Cartas de Selvagens

form-wild-held = A Patrulha da Noite resistiu: a carta de Selvagens é { $card }.
form-wild-won = Os Selvagens venceram: a carta de Selvagens é { $card }.
form-wild-destroy-value-title = { $card }: destrua unidades no valor de { $value } pontos de recrutamento
form-wild-destroy-value-note = { $lead } Marque unidades no valor de { $value } pontos de recrutamento (um soldado ou um navio 1, um cavaleiro 2), não mais do que o necessário.
form-wild-destroy-title =
    { $count ->
        [one] { $card }: destrua { $n } das suas unidades
       *[other] { $card }: destrua { $n } das suas unidades
    }
form-wild-destroy-note =
    { $count ->
        [one] { $lead } Marque { $n } das suas unidades para destruir.
       *[other] { $lead } Marque { $n } das suas unidades para destruir.
    }
form-wild-horde-title = { $card }: destrua 2 unidades
form-wild-horde-note = { $lead } Destrua 2 unidades em uma das suas áreas com Castelo ou Fortaleza, se puder (essas são oferecidas); senão, quaisquer 2.
form-wild-raid-title =
    { $count ->
        [one] { $card }: destrua { $n } unidade
       *[other] { $card }: destrua { $n } unidades
    }
form-wild-raid-note =
    { $count ->
        [one] { $lead } Ou destrua { $n } das suas unidades, ou desça 2 posições na trilha de Influência em que está mais alto (o outro formulário).
       *[other] { $lead } Ou destrua { $n } das suas unidades, ou desça 2 posições na trilha de Influência em que está mais alto (o outro formulário).
    }
form-wild-raid-track-title = { $card }: ou desça 2 posições numa trilha
form-wild-raid-track-note = { $lead } Em vez de perder unidades, desça 2 posições na trilha em que está mais alto.
form-wild-raid-track-submit = Descer nesta trilha
form-wild-knights-title = { $card }: cavaleiros viram soldados
form-wild-knights-all-note = { $lead } Todos os seus cavaleiros saem: marque os cavaleiros ({ $n }) substituídos pelos seus soldados disponíveis; os outros são destruídos.
form-wild-knights-note = { $lead } Marque os cavaleiros ({ $n }) a substituir por soldados.
form-wild-footmen-title = { $card }: soldados viram cavaleiros
form-wild-footmen-note =
    { $max ->
        [one] { $lead } Marque até { $max } soldado a substituir por um cavaleiro.
       *[other] { $lead } Marque até { $max } soldados a substituir por cavaleiros.
    }
form-wild-discard-title = { $card }: descarte uma carta
form-wild-discard-submit = Descartar
form-wild-discard-note = { $lead } Descarte uma Carta da Casa da sua mão.
form-wild-take-back-title = { $card }: pegue uma carta de volta
form-wild-take-back-note = { $lead } Você pode pegar de volta para a mão uma carta da sua pilha de descarte.
form-wild-last-title = { $card }: vá para o fim de uma trilha
form-wild-last-note = { $lead } Escolha a trilha em que você cai para a última posição.
form-wild-first-title = { $card }: vá para o topo de uma trilha
form-wild-first-note = { $lead } Escolha a trilha em que você fica com a primeira posição.

## Habilidades das Cartas da Casa e Batalhas da Maré

form-ability-choose-again-note = Tyrion Lannister cancelou sua carta: escolha outra (não a cancelada).
form-ability-mace-note = Mace Tyrell destrói um dos soldados do oponente na batalha: qual?
form-ability-mace-label = Qual soldado?
form-ability-mace-standing = Um soldado de pé
form-ability-mace-routed = Um soldado derrotado
form-ability-tyrion-note-card = Cancelar a carta do oponente, { $card }? O oponente então escolhe outra carta.
form-ability-tyrion-note = Cancelar a carta do oponente? O oponente então escolhe outra carta.
form-ability-tyrion-yes = Sim, cancelar
form-ability-tyrion-label = Usar Tyrion Lannister?
form-ability-tides-note = Você tem a Lâmina de Aço Valiriano: descartar sua carta de Batalhas da Maré e comprar outra em vez de usar a Lâmina para +1?
form-ability-tides-yes = Sim, comprar outra
form-ability-tides-no = Não, fico com minha carta
form-ability-tides-label = Comprar outra?
form-ability-patchface-note = Escolha uma carta da mão do oponente para descartar.
form-ability-use-label = Usar?

## Os formulários como texto no e-mail (src/decisions/text.rs)

text-one-of = uma de: { $choices }
text-nothing-asked = Nada é pedido à sua Casa agora.
text-no-such-part = Não há parte { $n } nesta decisão (ela tem { $count }).
text-not-by-mail = “{ $title }” não pode ser respondido por e-mail: use o link para a página do jogo.
text-no-answer = A resposta não traz nenhuma escolha: escreva as linhas do modelo.
text-no-such-box = “{ $label }”: não há essa caixa para marcar em “{ $title }”.
text-not-understood = “{ $line }”: não entendi esta linha; as linhas são como “{ $example }”.
text-not-a-choice = “{ $value }” não é uma opção para “{ $label }”; as opções são: { $choices }.
