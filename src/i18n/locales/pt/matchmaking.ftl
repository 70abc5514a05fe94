# Mesas que enchem (issue 32, item 4): pedidos de lugar, a ordem dos jogos abertos, salas paradas.
svc-fewer-not-yet = Uma mesa pode começar com menos jogadores depois de esperar { $days } dias.
svc-fewer-not-allowed = Este jogo não pode começar com os { $seated } jogadores sentados: a edição pede pelo menos { $min }, e cada Casa escolhida tem de ser uma das desse número.
home-seats-left = { $count ->
    [one] 1 lugar livre
   *[other] { $count } lugares livres
}
match-title = Sentar-me no próximo jogo
match-intro = Escolha o tipo de jogo: você é sentado assim que um jogo aberto desse tipo tiver lugar, ou quando houver jogadores suficientes à espera para formar um (que então começa logo).
match-edition = Edição
match-players = Jogadores
match-deadlines = Prazos
match-pace-quick = rápidos (12 h para planear, 8 h por passo, 4 h num combate)
match-pace-standard = normais (48 h para planear, 24 h por passo, 12 h num combate)
match-pace-relaxed = folgados (72 h para planear, 48 h por passo, 24 h num combate)
match-rated = Com classificação
match-rated-yes = com classificação
match-rated-no = sem classificação
match-submit = Sentar-me no próximo jogo
match-waiting = Você espera um lugar desde { $since }: { $what }.
match-what = { $edition }, { $players } jogadores, prazos { $pace }, { $rated }
match-others = { $count ->
    [one] Mais ninguém espera ainda por este tipo de jogo.
   *[other] { $count } jogadores (você incluído) esperam por este tipo de jogo.
}
match-cancel = Cancelar o meu pedido
mail-matched-subject = { $game }: você tem um lugar
mail-matched-seated = Você pediu para ser sentado no próximo jogo que corresponda: agora tem um lugar em “{ $game }”.
mail-matched-started = O jogo começou; a mensagem de início diz-lhe a sua Casa.
mail-matched-waits = O jogo começa quando os últimos lugares forem ocupados.
lobby-stale-title = Esta mesa espera há { $days } dias
lobby-stale-text = Uma mesa que não encheu ao fim de { $stale } dias raramente enche. Pode começá-la agora:
lobby-start-fewer = Começar agora com os { $count } jogadores sentados
lobby-stale-no-fewer = Não é possível começar só com os jogadores sentados: a edição pede pelo menos { $min } jogadores, e cada Casa escolhida tem de estar no jogo menor.
mail-stale-subject = { $game }: a sua mesa espera há { $days } dias
mail-stale-waited = “{ $game }” espera há { $days } dias com { $seated } dos seus { $players } lugares ocupados. Uma mesa que ainda não encheu raramente enche.
mail-stale-fewer = Pode começá-la agora como um jogo dos { $count } jogadores sentados, ou com o computador nos lugares vazios (qualquer pessoa pode assumir mais tarde uma Casa do computador).
mail-stale-computer = Pode começá-la agora com o computador nos lugares vazios (qualquer pessoa pode assumir mais tarde uma Casa do computador). Os jogadores sentados não a podem começar sozinhos: a edição, ou as Casas escolhidas, não permitem esse número.
