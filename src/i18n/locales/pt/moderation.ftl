# Jogo público (issue 32): moderação — denúncias, ações dos moderadores, silenciar.

## Recusas

svc-moderation-reason = Diga porquê, em no máximo { $max } caracteres.
svc-not-a-moderator = Essa conta não é moderadora.
svc-reports-per-day = Hoje enviou { $max } denúncias, o máximo num dia. Tente de novo amanhã.
svc-suspension-days = Uma suspensão dura de 1 a { $max } dias.
svc-account-banned = Esta conta foi banida por um moderador: não pode entrar.
svc-account-suspended = Esta conta foi suspensa por um moderador até { $until }: não pode entrar até lá.
svc-mute-yourself = Não se pode silenciar a si mesmo.
svc-moderation-field = O campo “{ $field }” do formulário falta ou não é válido.

## Os formulários de denúncia e silenciar

report-open = Denunciar
report-reason = Porque denuncia isto? (um moderador lê)
report-send = Enviar a denúncia
report-thanks = Obrigado: um moderador vai ler a sua denúncia.
mute-player = Silenciar os corvos de { $name } em todos os jogos
mute-player-off = Mostrar de novo os corvos de { $name }
mute-player-on-note = Não vê nem recebe por e-mail os corvos deste jogador.
seat-why-moderator = um moderador tirou a casa ao seu jogador

## A página dos moderadores

mod-title = Moderação
mod-reports = Denúncias abertas
mod-no-reports = Nenhuma denúncia aberta.
mod-report-head = { $reporter } denunciou { $subject } ({ $at }):
mod-subject-raven = uma mensagem de corvo
mod-subject-game = o nome de um jogo
mod-subject-profile = um perfil
mod-the-message = A mensagem:
mod-report-game = O jogo: “{ $game }” (jogo { $id })
mod-report-player = O jogador: { $name }
mod-action = Ação
mod-action-hide = Esconder a mensagem
mod-action-rename = Renomear o jogo
mod-action-warn = Advertir o jogador
mod-action-suspend = Suspender a conta
mod-action-ban = Banir a conta
mod-action-extend = Prolongar o prazo
mod-action-replace = Substituir um jogador
mod-action-dismiss = Arquivar a denúncia
mod-new-name = Novo nome (para renomear)
mod-days = Dias (para suspender)
mod-reason = Motivo (enviado por e-mail ao jogador)
mod-do = Fazer
mod-account = Agir sobre uma conta
mod-player = Jogador
mod-game = Agir sobre um jogo em curso
mod-game-number = Número do jogo
mod-hours = Horas (para prolongar)
mod-house = Casa (para substituir o seu jogador)
mod-hints = Indícios de uma pessoa em dois lugares
mod-hints-note = Duas contas sentadas no mesmo jogo que entraram a partir do mesmo navegador ou do mesmo endereço. Um indício, não uma prova: uma família ou um clube partilham um endereço. Os jogadores nunca veem isto.
mod-no-hints = Nenhum.
mod-hint-browser = { $a } e { $b } entraram a partir do mesmo navegador e estão sentados juntos em “{ $game }” (jogo { $id }).
mod-hint-address = { $a } e { $b } entraram a partir do mesmo endereço e estão sentados juntos em “{ $game }” (jogo { $id }).
mod-log = Registo de moderação
mod-log-empty = Ainda nada.
mod-log-line = { $moderator }: { $action } — { $whom } { $detail }
mod-whom-raven = mensagem { $id } de { $name }
mod-whom-game = “{ $game }” (jogo { $id })
mod-why = Porquê:

## Os e-mails ao jogador em causa

mail-moderated-why = Recebe este e-mail porque um moderador deste sítio Rookery agiu sobre a sua conta, o seu jogo ou uma mensagem sua.
mail-moderated-reason = O motivo do moderador: { $reason }
mail-moderated-open-game = Abrir o jogo
mail-moderated-hide-subject = Um moderador escondeu um dos seus corvos em “{ $game }”
mail-moderated-hide = Um moderador escondeu uma das suas mensagens de corvo em “{ $game }”: ninguém a vê mais.
mail-moderated-rename-subject = Um moderador renomeou o seu jogo
mail-moderated-rename = Um moderador renomeou o seu jogo: { $detail }.
mail-moderated-warn-subject = Uma advertência de um moderador
mail-moderated-warn = Um moderador adverte-o sobre como joga ou escreve neste sítio.
mail-moderated-suspend-subject = A sua conta está suspensa
mail-moderated-suspend = Um moderador suspendeu a sua conta até { $until }: não pode entrar até lá, e as suas casas nos jogos em curso estão em desordem civil até alguém as assumir.
mail-moderated-ban-subject = A sua conta está banida
mail-moderated-ban = Um moderador baniu a sua conta: já não pode entrar, e as suas casas nos jogos em curso passaram a desordem civil para outros as assumirem.
mail-moderated-extend-subject = Um moderador prolongou o prazo em “{ $game }”
mail-moderated-extend = Um moderador prolongou o prazo em “{ $game }”: agora é { $until }.
mail-moderated-replace-subject = Um moderador substituiu-o em “{ $game }”
mail-moderated-replace = Um moderador tirou-lhe a Casa { $house } em “{ $game }”: qualquer jogador pode agora assumi-la.
