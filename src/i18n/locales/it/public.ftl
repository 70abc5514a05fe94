# Gioco pubblico (issue 32): punteggi, la classifica.
svc-rating-too-low = Questa partita chiede un punteggio di almeno { $min }; il tuo è { $mine }.
svc-min-rating-range = Il punteggio minimo è un numero intero da 0 a { $max } (non { $value }).
svc-not-a-rating = “{ $value }” non è un punteggio (un numero intero).
new-public-play = Gioco pubblico
new-rated = Con punteggio: il risultato cambia il punteggio dei giocatori
new-min-rating = Punteggio minimo per unirsi o prendere un Casato (0: chiunque)
rules-rated = Con punteggio: il risultato cambia il punteggio dei giocatori (non se un voto termina la partita).
rules-unrated = Senza punteggio.
rules-min-rating = Per unirsi i giocatori devono avere un punteggio di almeno { $min }.
lobby-table-rating = Punteggio medio del tavolo: { $rating }.
profile-ratings = Punteggi
profile-rating-line = { $edition }: { $rating } ({ $games ->
    [one] { $games } partita con punteggio
   *[other] { $games } partite con punteggio
})
profile-no-rating = Ancora nessuna partita con punteggio finita.
leaderboard-title = Classifica
leaderboard-player = Giocatore
leaderboard-rating = Punteggio
leaderboard-games = Partite con punteggio
leaderboard-empty = Nessuna partita con punteggio di questa edizione è ancora finita.
leaderboard-note = Il punteggio è la stima prudente del metodo Weng-Lin (OpenSkill), μ − 3σ: 0 per un nuovo arrivato, sale man mano che i risultati si sommano. Contano solo le partite segnate con punteggio alla creazione e finite secondo le regole; un giocatore che ha lasciato il suo Casato in disordine civile è classificato ultimo.
new-faceless = Senza volto: i giocatori appaiono solo come i loro Casati fino alla fine della partita
new-faceless-hint = Nessuno vede chi gioca quale Casato (né nelle pagine, nelle email, nei corvi, nei feed, nell'API o nell'esportazione, né nei profili dei giocatori) finché la partita non è finita; poi i nomi vengono mostrati. Ogni giocatore vede comunque il proprio nome.
rules-faceless = Senza volto: i giocatori appaiono solo come i loro Casati fino alla fine della partita.
faceless-seat = Giocatore { $number }
faceless-someone = un giocatore
svc-faceless-no-sitter = Una partita senza volto non accetta sostituti (scoprirebbero il tuo Casato): lascia vuoto il sostituto, e mentre sei via il tuo Casato giocherà le scelte predefinite alle scadenze.
