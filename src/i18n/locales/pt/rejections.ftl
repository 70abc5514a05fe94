# Português (pt): por que uma jogada foi recusada (src/words/rejections.rs).
# $reason e $expected são as palavras do motor do jogo.

rej-game-over = O jogo terminou.
rej-house-not-in-play = A Casa { $house } não está neste jogo.
rej-not-awaited = A Casa { $house } não tem nada a decidir agora.
rej-wrong-request = Não é isso que se pede agora: { $expected }.
rej-order-without-units = Você não tem unidades em { $area }, então ela não recebe ordem.
rej-missing-order = { $area } tem unidades suas e precisa de uma ordem.
rej-must-place-all = Faltam marcadores de Ordem, então você deve pôr todos os { $usable } que pode usar (você pôs { $placed }).
rej-token-not-available = Você não tem nenhum marcador { $order } sem uso.
rej-too-many-special =
    { $allowed ->
        [one] Sua posição na Corte do Rei permite { $allowed } Ordem Especial.
       *[other] Sua posição na Corte do Rei permite { $allowed } Ordens Especiais.
    }
rej-order-banned = Ordens { $order } estão proibidas nesta rodada.
rej-consolidate-at-sea = As ordens de Consolidar Poder só podem ser colocadas em terra, não em { $area }.
rej-raven-used = O Corvo Mensageiro já foi usado nesta rodada.
rej-no-such-order = Você não tem essa ordem em { $area }.
rej-invalid-raid-target = Você não pode invadir { $area }: { $reason }.
rej-not-reachable = Não é possível chegar a { $to } a partir de { $from }.
rej-units-not-there = Você não tem essas unidades (de pé) em { $area }.
rej-wrong-terrain =
    { $unit ->
        [footman] Um soldado não pode entrar em { $area }.
        [knight] Um cavaleiro não pode entrar em { $area }.
        [ship] Um navio não pode entrar em { $area }.
       *[siege_engine] Uma arma de cerco não pode entrar em { $area }.
    }
rej-impassable = { $area } está fechada neste jogo.
rej-more-than-one-combat = Uma marcha só pode iniciar um combate.
rej-enemy-port = { $area } pertence a outra Casa.
rej-port-full = { $area } teria mais de 3 navios.
rej-supply-exceeded = Isso excederia seu limite de Suprimentos.
rej-no-power-token = Você não pode deixar um marcador de Poder: { $reason }.
rej-support-not-eligible = { $area } não pode dar suporte a este combate.
rej-support-against-own = { $area } não pode apoiar seu adversário contra suas próprias unidades.
rej-missing-support-choice = Diga a quem { $area } dá suporte (ou a ninguém).
rej-not-offered = { $area } não lhe ofereceu suporte.
rej-card-not-in-hand = { $card } não está na sua mão.
rej-wrong-casualties =
    { $count ->
        [one] Escolha { $count } baixa: { $reason }.
       *[other] Escolha { $count } baixas: { $reason }.
    }
rej-invalid-retreat = Você não pode recuar para { $area }: { $reason }.
rej-wrong-retreat-losses =
    { $count ->
        [one] Recuar para lá custa exatamente { $count } unidade; escolha qual.
       *[other] Recuar para lá custa exatamente { $count } unidades; escolha quais.
    }
rej-too-many-replacements =
    { $max ->
        [one] Você pode trocar no máximo { $max } navio.
       *[other] Você pode trocar no máximo { $max } navios.
    }
rej-invalid-muster = Recrutamento não permitido: { $reason }.
rej-card-cancelled = { $card } foi cancelada por Tyrion Lannister; escolha outra carta.
rej-too-many-removed = Remova unidades só até seus exércitos caberem nos Suprimentos; assim você remove mais.
rej-bid-too-high = Você pode oferecer no máximo seu Poder disponível, { $available }.
rej-invalid-tie-order = Dê cada Casa uma vez, mantendo as ofertas maiores primeiro; só Casas empatadas podem ser reordenadas.
rej-not-tied = { $house } não está entre as Casas empatadas.
rej-wildling-choice = Isso não responde à carta de Selvagens: { $reason }.
rej-card-not-in-discard = { $card } não está na sua pilha de descarte.
rej-forbidden-destination = Você não pode marchar de novo para { $area } com esta ordem.

# the game page, when a move could not be saved: the game moved on, or others were saving
rej-stale = O jogo seguiu enquanto você decidia. Esta é a nova situação: confira e envie de novo.
rej-busy = Outras jogadas estavam sendo salvas no mesmo momento. Tente de novo.
