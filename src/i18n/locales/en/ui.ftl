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
error-bad-request-text = The form was not filled in as expected, so nothing was changed. { $detail }
error-csrf = This form has expired
error-csrf-text = The form did not carry this session's security token (it may be from an old page or another site). Nothing was changed: go back, reload the page and try again.
error-no-cookie = Cookies are needed for this form
error-no-cookie-text = This form came without this site's cookie, which it is checked against. Nothing was changed. If you sent it from this site, your browser may be blocking cookies: allow them for this site, reload the page and try again.
error-login-needed = Please log in
error-login-needed-text = You need to be logged in for this.
error-forbidden = Not allowed
error-not-found = Page not found
error-not-found-text = There is no such page, or it is not visible to you.
error-conflict = That cannot be done now
error-too-large = That request is too large
error-too-large-text = The request is larger than this site accepts. Nothing was changed.
error-media-type = That form is not sent as this site reads forms
error-media-type-text = Nothing was changed. Forms here are read when sent as application/x-www-form-urlencoded, as a browser sends them (with curl: --data or --data-urlencode, not --form); this one came as { $type }.
error-throttled = Too many attempts
error-throttled-text = Too many failed log-ins. Wait a few minutes and try again.
error-limit = That is more than this site allows
error-busy = Busy: please try again
error-too-many-connections = Too many connections from your network at once. Please try again in a few seconds.
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
home-intro-html = Rookery runs games of <cite>A Game of Thrones: The Board Game</cite> (the second edition, and the first edition of 2003) over days, from your phone: each player acts when it is their turn, in the browser.
home-register-html = <a class="button" href="/register">Register</a> or <a href="/login">log in</a> to create and join games.
home-open-games = Open games
home-no-open-game = No public game is waiting for players.
home-games-to-watch = Games to watch
home-no-game-to-watch = No public game is being played.
wanted-title = A house needs a player
named-house = House { $house }
take-over-house = Take over House { $house }

## Accounts

field-name = Name
field-password = Password
field-password-again = Password again
login-title = Log in
login-no-account-html = No account? <a href="/register">Register</a>.
login-verified = Your e-mail address is confirmed. Log in to play.
register-title = Register
register-email = E-mail address (to tell you when it is your turn; confirmed by a mail)
register-time-zone = Time zone (for deadlines)
register-already-html = Already registered? <a href="/login">Log in</a>.
register-passwords-differ = The two passwords differ.
forgot-title = Forgot your password?
forgot-sent = If that is an account with a confirmed e-mail address, a mail with a link to choose a new password is on its way to it. The link works once, for one hour. Look in the spam folder too.
forgot-intro = Enter your name or your e-mail address. If the account has a confirmed address, we mail it a link to choose a new password.
forgot-who = Name or e-mail address
forgot-send = Send me a link
forgot-back = Back to logging in
reset-title = Choose a new password
reset-for-account = For the account { $name }. Saving it logs the account out on every other device.
reset-new-password = New password
reset-new-password-again = New password again
reset-save = Save the new password
verify-title = Confirm your address
verify-question = Confirm that { $email } is the address of the account { $name }?
verify-button = Confirm my address
verify-not-you = If you did not register on Rookery, close this page: nothing happens without the button.
link-your-settings = Your settings
link-front-page = The front page

## Settings

settings-title = Settings
settings-language = Language
settings-language-label = Your language
settings-save = Save
settings-email = E-mail address
settings-your-address = Your address:
settings-verified = verified
settings-not-confirmed = not confirmed yet
settings-confirm-first = Mail about your games goes only to a confirmed address: open the link in the mail we sent.
settings-send-again = Send the verification mail again
settings-no-address = Your account has no e-mail address yet: enter one to get mail when it is your turn.
settings-new-address = New address
settings-password-confirm = Your password (to confirm)
settings-change-address = Change the address
settings-mail = Mail
settings-when-your-move = When it is your move
settings-moves-immediate = Mail me at once
settings-moves-digest = Collect them in one mail a day (the daily digest)
settings-moves-off = No mail
settings-summaries = Phase summaries (orders revealed, combats, Westeros cards)
settings-reminders = Reminders before a deadline
settings-digest-at = Daily digest at
settings-your-zone = (your time zone)
settings-save-mail = Save the mail settings
settings-per-game = Each game page also lets you choose the mails for that game.
settings-replies-note = Raven and "your move" mails can be answered by replying to them. If a mail of yours was forwarded to someone who should not answer for you:
settings-revoke-replies = Revoke the reply addresses of all my mails
settings-api-link = API tokens, webhooks and your calendar feed
settings-time-zone = Time zone
settings-now = Times are shown in your time zone. It is now { $now }.
settings-done-tz = Time zone saved.
settings-done-email = Address saved. A mail with a link to confirm it is on its way.
settings-done-sent = The verification mail is on its way.
settings-done-mail = Mail settings saved.
settings-done-verified = Your e-mail address is confirmed.
settings-done-replies = Every reply address of your past mails is revoked: replies to them are not read any more.
settings-done-mail-again = Rookery will mail your address again. If it bounces again, mail stops again after a few refused mails.
settings-bounces = Mail to your address bounces: your mail server refused Rookery's mails for good (refused mails: { $count }). Check the address, or change it above.
settings-bounces-stopped = Mail to your address bounces: your mail server refused Rookery's mails for good (refused mails: { $count }), so Rookery has stopped mailing this address. Push notifications and webhooks still work. Change the address above, or, once your mailbox works again:
settings-mail-again = Mail me again
settings-done-password = Your new password is saved, and the account was logged out on every other device.
settings-done-language = Language saved.
api-title = API, webhooks and calendar

## The lobby

lobby-players = { $count } players
lobby-created = created { $when }
lobby-public = public
lobby-invite-only = by invitation only
lobby-seats = Seats
lobby-free = free
lobby-mail-bounces = mail to this player bounces
lobby-dealt-at-start = (dealt at the start)
lobby-join = Join
lobby-join-random = Join (house dealt at the start)
lobby-join-as = Join as { $house }
lobby-login-to-join-html = <a href="/login">Log in</a> or <a href="/register">register</a> to join.
lobby-start = Start the game
lobby-full-creator-told = Every seat is taken: the game's creator has been told by mail and starts it.
lobby-you-can-start = You can start the game when every seat is taken; you will get a mail then.
lobby-can-start-when-full = The game can start when every seat is taken.
lobby-leave = Leave this game
lobby-invite = Invite
lobby-invite-text = Send this link to the people you want to play with:
lobby-rules = Rules
lobby-deadlines = Deadlines: Planning { $planning } h, action decisions { $action } h, each combat decision { $combat } h, Westeros decisions { $westeros } h (0: none).
lobby-reminders = Reminders before a deadline: { $reminders }.
lobby-ravens = Ravens: { $press }.
lobby-starts-when-full = The game starts by itself when the last seat is taken.
lobby-creator-starts = The game's creator starts it once every seat is taken.
option-tides-on = Tides of Battle: on
option-tides-off = Tides of Battle: off
option-winter-errata = Winter Is Coming: resolved when revealed (errata)
option-winter-literal = Winter Is Coming: resolved in deck order (literal)
option-winter-reshuffles = Winter Is Coming reshuffles the discard pile too
option-ties-printed = End-of-game ties: the printed rules
option-ties-errata = End-of-game ties: errata v2.0
option-ties-first-edition = End-of-game ties: the 1st edition's
option-auto-support = Support is always accepted (no refusing)
option-sealed-support = sealed support declarations, revealed together
option-early-marches = raids and marches asked early
option-time-bank = time bank: { $bank } h per house, plus { $step } h each time it is asked
press-full = full press: a public table and private ravens
press-public = public press only: the table, no private ravens
press-none = no press: houses do not talk
press-reveal = private ravens are shown to all players when the game ends
press-private = private ravens stay private after the end
press-no-spectators = spectators do not read the table
rules-creator-clock = The creator runs the clock (extends, pauses and resumes it while playing).
rules-table-clock = The table runs the clock: pause, resume and extensions are voted.
rules-no-civil-disorder = No civil disorder: a house whose player stops answering keeps its seat.
rules-civil-disorder-after = { $count ->
    [one] A house goes into civil disorder after { $count } missed deadline.
   *[other] A house goes into civil disorder after { $count } missed deadlines in a row.
}
rules-min-reliability = Players need a reliability of at least { $percent }% (decisions made in time) to join.
rules-disorder-computer = A house without a player (civil disorder) is played by the computer.
rules-disorder-defaults = A house without a player (civil disorder) plays the documented defaults.

## The game page

game-round = Round { $round }
game-you-play = you play
game-watching = you are watching
game-ravens = Ravens
game-new-count = { $count } new
game-your-notes = your notes
game-have-shared = share the win: the game is a draw.
game-has-won = has won the game.
game-sealed-change = You can change it until the last house has answered.
game-waiting-for = Waiting for
game-secret-mark = (in secret)
game-due = due { $when }
game-deadline = Deadline:
game-your-decision = Your decision
game-whole-map = The whole map
game-map-tap = tap an area to go to its part of the form; the link by each row goes back to its area.
game-area-on-map = { $area } on the map
game-map = map
game-board = The board
game-to-scroll = , to read by scrolling
game-map-alone = the map alone
game-legend = What the marks mean
game-areas-in-words = Every occupied area, in words
game-tracks = Tracks
game-houses = Houses
game-house-figures = Power { $power } available, { $board } on the board · supply { $supply } · castles and strongholds { $castles }
game-missed = Missed deadlines: { $count }
game-time-bank = Time bank: { $left } left
game-time-bank-running = Time bank: { $left } left, running now
game-faults = Steps the site failed (a miss excused): { $count } of at most { $max }
game-hand = Hand:
game-discards = Discards:
game-empty = empty
game-none = none
game-unused-orders = Your unused order tokens:
game-what-happened = What happened
log-default-at-deadline = default at the deadline
log-forced-answer = the only possible answer, given at once
game-whole-log = The whole log
game-earlier-events = ({ $count } earlier events).
game-step-back = Step back through the game
game-round-by-round = Round by round
game-everything-revealed = Everything revealed
game-download = Download the game
game-mails-for-game = Mails for this game:
seat-mail-default = as in my settings
seat-mail-immediate = immediately
seat-mail-digest = in the daily digest
seat-mail-off = off
clock-summary = The clock (you created this game)
clock-extend-by = Extend the deadline by
clock-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
clock-a-week = a week
clock-extend = Extend
clock-resume = Resume the clock
clock-pause = Pause the clock
clock-pause-note = Pausing keeps the time left. Players may still make their moves while paused: the game goes on, only the deadline waits.
clock-mail-note = Every player gets a mail when you change the clock.
clock-left = { $left } left on this step's deadline
clock-no-deadline-on-step = no deadline on this step
clock-paused = The clock is paused ({ $left }). The game goes on: players may still make their moves; only the deadline waits until the clock is resumed.
clock-when-it-passes = When it passes, every house still awaited gets the documented default.
clock-no-deadline = No deadline for this step.
done-extended = The deadline was extended; every player got a mail.
done-paused = The clock is paused; every player got a mail.
done-resumed = The clock runs again; every player got a mail.
done-taken = You took over this house: its hand and its decisions are yours now.
done-absent = Your absence is declared; the other players see it.
done-decision = Your decision was recorded.
act-not-a-player = You do not play in this game.
act-other-house = You play House { $house } in this game, and may act for no other house.
sealed-orders = Your sealed { $what }.
sealed-card = Your sealed house card: { $card }.
sealed-bid = Your sealed bid: { $power } power.
fact-round = Round { $round } of 10.
fact-wildling-threat = Wildling threat: { $threat }.
fact-used = used this round
fact-ready = ready
fact-blade = Valyrian Steel Blade: { $state }.
fact-raven = Messenger Raven: { $state }.
fact-orders-sealed = Orders sealed by: { $houses }.
fact-bids-sealed = Bids sealed by: { $houses }.
fact-wildling-attack = Wildling attack in progress, strength { $strength }.
fact-raven-peek = You looked at the top wildling card: { $card }.
fact-westeros-cards = Westeros cards this round: { $cards }.
fact-westeros-discards = Westeros deck { $deck } discards: { $cards }.
fact-banned = Banned this round: { $orders }.
fact-wildling-deck =
    { $count ->
        [one] Wildling deck: { $count } card.
       *[other] Wildling deck: { $count } cards.
    }
combat-title = Combat in { $area }: { $attacker } attacks { $defender }
combat-title-neutral = Combat in { $area }: { $attacker } attacks a neutral force
combat-came-from = The attack came from { $area }.
combat-attacking-from = Attacking from { $area } with { $units }.
combat-stage = Stage: { $stage }.
combat-strength-before = Strength before cards: attacker { $attacker }, defender { $defender }.
combat-support = { $house } supports { $side ->
    [attacker] the attacker
   *[defender] the defender
} from { $area }{ $refused ->
    [yes] { " " }(refused)
   *[no] { "" }
}.
combat-cards = Cards: attacker { $attacker }, defender { $defender }.
combat-side-plays = { $side ->
    [attacker] The attacker
   *[defender] The defender
} plays { $card }.
combat-side-choosing = { $side ->
    [attacker] The attacker
   *[defender] The defender
} is choosing another card.
combat-card-chosen = Card chosen (still secret) by { $who ->
    [attacker] the attacker
    [defender] the defender
   *[both] the attacker and the defender
}.
combat-your-card = Your sealed card: { $card }.
combat-tides = Tides of Battle: attacker { $attacker }, defender { $defender }.
combat-your-tides = Your Tides of Battle card: { $card }.
combat-final = Final strength: attacker { $attacker }, defender { $defender }.
combat-wins = { $house } wins.
blade-used = The Valyrian Steel Blade ({ $house }) was already used this round.
blade-not-fighting = The Valyrian Steel Blade: its holder, { $house }, does not fight in this combat.
blade-neutral = The Valyrian Steel Blade cannot be used against a neutral force.
blade-may-use = The Valyrian Steel Blade: { $house } may use it for +1 once the cards are revealed.
arealine-routed = { $units } (routed)
arealine-order = order: { $house }'s { $order }
arealine-power-token = { $house } power token
arealine-garrison = garrison { $strength }
arealine-neutral-force = neutral force { $strength }
arealine-closed = closed
arealine-controlled-by = controlled by { $house }
arealine-port = (port)

## Seats and votes (issue 13)

seats-needs-player = House { $house } needs a player: { $why } (since { $since }). The defaults play it at each deadline.
seats-needs-player-computer = House { $house } needs a player: { $why } (since { $since }). The computer plays it at each deadline.
seat-why-vote = the table voted to replace its player
seat-why-computer = played by the computer until a player takes it over
seat-why-disorder = in civil disorder: its player stopped answering
seats-absent-sitter = House { $house } is absent until { $until }; { $sitter } plays it meanwhile.
seats-absent-defaults = House { $house } is absent until { $until }; its deadlines are filled by the defaults meanwhile, not counted as missed.
seats-planned = House { $house } will be absent from { $from } until { $until }.
absence-summary = Going away? Declare an absence
absence-from = From
absence-until = Until
absence-sitter = Sitter (a user who plays your house meanwhile; leave empty to let the defaults play it)
absence-declare = Declare the absence
absence-note = While you are away, a deadline your house misses is filled by the defaults and not counted as missed. At most 14 days in all per game. The other players see that you are away and until when.
take-intro = This game is under way, and a house needs a player. Whoever takes it over plays it from now on: its hand, its orders and all it may see, and the current deadline is extended so that the newcomer can act.
take-login-html = <a href="/login">Log in</a> or <a href="/register">register</a>, then open the invitation link again.
votes-title = Votes
votes-yes = Yes
votes-no = No
votes-object = Object
votes-agree = Agree
votes-about-you = This vote is about you: object to keep your seat.
votes-call = Call a vote
votes-vote-to = Vote to:
votes-hours = Hours
votes-house = House whose player is replaced
votes-deadlines = New deadlines, in hours
deadline-planning = Planning
deadline-action = Action
deadline-combat = Combat
deadline-westeros = Westeros
votes-call-button = Call the vote
votes-rules = Pause, resume, extend and deadlines pass with more than half of the players. Replacing a player, cancelling or ending the game need the yes of every player and never pass with fewer than two: one player alone decides none of them. Replacing a player also needs more than half of the other houses, a house in civil disorder counting as a no; the player in question is told at once and may object, and an objection makes the vote fail unless that player missed a deadline and has not played since. Ending the game early names no winner. A vote expires after 48 hours. Each player may have 2 pauses pass per game, 168 hours in all.
votes-cancelled = The table cancelled this game by vote: it has no result.
votes-ended = The table ended this game early by vote: it has no winner.
votes-nobody = nobody
votes-open-until = open until { $when }
votes-passed = passed
votes-failed = did not pass
votes-expired = expired undecided
votes-line = House { $house } calls a vote to { $what } ({ $state }; passes with { $rule }). Yes: { $yes }. No: { $no }.
votes-kind-pause = pause the clock
votes-kind-resume = resume the clock
votes-kind-extend = extend the deadline
votes-kind-replace = replace a player
votes-kind-cancel = cancel the game
votes-kind-end = end the game now, with the current ranking
votes-kind-deadlines = change the deadlines

## A new game

new-players = Players
new-seating-choice = Players choose their house
new-seating-random = Deal houses at random when the game starts
new-your-house = Your house (when players choose)
new-tides = Tides of Battle
new-winter = Winter Is Coming
new-winter-errata = resolved when revealed (errata)
new-winter-literal = resolved in deck order (as printed)
new-tie-breaks = End-of-game tie-breaks
new-as-printed = as printed
new-errata-v2 = errata v2.0
new-auto-support = Always accept support (skip the refusing question)
new-sealed-support = Support declared sealed, all at once (faster by mail)
new-sealed-support-help = Faster by mail: in a combat every house with a support order next to it declares at the same time, sealed, and the declarations are revealed together, instead of one house after another in turn order as the rulebook has it. A supporter no longer sees the earlier supporters' choices.
new-early-marches = Raids and marches asked early (faster by mail)
new-early-marches-help = Faster by mail: while a house chooses its next raid or march, every other house with raid or march orders left is asked its next one at the same time, sealed. Each answer is applied at its house's turn, in turn order, only if it is still legal and nothing that house could see near its orders has changed since; otherwise the house is asked again and told why. The rulebook asks one house after another.
new-deadlines = Deadlines (hours, 0 for none, at most { $max })
new-deadline-planning = Planning (orders, the Raven)
new-deadline-action = Action decisions (raids, marches, Consolidate Power)
new-deadline-combat = Each combat decision (support, house cards, the Blade, casualties, retreats)
new-deadline-westeros = Westeros decisions (options, musters, bids)
new-reminders = Reminders, hours before a deadline (up to 4, e.g. "12, 1"; empty for none)
new-deadline-note = When a deadline passes, Rookery fills in the documented default for every house still awaited (the most passive choice), and the game moves on. Who extends a deadline or pauses the clock is chosen below: the table by votes, or the creator.
new-time-bank = Time bank, instead of the deadlines above (hours, at most { $max })
new-bank-hours = Hours each house starts with (0: no bank, the deadlines above apply)
new-bank-step-hours = Hours added each time a house is asked something new
new-bank-help = A chess clock for the slow game: each house has its own bank of time (say 72 hours, plus 2 for every step), which runs only while the game waits for that house. A quick answer saves time for a busy week. When a house's bank runs out, Rookery fills in the documented default for that house alone (counted as a missed deadline; two in a row put it into civil disorder), and from then on it has only the hours added for each step.
new-who-may-join = Who may join
new-anyone = Anyone (listed on the front page)
new-invite-only = Only people with the invitation link
new-when-starts = When the game starts
new-start-creator = When I start it, once every seat is taken (I get a mail then)
new-start-when-full = By itself, as soon as the last seat is taken
new-ravens = Ravens (messages between houses)
new-press-full = Full press: a public table and private ravens between any houses
new-press-public = Public press only: the table, no private ravens
new-press-none = No press: houses do not talk in the game
new-press-reveal = Show every private raven to all players when the game ends
new-press-spectators = Spectators may read the public table
new-create = Create the game
new-vanishes = When a player vanishes
new-civil-disorder-after = Civil disorder after this many missed deadlines in a row (0: never)
new-min-reliability = Minimum reliability to join or take over a house, in % of decisions made in time (0: anyone)
new-clock-votes = Once started, the table runs the clock by votes (pause, resume, extend)
new-clock-creator = The creator runs the clock (shown in the lobby)
new-disorder-computer = The computer plays a house in civil disorder
new-disorder-defaults = A house in civil disorder plays the documented defaults
new-error-deadline = The deadline { $value } is not a whole number of hours.
new-error-reminder = The reminder { $value } is not a whole number of hours (e.g. "12, 1").
new-error-players = A game has 3 to 6 players.
new-error-seating = { $value } is not a way of seating players.
new-error-house = Choose your house.
new-error-house-count = House { $house } does not play in a { $count }-player game.

## The log, the map, the past

back-to-game = Back to the game
log-title = Log of { $game }
log-heading = The log of
map-title = The map of { $game }
map-heading = The map of
map-scroll = Scroll the map to read it; tap an area to go to its part of your decision on
map-game-page = the game page.
history-title = history
history-link = History
history-after = After { $at } of { $len ->
    [one] { $len } input
   *[other] { $len } inputs
}
history-start = Start
history-previous = Previous
history-next = Next
history-now = Now
history-over = The game is over: every house's view of every moment may be seen.
history-see-as = See it as:
history-a-spectator = a spectator
history-jump = Jump to a round, a phase or a combat
history-board-then = The board then
history-what-had-happened = What had happened
history-earlier-events = { $count } earlier events.
history-house-view = House { $house }'s view
history-spectator-view = a spectator's view
moment-combat = Round { $round }: combat in { $area } resolved
moment-planning = Round { $round }: Planning
moment-action = Round { $round }: Action
moment-westeros = Round { $round }: Westeros
moment-end = The end
rounds-end = End (round { $round })
rounds-caption = Castles and strongholds per house at the start of each round:
rounds-cell =
    { $castles ->
        [one] { $castles } castle
       *[other] { $castles } castles
    } · { $power } power · supply { $supply } · throne { $throne }
rounds-chart-title = Castles and strongholds per house, round by round
rounds-chart-end = end
revealed-intro = The game is over: here is what it kept secret while it was played.
revealed-verify = (its setup, seed and whole log) and check it with
revealed-seed-decks = The seed and the decks
revealed-seed = Seed:
revealed-westeros-deck = Westeros deck { $deck }, as shuffled at the start: { $cards }
revealed-wildling-deck = Wildling deck, as shuffled at the start: { $cards }
revealed-looks = Looks at the wildling deck
revealed-nobody-looked = Nobody looked.
revealed-sealed = Every sealed answer
revealed-sealed-note = Orders, bids and house cards as each house sealed them, those it replaced before the reveal included.
revealed-no-card = no card
revealed-peek = Round { $round }: { $house } looked at { $card } and { $bury ->
    [yes] put it at the bottom
   *[no] left it on top
}.
profile-reliability = Reliability
profile-played = Games played
profile-finished = Finished
profile-won = Won
profile-decisions = Decisions
profile-missed = Deadlines missed per 100 decisions
profile-in-time = Decisions made in time
profile-median = Median time to act once asked
profile-civil-disorders = Civil disorders
profile-note = A decision is each time one of this player's houses was asked something and it was settled, by the player or by a deadline. A deadline missed during a declared absence, or on a step where the site failed the player, is not counted.

## Ravens

list-and = and
ravens-at-table = at the table (all houses)
ravens-with = with { $houses }
ravens-none-yet = No raven yet.
ravens-moment = round { $round }, { $phase }
ravens-press = Press rules: { $press }.
ravens-no-conversation = No conversation you can read yet.
ravens-count = { $count ->
    [one] { $count } raven
   *[other] { $count } ravens
}
ravens-muted = muted
ravens-send-private = Send a private raven
ravens-to = To (only the houses ticked, and yours, will read it)
ravens-open = Open the conversation
ravens-your-notes = Your notes
ravens-notes-private = Nobody but you ever sees these.
ravens-saved = Saved.
ravens-save-notes = Save the notes
ravens-back-to = Back to { $game }
ravens-all = All conversations
ravens-by-mail = by mail
ravens-new = new
ravens-your-raven = Your raven (at most { $max } characters)
ravens-send = Send the raven
ravens-unmute = Unmute: mail me new ravens here
ravens-mute = Mute: no mail and no count for this conversation

## Unsubscribing

unsub-title = Mail from Rookery
unsub-account = Mail settings of the account { $name }.
unsub-no-mail-game = You get no mail about the game { $game }.
unsub-stop-game = Stop mails about the game “{ $game }”
unsub-all-off = Notification mails are off for this account (mails to confirm an address or reset a password still go out when you ask for them).
unsub-stop-all = Stop all notification mails
unsub-turn-back-html = You can turn mails back on in your <a href="/settings#mail">settings</a> after logging in.
unsub-done-game = Done: no more mail about this game.
unsub-done-all = Done: no more notification mails.
unsub-done = Done: you are unsubscribed.
link-not-valid = This link is not valid
link-not-valid-text = This link is not known here: it may have been copied incompletely. Links in our mails are long, so copy the whole of it.
link-used = This link cannot be used any more
forgot-throttled = Too many requests for new passwords. Wait a quarter of an hour and try again.

## API, webhooks and calendar

api-back = Back to the settings
api-tokens = API tokens
api-tokens-intro-html = A personal API token lets a program (a bot, another client) act for your account through the JSON API at <code>/api/v1</code> (described by <a href="/api/v1/openapi.json">its OpenAPI document</a>). Send it as <code>Authorization: Bearer TOKEN</code>. Anyone holding it can play your games: keep it secret, and revoke it when you stop using it.
api-new-token = New token (shown only now):
api-no-token = You have no API token.
api-token-dates = made { $made } · last used { $used }
api-never = never
api-revoke = Revoke
api-token-for = What it is for
api-make-token = Make a new token
api-webhooks = Webhooks
api-webhooks-intro = Rookery can call a URL of yours (a Discord or Slack channel's webhook, or your own program) when a game starts, when it is your move, at the end of each phase and when a game ends: the same events as the mails, whatever your mail settings. The URL must be public (not a local or private address).
api-no-webhook = You have no webhook.
api-hook-for = for { $scope }
api-all-my-games = all my games
api-all-my-games-option = All my games
api-the-game = the game “{ $game }”
api-game-number = game { $id }
api-remove = Remove
api-format = Format
api-for = For
api-add-webhook = Add the webhook
api-push = Phone notifications
api-push-intro = Your phone's browser can show a notification when a game starts, when it is your move, after each phase and at the end (the same events as the mails).
api-push-on = { $count ->
    [one] Notifications are on for { $count } browser.
   *[other] Notifications are on for { $count } browsers.
}
api-push-turn-on = Turn on notifications in this browser
api-push-noscript = Turning notifications on needs JavaScript; everything else works without it.
api-push-stop = Stop notifications on every browser
api-push-off = Phone notifications are not set up on this server.
api-calendar = Calendar
api-calendar-intro = A secret calendar URL lists the deadlines of the games waiting for you: subscribe to it in your calendar app. Anyone with the URL sees your deadlines; make a new one to stop the old.
api-calendar-url = Your calendar URL (shown only now):
api-calendar-new = Make a new calendar URL (the old one stops)
api-calendar-make = Make my calendar URL
api-calendar-stop = Stop my calendar feed
api-done-revoked = The token is revoked: requests with it are refused from now on.
api-done-hook = Webhook added.
api-done-unhooked = Webhook removed.
api-done-nopush = Notifications stopped on every browser.
api-done-push = This browser gets notifications now.
api-done-nocalendar = Your calendar feed is stopped: its URL shows nothing any more.
api-new-token-shown = Your new API token is below. Copy it now: it is shown only this once.
api-calendar-shown = Your calendar URL is below. Copy it into your calendar app now: it is shown only this once.

## Reliability

rel-under-a-minute = under a minute
rel-minutes = { $m } min
rel-hours = { $h } h
rel-hours-minutes = { $h } h { $m } min
rel-short =
    { $games ->
        [one] { $percent }% in time, { $games } game, median time to act { $median }, { $disorders } civil disorders
       *[other] { $percent }% in time, { $games } games, median time to act { $median }, { $disorders } civil disorders
    }
rel-player =
    { $games ->
        [one] { $name } ({ $percent }% in time, { $games } game)
       *[other] { $name } ({ $percent }% in time, { $games } games)
    }
lobby-reminders-none = none

## Dates (weekdays from Monday, months from January)

date-time = { $weekday } { $day } { $month } { $year }, { $time } { $zone }
date-weekday-1 = Mon
date-weekday-2 = Tue
date-weekday-3 = Wed
date-weekday-4 = Thu
date-weekday-5 = Fri
date-weekday-6 = Sat
date-weekday-7 = Sun
date-month-1 = Jan
date-month-2 = Feb
date-month-3 = Mar
date-month-4 = Apr
date-month-5 = May
date-month-6 = Jun
date-month-7 = Jul
date-month-8 = Aug
date-month-9 = Sep
date-month-10 = Oct
date-month-11 = Nov
date-month-12 = Dec

## The map's area titles (web/map/render.rs)
map-area-controlled = { $area }, controlled by { $house }
map-area-closed = { $area }, closed in this game

## The map: its title and legend (src/web/map)

map-svg-title = The map, round { $round }
map-legend-units = Units in their house's colour and pattern: F footmen, K knights, S ships, E siege engines (with how many).
map-legend-routed = Routed units: pale and struck through.
map-legend-order = A revealed order (M march, D defense, S support, R raid, CP consolidate power; ★ special), edged in its house's colour.
map-legend-sealed = Your own sealed order: dashed, on yellow. Only you see it until the orders are revealed.
map-legend-power = A power token (P) holding an area for its house, in the house's colour and pattern.
map-legend-garrison = A garrison (G) and its strength.
map-legend-neutral = A neutral force and its strength; “closed”: an area not used with this many players (dark grey).
map-legend-icons = Printed icons: castle (one tower) or stronghold (two), supply barrels, power crowns.
map-legend-control = Land tinted in a house's colour and pattern: that house controls it.
map-legend-port = A port: the small basin on a castle's coast; its ships are drawn just off it.
map-legend-river = A river: the two areas on either side do not border each other.
map-legend-focus = An area your decision is about: tap it to go to its part of the form.
map-legend-target = An area your decision may choose (a destination, a target, a retreat).
map-legend-combat = The combat in progress: outlined in red, “vs” and the attacking units in it, a red line from where they marched, dashed lines from the supporting areas (grey: support refused).

## The map's marks in the reader's letters, and what a screen reader hears of an area (issue 27)

map-letter-footman = F
map-letter-knight = K
map-letter-ship = S
map-letter-siege_engine = E
map-letter-march = M
map-letter-defense = D
map-letter-support = S
map-letter-raid = R
map-letter-consolidate = CP
map-letter-garrison = G
map-letter-neutral = N
map-letter-power = P
map-mark-versus = vs
map-mark-closed = closed
map-area-units = { $units } of House { $house }
map-area-routed = routed: { $units } of House { $house }
map-area-order = order { $order } of House { $house }
map-area-sealed = your sealed order { $order }
map-area-power = a power token of House { $house }
map-area-attacked = attacked by { $units } of House { $house }
map-area-contents = { $area }: { $contents }
map-legend-patterns = House patterns: Stark horizontal lines, Lannister rising diagonals, Baratheon dots, Greyjoy vertical lines, Tyrell falling diagonals, Martell a grid.
history-map-region = The map (scrolls)
rounds-table-region = The table of rounds (scrolls)

## The phone notifications script (static/push.js)

api-push-subscribed = This browser gets notifications now.
api-push-refused = The server refused the subscription.
api-push-failed = Notifications could not be turned on:

## Issue 28: computer seats and the computer standing in
lobby-start-computer = Start now: the computer plays the empty seats
lobby-start-computer-note = A practice game, or a table that starts now: anyone may take over a computer's house later (the front page lists them).
computer-player = computer
seats-computer-seat = House { $house } is played by the computer until a player takes it over.
wanted-computer-seat = played by the computer until a player takes it over
game-computer-stand-in = If I miss a deadline, let the computer play for me this step
