# As palavras das páginas web (issue 15), em português. O vocabulário do jogo está em game.ftl.

## Comuns

games-count = { $count ->
    [one] { $count } jogo
   *[other] { $count } jogos
}
nav-new-game = Novo jogo
nav-settings = Configurações
nav-log-out = Sair
nav-log-in = Entrar
nav-register = Cadastrar-se
footer-languages = Idioma
footer-disclaimer = Rookery é um projeto não oficial de fãs, sem vínculo com as editoras de A Game of Thrones: The Board Game.
back-to-front-page = Voltar à página inicial
you-suffix = (você)

## Erros

error-bad-request = O pedido não foi entendido
error-bad-request-text = O formulário não foi preenchido como esperado, por isso nada foi alterado. { $detail }
error-csrf = Este formulário expirou
error-csrf-text = O formulário não trazia o token de segurança desta sessão (pode vir de uma página antiga ou de outro site). Nada foi alterado: volte, recarregue a página e tente de novo.
error-no-cookie = Este formulário precisa de cookies
error-no-cookie-text = O formulário chegou sem o cookie deste site, com o qual é verificado. Nada foi alterado. Se o enviou a partir deste site, o seu navegador pode estar a bloquear cookies: permita-os para este site, recarregue a página e tente de novo.
error-login-needed = Entre na sua conta
error-login-needed-text = É preciso estar conectado para isso.
error-forbidden = Não permitido
error-not-found = Página não encontrada
error-not-found-text = Essa página não existe ou não está visível para você.
error-conflict = Isso não pode ser feito agora
error-too-large = O pedido é grande demais
error-too-large-text = O pedido é maior do que este site aceita. Nada foi alterado.
error-media-type = O formulário não foi enviado como este site lê formulários
error-media-type-text = Nada foi alterado. Aqui os formulários são lidos quando enviados como application/x-www-form-urlencoded, como um navegador os envia (com curl: --data ou --data-urlencode, não --form); este chegou como { $type }.
error-throttled = Tentativas demais
error-throttled-text = Tentativas de entrada falhas demais. Espere alguns minutos e tente de novo.
error-limit = Isso é mais do que este site permite
error-busy = Ocupado: tente de novo
error-too-many-connections = Demasiadas ligações da sua rede ao mesmo tempo. Tente de novo dentro de alguns segundos.
error-timeout = O pedido demorou demais
error-timeout-text = O formulário não chegou a tempo. Nada foi alterado: tente de novo.
error-internal = Algo deu errado
error-internal-text = O servidor não conseguiu concluir o pedido. Tente de novo mais tarde.
error-reference = Se nos avisar, mencione esta referência:
not-found-no-page = Não há nenhuma página em
login-or-register-html = <a href="/login">Entre</a> ou <a href="/register">cadastre-se</a>.

## Página inicial

game-status-lobby = aguardando jogadores
game-status-play = em andamento
game-status-over = terminado
game-status-ended = encerrado por votação
game-status-cancelled = cancelado
home-your-games = Seus jogos
home-welcome = Bem-vindo(a), { $name }!
home-welcome-mail-html = Enviamos um e-mail para o endereço informado, com um link para confirmá-lo. O Rookery só envia notificações depois da confirmação (veja <a href="/settings">suas configurações</a>).
home-awaiting = { $count ->
    [one] { $count } jogo espera por você.
   *[other] { $count } jogos esperam por você.
}
home-no-game-html = Você ainda não está em nenhum jogo. <a href="/games/new">Crie um</a> ou entre em um abaixo.
home-your-turn = Sua vez
home-new-ravens = { $count ->
    [one] { $count } corvo novo
   *[other] { $count } corvos novos
}
home-round = rodada { $round }
home-you-play = você joga com { $house }
home-seated = { $seated }/{ $players } lugares ocupados
home-waiting-for = aguardando { $houses }
home-create-game = Criar um jogo
home-title-html = Jogue <cite>A Game of Thrones</cite> sem pressa
home-intro-html = O Rookery conduz partidas de <cite>A Game of Thrones: The Board Game</cite> (a segunda edição, e a primeira edição de 2003) ao longo de dias, pelo celular: cada jogador age quando chega a sua vez, no navegador.
home-register-html = <a class="button" href="/register">Cadastre-se</a> ou <a href="/login">entre</a> para criar jogos e participar deles.
home-open-games = Jogos abertos
home-no-open-game = Nenhum jogo público está aguardando jogadores.
home-games-to-watch = Jogos para assistir
home-no-game-to-watch = Nenhum jogo público está em andamento.
wanted-title = Uma Casa precisa de um jogador
named-house = Casa { $house }
take-over-house = Assumir a Casa { $house }

## Contas

field-name = Nome
field-password = Senha
field-password-again = Senha de novo
login-title = Entrar
login-no-account-html = Não tem conta? <a href="/register">Cadastre-se</a>.
login-verified = Seu endereço de e-mail está confirmado. Entre para jogar.
register-title = Cadastro
register-email = Endereço de e-mail (para avisar quando for a sua vez; confirmado por e-mail)
register-time-zone = Fuso horário (para os prazos)
register-already-html = Já tem cadastro? <a href="/login">Entre</a>.
register-passwords-differ = As duas senhas são diferentes.
forgot-title = Esqueceu a senha?
forgot-sent = Se for uma conta com endereço de e-mail confirmado, um e-mail com um link para escolher uma nova senha está a caminho. O link funciona uma vez, durante uma hora. Olhe também a pasta de spam.
forgot-intro = Informe seu nome ou seu endereço de e-mail. Se a conta tiver um endereço confirmado, enviamos a ele um link para escolher uma nova senha.
forgot-who = Nome ou endereço de e-mail
forgot-send = Envie-me um link
forgot-back = Voltar para entrar
reset-title = Escolha uma nova senha
reset-for-account = Para a conta { $name }. Salvá-la desconecta a conta em todos os outros dispositivos.
reset-new-password = Nova senha
reset-new-password-again = Nova senha de novo
reset-save = Salvar a nova senha
verify-title = Confirme seu endereço
verify-question = Confirmar que { $email } é o endereço da conta { $name }?
verify-button = Confirmar meu endereço
verify-not-you = Se você não se cadastrou no Rookery, feche esta página: nada acontece sem o botão.
link-your-settings = Suas configurações
link-front-page = A página inicial

## Configurações

settings-title = Configurações
settings-language = Idioma
settings-language-label = Seu idioma
settings-save = Salvar
settings-email = Endereço de e-mail
settings-your-address = Seu endereço:
settings-verified = confirmado
settings-not-confirmed = ainda não confirmado
settings-confirm-first = Os e-mails sobre seus jogos só vão para um endereço confirmado: abra o link do e-mail que enviamos.
settings-send-again = Enviar de novo o e-mail de confirmação
settings-no-address = Sua conta ainda não tem endereço de e-mail: informe um para receber e-mail quando for a sua vez.
settings-new-address = Novo endereço
settings-password-confirm = Sua senha (para confirmar)
settings-change-address = Alterar o endereço
settings-mail = E-mail
settings-when-your-move = Quando for a sua vez
settings-moves-immediate = Envie-me um e-mail na hora
settings-moves-digest = Junte tudo em um e-mail por dia (o resumo diário)
settings-moves-off = Nenhum e-mail
settings-summaries = Resumos das fases (ordens reveladas, combates, cartas de Westeros)
settings-reminders = Lembretes antes de um prazo
settings-digest-at = Resumo diário às
settings-your-zone = (seu fuso horário)
settings-save-mail = Salvar as configurações de e-mail
settings-per-game = A página de cada jogo também permite escolher os e-mails daquele jogo.
settings-replies-note = E-mails de corvos e de "sua vez" podem ser respondidos diretamente. Se um e-mail seu foi encaminhado a alguém que não deveria responder por você:
settings-revoke-replies = Revogar os endereços de resposta de todos os meus e-mails
settings-api-link = Tokens de API, webhooks e seu calendário
settings-time-zone = Fuso horário
settings-now = Os horários aparecem no seu fuso horário. Agora são { $now }.
settings-done-tz = Fuso horário salvo.
settings-done-email = Endereço salvo. Um e-mail com um link para confirmá-lo está a caminho.
settings-done-sent = O e-mail de confirmação está a caminho.
settings-done-mail = Configurações de e-mail salvas.
settings-done-verified = Seu endereço de e-mail está confirmado.
settings-done-replies = Todos os endereços de resposta dos seus e-mails anteriores foram revogados: as respostas a eles não são mais lidas.
settings-done-mail-again = O Rookery voltará a enviar e-mails para o seu endereço. Se voltarem a ser devolvidos, o envio para de novo após alguns e-mails recusados.
settings-bounces = Os e-mails para o seu endereço são devolvidos: o seu servidor de e-mail recusou definitivamente os e-mails do Rookery (e-mails recusados: { $count }). Verifique o endereço ou altere-o acima.
settings-bounces-stopped = Os e-mails para o seu endereço são devolvidos: o seu servidor de e-mail recusou definitivamente os e-mails do Rookery (e-mails recusados: { $count }), então o Rookery parou de enviar para este endereço. As notificações push e os webhooks continuam funcionando. Altere o endereço acima ou, quando a sua caixa de correio voltar a funcionar:
settings-mail-again = Voltar a receber e-mails
settings-done-password = Sua nova senha foi salva e a conta foi desconectada em todos os outros dispositivos.
settings-done-language = Idioma salvo.
api-title = API, webhooks e calendário

## Sala de espera

lobby-players = { $count } jogadores
lobby-created = criado em { $when }
lobby-public = público
lobby-invite-only = só com convite
lobby-seats = Lugares
lobby-free = livre
lobby-mail-bounces = os e-mails para este jogador são devolvidos
lobby-dealt-at-start = (sorteada no início)
lobby-join = Participar
lobby-join-random = Participar (Casa sorteada no início)
lobby-join-as = Participar como { $house }
lobby-login-to-join-html = <a href="/login">Entre</a> ou <a href="/register">cadastre-se</a> para participar.
lobby-start = Começar o jogo
lobby-full-creator-told = Todos os lugares estão ocupados: quem criou o jogo foi avisado por e-mail e vai começá-lo.
lobby-you-can-start = Você pode começar o jogo quando todos os lugares estiverem ocupados; você receberá um e-mail nessa hora.
lobby-can-start-when-full = O jogo pode começar quando todos os lugares estiverem ocupados.
lobby-leave = Sair deste jogo
lobby-invite = Convidar
lobby-invite-text = Envie este link para as pessoas com quem você quer jogar:
lobby-rules = Regras
lobby-deadlines = Prazos: Planejamento { $planning } h, decisões de ação { $action } h, cada decisão de combate { $combat } h, decisões de Westeros { $westeros } h (0: nenhum).
lobby-reminders = Lembretes antes de um prazo: { $reminders }.
lobby-ravens = Corvos: { $press }.
lobby-starts-when-full = O jogo começa sozinho quando o último lugar for ocupado.
lobby-creator-starts = Quem criou o jogo o começa quando todos os lugares estiverem ocupados.
option-tides-on = Batalhas da Maré: sim
option-tides-off = Batalhas da Maré: não
option-winter-errata = O Inverno Está Chegando: resolvida ao ser revelada (errata)
option-winter-literal = O Inverno Está Chegando: resolvida na ordem do baralho (literal)
option-winter-reshuffles = O Inverno Está Chegando também embaralha a pilha de descarte
option-ties-printed = Empates no fim do jogo: as regras impressas
option-ties-errata = Empates no fim do jogo: errata v2.0
option-ties-first-edition = Empates no fim do jogo: os da 1.ª edição
option-auto-support = O Suporte é sempre aceito (sem recusa)
option-sealed-support = declarações de Suporte secretas, reveladas juntas
option-early-marches = ataques e marchas pedidos antecipadamente
option-time-bank = banco de tempo: { $bank } h por Casa, mais { $step } h cada vez que lhe pedem algo
press-full = correspondência livre: uma mesa pública e corvos privados
press-public = só correspondência pública: a mesa, sem corvos privados
press-none = sem correspondência: as Casas não conversam
press-reveal = os corvos privados são mostrados a todos os jogadores no fim do jogo
press-private = os corvos privados continuam privados depois do fim
press-no-spectators = espectadores não leem a mesa
rules-creator-clock = Quem criou o jogo controla o relógio (prorroga, pausa e retoma enquanto joga).
rules-table-clock = A mesa controla o relógio: pausa, retomada e prorrogações são votadas.
rules-no-civil-disorder = Sem desordem civil: uma Casa cujo jogador para de responder mantém o lugar.
rules-civil-disorder-after = { $count ->
    [one] Uma Casa entra em desordem civil depois de { $count } prazo perdido.
   *[other] Uma Casa entra em desordem civil depois de { $count } prazos perdidos seguidos.
}
rules-min-reliability = Os jogadores precisam de uma confiabilidade de pelo menos { $percent }% (decisões tomadas no prazo) para participar.
rules-disorder-computer = Uma Casa sem jogador (desordem civil) é jogada pelo computador.
rules-disorder-defaults = Uma Casa sem jogador (desordem civil) joga as escolhas padrão documentadas.

## A página do jogo

game-round = Rodada { $round }
game-you-play = você joga com
game-watching = você está assistindo
game-ravens = Corvos
game-new-count = { $count ->
    [one] { $count } novo
   *[other] { $count } novos
}
game-your-notes = suas anotações
game-have-shared = dividem a vitória: o jogo empatou.
game-has-won = venceu o jogo.
game-sealed-change = Você pode mudar até a última Casa responder.
game-waiting-for = Aguardando
game-secret-mark = (em segredo)
game-due = prazo { $when }
game-deadline = Prazo:
game-your-decision = Sua decisão
game-whole-map = O mapa inteiro
game-map-tap = toque em uma área para ir à parte dela no formulário; o link ao lado de cada linha volta para a área.
game-area-on-map = { $area } no mapa
game-map = mapa
game-board = O tabuleiro
game-to-scroll = , para ler rolando
game-map-alone = só o mapa
game-legend = O que as marcas significam
game-areas-in-words = Todas as áreas ocupadas, em palavras
game-tracks = Trilhas
game-houses = Casas
game-house-figures = Poder: { $power } disponível, { $board } no tabuleiro · suprimentos { $supply } · castelos e fortalezas { $castles }
game-missed = Prazos perdidos: { $count }
game-time-bank = Banco de tempo: restam { $left }
game-time-bank-running = Banco de tempo: restam { $left }, a correr agora
game-faults = Passos em que o site falhou (prazo perdido desculpado): { $count } de no máximo { $max }
game-hand = Mão:
game-discards = Descartes:
game-empty = vazia
game-none = nenhum
game-unused-orders = Suas fichas de ordem não usadas:
game-what-happened = O que aconteceu
log-default-at-deadline = padrão no prazo
log-forced-answer = a única resposta possível, dada de imediato
game-whole-log = O registro inteiro
game-earlier-events = { $count ->
    [one] ({ $count } evento anterior).
   *[other] ({ $count } eventos anteriores).
}
game-step-back = Voltar passo a passo pelo jogo
game-round-by-round = Rodada a rodada
game-everything-revealed = Tudo revelado
game-download = Baixar o jogo
game-mails-for-game = E-mails deste jogo:
seat-mail-default = como nas minhas configurações
seat-mail-immediate = na hora
seat-mail-digest = no resumo diário
seat-mail-off = desligados
clock-summary = O relógio (você criou este jogo)
clock-extend-by = Prorrogar o prazo em
clock-hours = { $count ->
    [one] { $count } hora
   *[other] { $count } horas
}
clock-a-week = uma semana
clock-extend = Prorrogar
clock-resume = Retomar o relógio
clock-pause = Pausar o relógio
clock-pause-note = A pausa guarda o tempo restante. Os jogadores ainda podem fazer suas jogadas durante a pausa: o jogo continua, só o prazo espera.
clock-mail-note = Cada jogador recebe um e-mail quando você muda o relógio.
clock-left = { $left } restantes no prazo desta etapa
clock-no-deadline-on-step = nenhum prazo nesta etapa
clock-paused = O relógio está pausado ({ $left }). O jogo continua: os jogadores ainda podem fazer suas jogadas; só o prazo espera até o relógio ser retomado.
clock-when-it-passes = Quando ele passar, cada Casa ainda aguardada recebe a opção padrão documentada.
clock-no-deadline = Nenhum prazo para esta etapa.
done-extended = O prazo foi prorrogado; cada jogador recebeu um e-mail.
done-paused = O relógio está pausado; cada jogador recebeu um e-mail.
done-resumed = O relógio voltou a correr; cada jogador recebeu um e-mail.
done-taken = Você assumiu esta Casa: a mão e as decisões dela agora são suas.
done-absent = Sua ausência foi declarada; os outros jogadores a veem.
done-decision = Sua decisão foi registrada.
act-not-a-player = Você não joga neste jogo.
act-other-house = Você joga com a Casa { $house } neste jogo e não pode agir por outra Casa.
sealed-orders = Você selou: { $what }.
sealed-card = Sua Carta da Casa selada: { $card }.
sealed-bid = Sua oferta selada: { $power } de Poder.
fact-round = Rodada { $round } de 10.
fact-wildling-threat = Ameaça Selvagem: { $threat }.
fact-used = usado nesta rodada
fact-ready = disponível
fact-blade = Lâmina de Aço Valiriano: { $state }.
fact-raven = Corvo Mensageiro: { $state }.
fact-orders-sealed = Ordens seladas por: { $houses }.
fact-bids-sealed = Ofertas seladas por: { $houses }.
fact-wildling-attack = Ataque Selvagem em andamento, força { $strength }.
fact-raven-peek = Você olhou a carta de Selvagens do topo: { $card }.
fact-westeros-cards = Cartas de Westeros desta rodada: { $cards }.
fact-westeros-discards = Descartes do baralho de Westeros { $deck }: { $cards }.
fact-banned = Proibidas nesta rodada: { $orders }.
fact-wildling-deck =
    { $count ->
        [one] Baralho de Selvagens: { $count } carta.
       *[other] Baralho de Selvagens: { $count } cartas.
    }
combat-title = Combate em { $area }: { $attacker } ataca { $defender }
combat-title-neutral = Combate em { $area }: { $attacker } ataca uma Força Neutra
combat-came-from = O ataque veio de { $area }.
combat-attacking-from = Atacando de { $area } com { $units }.
combat-stage = Etapa: { $stage }.
combat-strength-before = Força antes das cartas: atacante { $attacker }, defensor { $defender }.
combat-support = { $house } dá suporte { $side ->
    [attacker] ao atacante
   *[defender] ao defensor
} a partir de { $area }{ $refused ->
    [yes] { " " }(recusado)
   *[no] { "" }
}.
combat-cards = Cartas: atacante { $attacker }, defensor { $defender }.
combat-side-plays = { $side ->
    [attacker] O atacante
   *[defender] O defensor
} joga { $card }.
combat-side-choosing = { $side ->
    [attacker] O atacante
   *[defender] O defensor
} está escolhendo outra carta.
combat-card-chosen = Carta escolhida (ainda secreta) { $who ->
    [attacker] pelo atacante
    [defender] pelo defensor
   *[both] pelo atacante e pelo defensor
}.
combat-your-card = Sua carta selada: { $card }.
combat-tides = Batalhas da Maré: atacante { $attacker }, defensor { $defender }.
combat-your-tides = Sua carta de Batalhas da Maré: { $card }.
combat-final = Força final: atacante { $attacker }, defensor { $defender }.
combat-wins = { $house } vence.
blade-used = A Lâmina de Aço Valiriano ({ $house }) já foi usada nesta rodada.
blade-not-fighting = A Lâmina de Aço Valiriano: quem a tem, { $house }, não luta neste combate.
blade-neutral = A Lâmina de Aço Valiriano não pode ser usada contra uma Força Neutra.
blade-may-use = A Lâmina de Aço Valiriano: { $house } pode usá-la para +1 depois que as cartas forem reveladas.
arealine-routed = { $units } (derrotados)
arealine-order = ordem: { $order } ({ $house })
arealine-power-token = ficha de Poder de { $house }
arealine-garrison = guarnição { $strength }
arealine-neutral-force = Força Neutra { $strength }
arealine-closed = fechada
arealine-controlled-by = controlada por { $house }
arealine-port = (porto)

## Lugares e votações

seats-needs-player = A Casa { $house } precisa de um jogador: { $why } (desde { $since }). As opções padrão a jogam a cada prazo.
seats-needs-player-computer = A Casa { $house } precisa de um jogador: { $why } (desde { $since }). O computador a joga a cada prazo.
seat-why-vote = a mesa votou para substituir o seu jogador
seat-why-computer = jogada pelo computador até que um jogador a assuma
seat-why-disorder = em desordem civil: o seu jogador deixou de responder
seats-absent-sitter = A Casa { $house } está ausente até { $until }; enquanto isso { $sitter } a joga.
seats-absent-defaults = A Casa { $house } está ausente até { $until }; enquanto isso os prazos dela são preenchidos pelas opções padrão e não contam como perdidos.
seats-planned = A Casa { $house } estará ausente de { $from } até { $until }.
absence-summary = Vai viajar? Declare uma ausência
absence-from = De
absence-until = Até
absence-sitter = Substituto (um usuário que joga sua Casa enquanto isso; deixe vazio para que as opções padrão a joguem)
absence-declare = Declarar a ausência
absence-note = Enquanto você estiver fora, um prazo perdido pela sua Casa é preenchido pelas opções padrão e não conta como perdido. No máximo 14 dias no total por jogo. Os outros jogadores veem que você está fora e até quando.
take-intro = Este jogo está em andamento e uma Casa precisa de um jogador. Quem a assumir a joga daqui em diante: a mão, as ordens e tudo o que ela pode ver, e o prazo atual é prorrogado para que o recém-chegado possa agir.
take-login-html = <a href="/login">Entre</a> ou <a href="/register">cadastre-se</a> e depois abra de novo o link do convite.
votes-title = Votações
votes-yes = Sim
votes-no = Não
votes-object = Opor-me
votes-agree = Concordo
votes-about-you = Esta votação é sobre você: oponha-se para manter o seu lugar.
votes-call = Propor uma votação
votes-vote-to = Votar para:
votes-hours = Horas
votes-house = Casa cujo jogador é substituído
votes-deadlines = Novos prazos, em horas
deadline-planning = Planejamento
deadline-action = Ação
deadline-combat = Combate
deadline-westeros = Westeros
votes-call-button = Propor a votação
votes-rules = Pausar, retomar, prorrogar e mudar prazos passam com mais da metade dos jogadores. Substituir um jogador, cancelar ou encerrar o jogo exigem o sim de todos os jogadores e nunca passam com menos de dois: um jogador sozinho não decide nenhuma delas. Substituir um jogador exige também mais da metade das outras Casas, uma Casa em desordem civil contando como não; o jogador em questão é avisado na hora e pode se opor, e a oposição faz a votação falhar, a menos que esse jogador tenha perdido um prazo e não tenha jogado desde então. Encerrar o jogo antes do fim não aponta vencedor. Uma votação expira depois de 48 horas. Cada jogador pode aprovar 2 pausas por jogo, 168 horas no total.
votes-cancelled = A mesa cancelou este jogo por votação: ele não tem resultado.
votes-ended = A mesa encerrou este jogo antes do fim por votação: ele não tem vencedor.
votes-nobody = ninguém
votes-open-until = aberta até { $when }
votes-passed = aprovada
votes-failed = rejeitada
votes-expired = expirada sem decisão
votes-line = A Casa { $house } propõe uma votação para { $what } ({ $state }; passa com { $rule }). Sim: { $yes }. Não: { $no }.
votes-kind-pause = pausar o relógio
votes-kind-resume = retomar o relógio
votes-kind-extend = prorrogar o prazo
votes-kind-replace = substituir um jogador
votes-kind-cancel = cancelar o jogo
votes-kind-end = encerrar o jogo agora, com a classificação atual
votes-kind-deadlines = mudar os prazos

## Um novo jogo

new-players = Jogadores
new-seating-choice = Os jogadores escolhem a Casa
new-seating-random = Sortear as Casas no início do jogo
new-your-house = Sua Casa (quando os jogadores escolhem)
new-tides = Batalhas da Maré
new-winter = O Inverno Está Chegando
new-winter-errata = resolvida ao ser revelada (errata)
new-winter-literal = resolvida na ordem do baralho (como impresso)
new-tie-breaks = Desempates no fim do jogo
new-as-printed = como impresso
new-errata-v2 = errata v2.0
new-auto-support = Sempre aceitar Suporte (pular a pergunta de recusa)
new-sealed-support = Suporte declarado em segredo, todos ao mesmo tempo (mais rápido por correio)
new-sealed-support-help = Mais rápido por correio: num combate, todas as casas com uma ordem de Suporte ao lado declaram ao mesmo tempo, em segredo, e as declarações são reveladas juntas, em vez de uma casa após a outra na ordem de turno, como diz o livro de regras. Quem apoia já não vê as escolhas dos anteriores.
new-early-marches = Ataques e marchas pedidos antecipadamente (mais rápido por correio)
new-early-marches-help = Mais rápido por correio: enquanto uma casa escolhe seu próximo ataque ou marcha, todas as outras casas com ordens de ataque ou marcha restantes são consultadas sobre o seu ao mesmo tempo, em segredo. Cada resposta é aplicada na vez da sua casa, na ordem de turno, só se ainda for válida e nada do que essa casa podia ver perto das suas ordens mudou desde então; senão a casa é consultada de novo e recebe o motivo. O livro de regras pergunta a uma casa após a outra.
new-deadlines = Prazos (horas, 0 para nenhum, no máximo { $max })
new-deadline-planning = Planejamento (ordens, o Corvo)
new-deadline-action = Decisões de ação (invasões, marchas, Consolidar Poder)
new-deadline-combat = Cada decisão de combate (suporte, Cartas da Casa, a Lâmina, baixas, recuos)
new-deadline-westeros = Decisões de Westeros (opções, recrutamentos, ofertas)
new-reminders = Lembretes, horas antes de um prazo (até 4, p. ex. "12, 1"; vazio para nenhum)
new-deadline-note = Quando um prazo passa, o Rookery preenche a opção padrão documentada para cada Casa ainda aguardada (a escolha mais passiva) e o jogo segue. Quem prorroga um prazo ou pausa o relógio é escolhido abaixo: a mesa por votação ou quem criou o jogo.
new-time-bank = Banco de tempo, em vez dos prazos acima (horas, no máximo { $max })
new-bank-hours = Horas com que cada Casa começa (0: sem banco, valem os prazos acima)
new-bank-step-hours = Horas acrescentadas cada vez que se pede algo novo a uma Casa
new-bank-help = Um relógio de xadrez para o jogo lento: cada Casa tem o seu próprio banco de tempo (por exemplo 72 horas, mais 2 a cada passo), que só corre enquanto o jogo espera por essa Casa. Uma resposta rápida poupa tempo para uma semana ocupada. Quando o banco de uma Casa se esgota, o Rookery preenche a opção padrão documentada só para essa Casa (conta como prazo perdido; dois seguidos levam-na à desordem civil), e a partir daí ela tem só as horas acrescentadas a cada passo.
new-who-may-join = Quem pode participar
new-anyone = Qualquer pessoa (listado na página inicial)
new-invite-only = Só quem tiver o link do convite
new-when-starts = Quando o jogo começa
new-start-creator = Quando eu o começar, com todos os lugares ocupados (recebo um e-mail nessa hora)
new-start-when-full = Sozinho, assim que o último lugar for ocupado
new-ravens = Corvos (mensagens entre Casas)
new-press-full = Correspondência livre: uma mesa pública e corvos privados entre quaisquer Casas
new-press-public = Só correspondência pública: a mesa, sem corvos privados
new-press-none = Sem correspondência: as Casas não conversam no jogo
new-press-reveal = Mostrar todos os corvos privados a todos os jogadores no fim do jogo
new-press-spectators = Espectadores podem ler a mesa pública
new-create = Criar o jogo
new-vanishes = Quando um jogador some
new-civil-disorder-after = Desordem civil depois de tantos prazos perdidos seguidos (0: nunca)
new-min-reliability = Confiabilidade mínima para participar ou assumir uma Casa, em % de decisões no prazo (0: qualquer um)
new-clock-votes = Depois do início, a mesa controla o relógio por votação (pausar, retomar, prorrogar)
new-clock-creator = Quem criou o jogo controla o relógio (mostrado na sala de espera)
new-disorder-computer = O computador joga uma Casa em desordem civil
new-disorder-defaults = Uma Casa em desordem civil joga as escolhas padrão documentadas
new-error-deadline = O prazo { $value } não é um número inteiro de horas.
new-error-reminder = O lembrete { $value } não é um número inteiro de horas (p. ex. "12, 1").
new-error-players = Um jogo tem de 3 a 6 jogadores.
new-error-seating = { $value } não é uma forma de distribuir os jogadores.
new-error-house = Escolha sua Casa.
new-error-house-count = A Casa { $house } não joga em um jogo de { $count } jogadores.

## O registro, o mapa, o passado

back-to-game = Voltar ao jogo
log-title = Registro de { $game }
log-heading = O registro de
map-title = O mapa de { $game }
map-heading = O mapa de
map-scroll = Role o mapa para lê-lo; toque em uma área para ir à parte dela na sua decisão na
map-game-page = página do jogo.
history-title = histórico
history-link = Histórico
history-after = Depois de { $at } de { $len ->
    [one] { $len } jogada
   *[other] { $len } jogadas
}
history-start = Início
history-previous = Anterior
history-next = Próximo
history-now = Agora
history-over = O jogo terminou: a visão de cada Casa em cada momento pode ser vista.
history-see-as = Ver como:
history-a-spectator = um espectador
history-jump = Ir para uma rodada, uma fase ou um combate
history-board-then = O tabuleiro naquele momento
history-what-had-happened = O que tinha acontecido
history-earlier-events = { $count ->
    [one] { $count } evento anterior.
   *[other] { $count } eventos anteriores.
}
history-house-view = a visão da Casa { $house }
history-spectator-view = a visão de um espectador
moment-combat = Rodada { $round }: combate em { $area } resolvido
moment-planning = Rodada { $round }: Planejamento
moment-action = Rodada { $round }: Ação
moment-westeros = Rodada { $round }: Westeros
moment-end = O fim
rounds-end = Fim (rodada { $round })
rounds-caption = Castelos e fortalezas por Casa no início de cada rodada:
rounds-cell =
    { $castles ->
        [one] { $castles } castelo
       *[other] { $castles } castelos
    } · Poder { $power } · Suprimentos { $supply } · trono { $throne }
rounds-chart-title = Castelos e Fortalezas por Casa, rodada a rodada
rounds-chart-end = fim
revealed-intro = O jogo terminou: eis o que ele manteve em segredo enquanto era jogado.
revealed-verify = (a configuração, a semente e o registro inteiro) e confira com
revealed-seed-decks = A semente e os baralhos
revealed-seed = Semente:
revealed-westeros-deck = Baralho de Westeros { $deck }, como embaralhado no início: { $cards }
revealed-wildling-deck = Baralho de Selvagens, como embaralhado no início: { $cards }
revealed-looks = Olhadas no baralho de Selvagens
revealed-nobody-looked = Ninguém olhou.
revealed-sealed = Todas as respostas seladas
revealed-sealed-note = Ordens, ofertas e Cartas da Casa como cada Casa as selou, incluindo as que ela trocou antes da revelação.
revealed-no-card = nenhuma carta
revealed-peek = Rodada { $round }: { $house } olhou { $card } e { $bury ->
    [yes] a pôs no fundo
   *[no] a deixou no topo
}.
profile-reliability = Confiabilidade
profile-played = Jogos disputados
profile-finished = Terminados
profile-won = Vencidos
profile-decisions = Decisões
profile-missed = Prazos perdidos a cada 100 decisões
profile-in-time = Decisões tomadas no prazo
profile-median = Tempo mediano para agir depois de solicitado
profile-civil-disorders = Desordens civis
profile-note = Uma decisão é cada vez que uma das Casas deste jogador foi solicitada e isso foi resolvido, pelo jogador ou por um prazo. Um prazo perdido durante uma ausência declarada, ou em uma etapa em que o site falhou com o jogador, não conta.

## Corvos

list-and = e
ravens-at-table = à mesa (todas as Casas)
ravens-with = com { $houses }
ravens-none-yet = Nenhum corvo ainda.
ravens-moment = rodada { $round }, { $phase }
ravens-press = Regras de correspondência: { $press }.
ravens-no-conversation = Ainda não há conversa que você possa ler.
ravens-count = { $count ->
    [one] { $count } corvo
   *[other] { $count } corvos
}
ravens-muted = silenciada
ravens-send-private = Enviar um corvo privado
ravens-to = Para (só as Casas marcadas, e a sua, vão lê-lo)
ravens-open = Abrir a conversa
ravens-your-notes = Suas anotações
ravens-notes-private = Ninguém além de você jamais as vê.
ravens-saved = Salvo.
ravens-save-notes = Salvar as anotações
ravens-back-to = Voltar a { $game }
ravens-all = Todas as conversas
ravens-by-mail = por e-mail
ravens-new = novo
ravens-your-raven = Seu corvo (no máximo { $max } caracteres)
ravens-send = Enviar o corvo
ravens-unmute = Reativar: envie-me por e-mail os novos corvos daqui
ravens-mute = Silenciar: sem e-mail e sem contagem para esta conversa

## Cancelar inscrição

unsub-title = E-mails do Rookery
unsub-account = Configurações de e-mail da conta { $name }.
unsub-no-mail-game = Você não recebe e-mail sobre o jogo { $game }.
unsub-stop-game = Parar os e-mails sobre o jogo “{ $game }”
unsub-all-off = Os e-mails de notificação estão desligados para esta conta (e-mails para confirmar um endereço ou redefinir a senha continuam saindo quando você os pede).
unsub-stop-all = Parar todos os e-mails de notificação
unsub-turn-back-html = Você pode religar os e-mails nas suas <a href="/settings#mail">configurações</a> depois de entrar.
unsub-done-game = Pronto: nenhum e-mail a mais sobre este jogo.
unsub-done-all = Pronto: nenhum e-mail de notificação a mais.
unsub-done = Pronto: sua inscrição foi cancelada.
link-not-valid = Este link não é válido
link-not-valid-text = Este link não é conhecido aqui: talvez tenha sido copiado pela metade. Os links dos nossos e-mails são longos, então copie-o inteiro.
link-used = Este link não pode mais ser usado
forgot-throttled = Pedidos de nova senha demais. Espere quinze minutos e tente de novo.

## API, webhooks e calendário

api-back = Voltar às configurações
api-tokens = Tokens de API
api-tokens-intro-html = Um token de API pessoal permite que um programa (um bot, outro cliente) aja pela sua conta através da API JSON em <code>/api/v1</code> (descrita pelo <a href="/api/v1/openapi.json">seu documento OpenAPI</a>). Envie-o como <code>Authorization: Bearer TOKEN</code>. Quem o tiver pode jogar seus jogos: guarde-o em segredo e revogue-o quando deixar de usá-lo.
api-new-token = Novo token (mostrado só agora):
api-no-token = Você não tem nenhum token de API.
api-token-dates = criado em { $made } · último uso { $used }
api-never = nunca
api-revoke = Revogar
api-token-for = Para que serve
api-make-token = Criar um novo token
api-webhooks = Webhooks
api-webhooks-intro = O Rookery pode chamar uma URL sua (o webhook de um canal do Discord ou do Slack, ou seu próprio programa) quando um jogo começa, quando é a sua vez, no fim de cada fase e quando um jogo termina: os mesmos eventos dos e-mails, sejam quais forem suas configurações de e-mail. A URL deve ser pública (não um endereço local ou privado).
api-no-webhook = Você não tem nenhum webhook.
api-hook-for = para { $scope }
api-all-my-games = todos os meus jogos
api-all-my-games-option = Todos os meus jogos
api-the-game = o jogo “{ $game }”
api-game-number = jogo { $id }
api-remove = Remover
api-format = Formato
api-for = Para
api-add-webhook = Adicionar o webhook
api-push = Notificações no celular
api-push-intro = O navegador do seu celular pode mostrar uma notificação quando um jogo começa, quando é a sua vez, depois de cada fase e no fim (os mesmos eventos dos e-mails).
api-push-on = { $count ->
    [one] As notificações estão ligadas em { $count } navegador.
   *[other] As notificações estão ligadas em { $count } navegadores.
}
api-push-turn-on = Ligar as notificações neste navegador
api-push-noscript = Ligar as notificações requer JavaScript; todo o resto funciona sem ele.
api-push-stop = Parar as notificações em todos os navegadores
api-push-off = As notificações no celular não estão configuradas neste servidor.
api-calendar = Calendário
api-calendar-intro = Uma URL secreta de calendário lista os prazos dos jogos que esperam por você: assine-a no seu aplicativo de calendário. Quem tiver a URL vê seus prazos; crie uma nova para desativar a antiga.
api-calendar-url = A URL do seu calendário (mostrada só agora):
api-calendar-new = Criar uma nova URL de calendário (a antiga deixa de funcionar)
api-calendar-make = Criar a URL do meu calendário
api-calendar-stop = Parar meu calendário
api-done-revoked = O token foi revogado: pedidos com ele são recusados a partir de agora.
api-done-hook = Webhook adicionado.
api-done-unhooked = Webhook removido.
api-done-nopush = Notificações paradas em todos os navegadores.
api-done-push = Este navegador recebe notificações agora.
api-done-nocalendar = Seu calendário foi parado: a URL dele não mostra mais nada.
api-new-token-shown = Seu novo token de API está abaixo. Copie-o agora: ele só é mostrado desta vez.
api-calendar-shown = A URL do seu calendário está abaixo. Copie-a agora para o seu aplicativo de calendário: ela só é mostrada desta vez.

## Confiabilidade

rel-under-a-minute = menos de um minuto
rel-minutes = { $m } min
rel-hours = { $h } h
rel-hours-minutes = { $h } h { $m } min
rel-short = { $percent }% no prazo, { $games ->
    [one] { $games } jogo
   *[other] { $games } jogos
}, tempo mediano para agir { $median }, { $disorders ->
    [one] { $disorders } desordem civil
   *[other] { $disorders } desordens civis
}
rel-player = { $name } ({ $percent }% no prazo, { $games ->
    [one] { $games } jogo
   *[other] { $games } jogos
})
lobby-reminders-none = nenhum

## Dates (weekdays from Monday, months from January)

date-time = { $weekday }, { $day } de { $month } de { $year }, { $time } { $zone }
date-weekday-1 = seg.
date-weekday-2 = ter.
date-weekday-3 = qua.
date-weekday-4 = qui.
date-weekday-5 = sex.
date-weekday-6 = sáb.
date-weekday-7 = dom.
date-month-1 = jan.
date-month-2 = fev.
date-month-3 = mar.
date-month-4 = abr.
date-month-5 = mai.
date-month-6 = jun.
date-month-7 = jul.
date-month-8 = ago.
date-month-9 = set.
date-month-10 = out.
date-month-11 = nov.
date-month-12 = dez.

## The map's area titles (web/map/render.rs)
map-area-controlled = { $area }, controlado por { $house }
map-area-closed = { $area }, fechado neste jogo

## O mapa: seu título e sua legenda (src/web/map)

map-svg-title = O mapa, rodada { $round }
map-legend-units = Unidades na cor e no padrão da sua Casa: S soldados, C cavaleiros, N navios, A armas de cerco (com quantas são).
map-legend-routed = Unidades derrotadas: pálidas e riscadas.
map-legend-order = Uma ordem revelada (M marchar, D defesa, S suporte, I invasão, CP consolidar poder; ★ especial), com a borda na cor da sua Casa.
map-legend-sealed = Sua própria ordem selada: tracejada, sobre amarelo. Só você a vê até as ordens serem reveladas.
map-legend-power = Um marcador de Poder (P) que mantém uma área para a sua Casa, na cor e no padrão da Casa.
map-legend-garrison = Uma guarnição (G) e sua força.
map-legend-neutral = Uma Força Neutra (FN) e sua força; “fechado”: uma área não usada com este número de jogadores (cinza-escuro).
map-legend-icons = Ícones impressos: Castelo (uma torre) ou Fortaleza (duas), barris de Suprimentos, coroas de Poder.
map-legend-control = Terra tingida na cor e no padrão de uma Casa: essa Casa a controla.
map-legend-port = Um Porto: a pequena bacia na costa de um Castelo; seus navios são desenhados logo ao lado.
map-legend-river = Um rio: as duas áreas de cada lado não fazem fronteira entre si.
map-legend-focus = Uma área de que trata a sua decisão: toque nela para ir à parte dela no formulário.
map-legend-target = Uma área que a sua decisão pode escolher (um destino, um alvo, um recuo).
map-legend-combat = O combate em andamento: contornado em vermelho, “vs” e as unidades atacantes nele, uma linha vermelha de onde marcharam, linhas tracejadas das áreas que dão suporte (cinza: suporte recusado).

## The map's marks in the reader's letters, and what a screen reader hears of an area (issue 27)

map-letter-footman = S
map-letter-knight = C
map-letter-ship = N
map-letter-siege_engine = A
map-letter-march = M
map-letter-defense = D
map-letter-support = S
map-letter-raid = I
map-letter-consolidate = CP
map-letter-garrison = G
map-letter-neutral = FN
map-letter-power = P
map-mark-versus = vs
map-mark-closed = fechado
map-area-units = { $units } da Casa { $house }
map-area-routed = derrotados: { $units } da Casa { $house }
map-area-order = ordem { $order } da Casa { $house }
map-area-sealed = sua ordem selada { $order }
map-area-power = um marcador de Poder da Casa { $house }
map-area-attacked = atacada por { $units } da Casa { $house }
map-area-contents = { $area }: { $contents }
map-legend-patterns = Padrões das Casas: Stark linhas horizontais, Lannister diagonais subindo, Baratheon pontos, Greyjoy linhas verticais, Tyrell diagonais descendo, Martell uma grade.
history-map-region = O mapa (rola)
rounds-table-region = A tabela das rodadas (rola)

## The phone notifications script (static/push.js)

api-push-subscribed = Este navegador recebe notificações agora.
api-push-refused = O servidor recusou a inscrição.
api-push-failed = Não foi possível ativar as notificações:

## Issue 28: computer seats and the computer standing in
lobby-start-computer = Começar agora: o computador joga os lugares vazios
lobby-start-computer-note = Um jogo de treino, ou uma mesa que começa já: qualquer pessoa pode assumir mais tarde uma Casa do computador (a página inicial lista-as).
computer-player = computador
seats-computer-seat = A Casa { $house } é jogada pelo computador até que um jogador a assuma.
wanted-computer-seat = jogada pelo computador até que um jogador a assuma
game-computer-stand-in = Se eu perder um prazo, o computador joga por mim nesse passo
