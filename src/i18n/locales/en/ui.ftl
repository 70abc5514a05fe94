# The words of the web pages (issue 15). Ids: page-what. Game vocabulary is in game.ftl.

## Shared

games-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
nav-new-game = New game
nav-settings = Settings
nav-log-out = Log out
nav-log-in = Log in
nav-register = Register
footer-languages = Language
footer-disclaimer = Rookery is an unofficial fan project, not affiliated with the publishers of A Game of Thrones: The Board Game.
back-to-front-page = Back to the front page
you-suffix = (you)

## Errors

error-bad-request = That request is not understood
error-bad-request-text = The form was not filled in as expected: { $detail }. Nothing was changed.
error-csrf = This form has expired
error-csrf-text = The form did not carry this session's security token (it may be from an old page or another site). Nothing was changed: go back, reload the page and try again.
error-login-needed = Please log in
error-login-needed-text = You need to be logged in for this.
error-forbidden = Not allowed
error-not-found = Page not found
error-not-found-text = There is no such page, or it is not visible to you.
error-conflict = That cannot be done now
error-too-large = That request is too large
error-too-large-text = The request is larger than this site accepts. Nothing was changed.
error-throttled = Too many attempts
error-throttled-text = Too many failed log-ins. Wait a few minutes and try again.
error-limit = That is more than this site allows
error-busy = Busy: please try again
error-timeout = The request took too long
error-timeout-text = The form did not arrive in time. Nothing was changed: please try again.
error-internal = Something went wrong
error-internal-text = The server could not complete the request. Please try again later.
error-reference = If you tell us about it, mention this reference:
not-found-no-page = There is no page at
# Messages whose id ends in -html carry markup of their own and are written into pages as they
# are: they take no variables.
login-or-register-html = <a href="/login">Log in</a> or <a href="/register">register</a>.

## The front page

game-status-lobby = waiting for players
game-status-play = in play
game-status-over = finished
game-status-ended = ended by vote
game-status-cancelled = cancelled
home-your-games = Your games
home-welcome = Welcome, { $name }!
home-welcome-mail-html = We sent a mail to the address you gave, with a link to confirm it. Rookery sends you notifications only once it is confirmed (see <a href="/settings">your settings</a>).
home-awaiting = { $count ->
    [one] { $count } game awaits you.
   *[other] { $count } games await you.
}
home-no-game-html = You sit at no game yet. <a href="/games/new">Create one</a> or join one below.
home-your-turn = Your turn
home-new-ravens = { $count ->
    [one] { $count } new raven
   *[other] { $count } new ravens
}
home-round = round { $round }
home-you-play = you play { $house }
home-seated = { $seated }/{ $players } seated
home-waiting-for = waiting for { $houses }
home-create-game = Create a game
home-title-html = Play <cite>A Game of Thrones</cite> slowly
home-intro-html = Rookery runs games of <cite>A Game of Thrones: The Board Game</cite> (second edition) over days, from your phone: each player acts when it is their turn, in the browser.
home-register-html = <a class="button" href="/register">Register</a> or <a href="/login">log in</a> to create and join games.
home-open-games = Open games
home-no-open-game = No public game is waiting for players.
home-games-to-watch = Games to watch
home-no-game-to-watch = No public game is being played.
wanted-title = A house needs a player
house-named = House { $house }
take-over-house = Take over House { $house }
