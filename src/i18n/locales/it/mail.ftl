# Italiano (it): le parole delle email (src/service/notify.rs, schedule.rs,
# src/mail/compose.rs). Ogni email è scritta nella lingua di chi la riceve (users.language).

## La cornice di ogni notifica

mail-greeting = Ciao { $name },
mail-why-house = Giochi con il Casato { $house } in “{ $game }”.
mail-why-game = Giochi in “{ $game }”.
mail-why-settings = Ricevi questa email per le tue impostazioni email di Rookery.
mail-settings-link = Cambia che cosa ti invia Rookery per email
mail-unsubscribe = Annulla l'iscrizione
mail-or-open = Oppure apri { $url }
mail-no-deadline = nessuna scadenza
mail-open-game = Apri la partita
mail-make-move = Fai la tua mossa
mail-deadline-default = Scadenza: { $due }. Se passa, Rookery inserisce per te la scelta predefinita documentata.
mail-reply-hint = Per rispondere via email, rispondi a questa email con le righe qui sotto, cambiate secondo la tua decisione (una riga per scelta; le righe che ometti mantengono il valore mostrato).

## La partita è iniziata

mail-started-subject = { $game }: la partita è iniziata, giochi con il Casato { $house }
mail-started-begun = “{ $game }” è iniziata: tutti i posti sono occupati. Giochi con il Casato { $house }.
mail-started-asked = Turno { $round }, { $phase }: ti viene chiesto di { $needed }. Scadenza: { $due }.

## Tocca a te

mail-move-subject = { $game }: tocca a te, Casato { $house }: { $what } (turno { $round }, { $phase })
mail-move-asked = In “{ $game }”, turno { $round }, { $phase }, al Casato { $house } viene chiesto di { $needed }.

## Promemoria prima di una scadenza

mail-reminder-subject =
    { $hours ->
        [one] { $game }: promemoria, al Casato { $house } resta { $hours } ora
       *[other] { $game }: promemoria, al Casato { $house } restano { $hours } ore
    }
mail-reminder-asked = In “{ $game }”, turno { $round }, { $phase }, al Casato { $house } viene ancora chiesto di { $needed }.

## Una scadenza mancata

mail-missed-subject = { $game }: hai mancato la scadenza, Casato { $house }
mail-missed-excused-subject = { $game }: la scadenza è passata, Casato { $house } (non conteggiata)
mail-missed-passed = In “{ $game }”, la scadenza del turno { $round }, { $phase }, è passata prima che il Casato { $house } rispondesse.
mail-missed-moved-on = La partita è andata avanti senza una tua risposta.
mail-missed-filled = Rookery ha inserito per te la scelta predefinita documentata, come dicono le regole di questo sito:
mail-missed-excused = Il sito ha sbagliato con una delle tue risposte in questo passo (un modulo che non è riuscito a leggere o un errore del server): questa scadenza non conta contro di te. Ci dispiace.
mail-missed-count =
    { $count ->
        [one] Il Casato { $house } ha ormai mancato una scadenza in questa partita una volta. La pagina lo mostra a ogni giocatore.
       *[other] Il Casato { $house } ha ormai mancato una scadenza in questa partita { $count } volte. La pagina lo mostra a ogni giocatore.
    }

## Tutti i posti occupati

mail-full-subject = { $game }: tutti i posti sono occupati, avvia la partita
mail-full-seats = Tutti i { $count } posti di “{ $game }” sono occupati. La partita comincia quando la avvii.
mail-full-start = L'avvio assegna i Casati (se sono assegnati a caso) e fissa la prima scadenza.
mail-open-lobby = Apri la sala d'attesa

## Il riassunto di una fase

mail-summary-subject = { $game }: turno { $round }, { $title }
mail-summary-intro = In “{ $game }”, turno { $round }:
mail-summary-orders = ordini rivelati
mail-summary-action = la fase Azione
mail-summary-westeros = la fase Westeros
mail-summary-nothing = che cosa è successo
mail-whole-log = Il registro completo

## Fine della partita

mail-over-subject = { $game }: partita finita, vince il Casato { $house }
mail-over-subject-none = { $game }: partita finita, nessun vincitore
mail-over-winner = Il Casato { $house } vince “{ $game }” al turno { $round }.
mail-over-no-winner = “{ $game }” è finita.
mail-over-subject-shared = { $game }: partita finita, vittoria condivisa ({ $houses })
mail-over-shared = I Casati { $houses } condividono la vittoria di “{ $game }” al turno { $round }: la partita è un pareggio.
mail-over-you-shared = Congratulazioni: condividi la vittoria.
mail-over-you-won = Congratulazioni: siedi sul Trono di Spade.
mail-over-thanks = Grazie per aver giocato.
mail-over-standing =
    { $castles ->
        [one] Casato { $house } ({ $player }): { $castles } castello o roccaforte
       *[other] Casato { $house } ({ $player }): { $castles } tra castelli e roccaforti
    }
mail-final-board = Il tabellone finale

## L'orologio: prorogato, fermato, ripreso

mail-clock-extended-subject = { $game }: la scadenza è prorogata a { $due }
mail-clock-extended =
    { $hours ->
        [one] { $who } ha prorogato la scadenza del turno { $round }, { $phase }, in “{ $game }” di { $hours } ora.
       *[other] { $who } ha prorogato la scadenza del turno { $round }, { $phase }, in “{ $game }” di { $hours } ore.
    }
mail-clock-new-deadline = Nuova scadenza: { $due }.
mail-clock-paused-subject = { $game }: l'orologio è fermo
mail-clock-paused = { $who } ha fermato l'orologio di “{ $game }” (turno { $round }, { $phase }).
mail-clock-time-left = Il tempo rimasto, { $left }, è conservato per quando l'orologio riparte.
mail-clock-no-deadline = Il passo attuale non ha scadenza.
mail-clock-game-goes-on = La partita continua: puoi ancora fare le tue mosse mentre l'orologio è fermo.
mail-clock-resumed-subject = { $game }: l'orologio riparte, scadenza { $due }
mail-clock-resumed = { $who } ha fatto ripartire l'orologio di “{ $game }” (turno { $round }, { $phase }).
mail-clock-deadline = Scadenza: { $due }.

## Il riepilogo quotidiano

mail-digest-subject =
    { $count ->
        [one] Rookery: il tuo riepilogo quotidiano ({ $count } notifica)
       *[other] Rookery: il tuo riepilogo quotidiano ({ $count } notifiche)
    }
mail-digest-intro = Che cosa è successo nelle tue partite dall'ultimo riepilogo, al { $at }:
mail-digest-your-games = Le tue partite
mail-digest-why = Ricevi un riepilogo al giorno invece di un'email per ogni mossa, come dicono le tue impostazioni email di Rookery.

## Posti: disordine civile, un Casato rilevato

mail-disorder-yours-subject = { $game }: il Casato { $house } è in disordine civile
mail-disorder-yours =
    { $count ->
        [one] Il Casato { $house } ha mancato { $count } scadenza in “{ $game }”, quindi ora è in disordine civile: le scelte predefinite documentate lo giocano a ogni scadenza, e qualsiasi giocatore può rilevarlo.
       *[other] Il Casato { $house } ha mancato { $count } scadenze di fila in “{ $game }”, quindi ora è in disordine civile: le scelte predefinite documentate lo giocano a ogni scadenza, e qualsiasi giocatore può rilevarlo.
    }
mail-disorder-return = Per tenere il tuo Casato, prendi una decisione qualsiasi per lui prima che qualcuno lo rilevi: torni subito.
mail-disorder-subject = { $game }: il Casato { $house } cerca un giocatore
mail-disorder-others =
    { $count ->
        [one] Il Casato { $house } ha mancato { $count } scadenza in “{ $game }” ed è ora in disordine civile: le scelte predefinite lo giocano finché il suo giocatore torna o un nuovo arrivato lo rileva. I suoi passi hanno scadenze brevi, così non devi aspettarlo.
       *[other] Il Casato { $house } ha mancato { $count } scadenze di fila in “{ $game }” ed è ora in disordine civile: le scelte predefinite lo giocano finché il suo giocatore torna o un nuovo arrivato lo rileva. I suoi passi hanno scadenze brevi, così non devi aspettarlo.
    }
mail-taken-you-subject = { $game }: ora giochi con il Casato { $house }
mail-taken-you = Hai rilevato il Casato { $house } in “{ $game }” (turno { $round }, { $phase }). La sua mano, i suoi ordini e tutto ciò che può vedere ora sono tuoi.
mail-taken-you-deadline = La scadenza attuale è stata prorogata perché tu possa agire: { $due }.
mail-taken-old-subject = { $game }: il Casato { $house } è stato rilevato
mail-taken-old = { $who } ha rilevato il Casato { $house } in “{ $game }”, che aspettava un giocatore. Non giochi più in questa partita.
mail-taken-subject = { $game }: { $who } ora gioca con il Casato { $house }
mail-taken = { $who } ha rilevato il Casato { $house } in “{ $game }”.
mail-taken-deadline = La scadenza attuale è stata prorogata perché il nuovo arrivato possa agire: { $due }.

## Votazioni

vote-what-pause =
    { $hours ->
        [one] fermare l'orologio per { $hours } ora
       *[other] fermare l'orologio per { $hours } ore
    }
vote-what-resume = far ripartire l'orologio
vote-what-extend =
    { $hours ->
        [one] prorogare la scadenza attuale di { $hours } ora
       *[other] prorogare la scadenza attuale di { $hours } ore
    }
vote-what-replace = sostituire il giocatore del Casato { $house }
vote-what-cancel = annullare la partita, senza risultato
vote-what-end = terminare ora la partita, con la classifica attuale
vote-what-deadlines = fissare le scadenze a { $deadlines }
vote-deadlines-list = pianificazione { $planning } h, azione { $action } h, battaglia { $combat } h, Westeros { $westeros } h
vote-rule =
    { $rule ->
        [replace] tutti gli altri giocatori, almeno due, e più della metà degli altri Casati (un Casato senza giocatore conta come no); il giocatore in questione può opporsi
        [majority] più della metà dei giocatori
       *[all] tutti i giocatori, almeno due
    }
mail-vote-subject = { $game }: votazione per { $what }
mail-vote-called = Il Casato { $house } indice una votazione in “{ $game }”: { $what }.
mail-vote-rule = Passa con il sì di { $rule }; scade { $expires } se resta indecisa.
mail-vote-about-you = Questa votazione riguarda te. Per tenere il tuo posto, opponiti nella pagina della partita prima di { $expires }: la tua opposizione fa fallire la votazione, a meno che tu abbia mancato una scadenza e non abbia più giocato da allora. Senza opposizione, passa a quel punto se tutti gli altri giocatori hanno detto sì.
mail-vote-action = Vota
mail-vote-result =
    { $status ->
        [passed] La votazione in “{ $game }” per { $what } è passata.
        [failed] La votazione in “{ $game }” per { $what } non è passata.
       *[expired] La votazione in “{ $game }” per { $what } è scaduta senza decisione.
    }
mail-vote-result-subject =
    { $status ->
        [passed] { $game }: la votazione per { $what } è passata
        [failed] { $game }: la votazione per { $what } non è passata
       *[expired] { $game }: la votazione per { $what } è scaduta senza decisione
    }
vote-done-could-not = Non è stato possibile farlo: { $why }
vote-done-paused =
    { $hours ->
        [one] L'orologio è fermo per { $hours } ora, fino a { $until }; poi riparte da solo.
       *[other] L'orologio è fermo per { $hours } ore, fino a { $until }; poi riparte da solo.
    }
vote-done-resumed = L'orologio riparte; scadenza: { $due }.
vote-done-extended = La scadenza è prorogata a { $due }.
vote-done-replaced = Il Casato { $house } ha perso il suo giocatore e ne aspetta uno nuovo: chiunque può rilevarlo; nel frattempo lo giocano le scelte predefinite.
vote-done-replaced-computer = Il Casato { $house } ha perso il suo giocatore e ne aspetta uno nuovo: chiunque può rilevarlo; nel frattempo lo gioca il computer.
vote-done-cancelled = La partita è annullata, senza risultato.
vote-done-ended = La partita è finita in anticipo, senza vincitore; la classifica di quel momento: { $ranking }.
vote-done-deadlines = Dal prossimo passo le scadenze sono: { $deadlines }.

## Corvi (i messaggi dei giocatori)

mail-raven-table = al tavolo (tutti i Casati)
mail-raven-house = Casato { $house }
mail-raven-with = con { $houses }
mail-raven-subject =
    { $count ->
        [one] { $game }: un nuovo corvo — { $title }
       *[other] { $game }: { $count } nuovi corvi — { $title }
    }
mail-raven-intro =
    { $count ->
        [one] Un nuovo corvo in “{ $game }”, { $title }:
       *[other] { $count } nuovi corvi in “{ $game }”, { $title }:
    }
mail-raven-reply-hint = Rispondi a questa email per rispondere nella conversazione: la tua risposta viene pubblicata come il tuo Casato (l'email citata e la tua firma vengono tolte).
mail-raven-open = Apri la conversazione
mail-raven-why = Giochi con il Casato { $house } in “{ $game }”. Ricevi questa email per le tue impostazioni email di Rookery; silenzia la conversazione nella sua pagina per fermarla.

## Email dell'account: confermare un indirizzo, una nuova password, un indirizzo richiesto

acct-verify-subject = Rookery: conferma il tuo indirizzo email
acct-verify-title = Conferma il tuo indirizzo
acct-verify-intro = conferma che { $email } è il tuo indirizzo su Rookery, così potrà inviarti email sulle tue partite. Apri questo link e premi il pulsante nella pagina:
acct-verify-for = Questo link dà { $email } all’account “{ $name }”: confermalo solo se “{ $name }” l’hai registrato tu.
acct-verify-other = Un altro account, “{ $other }”, ha chiesto anch’esso questo indirizzo; conferma solo se hai registrato “{ $name }”.
acct-verify-button = Conferma il mio indirizzo
acct-link-once = Il link funziona una volta sola e scade il { $expires }.
acct-verify-ignore = Se non sei stato tu, ignora questa email: senza il link non succede nulla, e nessuna notifica va a un indirizzo non confermato.
acct-reset-subject = Rookery: scegli una nuova password
acct-reset-title = Scegli una nuova password
acct-reset-intro = qualcuno (speriamo tu) ha chiesto di scegliere una nuova password per il tuo account Rookery “{ $name }”. Apri questo link per sceglierne una:
acct-reset-once = Il link funziona una volta sola e scade il { $expires }. Scegliere una nuova password disconnette l'account su tutti gli altri dispositivi.
acct-reset-ignore = Se non sei stato tu, ignora questa email: la tua password resta com'è.
acct-in-use-subject = Rookery: qualcuno ha chiesto il tuo indirizzo
acct-in-use-title = Il tuo indirizzo è stato richiesto
acct-in-use-intro = qualcuno ha chiesto di usare { $email }, il tuo indirizzo confermato su Rookery, per l'account “{ $asker }”. Un indirizzo appartiene a un solo account, quindi non è stato inviato nulla per confermarlo e il tuo account lo mantiene.
acct-in-use-forgot = Se eri tu e hai dimenticato di avere già un account: accedi come “{ $owner }” oppure scegli una nuova password qui:
acct-in-use-ignore = Se non sei stato tu, ignora questa email: per il tuo account non cambia nulla.

## Risposte a una risposta via email (src/service/replies.rs)

mail-answer-greeting = Ciao,
mail-answer-why = Questa è la risposta a un'email che hai inviato a Rookery.
mail-answer-again = Rispondi a questa email con le righe qui sotto, cambiate secondo la tua decisione:
mail-answer-dead-subject = { $game }: la tua risposta non è stata usata
mail-answer-dead =
    { $why ->
        [revoked] La tua risposta non è stata usata: questo indirizzo di risposta è stato revocato.
        [over] La tua risposta non è stata usata: la partita è finita.
        [unseated] La tua risposta non è stata usata: non giochi più questo Casato.
       *[old] La tua risposta non è stata usata: questo indirizzo di risposta è troppo vecchio.
    }
mail-answer-raven-subject = { $game }: il tuo corvo non è stato inviato
mail-answer-raven = La tua risposta non è stata pubblicata: { $why }
mail-answer-idle-subject = { $game }: al Casato { $house } ora non è chiesto nulla
mail-answer-idle = La tua risposta non è stata usata: al Casato { $house } al momento non è chiesto nulla (la partita è andata avanti, o la tua risposta è già arrivata).
mail-answer-moved-on-subject = { $game }: la tua risposta è arrivata troppo tardi
mail-answer-moved-on = La tua risposta non è stata usata: rispondeva a una richiesta precedente al Casato { $house }, e da allora la partita è andata avanti. Qui sotto c'è ciò che ora è chiesto al Casato { $house }.
mail-reply-quoted = contiene ancora parte dell'email a cui hai risposto (un'email citata, un indirizzo o una sua riga). Scrivi solo il tuo messaggio sopra l'email citata, oppure cancella l'email citata, e invia di nuovo.
mail-answer-unreadable-subject = { $game }: non è stato possibile leggere la tua risposta
mail-answer-unreadable = Non è stato possibile leggere la tua risposta: { $why }
mail-answer-recorded-subject = { $game }: registrato — { $title }
mail-answer-recorded = Registrato per il Casato { $house }: { $what }.
mail-answer-refused-subject = { $game }: non registrato — { $title }
mail-answer-refused = La tua risposta non è stata registrata: { $why }
