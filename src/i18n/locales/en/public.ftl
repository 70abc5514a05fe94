# Public play (issue 32): ratings, the leaderboard.
svc-rating-too-low = This game asks for a rating of at least { $min }; yours is { $mine }.
svc-min-rating-range = The minimum rating is a whole number from 0 to { $max } (not { $value }).
svc-not-a-rating = “{ $value }” is not a rating (a whole number).
new-public-play = Public play
new-rated = Rated: the result changes the players' ratings
new-min-rating = Minimum rating to join or take over a house (0: anyone)
rules-rated = Rated: the result changes the players' ratings (not if a vote ends the game).
rules-unrated = Not rated.
rules-min-rating = Players need a rating of at least { $min } to join.
lobby-table-rating = The table's average rating: { $rating }.
profile-ratings = Ratings
profile-rating-line = { $edition }: { $rating } ({ $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
})
profile-no-rating = No rated game finished yet.
leaderboard-title = Leaderboard
leaderboard-player = Player
leaderboard-rating = Rating
leaderboard-games = Rated games
leaderboard-empty = No rated game of this edition has finished yet.
leaderboard-note = The rating is the Weng-Lin (OpenSkill) method's cautious estimate, μ − 3σ: 0 for a newcomer, rising as results add up. Only games marked rated at creation and ended by the rules count; a player who left a house in civil disorder is ranked last.
new-faceless = Faceless: players appear only as their houses until the game ends
new-faceless-hint = Nobody sees who plays which house (not on the pages, in the mails, ravens, feeds, the API or the export, nor on the players' profiles) until the game is over; then the names are shown. Each player still sees their own name.
rules-faceless = Faceless: the players appear only as their houses until the game ends.
faceless-seat = Player { $number }
faceless-someone = a player
svc-faceless-no-sitter = A faceless game takes no sitter (they would learn your house): leave the sitter empty, and the deadlines' defaults play your house while you are away.
