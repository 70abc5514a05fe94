# Tables that fill (issue 32, item 4): seat requests, the order of the open games, stale lobbies.
svc-fewer-not-yet = A table may start with fewer players once it has waited { $days } days.
svc-fewer-not-allowed = This game cannot start with the { $seated } players seated: the edition needs at least { $min }, and every chosen house must be one of that count's.
home-seats-left = { $count ->
    [one] 1 seat left
   *[other] { $count } seats left
}
match-title = Seat me in the next game
match-intro = Choose the kind of game: you are seated as soon as an open game of that kind has room, or enough players wait to form one (it then starts at once).
match-edition = Edition
match-players = Players
match-deadlines = Deadlines
match-pace-quick = quick (12 h to plan, 8 h a step, 4 h in a combat)
match-pace-standard = standard (48 h to plan, 24 h a step, 12 h in a combat)
match-pace-relaxed = relaxed (72 h to plan, 48 h a step, 24 h in a combat)
match-rated = Rated
match-rated-yes = rated
match-rated-no = not rated
match-submit = Seat me in the next game
match-waiting = You are waiting for a seat since { $since }: { $what }.
match-what = { $edition }, { $players } players, { $pace } deadlines, { $rated }
match-others = { $count ->
    [one] Nobody else waits for this kind of game yet.
   *[other] { $count } players (you included) wait for this kind of game.
}
match-cancel = Cancel my request
mail-matched-subject = { $game }: you have a seat
mail-matched-seated = You asked to be seated in the next game that matches: you now have a seat in “{ $game }”.
mail-matched-started = It has started; its start mail tells you your house.
mail-matched-waits = It starts when its last seats are taken.
lobby-stale-title = This table has waited { $days } days
lobby-stale-text = A table that has not filled after { $stale } days rarely fills. You may start it now:
lobby-start-fewer = Start now with the { $count } players seated
lobby-stale-no-fewer = Starting with only the players seated is not possible here: the edition needs at least { $min } players, and every chosen house must be in the smaller game.
mail-stale-subject = { $game }: your table has waited { $days } days
mail-stale-waited = “{ $game }” has waited { $days } days with { $seated } of its { $players } seats taken. A table that has not filled by now rarely fills.
mail-stale-fewer = You may start it now as a game of the { $count } players seated, or with the computer in the empty seats (anyone may take over a computer's house later).
mail-stale-computer = You may start it now with the computer in the empty seats (anyone may take over a computer's house later). The players seated cannot start it alone: the edition, or the houses they chose, do not allow that count.
