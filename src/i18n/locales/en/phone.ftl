# Issue 27 (phone table): my move first, sitters, forms.

game-next-awaiting = Next: “{ $game }” awaits your move
home-due = due { $when }
home-sitting-for = sitting for { $name }
game-played-by = { $name }, played by { $sitter }

mail-sitter-begun-subject = { $game }: you play { $house } for { $name }
mail-sitter-begun = { $name } is away until { $until }: you play House { $house } in “{ $game }” meanwhile, and its “your move” mails come to you.
mail-sitter-awaited = House { $house } is awaited now. Deadline: { $due }.
mail-sitter-ended-subject = { $game }: { $name } is back
mail-sitter-ended = { $name } is back: you no longer play House { $house } in “{ $game }”. Thank you for sitting.
mail-back-subject = { $game }: welcome back to House { $house }
mail-back = While you were away, { $moves ->
    [one] one move was
   *[other] { $moves } moves were
} made in “{ $game }”, and { $by } played House { $house }. It is now round { $round }, { $phase }.
mail-back-defaults = the documented defaults
mail-back-awaited = It is your move now. Deadline: { $due }.
game-whole-board = Whole board
map-pinch = The whole board fits the screen: pinch to zoom in on any part; tap an area to go to its part of your decision on
clock-runs-again = The clock runs again on { $when }.
form-default = If you do not answer before the deadline: { $answer }.
