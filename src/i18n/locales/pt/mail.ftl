# Português (pt): as palavras dos e-mails (src/service/notify.rs, schedule.rs,
# src/mail/compose.rs). Cada e-mail é escrito no idioma de quem o recebe (users.language).

## A moldura de toda notificação

mail-greeting = Olá, { $name },
mail-why-house = Você joga com a Casa { $house } em “{ $game }”.
mail-why-game = Você joga em “{ $game }”.
mail-why-settings = Você recebe este e-mail por causa das suas configurações de e-mail do Rookery.
mail-settings-link = Mudar o que o Rookery envia por e-mail
mail-unsubscribe = Cancelar inscrição
mail-or-open = Ou abra { $url }
mail-no-deadline = sem prazo
mail-open-game = Abrir o jogo
mail-make-move = Fazer sua jogada
mail-deadline-default = Prazo: { $due }. Se ele passar, o Rookery preenche o padrão documentado por você.
mail-reply-hint = Para responder por e-mail, responda a este e-mail com as linhas abaixo, alteradas como decidir (uma linha por escolha; as linhas que omitir mantêm o valor mostrado).

## O jogo começou

mail-started-subject = { $game }: o jogo começou, você joga com a Casa { $house }
mail-started-begun = “{ $game }” começou: todos os lugares estão ocupados. Você joga com a Casa { $house }.
mail-started-asked = Rodada { $round }, { $phase }: você precisa { $needed }. Prazo: { $due }.

## Sua vez

mail-move-subject = { $game }: sua vez, Casa { $house }: { $what } (rodada { $round }, { $phase })
mail-move-asked = Em “{ $game }”, rodada { $round }, { $phase }, a Casa { $house } precisa { $needed }.

## Lembrete antes de um prazo

mail-reminder-subject =
    { $hours ->
        [one] { $game }: lembrete, a Casa { $house } tem { $hours } hora restante
       *[other] { $game }: lembrete, a Casa { $house } tem { $hours } horas restantes
    }
mail-reminder-asked = Em “{ $game }”, rodada { $round }, { $phase }, a Casa { $house } ainda precisa { $needed }.

## Um prazo perdido

mail-missed-subject = { $game }: você perdeu o prazo, Casa { $house }
mail-missed-excused-subject = { $game }: o prazo passou, Casa { $house } (não contado)
mail-missed-passed = Em “{ $game }”, o prazo da rodada { $round }, { $phase }, passou antes que a Casa { $house } respondesse.
mail-missed-moved-on = O jogo seguiu sem uma resposta sua.
mail-missed-filled = O Rookery preencheu o padrão documentado por você, como dizem as regras deste site:
mail-missed-excused = O site falhou com uma das suas respostas nesta etapa (um formulário que não conseguiu ler ou um erro do servidor): este prazo não conta contra você. Pedimos desculpas.
mail-missed-count =
    { $count ->
        [one] A Casa { $house } já perdeu um prazo neste jogo uma vez. A página mostra isso a todos os jogadores.
       *[other] A Casa { $house } já perdeu um prazo neste jogo { $count } vezes. A página mostra isso a todos os jogadores.
    }

## Todos os lugares ocupados

mail-full-subject = { $game }: todos os lugares estão ocupados, comece o jogo
mail-full-seats = Os { $count } lugares de “{ $game }” estão ocupados. O jogo começa quando você o iniciar.
mail-full-start = Iniciá-lo distribui as Casas (se forem sorteadas) e define o primeiro prazo.
mail-open-lobby = Abrir a sala de espera

## O resumo de uma fase

mail-summary-subject = { $game }: rodada { $round }, { $title }
mail-summary-intro = Em “{ $game }”, rodada { $round }:
mail-summary-orders = ordens reveladas
mail-summary-action = a fase de Ação
mail-summary-westeros = a fase de Westeros
mail-summary-nothing = o que aconteceu
mail-whole-log = O registro completo

## Fim de jogo

mail-over-subject = { $game }: fim de jogo, a Casa { $house } vence
mail-over-subject-none = { $game }: fim de jogo, sem vencedor
mail-over-winner = A Casa { $house } vence “{ $game }” na rodada { $round }.
mail-over-no-winner = “{ $game }” terminou.
mail-over-subject-shared = { $game }: fim de jogo, vitória dividida ({ $houses })
mail-over-shared = As Casas { $houses } dividem a vitória de “{ $game }” na rodada { $round }: o jogo empatou.
mail-over-you-shared = Parabéns: você divide a vitória.
mail-over-you-won = Parabéns: você se senta no Trono de Ferro.
mail-over-thanks = Obrigado por jogar.
mail-over-standing =
    { $castles ->
        [one] Casa { $house } ({ $player }): { $castles } Castelo ou Fortaleza
       *[other] Casa { $house } ({ $player }): { $castles } Castelos e Fortalezas
    }
mail-final-board = O tabuleiro final

## O relógio: prorrogado, pausado, retomado

mail-clock-extended-subject = { $game }: o prazo foi prorrogado até { $due }
mail-clock-extended =
    { $hours ->
        [one] { $who } prorrogou o prazo da rodada { $round }, { $phase }, em “{ $game }” em { $hours } hora.
       *[other] { $who } prorrogou o prazo da rodada { $round }, { $phase }, em “{ $game }” em { $hours } horas.
    }
mail-clock-new-deadline = Novo prazo: { $due }.
mail-clock-paused-subject = { $game }: o relógio está pausado
mail-clock-paused = { $who } pausou o relógio de “{ $game }” (rodada { $round }, { $phase }).
mail-clock-time-left = O tempo restante, { $left }, fica guardado para quando o relógio for retomado.
mail-clock-no-deadline = A etapa atual não tem prazo.
mail-clock-game-goes-on = O jogo continua: você ainda pode fazer suas jogadas enquanto o relógio está parado.
mail-clock-resumed-subject = { $game }: o relógio voltou a correr, prazo { $due }
mail-clock-resumed = { $who } retomou o relógio de “{ $game }” (rodada { $round }, { $phase }).
mail-clock-deadline = Prazo: { $due }.

## O resumo diário

mail-digest-subject =
    { $count ->
        [one] Rookery: seu resumo diário ({ $count } notificação)
       *[other] Rookery: seu resumo diário ({ $count } notificações)
    }
mail-digest-intro = O que aconteceu nos seus jogos desde o último resumo, até { $at }:
mail-digest-your-games = Seus jogos
mail-digest-why = Você recebe um resumo por dia em vez de um e-mail a cada jogada, como dizem suas configurações de e-mail do Rookery.

## Lugares: desordem civil, uma Casa assumida

mail-disorder-yours-subject = { $game }: a Casa { $house } está em desordem civil
mail-disorder-yours =
    { $count ->
        [one] A Casa { $house } perdeu { $count } prazo em “{ $game }”, então agora está em desordem civil: os padrões documentados a jogam a cada prazo, e qualquer jogador pode assumi-la.
       *[other] A Casa { $house } perdeu { $count } prazos seguidos em “{ $game }”, então agora está em desordem civil: os padrões documentados a jogam a cada prazo, e qualquer jogador pode assumi-la.
    }
mail-disorder-return = Para manter sua Casa, tome qualquer decisão por ela antes que alguém a assuma: você volta na hora.
mail-disorder-subject = { $game }: a Casa { $house } precisa de um jogador
mail-disorder-others =
    { $count ->
        [one] A Casa { $house } perdeu { $count } prazo em “{ $game }” e agora está em desordem civil: os padrões a jogam até que seu jogador volte ou um recém-chegado a assuma. Suas etapas ganham prazos curtos para que você não espere por ela.
       *[other] A Casa { $house } perdeu { $count } prazos seguidos em “{ $game }” e agora está em desordem civil: os padrões a jogam até que seu jogador volte ou um recém-chegado a assuma. Suas etapas ganham prazos curtos para que você não espere por ela.
    }
mail-taken-you-subject = { $game }: agora você joga com a Casa { $house }
mail-taken-you = Você assumiu a Casa { $house } em “{ $game }” (rodada { $round }, { $phase }). A mão dela, as ordens dela e tudo o que ela pode ver agora são seus.
mail-taken-you-deadline = O prazo atual foi prorrogado para que você possa agir: { $due }.
mail-taken-old-subject = { $game }: a Casa { $house } foi assumida
mail-taken-old = { $who } assumiu a Casa { $house } em “{ $game }”, que esperava um jogador. Você não joga mais neste jogo.
mail-taken-subject = { $game }: { $who } agora joga com a Casa { $house }
mail-taken = { $who } assumiu a Casa { $house } em “{ $game }”.
mail-taken-deadline = O prazo atual foi prorrogado para que o recém-chegado possa agir: { $due }.

## Votações

vote-what-pause =
    { $hours ->
        [one] pausar o relógio por { $hours } hora
       *[other] pausar o relógio por { $hours } horas
    }
vote-what-resume = retomar o relógio
vote-what-extend =
    { $hours ->
        [one] prorrogar o prazo atual em { $hours } hora
       *[other] prorrogar o prazo atual em { $hours } horas
    }
vote-what-replace = substituir o jogador da Casa { $house }
vote-what-cancel = cancelar o jogo, sem resultado
vote-what-end = encerrar o jogo agora, com a classificação atual
vote-what-deadlines = definir os prazos como { $deadlines }
vote-deadlines-list = planejamento { $planning } h, ação { $action } h, combate { $combat } h, Westeros { $westeros } h
vote-rule =
    { $rule ->
        [replace] todos os outros jogadores, pelo menos dois, e mais da metade das outras Casas (uma Casa sem jogador conta como não); o jogador em questão pode se opor
        [majority] mais da metade dos jogadores
       *[all] todos os jogadores, pelo menos dois
    }
mail-vote-subject = { $game }: votação para { $what }
mail-vote-called = A Casa { $house } pede uma votação em “{ $game }”: { $what }.
mail-vote-rule = Ela passa com o sim de { $rule }; expira { $expires } se ficar indecisa.
mail-vote-about-you = Esta votação é sobre você. Para manter o seu lugar, oponha-se na página do jogo antes de { $expires }: a sua oposição faz a votação falhar, a menos que você tenha perdido um prazo e não tenha jogado desde então. Sem oposição, ela passa nesse momento se todos os outros jogadores disseram sim.
mail-vote-action = Votar
mail-vote-result =
    { $status ->
        [passed] A votação em “{ $game }” para { $what } passou.
        [failed] A votação em “{ $game }” para { $what } não passou.
       *[expired] A votação em “{ $game }” para { $what } expirou sem decisão.
    }
mail-vote-result-subject =
    { $status ->
        [passed] { $game }: a votação para { $what } passou
        [failed] { $game }: a votação para { $what } não passou
       *[expired] { $game }: a votação para { $what } expirou sem decisão
    }
vote-done-could-not = Não foi possível fazer isso: { $why }
vote-done-paused =
    { $hours ->
        [one] O relógio está pausado por { $hours } hora, até { $until }; depois volta a correr sozinho.
       *[other] O relógio está pausado por { $hours } horas, até { $until }; depois volta a correr sozinho.
    }
vote-done-resumed = O relógio voltou a correr; prazo: { $due }.
vote-done-extended = O prazo foi prorrogado até { $due }.
vote-done-replaced = A Casa { $house } perdeu seu jogador e espera um novo: qualquer um pode assumi-la; enquanto isso, os padrões a jogam.
vote-done-replaced-computer = A Casa { $house } perdeu seu jogador e espera um novo: qualquer um pode assumi-la; enquanto isso, o computador a joga.
vote-done-cancelled = O jogo foi cancelado, sem resultado.
vote-done-ended = O jogo terminou antes do fim, sem vencedor; a classificação do momento: { $ranking }.
vote-done-deadlines = A partir da próxima etapa, os prazos são: { $deadlines }.

## Corvos (as mensagens dos jogadores)

mail-raven-table = à mesa (todas as Casas)
mail-raven-house = Casa { $house }
mail-raven-with = com { $houses }
mail-raven-subject =
    { $count ->
        [one] { $game }: um novo corvo — { $title }
       *[other] { $game }: { $count } novos corvos — { $title }
    }
mail-raven-intro =
    { $count ->
        [one] Um novo corvo em “{ $game }”, { $title }:
       *[other] { $count } novos corvos em “{ $game }”, { $title }:
    }
mail-raven-reply-hint = Responda a este e-mail para responder na conversa: sua resposta é publicada como sua Casa (o e-mail citado e sua assinatura ficam de fora).
mail-raven-open = Abrir a conversa
mail-raven-why = Você joga com a Casa { $house } em “{ $game }”. Você recebe este e-mail por causa das suas configurações de e-mail do Rookery; silencie a conversa na página dela para pará-lo.

## E-mails da conta: confirmar um endereço, uma nova senha, um endereço pedido

acct-verify-subject = Rookery: confirme seu endereço de e-mail
acct-verify-title = Confirme seu endereço
acct-verify-intro = confirme que { $email } é o seu endereço no Rookery, para que ele possa lhe enviar e-mails sobre seus jogos. Abra este link e aperte o botão na página:
acct-verify-for = Este link dá { $email } à conta “{ $name }”: só confirme se foi você quem cadastrou “{ $name }”.
acct-verify-other = Outra conta, “{ $other }”, também pediu este endereço; só confirme se você cadastrou “{ $name }”.
acct-verify-button = Confirmar meu endereço
acct-link-once = O link funciona uma vez e expira em { $expires }.
acct-verify-ignore = Se não foi você, ignore este e-mail: nada acontece sem o link, e nenhuma notificação vai para um endereço não confirmado.
acct-reset-subject = Rookery: escolha uma nova senha
acct-reset-title = Escolher uma nova senha
acct-reset-intro = alguém (esperamos que você) pediu para escolher uma nova senha para sua conta do Rookery “{ $name }”. Abra este link para escolher uma:
acct-reset-once = O link funciona uma vez e expira em { $expires }. Escolher uma nova senha desconecta a conta em todos os outros dispositivos.
acct-reset-ignore = Se não foi você, ignore este e-mail: sua senha continua a mesma.
acct-in-use-subject = Rookery: alguém pediu o seu endereço
acct-in-use-title = Seu endereço foi pedido
acct-in-use-intro = alguém pediu para usar { $email }, seu endereço confirmado no Rookery, para a conta “{ $asker }”. Um endereço pertence a uma só conta, então nada foi enviado para confirmá-lo, e sua conta o mantém.
acct-in-use-forgot = Se foi você e esqueceu que já tem uma conta: entre como “{ $owner }” ou escolha uma nova senha aqui:
acct-in-use-ignore = Se não foi você, ignore este e-mail: nada muda na sua conta.

## Respostas a uma resposta por e-mail (src/service/replies.rs)

mail-answer-greeting = Olá,
mail-answer-why = Esta é a resposta a um e-mail que você enviou ao Rookery.
mail-answer-again = Responda a este e-mail com as linhas abaixo, alteradas como decidir:
mail-answer-dead-subject = { $game }: sua resposta não foi usada
mail-answer-dead =
    { $why ->
        [revoked] Sua resposta não foi usada: este endereço de resposta foi revogado.
        [over] Sua resposta não foi usada: o jogo terminou.
        [unseated] Sua resposta não foi usada: você não joga mais com esta Casa.
       *[old] Sua resposta não foi usada: este endereço de resposta é antigo demais.
    }
mail-answer-raven-subject = { $game }: seu corvo não foi enviado
mail-answer-raven = Sua resposta não foi publicada: { $why }
mail-answer-idle-subject = { $game }: nada é pedido à Casa { $house } agora
mail-answer-idle = Sua resposta não foi usada: nada é pedido à Casa { $house } neste momento (o jogo seguiu, ou sua resposta já foi registrada).
mail-answer-moved-on-subject = { $game }: sua resposta chegou tarde demais
mail-answer-moved-on = Sua resposta não foi usada: ela respondia a um pedido anterior à Casa { $house }, e o jogo seguiu desde então. Abaixo está o que é pedido agora à Casa { $house }.
mail-reply-quoted = ela ainda contém parte do e-mail ao qual você respondeu (um e-mail citado, um endereço ou uma linha dele). Escreva só a sua mensagem acima do e-mail citado, ou apague o e-mail citado, e envie de novo.
mail-answer-unreadable-subject = { $game }: sua resposta não pôde ser lida
mail-answer-unreadable = Sua resposta não pôde ser lida: { $why }
mail-answer-recorded-subject = { $game }: registrado — { $title }
mail-answer-recorded = Registrado para a Casa { $house }: { $what }.
mail-answer-refused-subject = { $game }: não registrado — { $title }
mail-answer-refused = Sua resposta não foi registrada: { $why }
