# Le parole delle pagine web (issue 15), in italiano. Il vocabolario del gioco è in game.ftl.

## Comuni

games-count = { $count ->
    [one] { $count } partita
   *[other] { $count } partite
}
nav-new-game = Nuova partita
nav-settings = Impostazioni
nav-log-out = Esci
nav-log-in = Accedi
nav-register = Registrati
footer-languages = Lingua
footer-disclaimer = Rookery è un progetto amatoriale non ufficiale, non affiliato agli editori di A Game of Thrones: The Board Game.
back-to-front-page = Torna alla pagina iniziale
you-suffix = (tu)

## Errori

error-bad-request = Richiesta non compresa
error-bad-request-text = Il modulo non è stato compilato come previsto, quindi non è cambiato nulla. { $detail }
error-csrf = Questo modulo è scaduto
error-csrf-text = Il modulo non conteneva il token di sicurezza di questa sessione (forse viene da una pagina vecchia o da un altro sito). Non è cambiato nulla: torna indietro, ricarica la pagina e riprova.
error-no-cookie = Questo modulo richiede i cookie
error-no-cookie-text = Il modulo è arrivato senza il cookie di questo sito, con cui viene verificato. Non è cambiato nulla. Se l'hai inviato da questo sito, il tuo browser potrebbe bloccare i cookie: consentili per questo sito, ricarica la pagina e riprova.
error-login-needed = Accedi, per favore
error-login-needed-text = Per questo devi aver effettuato l'accesso.
error-forbidden = Non consentito
error-not-found = Pagina non trovata
error-not-found-text = Questa pagina non esiste, oppure non è visibile per te.
error-conflict = Non si può fare adesso
error-too-large = La richiesta è troppo grande
error-too-large-text = La richiesta è più grande di quanto questo sito accetti. Non è cambiato nulla.
error-media-type = Il modulo non è inviato come questo sito legge i moduli
error-media-type-text = Non è cambiato nulla. Qui i moduli si leggono quando sono inviati come application/x-www-form-urlencoded, come li invia un browser (con curl: --data o --data-urlencode, non --form); questo è arrivato come { $type }.
error-throttled = Troppi tentativi
error-throttled-text = Troppi accessi falliti. Aspetta qualche minuto e riprova.
error-limit = È più di quanto questo sito consenta
error-busy = Occupato: riprova, per favore
error-too-many-connections = Troppe connessioni dalla tua rete nello stesso momento. Riprova tra qualche secondo.
error-timeout = La richiesta ha impiegato troppo tempo
error-timeout-text = Il modulo non è arrivato in tempo. Non è cambiato nulla: riprova, per favore.
error-internal = Qualcosa è andato storto
error-internal-text = Il server non è riuscito a completare la richiesta. Riprova più tardi.
error-reference = Se ce lo segnali, indica questo riferimento:
not-found-no-page = Non c'è nessuna pagina all'indirizzo
login-or-register-html = <a href="/login">Accedi</a> o <a href="/register">registrati</a>.

## Pagina iniziale

game-status-lobby = in attesa di giocatori
game-status-play = in corso
game-status-over = terminata
game-status-ended = chiusa con una votazione
game-status-cancelled = annullata
home-your-games = Le tue partite
home-welcome = Benvenuto, { $name }!
home-welcome-mail-html = Abbiamo inviato una mail all'indirizzo che hai indicato, con un link per confermarlo. Rookery ti invia notifiche solo dopo la conferma (vedi <a href="/settings">le tue impostazioni</a>).
home-awaiting = { $count ->
    [one] { $count } partita ti aspetta.
   *[other] { $count } partite ti aspettano.
}
home-no-game-html = Non sei ancora seduto a nessuna partita. <a href="/games/new">Creane una</a> o unisciti a una qui sotto.
home-your-turn = Tocca a te
home-new-ravens = { $count ->
    [one] { $count } nuovo corvo
   *[other] { $count } nuovi corvi
}
home-round = round { $round }
home-you-play = giochi { $house }
home-seated = { $seated }/{ $players } posti occupati
home-waiting-for = in attesa di { $houses }
home-create-game = Crea una partita
home-title-html = Gioca a <cite>A Game of Thrones</cite> con calma
home-intro-html = Rookery ospita partite di <cite>A Game of Thrones: The Board Game</cite> (la seconda edizione, e la prima edizione del 2003) che durano giorni, dal tuo telefono: ogni giocatore agisce quando tocca a lui, nel browser.
home-register-html = <a class="button" href="/register">Registrati</a> o <a href="/login">accedi</a> per creare partite e unirti a esse.
home-open-games = Partite aperte
home-no-open-game = Nessuna partita pubblica è in attesa di giocatori.
home-games-to-watch = Partite da seguire
home-no-game-to-watch = Non si sta giocando nessuna partita pubblica.
wanted-title = Un Casato cerca un giocatore
named-house = Casato { $house }
take-over-house = Prendi il Casato { $house }

## Account

field-name = Nome
field-password = Password
field-password-again = Ripeti la password
login-title = Accedi
login-no-account-html = Non hai un account? <a href="/register">Registrati</a>.
login-verified = Il tuo indirizzo e-mail è confermato. Accedi per giocare.
register-title = Registrati
register-email = Indirizzo e-mail (per dirti quando tocca a te; confermato con una mail)
register-time-zone = Fuso orario (per le scadenze)
register-already-html = Sei già registrato? <a href="/login">Accedi</a>.
register-passwords-differ = Le due password sono diverse.
forgot-title = Hai dimenticato la password?
forgot-sent = Se si tratta di un account con un indirizzo e-mail confermato, è in arrivo una mail con un link per scegliere una nuova password. Il link funziona una volta, per un'ora. Controlla anche la cartella dello spam.
forgot-intro = Inserisci il tuo nome o il tuo indirizzo e-mail. Se l'account ha un indirizzo confermato, gli inviamo un link per scegliere una nuova password.
forgot-who = Nome o indirizzo e-mail
forgot-send = Inviami un link
forgot-back = Torna all'accesso
reset-title = Scegli una nuova password
reset-for-account = Per l'account { $name }. Salvandola, l'account viene disconnesso da tutti gli altri dispositivi.
reset-new-password = Nuova password
reset-new-password-again = Ripeti la nuova password
reset-save = Salva la nuova password
verify-title = Conferma il tuo indirizzo
verify-question = Confermi che { $email } è l'indirizzo dell'account { $name }?
verify-button = Conferma il mio indirizzo
verify-not-you = Se non ti sei registrato su Rookery, chiudi questa pagina: senza il pulsante non succede nulla.
link-your-settings = Le tue impostazioni
link-front-page = La pagina iniziale

## Impostazioni

settings-title = Impostazioni
settings-language = Lingua
settings-language-label = La tua lingua
settings-save = Salva
settings-email = Indirizzo e-mail
settings-your-address = Il tuo indirizzo:
settings-verified = confermato
settings-not-confirmed = non ancora confermato
settings-confirm-first = Le mail sulle tue partite arrivano solo a un indirizzo confermato: apri il link nella mail che ti abbiamo inviato.
settings-send-again = Invia di nuovo la mail di conferma
settings-no-address = Il tuo account non ha ancora un indirizzo e-mail: inseriscine uno per ricevere una mail quando tocca a te.
settings-new-address = Nuovo indirizzo
settings-password-confirm = La tua password (per conferma)
settings-change-address = Cambia l'indirizzo
settings-mail = Mail
settings-when-your-move = Quando tocca a te
settings-moves-immediate = Mandami subito una mail
settings-moves-digest = Raccoglile in una sola mail al giorno (il riepilogo quotidiano)
settings-moves-off = Nessuna mail
settings-summaries = Riepiloghi delle fasi (ordini rivelati, combattimenti, carte Westeros)
settings-reminders = Promemoria prima di una scadenza
settings-digest-at = Riepilogo quotidiano alle
settings-your-zone = (nel tuo fuso orario)
settings-save-mail = Salva le impostazioni delle mail
settings-per-game = Nella pagina di ogni partita puoi anche scegliere le mail per quella partita.
settings-replies-note = Alle mail dei corvi e a quelle "tocca a te" si può rispondere direttamente. Se una tua mail è stata inoltrata a qualcuno che non dovrebbe rispondere al posto tuo:
settings-revoke-replies = Revoca gli indirizzi di risposta di tutte le mie mail
settings-api-link = Token API, webhook e il tuo calendario
settings-time-zone = Fuso orario
settings-now = Gli orari sono mostrati nel tuo fuso orario. Ora sono le { $now }.
settings-done-tz = Fuso orario salvato.
settings-done-email = Indirizzo salvato. È in arrivo una mail con un link per confermarlo.
settings-done-sent = La mail di conferma è in arrivo.
settings-done-mail = Impostazioni delle mail salvate.
settings-done-verified = Il tuo indirizzo e-mail è confermato.
settings-done-replies = Tutti gli indirizzi di risposta delle tue mail passate sono revocati: le risposte a esse non vengono più lette.
settings-done-mail-again = Rookery tornerà a scrivere al tuo indirizzo. Se le mail tornano indietro di nuovo, l'invio si ferma ancora dopo alcune mail rifiutate.
settings-bounces = Le mail al tuo indirizzo tornano indietro: il tuo server di posta ha rifiutato definitivamente le mail di Rookery (mail rifiutate: { $count }). Controlla l'indirizzo o cambialo qui sopra.
settings-bounces-stopped = Le mail al tuo indirizzo tornano indietro: il tuo server di posta ha rifiutato definitivamente le mail di Rookery (mail rifiutate: { $count }), quindi Rookery ha smesso di scrivere a questo indirizzo. Le notifiche push e i webhook continuano a funzionare. Cambia l'indirizzo qui sopra oppure, quando la tua casella funziona di nuovo:
settings-mail-again = Scrivimi di nuovo
settings-done-password = La tua nuova password è salvata e l'account è stato disconnesso da tutti gli altri dispositivi.
settings-done-language = Lingua salvata.
api-title = API, webhook e calendario

## Sala d'attesa

lobby-players = { $count } giocatori
lobby-created = creata { $when }
lobby-public = pubblica
lobby-invite-only = solo su invito
lobby-seats = Posti
lobby-free = libero
lobby-mail-bounces = le mail a questo giocatore tornano indietro
lobby-dealt-at-start = (assegnato all'inizio)
lobby-join = Unisciti
lobby-join-random = Unisciti (Casato assegnato all'inizio)
lobby-join-as = Unisciti come { $house }
lobby-login-to-join-html = <a href="/login">Accedi</a> o <a href="/register">registrati</a> per unirti.
lobby-start = Inizia la partita
lobby-full-creator-told = Tutti i posti sono occupati: chi ha creato la partita è stato avvisato per mail e la farà iniziare.
lobby-you-can-start = Puoi iniziare la partita quando tutti i posti sono occupati; in quel momento riceverai una mail.
lobby-can-start-when-full = La partita può iniziare quando tutti i posti sono occupati.
lobby-leave = Lascia questa partita
lobby-invite = Invita
lobby-invite-text = Invia questo link alle persone con cui vuoi giocare:
lobby-rules = Regole
lobby-deadlines = Scadenze: Pianificazione { $planning } h, decisioni d'azione { $action } h, ogni decisione di combattimento { $combat } h, decisioni Westeros { $westeros } h (0: nessuna).
lobby-reminders = Promemoria prima di una scadenza: { $reminders }.
lobby-ravens = Corvi: { $press }.
lobby-starts-when-full = La partita inizia da sola quando viene occupato l'ultimo posto.
lobby-creator-starts = Chi ha creato la partita la fa iniziare quando tutti i posti sono occupati.
option-tides-on = Sorti della Battaglia: sì
option-tides-off = Sorti della Battaglia: no
option-winter-errata = L'inverno sta arrivando: risolta quando viene rivelata (errata)
option-winter-literal = L'inverno sta arrivando: risolta nell'ordine del mazzo (alla lettera)
option-winter-reshuffles = L'inverno sta arrivando rimescola anche gli scarti
option-ties-printed = Pareggi a fine partita: le regole stampate
option-ties-errata = Pareggi a fine partita: errata v2.0
option-ties-first-edition = Pareggi a fine partita: quelli della 1ª edizione
option-auto-support = Il Supporto è sempre accettato (nessun rifiuto)
option-sealed-support = dichiarazioni di Supporto segrete, rivelate insieme
option-early-marches = incursioni e marce chieste in anticipo
option-time-bank = banca del tempo: { $bank } h per Casato, più { $step } h ogni volta che gli si chiede qualcosa
press-full = corrispondenza libera: un tavolo pubblico e corvi privati
press-public = solo corrispondenza pubblica: il tavolo, niente corvi privati
press-none = nessuna corrispondenza: i Casati non parlano tra loro
press-reveal = i corvi privati vengono mostrati a tutti i giocatori a fine partita
press-private = i corvi privati restano privati anche dopo la fine
press-no-spectators = gli spettatori non leggono il tavolo
rules-creator-clock = Chi ha creato la partita gestisce l'orologio (lo proroga, lo sospende e lo riprende finché gioca).
rules-table-clock = Il tavolo gestisce l'orologio: sospensioni, riprese e proroghe si votano.
rules-no-civil-disorder = Niente disordini civili: un Casato il cui giocatore smette di rispondere mantiene il posto.
rules-civil-disorder-after = { $count ->
    [one] Un Casato cade nei disordini civili dopo { $count } scadenza mancata.
   *[other] Un Casato cade nei disordini civili dopo { $count } scadenze mancate di fila.
}
rules-min-reliability = Per unirsi i giocatori devono avere un'affidabilità di almeno il { $percent }% (decisioni prese in tempo).
rules-disorder-computer = Un Casato senza giocatore (disordini civili) è giocato dal computer.
rules-disorder-defaults = Un Casato senza giocatore (disordini civili) gioca le scelte predefinite documentate.

## La pagina della partita

game-round = Round { $round }
game-you-play = giochi
game-watching = stai guardando
game-ravens = Corvi
game-new-count = { $count ->
    [one] { $count } nuovo
   *[other] { $count } nuovi
}
game-your-notes = i tuoi appunti
game-have-shared = condividono la vittoria: la partita è un pareggio.
game-has-won = ha vinto la partita.
game-sealed-change = Puoi cambiarlo finché non risponde l'ultimo Casato.
game-waiting-for = In attesa di
game-secret-mark = (in segreto)
game-due = entro { $when }
game-deadline = Scadenza:
game-your-decision = La tua decisione
game-whole-map = Tutta la mappa
game-map-tap = tocca un territorio per andare alla sua parte del modulo; il link accanto a ogni riga riporta al suo territorio.
game-area-on-map = { $area } sulla mappa
game-map = mappa
game-board = Il tabellone
game-to-scroll = , da leggere scorrendo
game-map-alone = solo la mappa
game-legend = Che cosa significano i segni
game-areas-in-words = Tutti i territori occupati, a parole
game-tracks = Tracciati
game-houses = Casati
game-house-figures = Potere: { $power } disponibile, { $board } sul tabellone · rifornimenti { $supply } · castelli e roccaforti { $castles }
game-missed = Scadenze mancate: { $count }
game-time-bank = Banca del tempo: restano { $left }
game-time-bank-running = Banca del tempo: restano { $left }, scorre ora
game-faults = Passi in cui il sito ha fallito (scadenza mancata scusata): { $count } su al massimo { $max }
game-hand = In mano:
game-discards = Scarti:
game-empty = nulla
game-none = nessuno
game-unused-orders = I tuoi segnalini ordine non usati:
game-what-happened = Che cosa è successo
log-default-at-deadline = predefinito alla scadenza
log-forced-answer = l'unica risposta possibile, data subito
game-whole-log = Tutto il registro
game-earlier-events = { $count ->
    [one] ({ $count } evento precedente).
   *[other] ({ $count } eventi precedenti).
}
game-step-back = Ripercorri la partita
game-round-by-round = Round per round
game-everything-revealed = Tutto svelato
game-download = Scarica la partita
game-mails-for-game = Mail per questa partita:
seat-mail-default = come nelle mie impostazioni
seat-mail-immediate = subito
seat-mail-digest = nel riepilogo quotidiano
seat-mail-off = nessuna
clock-summary = L'orologio (hai creato questa partita)
clock-extend-by = Proroga la scadenza di
clock-hours = { $count ->
    [one] { $count } ora
   *[other] { $count } ore
}
clock-a-week = una settimana
clock-extend = Proroga
clock-resume = Riprendi l'orologio
clock-pause = Sospendi l'orologio
clock-pause-note = La sospensione conserva il tempo rimasto. I giocatori possono comunque fare le loro mosse durante la sospensione: la partita continua, aspetta solo la scadenza.
clock-mail-note = Ogni giocatore riceve una mail quando cambi l'orologio.
clock-left = { $left } rimasti alla scadenza di questo passo
clock-no-deadline-on-step = nessuna scadenza in questo passo
clock-paused = L'orologio è sospeso ({ $left }). La partita continua: i giocatori possono ancora fare le loro mosse; solo la scadenza aspetta che l'orologio riprenda.
clock-when-it-passes = Allo scadere, ogni Casato ancora atteso riceve la scelta predefinita documentata.
clock-no-deadline = Nessuna scadenza per questo passo.
done-extended = La scadenza è stata prorogata; ogni giocatore ha ricevuto una mail.
done-paused = L'orologio è sospeso; ogni giocatore ha ricevuto una mail.
done-resumed = L'orologio è ripartito; ogni giocatore ha ricevuto una mail.
done-taken = Hai preso questo Casato: la sua mano e le sue decisioni ora sono tue.
done-absent = La tua assenza è dichiarata; gli altri giocatori la vedono.
done-decision = La tua decisione è stata registrata.
act-not-a-player = Non giochi in questa partita.
act-other-house = In questa partita giochi il Casato { $house } e non puoi agire per nessun altro Casato.
sealed-orders = Hai sigillato: { $what }.
sealed-card = La tua carta Casato sigillata: { $card }.
sealed-bid = La tua offerta sigillata: { $power } di Potere.
fact-round = Round { $round } di 10.
fact-wildling-threat = Minaccia dei Bruti: { $threat }.
fact-used = usato in questo round
fact-ready = pronto
fact-blade = Spada d'Acciaio di Valyria: { $state }.
fact-raven = Corvo Messaggero: { $state }.
fact-orders-sealed = Ordini sigillati da: { $houses }.
fact-bids-sealed = Offerte sigillate da: { $houses }.
fact-wildling-attack = Attacco dei Bruti in corso, forza { $strength }.
fact-raven-peek = Hai guardato la prima carta Bruti: { $card }.
fact-westeros-cards = Carte Westeros di questo round: { $cards }.
fact-westeros-discards = Scarti del mazzo Westeros { $deck }: { $cards }.
fact-banned = Vietati in questo round: { $orders }.
fact-wildling-deck =
    { $count ->
        [one] Mazzo dei Bruti: { $count } carta.
       *[other] Mazzo dei Bruti: { $count } carte.
    }
combat-title = Combattimento in { $area }: { $attacker } attacca { $defender }
combat-title-neutral = Combattimento in { $area }: { $attacker } attacca una forza neutrale
combat-came-from = L'attacco è partito da { $area }.
combat-attacking-from = Attacca da { $area } con { $units }.
combat-stage = Fase: { $stage }.
combat-strength-before = Forza prima delle carte: attaccante { $attacker }, difensore { $defender }.
combat-support = { $house } sostiene { $side ->
    [attacker] l'attaccante
   *[defender] il difensore
} da { $area }{ $refused ->
    [yes] { " " }(rifiutato)
   *[no] { "" }
}.
combat-cards = Carte: attaccante { $attacker }, difensore { $defender }.
combat-side-plays = { $side ->
    [attacker] L'attaccante
   *[defender] Il difensore
} gioca { $card }.
combat-side-choosing = { $side ->
    [attacker] L'attaccante
   *[defender] Il difensore
} sta scegliendo un'altra carta.
combat-card-chosen = Carta scelta (ancora segreta) { $who ->
    [attacker] dall'attaccante
    [defender] dal difensore
   *[both] dall'attaccante e dal difensore
}.
combat-your-card = La tua carta sigillata: { $card }.
combat-tides = Sorti della Battaglia: attaccante { $attacker }, difensore { $defender }.
combat-your-tides = La tua carta Sorti della Battaglia: { $card }.
combat-final = Forza finale: attaccante { $attacker }, difensore { $defender }.
combat-wins = Vince { $house }.
blade-used = La Spada d'Acciaio di Valyria ({ $house }) è già stata usata in questo round.
blade-not-fighting = La Spada d'Acciaio di Valyria: chi la detiene, { $house }, non combatte in questo combattimento.
blade-neutral = La Spada d'Acciaio di Valyria non si può usare contro una forza neutrale.
blade-may-use = La Spada d'Acciaio di Valyria: { $house } può usarla per +1 dopo che le carte sono state rivelate.
arealine-routed = { $units } (in rotta)
arealine-order = ordine: { $order } ({ $house })
arealine-power-token = segnalino Potere di { $house }
arealine-garrison = guarnigione { $strength }
arealine-neutral-force = forza neutrale { $strength }
arealine-closed = chiuso
arealine-controlled-by = controllato da { $house }
arealine-port = (porto)

## Posti e votazioni

seats-needs-player = Il Casato { $house } cerca un giocatore: { $why } (dal { $since }). Le scelte predefinite lo giocano a ogni scadenza.
seats-needs-player-computer = Il Casato { $house } cerca un giocatore: { $why } (dal { $since }). Il computer lo gioca a ogni scadenza.
seat-why-vote = il tavolo ha votato per sostituire il suo giocatore
seat-why-computer = giocato dal computer finché un giocatore non lo prende
seat-why-disorder = in disordini civili: il suo giocatore ha smesso di rispondere
seats-absent-sitter = Il Casato { $house } è assente fino al { $until }; nel frattempo lo gioca { $sitter }.
seats-absent-defaults = Il Casato { $house } è assente fino al { $until }; nel frattempo le sue scadenze sono coperte dalle scelte predefinite e non contano come mancate.
seats-planned = Il Casato { $house } sarà assente dal { $from } al { $until }.
absence-summary = Vai via? Dichiara un'assenza
absence-from = Dal
absence-until = Al
absence-sitter = Sostituto (un utente che gioca il tuo Casato nel frattempo; lascia vuoto perché lo giochino le scelte predefinite)
absence-declare = Dichiara l'assenza
absence-note = Mentre sei via, una scadenza mancata dal tuo Casato viene coperta dalle scelte predefinite e non conta come mancata. Al massimo 14 giorni in tutto per partita. Gli altri giocatori vedono che sei via e fino a quando.
take-intro = Questa partita è in corso e un Casato cerca un giocatore. Chi lo prende lo gioca da ora in poi: la sua mano, i suoi ordini e tutto ciò che può vedere, e la scadenza attuale viene prorogata perché il nuovo arrivato possa agire.
take-login-html = <a href="/login">Accedi</a> o <a href="/register">registrati</a>, poi apri di nuovo il link d'invito.
votes-title = Votazioni
votes-yes = Sì
votes-no = No
votes-object = Mi oppongo
votes-agree = Sono d’accordo
votes-about-you = Questa votazione riguarda te: opponiti per tenere il tuo posto.
votes-call = Indici una votazione
votes-vote-to = Votare per:
votes-hours = Ore
votes-house = Casato il cui giocatore viene sostituito
votes-deadlines = Nuove scadenze, in ore
deadline-planning = Pianificazione
deadline-action = Azione
deadline-combat = Combattimento
deadline-westeros = Westeros
votes-call-button = Indici la votazione
votes-rules = Sospendere, riprendere, prorogare e cambiare le scadenze passano con più della metà dei giocatori. Sostituire un giocatore, annullare o chiudere la partita richiedono il sì di tutti i giocatori e non passano mai con meno di due: nessuna di queste la decide un giocatore da solo. Sostituire un giocatore richiede anche più della metà degli altri Casati, e un Casato in disordini civili conta come no; il giocatore in questione viene avvisato subito e può opporsi, e l’opposizione fa fallire la votazione a meno che quel giocatore abbia mancato una scadenza e non abbia più giocato da allora. Chiudere la partita in anticipo non nomina alcun vincitore. Una votazione scade dopo 48 ore. Ogni giocatore può far passare 2 sospensioni per partita, 168 ore in tutto.
votes-cancelled = Il tavolo ha annullato questa partita con una votazione: non ha risultato.
votes-ended = Il tavolo ha chiuso questa partita in anticipo con una votazione: non ha vincitore.
votes-nobody = nessuno
votes-open-until = aperta fino al { $when }
votes-passed = approvata
votes-failed = respinta
votes-expired = scaduta senza decisione
votes-line = Il Casato { $house } indice una votazione per { $what } ({ $state }; passa con { $rule }). Sì: { $yes }. No: { $no }.
votes-kind-pause = sospendere l'orologio
votes-kind-resume = riprendere l'orologio
votes-kind-extend = prorogare la scadenza
votes-kind-replace = sostituire un giocatore
votes-kind-cancel = annullare la partita
votes-kind-end = chiudere subito la partita, con la classifica attuale
votes-kind-deadlines = cambiare le scadenze

## Una nuova partita

new-players = Giocatori
new-seating-choice = I giocatori scelgono il Casato
new-seating-random = Assegna i Casati a caso all'inizio della partita
new-your-house = Il tuo Casato (quando i giocatori scelgono)
new-tides = Sorti della Battaglia
new-winter = L'inverno sta arrivando
new-winter-errata = risolta quando viene rivelata (errata)
new-winter-literal = risolta nell'ordine del mazzo (come stampato)
new-tie-breaks = Spareggi a fine partita
new-as-printed = come stampato
new-errata-v2 = errata v2.0
new-auto-support = Accetta sempre il Supporto (salta la domanda sul rifiuto)
new-sealed-support = Supporto dichiarato in segreto, tutti insieme (più veloce per posta)
new-sealed-support-help = Più veloce per posta: in una battaglia ogni casata con un ordine di Supporto adiacente dichiara nello stesso momento, in segreto, e le dichiarazioni sono rivelate insieme, invece che una casata dopo l'altra nell'ordine di turno come vuole il regolamento. Chi supporta non vede più le scelte di chi lo precede.
new-early-marches = Incursioni e marce chieste in anticipo (più veloce per posta)
new-early-marches-help = Più veloce per posta: mentre una casata sceglie la sua prossima incursione o marcia, ogni altra casata con ordini di incursione o marcia rimasti è interpellata sulla propria nello stesso momento, in segreto. Ogni risposta si applica al turno della sua casata, nell'ordine di turno, solo se è ancora valida e nulla di ciò che quella casata poteva vedere vicino ai suoi ordini è cambiato nel frattempo; altrimenti la casata è interpellata di nuovo e ne viene detto il motivo. Il regolamento chiede a una casata dopo l'altra.
new-deadlines = Scadenze (ore, 0 per nessuna, al massimo { $max })
new-deadline-planning = Pianificazione (ordini, il Corvo)
new-deadline-action = Decisioni d'azione (incursioni, marce, Consolidamento Potere)
new-deadline-combat = Ogni decisione di combattimento (supporto, carte Casato, la Spada, perdite, ritirate)
new-deadline-westeros = Decisioni Westeros (opzioni, reclutamenti, offerte)
new-reminders = Promemoria, ore prima di una scadenza (fino a 4, per es. "12, 1"; vuoto per nessuno)
new-deadline-note = Allo scadere di una scadenza, Rookery inserisce la scelta predefinita documentata per ogni Casato ancora atteso (la scelta più passiva) e la partita va avanti. Chi proroga una scadenza o sospende l'orologio si sceglie qui sotto: il tavolo con le votazioni, o chi ha creato la partita.
new-time-bank = Banca del tempo, al posto delle scadenze qui sopra (ore, al massimo { $max })
new-bank-hours = Ore con cui parte ogni Casato (0: nessuna banca, valgono le scadenze qui sopra)
new-bank-step-hours = Ore aggiunte ogni volta che a un Casato si chiede qualcosa di nuovo
new-bank-help = Un orologio da scacchi per la partita lenta: ogni Casato ha la sua banca del tempo (per esempio 72 ore, più 2 a ogni passo), che scorre solo mentre la partita attende quel Casato. Una risposta rapida fa risparmiare tempo per una settimana piena. Quando la banca di un Casato si esaurisce, Rookery inserisce la scelta predefinita documentata solo per quel Casato (conta come scadenza mancata; due di fila lo portano al disordine civile), e da allora ha solo le ore aggiunte a ogni passo.
new-who-may-join = Chi può unirsi
new-anyone = Chiunque (elencata nella pagina iniziale)
new-invite-only = Solo chi ha il link d'invito
new-when-starts = Quando inizia la partita
new-start-creator = Quando la faccio iniziare io, una volta occupati tutti i posti (in quel momento ricevo una mail)
new-start-when-full = Da sola, appena viene occupato l'ultimo posto
new-ravens = Corvi (messaggi tra Casati)
new-press-full = Corrispondenza libera: un tavolo pubblico e corvi privati tra qualsiasi Casato
new-press-public = Solo corrispondenza pubblica: il tavolo, niente corvi privati
new-press-none = Nessuna corrispondenza: i Casati non parlano nella partita
new-press-reveal = Mostra tutti i corvi privati a tutti i giocatori a fine partita
new-press-spectators = Gli spettatori possono leggere il tavolo pubblico
new-create = Crea la partita
new-vanishes = Quando un giocatore sparisce
new-civil-disorder-after = Disordini civili dopo questo numero di scadenze mancate di fila (0: mai)
new-min-reliability = Affidabilità minima per unirsi o prendere un Casato, in % di decisioni prese in tempo (0: chiunque)
new-clock-votes = Dopo l'inizio, il tavolo gestisce l'orologio con votazioni (sospendere, riprendere, prorogare)
new-clock-creator = Chi crea la partita gestisce l'orologio (indicato nella sala d'attesa)
new-disorder-computer = Il computer gioca un Casato in disordini civili
new-disorder-defaults = Un Casato in disordini civili gioca le scelte predefinite documentate
new-error-deadline = La scadenza { $value } non è un numero intero di ore.
new-error-reminder = Il promemoria { $value } non è un numero intero di ore (per es. "12, 1").
new-error-players = Una partita ha da 3 a 6 giocatori.
new-error-seating = { $value } non è un modo di far sedere i giocatori.
new-error-house = Scegli il tuo Casato.
new-error-house-count = Il Casato { $house } non gioca in una partita a { $count } giocatori.

## Il registro, la mappa, il passato

back-to-game = Torna alla partita
log-title = Registro di { $game }
log-heading = Il registro di
map-title = La mappa di { $game }
map-heading = La mappa di
map-scroll = Scorri la mappa per leggerla; tocca un territorio per andare alla sua parte della tua decisione nella
map-game-page = pagina della partita.
history-title = cronologia
history-link = Cronologia
history-after = Dopo { $at } di { $len ->
    [one] { $len } mossa
   *[other] { $len } mosse
}
history-start = Inizio
history-previous = Precedente
history-next = Successivo
history-now = Adesso
history-over = La partita è finita: si può vedere la visione di ogni Casato in ogni momento.
history-see-as = Guarda come:
history-a-spectator = uno spettatore
history-jump = Vai a un round, una fase o un combattimento
history-board-then = Il tabellone di allora
history-what-had-happened = Che cosa era successo
history-earlier-events = { $count ->
    [one] { $count } evento precedente.
   *[other] { $count } eventi precedenti.
}
history-house-view = la visione del Casato { $house }
history-spectator-view = la visione di uno spettatore
moment-combat = Round { $round }: combattimento in { $area } risolto
moment-planning = Round { $round }: Pianificazione
moment-action = Round { $round }: Azione
moment-westeros = Round { $round }: Westeros
moment-end = La fine
rounds-end = Fine (round { $round })
rounds-caption = Castelli e roccaforti di ogni Casato all'inizio di ogni round:
rounds-cell =
    { $castles ->
        [one] { $castles } castello
       *[other] { $castles } castelli
    } · potere { $power } · rifornimenti { $supply } · trono { $throne }
rounds-chart-title = Castelli e roccaforti per Casato, round dopo round
rounds-chart-end = fine
revealed-intro = La partita è finita: ecco che cosa ha tenuto segreto mentre si giocava.
revealed-verify = (la sua preparazione, il seme e tutto il registro) e verificala con
revealed-seed-decks = Il seme e i mazzi
revealed-seed = Seme:
revealed-westeros-deck = Mazzo Westeros { $deck }, come mescolato all'inizio: { $cards }
revealed-wildling-deck = Mazzo dei Bruti, come mescolato all'inizio: { $cards }
revealed-looks = Sguardi al mazzo dei Bruti
revealed-nobody-looked = Nessuno ha guardato.
revealed-sealed = Tutte le risposte sigillate
revealed-sealed-note = Ordini, offerte e carte Casato come ogni Casato li ha sigillati, compresi quelli sostituiti prima della rivelazione.
revealed-no-card = nessuna carta
revealed-peek = Round { $round }: { $house } ha guardato { $card } e { $bury ->
    [yes] l'ha messa in fondo
   *[no] l'ha lasciata in cima
}.
profile-reliability = Affidabilità
profile-played = Partite giocate
profile-finished = Terminate
profile-won = Vinte
profile-decisions = Decisioni
profile-missed = Scadenze mancate ogni 100 decisioni
profile-in-time = Decisioni prese in tempo
profile-median = Tempo mediano per agire dopo la richiesta
profile-civil-disorders = Disordini civili
profile-note = Una decisione è ogni volta che a uno dei Casati di questo giocatore è stato chiesto qualcosa e la cosa si è risolta, dal giocatore o da una scadenza. Una scadenza mancata durante un'assenza dichiarata, o in un passo in cui il sito ha tradito il giocatore, non conta.

## Corvi

list-and = e
ravens-at-table = al tavolo (tutti i Casati)
ravens-with = con { $houses }
ravens-none-yet = Ancora nessun corvo.
ravens-moment = round { $round }, { $phase }
ravens-press = Regole della corrispondenza: { $press }.
ravens-no-conversation = Non c'è ancora nessuna conversazione che tu possa leggere.
ravens-count = { $count ->
    [one] { $count } corvo
   *[other] { $count } corvi
}
ravens-muted = silenziata
ravens-send-private = Invia un corvo privato
ravens-to = A (lo leggeranno solo i Casati spuntati e il tuo)
ravens-open = Apri la conversazione
ravens-your-notes = I tuoi appunti
ravens-notes-private = Nessuno tranne te li vede mai.
ravens-saved = Salvati.
ravens-save-notes = Salva gli appunti
ravens-back-to = Torna a { $game }
ravens-all = Tutte le conversazioni
ravens-by-mail = per mail
ravens-new = nuovo
ravens-your-raven = Il tuo corvo (al massimo { $max } caratteri)
ravens-send = Invia il corvo
ravens-unmute = Riattiva: mandami per mail i nuovi corvi di qui
ravens-mute = Silenzia: nessuna mail e nessun conteggio per questa conversazione

## Annullare l'iscrizione

unsub-title = Mail da Rookery
unsub-account = Impostazioni delle mail dell'account { $name }.
unsub-no-mail-game = Non ricevi mail sulla partita { $game }.
unsub-stop-game = Basta mail sulla partita “{ $game }”
unsub-all-off = Le mail di notifica sono disattivate per questo account (le mail per confermare un indirizzo o reimpostare la password partono comunque quando le chiedi).
unsub-stop-all = Basta con tutte le mail di notifica
unsub-turn-back-html = Puoi riattivare le mail nelle tue <a href="/settings#mail">impostazioni</a> dopo l'accesso.
unsub-done-game = Fatto: niente più mail su questa partita.
unsub-done-all = Fatto: niente più mail di notifica.
unsub-done = Fatto: la tua iscrizione è annullata.
link-not-valid = Questo link non è valido
link-not-valid-text = Questo link qui non è noto: forse è stato copiato solo in parte. I link nelle nostre mail sono lunghi, quindi copialo per intero.
link-used = Questo link non si può più usare
forgot-throttled = Troppe richieste di nuove password. Aspetta un quarto d'ora e riprova.

## API, webhook e calendario

api-back = Torna alle impostazioni
api-tokens = Token API
api-tokens-intro-html = Un token API personale permette a un programma (un bot, un altro client) di agire per il tuo account tramite l'API JSON su <code>/api/v1</code> (descritta dal <a href="/api/v1/openapi.json">suo documento OpenAPI</a>). Invialo come <code>Authorization: Bearer TOKEN</code>. Chiunque lo possieda può giocare le tue partite: tienilo segreto e revocalo quando smetti di usarlo.
api-new-token = Nuovo token (mostrato solo ora):
api-no-token = Non hai nessun token API.
api-token-dates = creato { $made } · ultimo uso { $used }
api-never = mai
api-revoke = Revoca
api-token-for = A che cosa serve
api-make-token = Crea un nuovo token
api-webhooks = Webhook
api-webhooks-intro = Rookery può chiamare un tuo URL (il webhook di un canale Discord o Slack, o un tuo programma) quando una partita inizia, quando tocca a te, alla fine di ogni fase e quando una partita finisce: gli stessi eventi delle mail, qualunque siano le tue impostazioni delle mail. L'URL deve essere pubblico (non un indirizzo locale o privato).
api-no-webhook = Non hai nessun webhook.
api-hook-for = per { $scope }
api-all-my-games = tutte le mie partite
api-all-my-games-option = Tutte le mie partite
api-the-game = la partita “{ $game }”
api-game-number = partita { $id }
api-remove = Rimuovi
api-format = Formato
api-for = Per
api-add-webhook = Aggiungi il webhook
api-push = Notifiche sul telefono
api-push-intro = Il browser del tuo telefono può mostrare una notifica quando una partita inizia, quando tocca a te, dopo ogni fase e alla fine (gli stessi eventi delle mail).
api-push-on = { $count ->
    [one] Le notifiche sono attive su { $count } browser.
   *[other] Le notifiche sono attive su { $count } browser.
}
api-push-turn-on = Attiva le notifiche in questo browser
api-push-noscript = Attivare le notifiche richiede JavaScript; tutto il resto funziona senza.
api-push-stop = Ferma le notifiche su tutti i browser
api-push-off = Le notifiche sul telefono non sono configurate su questo server.
api-calendar = Calendario
api-calendar-intro = Un URL segreto di calendario elenca le scadenze delle partite che ti aspettano: iscriviti nella tua app di calendario. Chiunque abbia l'URL vede le tue scadenze; creane uno nuovo per fermare il vecchio.
api-calendar-url = L'URL del tuo calendario (mostrato solo ora):
api-calendar-new = Crea un nuovo URL di calendario (il vecchio smette di funzionare)
api-calendar-make = Crea l'URL del mio calendario
api-calendar-stop = Ferma il mio calendario
api-done-revoked = Il token è revocato: da ora le richieste con esso vengono rifiutate.
api-done-hook = Webhook aggiunto.
api-done-unhooked = Webhook rimosso.
api-done-nopush = Notifiche fermate su tutti i browser.
api-done-push = Questo browser ora riceve le notifiche.
api-done-nocalendar = Il tuo calendario è fermato: il suo URL non mostra più nulla.
api-new-token-shown = Il tuo nuovo token API è qui sotto. Copialo ora: viene mostrato solo questa volta.
api-calendar-shown = L'URL del tuo calendario è qui sotto. Copialo ora nella tua app di calendario: viene mostrato solo questa volta.

## Affidabilità

rel-under-a-minute = meno di un minuto
rel-minutes = { $m } min
rel-hours = { $h } h
rel-hours-minutes = { $h } h { $m } min
rel-short = { $percent }% in tempo, { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, tempo mediano per agire { $median }, disordini civili: { $disorders }
rel-player = { $name } ({ $percent }% in tempo, { $games ->
    [one] { $games } partita
   *[other] { $games } partite
})
lobby-reminders-none = nessuno

## Dates (weekdays from Monday, months from January)

date-time = { $weekday } { $day } { $month } { $year }, { $time } { $zone }
date-weekday-1 = lun
date-weekday-2 = mar
date-weekday-3 = mer
date-weekday-4 = gio
date-weekday-5 = ven
date-weekday-6 = sab
date-weekday-7 = dom
date-month-1 = gen
date-month-2 = feb
date-month-3 = mar
date-month-4 = apr
date-month-5 = mag
date-month-6 = giu
date-month-7 = lug
date-month-8 = ago
date-month-9 = set
date-month-10 = ott
date-month-11 = nov
date-month-12 = dic

## The map's area titles (web/map/render.rs)
map-area-controlled = { $area }, controllato da { $house }
map-area-closed = { $area }, chiuso in questa partita

## La mappa: il suo titolo e la sua legenda (src/web/map)

map-svg-title = La mappa, turno { $round }
map-legend-units = Unità nel colore e nel motivo del loro Casato: F fanti, C cavalieri, N navi, M macchine d'assedio (con quante sono).
map-legend-routed = Unità in rotta: pallide e barrate.
map-legend-order = Un ordine rivelato (M marcia, D difesa, S supporto, I incursione, CP consolidamento potere; ★ speciale), bordato nel colore del suo Casato.
map-legend-sealed = Il tuo ordine sigillato: tratteggiato, su giallo. Lo vedi solo tu finché gli ordini non sono rivelati.
map-legend-power = Un segnalino Potere (P) che tiene un'area per il suo Casato, nel colore e nel motivo del Casato.
map-legend-garrison = Una guarnigione (G) e la sua forza.
map-legend-neutral = Una forza neutrale (FN) e la sua forza; “chiuso”: un'area non usata con questo numero di giocatori (grigio scuro).
map-legend-icons = Simboli stampati: castello (una torre) o roccaforte (due), barili dei rifornimenti, corone del Potere.
map-legend-control = Terra tinta del colore e del motivo di un Casato: quel Casato la controlla.
map-legend-port = Un porto: il piccolo bacino sulla costa di un castello; le sue navi sono disegnate lì accanto.
map-legend-river = Un fiume: le due aree sulle sue rive non confinano tra loro.
map-legend-focus = Un'area di cui tratta la tua decisione: toccala per andare alla sua parte del modulo.
map-legend-target = Un'area che la tua decisione può scegliere (una destinazione, un bersaglio, una ritirata).
map-legend-combat = La battaglia in corso: contornata di rosso, “vs” e le unità attaccanti al suo interno, una linea rossa da dove hanno marciato, linee tratteggiate dalle aree che supportano (grigio: supporto rifiutato).

## The map's marks in the reader's letters, and what a screen reader hears of an area (issue 27)

map-letter-footman = F
map-letter-knight = C
map-letter-ship = N
map-letter-siege_engine = M
map-letter-march = M
map-letter-defense = D
map-letter-support = S
map-letter-raid = I
map-letter-consolidate = CP
map-letter-garrison = G
map-letter-neutral = FN
map-letter-power = P
map-mark-versus = vs
map-mark-closed = chiuso
map-area-units = { $units } del Casato { $house }
map-area-routed = in rotta: { $units } del Casato { $house }
map-area-order = ordine { $order } del Casato { $house }
map-area-sealed = il tuo ordine sigillato { $order }
map-area-power = un segnalino Potere del Casato { $house }
map-area-attacked = attaccata da { $units } del Casato { $house }
map-area-contents = { $area }: { $contents }
map-legend-patterns = Motivi dei Casati: Stark linee orizzontali, Lannister diagonali ascendenti, Baratheon punti, Greyjoy linee verticali, Tyrell diagonali discendenti, Martell una griglia.
history-map-region = La mappa (scorre)
rounds-table-region = La tabella dei round (scorre)

## The phone notifications script (static/push.js)

api-push-subscribed = Questo browser ora riceve le notifiche.
api-push-refused = Il server ha rifiutato l'iscrizione.
api-push-failed = Non è stato possibile attivare le notifiche:

## Issue 28: computer seats and the computer standing in
lobby-start-computer = Inizia ora: il computer gioca i posti vuoti
lobby-start-computer-note = Una partita di prova, o un tavolo che inizia subito: chiunque può prendere più tardi un Casato del computer (la pagina iniziale li elenca).
computer-player = computer
seats-computer-seat = Il Casato { $house } è giocato dal computer finché un giocatore non lo prende.
wanted-computer-seat = giocato dal computer finché un giocatore non lo prende
game-computer-stand-in = Se manco una scadenza, il computer gioca per me questo passo
