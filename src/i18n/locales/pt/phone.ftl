# Issue 27 (phone table): my move first, sitters, forms.

game-next-awaiting = Próximo: “{ $game }” aguarda a sua jogada
home-due = prazo { $when }
home-sitting-for = substituindo { $name }
game-played-by = { $name }, jogado por { $sitter }

mail-sitter-begun-subject = { $game }: você joga com { $house } no lugar de { $name }
mail-sitter-begun = { $name } está ausente até { $until }: enquanto isso, você joga com a Casa { $house } em “{ $game }”, e os e-mails “sua vez” dela vão para você.
mail-sitter-awaited = A Casa { $house } é aguardada agora. Prazo: { $due }.
mail-sitter-ended-subject = { $game }: { $name } voltou
mail-sitter-ended = { $name } voltou: você não joga mais com a Casa { $house } em “{ $game }”. Obrigado por substituir.
mail-back-subject = { $game }: bem-vindo de volta à Casa { $house }
mail-back = Enquanto você esteve ausente, { $moves ->
    [one] foi feita uma jogada
   *[other] foram feitas { $moves } jogadas
} em “{ $game }”, e { $by } jogou com a Casa { $house }. Agora é a rodada { $round }, { $phase }.
mail-back-defaults = as escolhas padrão documentadas
mail-back-awaited = É a sua vez agora. Prazo: { $due }.
game-whole-board = Tabuleiro inteiro
map-pinch = O tabuleiro inteiro cabe na tela: use o gesto de pinça para ampliar qualquer parte; toque em uma área para ir à parte dela na sua decisão na
clock-runs-again = O relógio volta a correr em { $when }.
form-default = Se você não responder até o prazo: { $answer }.
