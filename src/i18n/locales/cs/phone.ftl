# Issue 27 (phone table): my move first, sitters, forms.

game-next-awaiting = Další: hra „{ $game }“ čeká na váš tah
home-due = termín { $when }
home-sitting-for = zastupujete hráče { $name }
game-played-by = { $name }, hraje { $sitter }

mail-sitter-begun-subject = { $game }: hrajete za { $house } místo hráče { $name }
mail-sitter-begun = { $name } je pryč do { $until }: mezitím hrajete za rod { $house } ve hře „{ $game }“ a e-maily „jste na tahu“ pro něj chodí vám.
mail-sitter-awaited = Na rod { $house } se teď čeká. Termín: { $due }.
mail-sitter-ended-subject = { $game }: { $name } je zpět
mail-sitter-ended = { $name } je zpět: za rod { $house } ve hře „{ $game }“ už nehrajete. Děkujeme za zastoupení.
mail-back-subject = { $game }: vítejte zpět u rodu { $house }
mail-back = Během vaší nepřítomnosti { $moves ->
    [one] proběhl ve hře „{ $game }“ jeden tah
    [few] proběhly ve hře „{ $game }“ { $moves } tahy
   *[other] proběhlo ve hře „{ $game }“ { $moves } tahů
} a za rod { $house } hrál(a) { $by }. Teď je kolo { $round }, { $phase }.
mail-back-defaults = zdokumentované výchozí volby
mail-back-awaited = Teď jste na tahu. Termín: { $due }.
game-whole-board = Celá deska
map-pinch = Celá deska se vejde na obrazovku: kteroukoli část si přibližte roztažením prstů; klepnutím na území přejdete k jeho části vašeho rozhodnutí na
clock-runs-again = Hodiny se znovu rozběhnou { $when }.
form-default = Pokud do termínu neodpovíte: { $answer }.
