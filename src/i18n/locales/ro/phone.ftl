# Issue 27 (phone table): my move first, sitters, forms.

game-next-awaiting = Următorul: „{ $game }” așteaptă mutarea ta
home-due = termen { $when }
home-sitting-for = îl înlocuiești pe { $name }
game-played-by = { $name }, jucat de { $sitter }

mail-sitter-begun-subject = { $game }: joci cu { $house } în locul lui { $name }
mail-sitter-begun = { $name } lipsește până { $until }: între timp joci cu Casa { $house } în „{ $game }”, iar mesajele „e rândul tău” pentru ea îți vin ție.
mail-sitter-awaited = Casa { $house } e așteptată acum. Termen: { $due }.
mail-sitter-ended-subject = { $game }: { $name } s-a întors
mail-sitter-ended = { $name } s-a întors: nu mai joci cu Casa { $house } în „{ $game }”. Mulțumim că l-ai înlocuit.
mail-back-subject = { $game }: bine ai revenit la Casa { $house }
mail-back = Cât ai lipsit, { $moves ->
    [one] s-a făcut o mutare
    [few] s-au făcut { $moves } mutări
   *[other] s-au făcut { $moves } de mutări
} în „{ $game }”, iar { $by } a jucat cu Casa { $house }. Acum e runda { $round }, { $phase }.
mail-back-defaults = alegerile implicite documentate
mail-back-awaited = E rândul tău acum. Termen: { $due }.
game-whole-board = Toată tabla
map-pinch = Toată tabla încape pe ecran: apropie cu două degete orice parte; atinge un teritoriu ca să ajungi la partea lui din decizia ta de pe
clock-runs-again = Ceasul pornește din nou pe { $when }.
form-default = Dacă nu răspunzi până la termen: { $answer }.
