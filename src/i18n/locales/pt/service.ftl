## Por que o serviço não fez o que foi pedido (src/service: `Reason`), mostrado nas páginas e
## nos e-mails no idioma do leitor, em inglês na API JSON e nos registros.

## Salão de espera

svc-players-range = Um jogo desta edição tem de { $min } a { $max } jogadores.
svc-house-not-in-game = A Casa { $house } não joga num jogo de { $players } jogadores.
svc-choose-your-house = Escolha sua Casa.
svc-choose-a-house = Escolha uma Casa.
svc-open-lobbies = Você tem { $open } jogos esperando jogadores, e { $max } é o máximo permitido: comece um deles, ou saia de um em que ninguém mais entrou, antes de criar outro.
svc-games-per-day = Pode-se criar { $max } jogos por dia, e você criou: tente de novo amanhã.
svc-already-started = O jogo já começou.
svc-already-seated = Você já está sentado neste jogo.
svc-game-full = O jogo está cheio.
svc-reliability-too-low = Este jogo pede uma confiabilidade de pelo menos { $min }% (decisões tomadas no prazo); a sua é { $mine }%.
svc-house-taken = A Casa { $house } já foi escolhida.
svc-seat-just-taken = Esse lugar acabou de ser ocupado.
svc-started-cannot-leave = Não se pode sair de um jogo já começado.
svc-not-seated = Você não está sentado neste jogo.
svc-only-creator-starts = Só o criador do jogo pode começá-lo.
svc-starts-when-full = O jogo começa quando todos os { $players } lugares estiverem ocupados ({ $seated } até agora).

## Contas e endereços

svc-name-taken = O nome “{ $name }” já existe, ou é parecido demais com um que existe: escolha outro.
svc-registrations-paused = Contas demais foram criadas na última hora: o cadastro está pausado por um tempo. Tente de novo mais tarde.
svc-registrations-per-client = No máximo { $max } contas podem ser criadas a partir de um endereço por hora. Tente de novo mais tarde.
svc-login-slow = Esta conta teve muitas entradas falhas recentemente, então um navegador que nunca entrou nela tem uma tentativa por minuto. Espere um minuto e tente de novo, ou entre de um navegador que você já usou.
svc-wrong-login = Nome ou senha errados.
svc-link-used = Este link já foi usado: cada link funciona uma vez.
svc-no-address = Esta conta não tem endereço de e-mail.
svc-verify-link-expired = Este link expirou: os links para confirmar um endereço valem por { $hours } horas. Entre e peça um novo na sua página de configurações.
svc-reset-link-expired = Este link expirou: os links de senha valem por { $minutes } minutos. Peça um novo.
svc-link-old-address = Este link era para { $email }, que não é mais o endereço desta conta.
svc-address-confirmed-elsewhere = Outra conta confirmou este endereço primeiro, então ele não pode ser seu aqui também. Entre naquela conta, ou dê a esta outro endereço na página de configurações.
svc-verify-other-account = Este link confirma o endereço da conta “{ $name }”, mas você está conectado como “{ $you }”: ele é recusado. Se “{ $name }” não é sua, ignore o link (o endereço continua seu, para confirmar com o seu próprio link); se é, saia e abra o link de novo.
svc-address-changed-meanwhile = O endereço desta conta mudou nesse meio-tempo.
svc-wrong-password-address = Essa não é a sua senha: o endereço não foi mudado.
svc-already-your-address = { $email } já é o seu endereço.
svc-address-changes-per-day = Uma conta pode mudar de endereço { $max } vezes por dia, e esta já mudou: tente de novo amanhã.
svc-no-address-yet = Sua conta ainda não tem endereço de e-mail: informe um primeiro.
svc-already-verified = Seu endereço já está confirmado.
svc-verify-resend-wait = Um e-mail de confirmação saiu há menos de { $minutes } minutos: dê um pouco de tempo (e olhe na pasta de spam). Você pode pedir de novo depois de { $when }.
svc-unconfirmed-mails-per-day = No máximo { $max } e-mails por dia vão para um endereço ainda não confirmado, e este já os recebeu: peça de novo amanhã.
svc-digest-hour = A hora do resumo é uma hora cheia de 0 a 23.
svc-not-in-game = Você não joga neste jogo.
svc-enter-name-or-address = Informe seu nome ou seu endereço de e-mail.
svc-name-or-address-too-long = Um nome ou endereço tem no máximo { $max } caracteres.

## Corvos

svc-ravens-need-house = Só um jogador com uma Casa envia corvos.
svc-ravens-game-over = Este jogo terminou: nenhuma conversa nova.
svc-house-has-no-player = A Casa { $house } não tem jogador neste jogo.
svc-ravens-choose-house = Escolha pelo menos uma outra Casa para quem enviar corvos.
svc-ravens-not-in-conversation = Só as Casas desta conversa escrevem nela.
svc-ravens-per-hour = Você enviou { $max } corvos neste jogo na última hora, o máximo permitido. Tente de novo mais tarde.
svc-notes-players-only = Só os jogadores de um jogo guardam anotações nele.
svc-notes-too-long = As anotações têm no máximo { $max } caracteres.
svc-raven-empty = O corvo está vazio.
svc-raven-too-long = Um corvo leva no máximo { $max } caracteres; este tem { $count }.

## O relógio do criador

svc-extend-hours = Um prazo é estendido de 1 a { $max } horas.
svc-no-deadline = Não há prazo para estender agora.
svc-clock-creator-only = Só o criador do jogo, enquanto joga nele, pode estender, pausar ou retomar os prazos.
svc-clock-by-votes = Neste jogo a mesa controla o relógio: abra uma votação para pausar, retomar ou estender.
svc-game-over = O jogo terminou.
svc-not-started = O jogo ainda não começou.
svc-clock-paused-resume = O relógio está pausado: retome-o primeiro.
svc-extend-step-cap = O prazo de uma etapa pode ser estendido em { $max } horas no total; este já foi estendido em { $done }.
svc-extend-game-cap = Os prazos de um jogo podem ser estendidos em { $max } horas no total; os deste jogo já foram estendidos em { $done }.
svc-clock-already-paused = O relógio já está pausado.
svc-clock-not-paused = O relógio não está pausado.

## O calendário (src/service/calendar.rs)

cal-name = Prazos do Rookery
cal-summary = Prazo: { $game } (Casa { $house })
cal-description = Rodada { $round }, { $phase }: a Casa { $house } é aguardada. Quando o prazo passar, a escolha padrão documentada é preenchida.

## Votações, assumir Casas e ausências

svc-votes-in-play = Votações são abertas num jogo em andamento.
svc-votes-who-calls = Só um jogador deste jogo (cuja Casa não esteja em desordem civil) pode abrir uma votação.
svc-vote-open =
    { $kind ->
        [pause] Uma votação para pausar o relógio já está aberta: vote nela.
        [resume] Uma votação para retomar o relógio já está aberta: vote nela.
        [extend] Uma votação para estender o prazo já está aberta: vote nela.
        [replace] Uma votação para substituir um jogador já está aberta: vote nela.
        [cancel] Uma votação para cancelar o jogo já está aberta: vote nela.
        [end] Uma votação para encerrar o jogo já está aberta: vote nela.
       *[other] Uma votação para mudar os prazos já está aberta: vote nela.
    }
svc-pause-hours = Uma pausa dura de 1 a { $max } horas.
svc-pauses-per-player = Você pausou este jogo { $count } vezes, o máximo que um jogador pode ({ $max }).
svc-pause-hours-left = Um jogador pode pausar um jogo { $max } horas no total; restam a você { $left } horas.
svc-no-running-deadline = Não há prazo correndo para estender agora.
svc-replace-which-house = Diga a Casa cujo jogador deve ser substituído.
svc-replace-no-player = A Casa { $house } não tem jogador a substituir.
svc-replace-yourself = Para deixar a sua própria Casa, pare de jogá-la: ela entra em desordem civil.
svc-give-deadlines = Informe os novos prazos.
svc-vote-closed = Esta votação está encerrada.
svc-vote-not-yours = Você não vota nesta: só os jogadores votam (o jogador de quem trata uma votação de substituição pode se opor).
svc-vote-cannot-pass = Esta votação não pode passar: precisa de { $needed } votos sim, e só { $voters } jogadores podem votar. Substituir um jogador, cancelar ou encerrar o jogo exige o sim de pelo menos dois jogadores (e, para substituir, de mais da metade das outras Casas, uma Casa sem jogador contando como não).
svc-already-voted = Você já votou nesta.
svc-not-your-house = Você não joga com a Casa { $house } neste jogo.
svc-take-over-in-play = Só um jogo em andamento tem Casas a assumir.
svc-take-over-has-player = A Casa { $house } tem um jogador: só se pode assumir uma Casa em desordem civil, ou uma que a mesa votou para substituir.
svc-take-over-yours = A Casa { $house } é sua: tome qualquer decisão por ela e você estará de volta.
svc-take-over-one-house = Você já joga com uma Casa neste jogo: só se pode jogar com uma.
svc-take-over-replaced = A mesa votou para substituí-lo nesta Casa.
svc-absence-players-only = Só um jogador deste jogo pode declarar uma ausência dele.
svc-absence-in-play = Uma ausência é declarada num jogo em andamento.
svc-absence-ends-after = Uma ausência termina depois de começar.
svc-absence-over = Essa ausência já terminou.
svc-absence-overlap = Você já declarou uma ausência nesse período.
svc-absence-cap = Um jogador pode ficar ausente { $max } dias no total num jogo; restam a você { $left }.
svc-no-such-user = Não há usuário chamado “{ $name }”.
svc-sitter-plays = { $name } joga neste jogo: o substituto precisa ser alguém que não joga.

## Nomes, senhas, endereços, fusos horários

svc-name-length = Um nome tem de 3 a 32 caracteres.
svc-name-characters = Um nome só pode usar letras, algarismos, espaços e _ - .
svc-name-spaces = Um nome não pode começar nem terminar com espaço, nem ter dois seguidos.
svc-name-one-script = Um nome é escrito num só alfabeto: não misture, por exemplo, letras latinas e cirílicas.
svc-game-name-length = O nome de um jogo tem de 1 a 60 caracteres.
svc-text-control =
    { $what ->
        [name] Um nome não pode conter caracteres de controle.
       *[game_name] O nome de um jogo não pode conter caracteres de controle.
    }
svc-text-bidi =
    { $what ->
        [name] Um nome não pode conter caracteres que mudam a direção do texto.
       *[game_name] O nome de um jogo não pode conter caracteres que mudam a direção do texto.
    }
svc-text-invisible =
    { $what ->
        [name] Um nome precisa ter algo visível.
       *[game_name] O nome de um jogo precisa ter algo visível.
    }
svc-password-short = Uma senha tem pelo menos 8 caracteres.
svc-password-long = Uma senha tem no máximo 256 bytes.
svc-time-zone = “{ $zone }” não é o nome de um fuso horário como America/Sao_Paulo ou UTC.
svc-email-empty = Informe seu endereço de e-mail.
svc-email-too-long = Um endereço de e-mail tem no máximo { $max } caracteres.
svc-email-bad = “{ $email }” não parece um endereço de e-mail (nome@exemplo.com.br).

## Os prazos e as regras de lugares de um jogo novo

svc-deadline-max = Um prazo tem no máximo { $max } horas.
svc-bank-max = Um banco de tempo tem no máximo { $max } horas.
svc-reminder-hours = Um lembrete vem de 1 a { $max } horas antes de um prazo.
svc-reminders-max = No máximo { $max } lembretes.
svc-civil-disorder-after = A desordem civil vem depois de 1 a { $max } prazos perdidos seguidos (0: nunca).
svc-min-reliability = A confiabilidade mínima é uma porcentagem, de 0 a 100.
svc-clock-choice = “{ $value }” não é uma opção de quem controla o relógio.
svc-disorder-player = “{ $value }” não é uma opção de quem joga uma Casa em desordem civil.
svc-not-a-number-of-misses = “{ $value }” não é um número de prazos perdidos.
svc-not-a-percentage = “{ $value }” não é uma porcentagem.

## Segredos, exportações, tokens da API, webhooks e notificações no celular

svc-secrets-when-over = Os segredos de um jogo são mostrados quando ele termina.
svc-export-when-over = Um jogo pode ser exportado quando termina: até lá o registro e a semente dele são secretos.
svc-token-name-empty = Dê um nome ao token (para que serve, por exemplo “meu bot”).
svc-token-name-bad = O nome de um token tem no máximo 60 caracteres, sem caracteres de controle.
svc-tokens-max = Uma conta tem no máximo { $max } tokens da API: revogue um primeiro.
svc-webhook-format = “{ $format }” não é um formato de webhook (json, discord ou slack).
svc-webhooks-max = Uma conta tem no máximo { $max } webhooks: remova um primeiro.
svc-push-not-set-up = As notificações no celular não estão configuradas neste servidor.
svc-push-bad-keys = As chaves de notificação do navegador não são válidas.
svc-push-max = Uma conta tem no máximo { $max } navegadores com notificações: desative-os e inscreva-se de novo.

## A form post not as its page made it (src/web, src/decisions: `FormError`); a field's name is
## the form's own (`house`, `digest_hour`), as posted

svc-form-missing = O formulário não tem o campo “{ $field }”.
svc-form-invalid = O campo “{ $field }” não aceita o valor “{ $value }”.
svc-form-value = “{ $value }” não é um valor que este formulário aceite.
svc-form-unreadable = Não foi possível ler o formulário: o texto está corrompido.
svc-form-too-many-fields = O formulário tem mais de { $max ->
        [one] { $max } campo
       *[other] { $max } campos
    }.
svc-form-interrupted = O formulário não chegou inteiro: tente de novo.
svc-form-hours = “{ $value }” não é um número inteiro de horas.
svc-form-datetime = “{ $value }” não é uma data e hora como 2026-12-24 18:00.
svc-form-no-such-time = { $value } não existe no seu fuso horário: os relógios saltam essa hora.
svc-unsubscribe-no-game = Este link vale para todos os e-mails da conta, não para os de um só jogo.

## Playing, ravens, API tokens

svc-game-stopped = A mesa parou este jogo por votação.
svc-seals-per-step = A Casa { $house } selou a sua resposta { $count ->
        [one] { $count } vez
       *[other] { $count } vezes
    } nesta etapa, o máximo permitido: fica como foi selada por último, até que todas as casas respondam.
svc-ravens-press = As regras de correspondência deste jogo: { $press }.
svc-api-rate = Sua conta fez { $max ->
        [one] { $max } pedido à API
       *[other] { $max } pedidos à API
    } no último minuto (todos os seus tokens juntos), o máximo permitido: tente de novo em { $wait }.
svc-api-rate-address = Vieram do seu endereço { $max ->
        [one] { $max } pedido à API
       *[other] { $max } pedidos à API
    } no último minuto, o máximo permitido a um endereço: tente de novo em { $wait }.
svc-api-bad-tokens = Vieram do seu endereço pedidos demais com um token de API ausente, desconhecido ou revogado: tente de novo em { $wait }.

## A webhook's URL (src/service/webhooks.rs), and a browser's push address

svc-outbound-url-bad = Este não é um endereço web (URL) que possa ser chamado.
svc-webhook-url-scheme = Uma URL de webhook começa com https:// (ou http://).
svc-webhook-url-credentials = Uma URL de webhook não pode conter nome de usuário nem senha.
svc-webhook-url-no-host = A URL não tem host.
svc-webhook-url-long = Uma URL de webhook tem no máximo { $max } caracteres, sem espaços.
svc-webhook-host-unknown = O host “{ $host }” não foi encontrado.
svc-outbound-not-public = O host “{ $host }” está em { $ip }, que não é um endereço público da internet (a própria máquina, uma rede privada ou local, ou um endereço reservado, seja qual for a forma como está escrito): webhooks e notificações só vão para endereços públicos.
svc-push-endpoint = O endereço de notificações do navegador foi recusado: { $why }
svc-push-endpoint-taken = As notificações deste navegador pertencem a outra conta, que as ativou primeiro: desative-as lá para ativá-las aqui.

svc-computer-no-empty-seat = Todos os lugares estão ocupados: comece o jogo tal como está.
svc-ravens-computer = A Casa { $house } é jogada pelo computador, que não lê corvos.
