# Issue 27 (phone table): my move first, sitters, forms.

game-next-awaiting = Prossima: “{ $game }” attende la tua mossa
home-due = scadenza { $when }
home-sitting-for = sostituisci { $name }
game-played-by = { $name }, giocato da { $sitter }

mail-sitter-begun-subject = { $game }: giochi { $house } al posto di { $name }
mail-sitter-begun = { $name } è assente fino a { $until }: nel frattempo giochi la Casata { $house } in “{ $game }”, e le sue mail “tocca a te” arrivano a te.
mail-sitter-awaited = Ora si attende la Casata { $house }. Scadenza: { $due }.
mail-sitter-ended-subject = { $game }: { $name } è tornato
mail-sitter-ended = { $name } è tornato: non giochi più la Casata { $house } in “{ $game }”. Grazie per la sostituzione.
mail-back-subject = { $game }: bentornato alla Casata { $house }
mail-back = Durante la tua assenza { $moves ->
    [one] è stata fatta una mossa
   *[other] sono state fatte { $moves } mosse
} in “{ $game }”, e { $by } ha giocato la Casata { $house }. Ora è il round { $round }, { $phase }.
mail-back-defaults = le scelte predefinite documentate
mail-back-awaited = Ora tocca a te. Scadenza: { $due }.
game-whole-board = Tutto il tabellone
map-pinch = Tutto il tabellone sta nello schermo: allarga due dita per ingrandire qualsiasi parte; tocca un territorio per andare alla sua parte della tua decisione nella
clock-runs-again = L’orologio riparte il { $when }.
form-default = Se non rispondi entro la scadenza: { $answer }.
