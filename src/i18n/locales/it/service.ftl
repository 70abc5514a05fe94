## Perché il servizio non ha fatto ciò che gli è stato chiesto (src/service: `Reason`), mostrato
## nelle pagine e nelle email nella lingua del lettore, in inglese nell'API JSON e nei log.

## Sala d'attesa

svc-players-range = Una partita di questa edizione ha da { $min } a { $max } giocatori.
svc-house-not-in-game = Il Casato { $house } non gioca in una partita a { $players } giocatori.
svc-choose-your-house = Scegli il tuo Casato.
svc-choose-a-house = Scegli un Casato.
svc-open-lobbies = Hai { $open } partite in attesa di giocatori, e { $max } è il massimo consentito: avviane una, o lascia una a cui non si è unito nessun altro, prima di crearne un'altra.
svc-games-per-day = Si possono creare { $max } partite al giorno, e tu l'hai fatto: riprova domani.
svc-already-started = La partita è già iniziata.
svc-already-seated = Sei già seduto a questa partita.
svc-game-full = La partita è al completo.
svc-reliability-too-low = Questa partita chiede un'affidabilità di almeno { $min }% (decisioni prese in tempo); la tua è { $mine }%.
svc-house-taken = Il Casato { $house } è già preso.
svc-seat-just-taken = Quel posto è appena stato preso.
svc-started-cannot-leave = Non si può lasciare una partita iniziata.
svc-not-seated = Non sei seduto a questa partita.
svc-only-creator-starts = Solo chi ha creato la partita può avviarla.
svc-starts-when-full = La partita inizia quando tutti i { $players } posti sono presi ({ $seated } finora).

## Account e indirizzi

svc-name-taken = Il nome “{ $name }” è già preso, o troppo simile a un nome preso: scegline un altro.
svc-registrations-paused = Nell'ultima ora sono stati creati troppi account: la registrazione è sospesa per un po'. Riprova più tardi.
svc-registrations-per-client = Da un indirizzo si possono creare al massimo { $max } account all'ora. Riprova più tardi.
svc-login-slow = Questo account ha avuto di recente molti accessi falliti, quindi un browser che non vi ha mai avuto accesso ha un tentativo al minuto. Aspetta un minuto e riprova, o accedi da un browser che hai già usato.
svc-wrong-login = Nome o password errati.
svc-link-used = Questo link è già stato usato: ogni link funziona una volta sola.
svc-no-address = Questo account non ha un indirizzo email.
svc-verify-link-expired = Questo link è scaduto: i link per confermare un indirizzo valgono { $hours } ore. Accedi e chiedine uno nuovo nella pagina delle impostazioni.
svc-reset-link-expired = Questo link è scaduto: i link per la password valgono { $minutes } minuti. Chiedine uno nuovo.
svc-link-old-address = Questo link era per { $email }, che non è più l'indirizzo di questo account.
svc-address-confirmed-elsewhere = Un altro account ha confermato per primo questo indirizzo, quindi non può essere anche tuo qui. Accedi a quell'account, o dai a questo un altro indirizzo nella pagina delle impostazioni.
svc-verify-other-account = Questo link conferma l’indirizzo dell’account “{ $name }”, ma sei connesso come “{ $you }”: è rifiutato. Se “{ $name }” non è tuo, ignora il link (l’indirizzo resta tuo da confermare con il tuo link); se lo è, esci e apri di nuovo il link.
svc-address-changed-meanwhile = L'indirizzo di questo account è cambiato nel frattempo.
svc-wrong-password-address = Questa non è la tua password: l'indirizzo non è stato cambiato.
svc-already-your-address = { $email } è già il tuo indirizzo.
svc-address-changes-per-day = Un account può cambiare indirizzo { $max } volte al giorno, e questo l'ha fatto: riprova domani.
svc-no-address-yet = Il tuo account non ha ancora un indirizzo email: inseriscine uno prima.
svc-already-verified = Il tuo indirizzo è già confermato.
svc-verify-resend-wait = Un'email di conferma è partita meno di { $minutes } minuti fa: dalle un po' di tempo (e guarda nella cartella spam). Puoi chiederla di nuovo dopo { $when }.
svc-unconfirmed-mails-per-day = A un indirizzo non ancora confermato vanno al massimo { $max } email al giorno, e questo le ha già avute: chiedi di nuovo domani.
svc-digest-hour = L'ora del riepilogo è un'ora intera da 0 a 23.
svc-not-in-game = Non giochi in questa partita.
svc-enter-name-or-address = Inserisci il tuo nome o il tuo indirizzo email.
svc-name-or-address-too-long = Un nome o un indirizzo ha al massimo { $max } caratteri.

## Corvi

svc-ravens-need-house = Solo un giocatore con un Casato invia corvi.
svc-ravens-game-over = Questa partita è finita: niente nuove conversazioni.
svc-house-has-no-player = Il Casato { $house } non ha un giocatore in questa partita.
svc-ravens-choose-house = Scegli almeno un altro Casato a cui inviare corvi.
svc-ravens-not-in-conversation = In questa conversazione scrivono solo i suoi Casati.
svc-ravens-per-hour = Hai inviato { $max } corvi in questa partita nell'ultima ora, il massimo consentito. Riprova più tardi.
svc-notes-players-only = Solo i giocatori di una partita vi tengono appunti.
svc-notes-too-long = Gli appunti hanno al massimo { $max } caratteri.
svc-raven-empty = Il corvo è vuoto.
svc-raven-too-long = Un corvo porta al massimo { $max } caratteri; questo ne ha { $count }.

## L'orologio di chi ha creato la partita

svc-extend-hours = Una scadenza si proroga da 1 a { $max } ore.
svc-no-deadline = Ora non c'è nessuna scadenza da prorogare.
svc-clock-creator-only = Solo chi ha creato la partita, mentre ci gioca, può prorogare, sospendere o riprendere le scadenze.
svc-clock-by-votes = In questa partita l'orologio lo gestisce il tavolo: indici una votazione per sospendere, riprendere o prorogare.
svc-game-over = La partita è finita.
svc-not-started = La partita non è ancora iniziata.
svc-clock-paused-resume = L'orologio è sospeso: riprendilo prima.
svc-extend-step-cap = La scadenza di un passo può essere prorogata di { $max } ore in tutto; questa è già stata prorogata di { $done }.
svc-extend-game-cap = Le scadenze di una partita possono essere prorogate di { $max } ore in tutto; quelle di questa partita sono già state prorogate di { $done }.
svc-clock-already-paused = L'orologio è già sospeso.
svc-clock-not-paused = L'orologio non è sospeso.

## Il calendario (src/service/calendar.rs)

cal-name = Scadenze di Rookery
cal-summary = Scadenza: { $game } (Casato { $house })
cal-description = Turno { $round }, { $phase }: si attende il Casato { $house }. Quando la scadenza passa, viene inserita la scelta predefinita documentata.

## Votazioni, subentri e assenze

svc-votes-in-play = Le votazioni si indicono in una partita in corso.
svc-votes-who-calls = Solo un giocatore di questa partita (il cui Casato non è nei disordini civili) può indire una votazione.
svc-vote-open =
    { $kind ->
        [pause] Una votazione per sospendere l'orologio è già aperta: vota su quella.
        [resume] Una votazione per riprendere l'orologio è già aperta: vota su quella.
        [extend] Una votazione per prorogare la scadenza è già aperta: vota su quella.
        [replace] Una votazione per sostituire un giocatore è già aperta: vota su quella.
        [cancel] Una votazione per annullare la partita è già aperta: vota su quella.
        [end] Una votazione per chiudere la partita è già aperta: vota su quella.
       *[other] Una votazione per cambiare le scadenze è già aperta: vota su quella.
    }
svc-pause-hours = Una sospensione dura da 1 a { $max } ore.
svc-pauses-per-player = Hai sospeso questa partita { $count } volte, il massimo per un giocatore ({ $max }).
svc-pause-hours-left = Un giocatore può sospendere una partita per { $max } ore in tutto; ti restano { $left } ore.
svc-no-running-deadline = Ora non c'è nessuna scadenza in corso da prorogare.
svc-replace-which-house = Indica il Casato il cui giocatore va sostituito.
svc-replace-no-player = Il Casato { $house } non ha un giocatore da sostituire.
svc-replace-yourself = Per lasciare il tuo Casato, smetti di giocarlo: cade nei disordini civili.
svc-give-deadlines = Indica le nuove scadenze.
svc-vote-closed = Questa votazione è chiusa.
svc-vote-not-yours = Non voti su questa: votano solo i giocatori (il giocatore di cui tratta una votazione di sostituzione può opporsi).
svc-vote-cannot-pass = Questa votazione non può passare: servono { $needed } sì e solo { $voters } giocatori possono votarla. Sostituire un giocatore, annullare o chiudere la partita richiede il sì di almeno due giocatori (e, per sostituire, di più della metà degli altri Casati, un Casato senza giocatore contando come no).
svc-already-voted = Hai già votato su questa.
svc-not-your-house = In questa partita non giochi il Casato { $house }.
svc-take-over-in-play = Solo una partita in corso ha Casati a cui subentrare.
svc-take-over-has-player = Il Casato { $house } ha un giocatore: si può subentrare solo a un Casato nei disordini civili, o a uno che il tavolo ha votato di sostituire.
svc-take-over-yours = Il Casato { $house } è tuo: prendi una decisione qualsiasi per lui e sei di nuovo in gioco.
svc-take-over-one-house = Giochi già un Casato in questa partita: se ne può giocare uno solo.
svc-take-over-replaced = Il tavolo ha votato di sostituirti in questo Casato.
svc-absence-players-only = Solo un giocatore di questa partita può dichiarare un'assenza.
svc-absence-in-play = Un'assenza si dichiara in una partita in corso.
svc-absence-ends-after = Un'assenza finisce dopo essere iniziata.
svc-absence-over = Quell'assenza è già finita.
svc-absence-overlap = Hai già dichiarato un'assenza in quel periodo.
svc-absence-cap = Un giocatore può mancare { $max } giorni in tutto in una partita; te ne restano { $left }.
svc-no-such-user = Non c'è nessun utente di nome “{ $name }”.
svc-sitter-plays = { $name } gioca in questa partita: il sostituto deve essere qualcuno che non gioca.

## Nomi, password, indirizzi, fusi orari

svc-name-length = Un nome ha da 3 a 32 caratteri.
svc-name-characters = Un nome può usare solo lettere, cifre, spazi e _ - .
svc-name-spaces = Un nome non può iniziare né finire con uno spazio, né averne due di fila.
svc-name-one-script = Un nome si scrive in un solo alfabeto: non mescolare, per esempio, lettere latine e cirilliche.
svc-game-name-length = Il nome di una partita ha da 1 a 60 caratteri.
svc-text-control =
    { $what ->
        [name] Un nome non può contenere caratteri di controllo.
       *[game_name] Il nome di una partita non può contenere caratteri di controllo.
    }
svc-text-bidi =
    { $what ->
        [name] Un nome non può contenere caratteri che cambiano la direzione del testo.
       *[game_name] Il nome di una partita non può contenere caratteri che cambiano la direzione del testo.
    }
svc-text-invisible =
    { $what ->
        [name] Un nome deve contenere qualcosa di visibile.
       *[game_name] Il nome di una partita deve contenere qualcosa di visibile.
    }
svc-password-short = Una password ha almeno 8 caratteri.
svc-password-long = Una password ha al massimo 256 byte.
svc-time-zone = “{ $zone }” non è il nome di un fuso orario come Europe/Rome o UTC.
svc-email-empty = Inserisci il tuo indirizzo email.
svc-email-too-long = Un indirizzo email ha al massimo { $max } caratteri.
svc-email-bad = “{ $email }” non sembra un indirizzo email (nome@esempio.it).

## Le scadenze e le regole dei posti di una nuova partita

svc-deadline-max = Una scadenza è al massimo di { $max } ore.
svc-bank-max = Una banca del tempo è al massimo di { $max } ore.
svc-reminder-hours = Un promemoria arriva da 1 a { $max } ore prima di una scadenza.
svc-reminders-max = Al massimo { $max } promemoria.
svc-civil-disorder-after = I disordini civili arrivano dopo 1-{ $max } scadenze mancate di fila (0: mai).
svc-min-reliability = L'affidabilità minima è una percentuale, da 0 a 100.
svc-clock-choice = “{ $value }” non è una scelta di chi gestisce l'orologio.
svc-disorder-player = “{ $value }” non è una scelta di chi gioca un Casato in disordini civili.
svc-not-a-number-of-misses = “{ $value }” non è un numero di scadenze mancate.
svc-not-a-percentage = “{ $value }” non è una percentuale.

## Segreti, esportazioni, token API, webhook e notifiche sul telefono

svc-secrets-when-over = I segreti di una partita si mostrano quando è finita.
svc-export-when-over = Una partita si può esportare quando è finita: fino ad allora il suo registro e il suo seme sono segreti.
svc-token-name-empty = Dai un nome al token (a che cosa serve, per esempio “il mio bot”).
svc-token-name-bad = Il nome di un token ha al massimo 60 caratteri, senza caratteri di controllo.
svc-tokens-max = Un account ha al massimo { $max } token API: revocane uno prima.
svc-webhook-format = “{ $format }” non è un formato di webhook (json, discord o slack).
svc-webhooks-max = Un account ha al massimo { $max } webhook: rimuovine uno prima.
svc-push-not-set-up = Le notifiche sul telefono non sono configurate su questo server.
svc-push-bad-keys = Le chiavi di notifica del browser non sono valide.
svc-push-max = Un account ha al massimo { $max } browser con notifiche: disattivali e iscriviti di nuovo.

## A form post not as its page made it (src/web, src/decisions: `FormError`); a field's name is
## the form's own (`house`, `digest_hour`), as posted

svc-form-missing = Nel modulo manca il campo “{ $field }”.
svc-form-invalid = Il campo “{ $field }” non accetta il valore “{ $value }”.
svc-form-value = “{ $value }” non è un valore che questo modulo accetta.
svc-form-unreadable = Non è stato possibile leggere il modulo: il suo testo è danneggiato.
svc-form-too-many-fields = Il modulo ha più di { $max ->
        [one] { $max } campo
       *[other] { $max } campi
    }.
svc-form-interrupted = Il modulo non è arrivato intero: riprova.
svc-form-hours = “{ $value }” non è un numero intero di ore.
svc-form-datetime = “{ $value }” non è una data e un'ora come 2026-12-24 18:00.
svc-form-no-such-time = { $value } non esiste nel tuo fuso orario: gli orologi saltano quell'ora.
svc-unsubscribe-no-game = Questo link vale per tutte le mail dell'account, non per quelle di una sola partita.

## Playing, ravens, API tokens

svc-game-stopped = Il tavolo ha fermato questa partita con un voto.
svc-seals-per-step = Il Casato { $house } ha sigillato la sua risposta { $count ->
        [one] { $count } volta
       *[other] { $count } volte
    } in questo passo, il massimo consentito: resta com'è stata sigillata l'ultima volta, finché tutti i casati non hanno risposto.
svc-ravens-press = Le regole di corrispondenza di questa partita: { $press }.
svc-api-rate = Il tuo account ha fatto { $max ->
        [one] { $max } richiesta all'API
       *[other] { $max } richieste all'API
    } nell'ultimo minuto (con tutti i suoi token insieme), il massimo consentito: riprova tra { $wait }.
svc-api-rate-address = Dal tuo indirizzo sono arrivate { $max ->
        [one] { $max } richiesta all'API
       *[other] { $max } richieste all'API
    } nell'ultimo minuto, il massimo consentito a un indirizzo: riprova tra { $wait }.
svc-api-bad-tokens = Dal tuo indirizzo sono arrivate troppe richieste con un token API mancante, sconosciuto o revocato: riprova tra { $wait }.

## A webhook's URL (src/service/webhooks.rs), and a browser's push address

svc-outbound-url-bad = Questo non è un indirizzo web (URL) che si possa chiamare.
svc-webhook-url-scheme = Un URL di webhook inizia con https:// (o http://).
svc-webhook-url-credentials = Un URL di webhook non può contenere un nome utente o una password.
svc-webhook-url-no-host = L'URL non ha un host.
svc-webhook-url-long = Un URL di webhook ha al massimo { $max } caratteri, senza spazi.
svc-webhook-host-unknown = Non si trova l'host “{ $host }”.
svc-outbound-not-public = L'host “{ $host }” è a { $ip }, che non è un indirizzo pubblico di internet (la macchina stessa, una rete privata o locale, o un indirizzo riservato, comunque sia scritto): webhook e notifiche vanno solo a indirizzi pubblici.
svc-push-endpoint = L'indirizzo di notifica del browser è stato rifiutato: { $why }
svc-push-endpoint-taken = Le notifiche di questo browser appartengono a un altro account, che le ha attivate per primo: disattivale lì per attivarle qui.

svc-computer-no-empty-seat = Tutti i posti sono occupati: inizia la partita così com'è.
svc-ravens-computer = Il Casato { $house } è giocato dal computer, che non legge corvi.
