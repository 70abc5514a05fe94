# Tavoli che si riempiono (issue 32, item 4): richieste di posto, l'ordine delle partite aperte, sale ferme.
svc-fewer-not-yet = Un tavolo può iniziare con meno giocatori dopo aver atteso { $days } giorni.
svc-fewer-not-allowed = Questa partita non può iniziare con i { $seated } giocatori seduti: l'edizione ne richiede almeno { $min }, e ogni Casato scelto deve essere uno di quel numero.
home-seats-left = { $count ->
    [one] 1 posto libero
   *[other] { $count } posti liberi
}
match-title = Fammi sedere alla prossima partita
match-intro = Scegli il tipo di partita: ti siedi appena una partita aperta di quel tipo ha posto, o appena abbastanza giocatori aspettano per formarne una (che allora inizia subito).
match-edition = Edizione
match-players = Giocatori
match-deadlines = Scadenze
match-pace-quick = rapide (12 h per pianificare, 8 h a passo, 4 h in una battaglia)
match-pace-standard = normali (48 h per pianificare, 24 h a passo, 12 h in una battaglia)
match-pace-relaxed = comode (72 h per pianificare, 48 h a passo, 24 h in una battaglia)
match-rated = Con punteggio
match-rated-yes = con punteggio
match-rated-no = senza punteggio
match-submit = Fammi sedere alla prossima partita
match-waiting = Aspetti un posto dal { $since }: { $what }.
match-what = { $edition }, { $players } giocatori, scadenze { $pace }, { $rated }
match-others = { $count ->
    [one] Nessun altro aspetta ancora questo tipo di partita.
   *[other] { $count } giocatori (tu compreso) aspettano questo tipo di partita.
}
match-cancel = Annulla la mia richiesta
mail-matched-subject = { $game }: hai un posto
mail-matched-seated = Hai chiesto di sederti alla prossima partita adatta: ora hai un posto in “{ $game }”.
mail-matched-started = La partita è iniziata; la mail d'inizio ti dice il tuo Casato.
mail-matched-waits = La partita inizia quando gli ultimi posti sono occupati.
lobby-stale-title = Questo tavolo aspetta da { $days } giorni
lobby-stale-text = Un tavolo che non si è riempito dopo { $stale } giorni si riempie di rado. Puoi avviarlo ora:
lobby-start-fewer = Inizia ora con i { $count } giocatori seduti
lobby-stale-no-fewer = Non si può iniziare solo con i giocatori seduti: l'edizione richiede almeno { $min } giocatori, e ogni Casato scelto deve essere nella partita più piccola.
mail-stale-subject = { $game }: il tuo tavolo aspetta da { $days } giorni
mail-stale-waited = “{ $game }” aspetta da { $days } giorni con { $seated } dei suoi { $players } posti occupati. Un tavolo che non si è ancora riempito si riempie di rado.
mail-stale-fewer = Puoi avviarlo ora come partita dei { $count } giocatori seduti, o con il computer nei posti vuoti (chiunque può prendere più tardi un Casato del computer).
mail-stale-computer = Puoi avviarlo ora con il computer nei posti vuoti (chiunque può prendere più tardi un Casato del computer). I giocatori seduti non possono avviarlo da soli: l'edizione, o i Casati scelti, non consentono quel numero.
