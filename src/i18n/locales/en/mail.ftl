# English (en): the mails' words (src/service/notify.rs, schedule.rs, src/mail/compose.rs).
# Each mail is written in its recipient's language (users.language).

## The frame of every notification

mail-greeting = Hello { $name },
mail-why-house = You play House { $house } in “{ $game }”.
mail-why-game = You play in “{ $game }”.
mail-why-settings = You get this mail because of your Rookery mail settings.
mail-settings-link = Change what Rookery mails you
mail-unsubscribe = Unsubscribe
mail-or-open = Or open { $url }
mail-no-deadline = no deadline
mail-open-game = Open the game
mail-make-move = Make your move
mail-deadline-default = Deadline: { $due }. If it passes, Rookery fills in the documented default for you.
mail-reply-hint = To answer by mail, reply to this mail with the lines below, changed as you decide (one line per choice; lines you leave out keep the value shown).

## The game has started

mail-started-subject = { $game }: the game has started, you play House { $house }
mail-started-begun = “{ $game }” has begun: every seat is taken. You play House { $house }.
mail-started-asked = Round { $round }, { $phase }: you are asked to { $needed }. Deadline: { $due }.

## Your move

mail-move-subject = { $game }: your move, House { $house }: { $what } (round { $round }, { $phase })
mail-move-asked = In “{ $game }”, round { $round }, { $phase }, House { $house } is asked to { $needed }.

## Reminder before a deadline

mail-reminder-subject =
    { $hours ->
        [one] { $game }: reminder, House { $house } has { $hours } hour left
       *[other] { $game }: reminder, House { $house } has { $hours } hours left
    }
mail-reminder-asked = In “{ $game }”, round { $round }, { $phase }, House { $house } is still asked to { $needed }.

## A missed deadline

mail-missed-subject = { $game }: you missed the deadline, House { $house }
mail-missed-excused-subject = { $game }: the deadline passed, House { $house } (not counted)
mail-missed-passed = In “{ $game }”, the deadline of round { $round }, { $phase } passed before House { $house } answered.
mail-missed-moved-on = The game moved on without an answer from you.
mail-missed-filled = Rookery filled in the documented default for you, as the rules of this site say:
mail-missed-excused = The site failed one of your answers on this step (a form it could not read, or a server error): this deadline does not count against you. We are sorry.
mail-missed-count =
    { $count ->
        [one] House { $house } has now missed a deadline in this game once. The page shows it to every player.
       *[other] House { $house } has now missed a deadline in this game { $count } times. The page shows it to every player.
    }

## Every seat is taken

mail-full-subject = { $game }: every seat is taken, start the game
mail-full-seats = All { $count } seats of “{ $game }” are taken. The game begins when you start it.
mail-full-start = Starting it deals the houses (if they are dealt at random) and sets the first deadline.
mail-open-lobby = Open the lobby

## A phase's summary

mail-summary-subject = { $game }: round { $round }, { $title }
mail-summary-intro = In “{ $game }”, round { $round }:
mail-summary-orders = orders revealed
mail-summary-action = the Action phase
mail-summary-westeros = the Westeros phase
mail-summary-nothing = what happened
mail-whole-log = The whole log

## Game over

mail-over-subject = { $game }: game over, House { $house } wins
mail-over-subject-none = { $game }: game over, no winner
mail-over-winner = House { $house } wins “{ $game }” in round { $round }.
mail-over-no-winner = “{ $game }” is over.
mail-over-subject-shared = { $game }: game over, a shared win ({ $houses })
mail-over-shared = Houses { $houses } share the win of “{ $game }” in round { $round }: the game is a draw.
mail-over-you-shared = Congratulations: you share the win.
mail-over-you-won = Congratulations: you sit on the Iron Throne.
mail-over-thanks = Thank you for playing.
mail-over-standing =
    { $castles ->
        [one] House { $house } ({ $player }): { $castles } castle or stronghold
       *[other] House { $house } ({ $player }): { $castles } castles and strongholds
    }
mail-final-board = The final board

## The clock: extended, paused, resumed

mail-clock-extended-subject = { $game }: the deadline is extended to { $due }
mail-clock-extended =
    { $hours ->
        [one] { $who } extended the deadline of round { $round }, { $phase } in “{ $game }” by { $hours } hour.
       *[other] { $who } extended the deadline of round { $round }, { $phase } in “{ $game }” by { $hours } hours.
    }
mail-clock-new-deadline = New deadline: { $due }.
mail-clock-paused-subject = { $game }: the clock is paused
mail-clock-paused = { $who } paused the clock of “{ $game }” (round { $round }, { $phase }).
mail-clock-time-left = The time left, { $left }, is kept for when the clock is resumed.
mail-clock-no-deadline = The current step has no deadline.
mail-clock-game-goes-on = The game goes on: you may still make your moves while the clock stands still.
mail-clock-resumed-subject = { $game }: the clock runs again, deadline { $due }
mail-clock-resumed = { $who } resumed the clock of “{ $game }” (round { $round }, { $phase }).
mail-clock-deadline = Deadline: { $due }.

## The daily digest

mail-digest-subject =
    { $count ->
        [one] Rookery: your daily digest ({ $count } notification)
       *[other] Rookery: your daily digest ({ $count } notifications)
    }
mail-digest-intro = What happened in your games since the last digest, as of { $at }:
mail-digest-your-games = Your games
mail-digest-why = You get one digest a day instead of a mail for each move, as your Rookery mail settings say.

## Seats: civil disorder, a house taken over

mail-disorder-yours-subject = { $game }: House { $house } is in civil disorder
mail-disorder-yours =
    { $count ->
        [one] House { $house } missed { $count } deadline in “{ $game }”, so it is now in civil disorder: the documented defaults play it at each deadline, and any player may take it over.
       *[other] House { $house } missed { $count } deadlines in a row in “{ $game }”, so it is now in civil disorder: the documented defaults play it at each deadline, and any player may take it over.
    }
mail-disorder-return = To keep your house, make any decision for it before someone takes it over: you return at once.
mail-disorder-subject = { $game }: House { $house } needs a player
mail-disorder-others =
    { $count ->
        [one] House { $house } missed { $count } deadline in “{ $game }” and is now in civil disorder: the defaults play it until its player returns or a newcomer takes it over. Its steps get short deadlines so that you do not wait for it.
       *[other] House { $house } missed { $count } deadlines in a row in “{ $game }” and is now in civil disorder: the defaults play it until its player returns or a newcomer takes it over. Its steps get short deadlines so that you do not wait for it.
    }
mail-taken-you-subject = { $game }: you now play House { $house }
mail-taken-you = You took over House { $house } in “{ $game }” (round { $round }, { $phase }). Its hand, its orders and all it may see are yours now.
mail-taken-you-deadline = The current deadline was extended so that you can act: { $due }.
mail-taken-old-subject = { $game }: House { $house } was taken over
mail-taken-old = { $who } took over House { $house } in “{ $game }”, which was waiting for a player. You no longer play in this game.
mail-taken-subject = { $game }: { $who } now plays House { $house }
mail-taken = { $who } took over House { $house } in “{ $game }”.
mail-taken-deadline = The current deadline was extended so that the newcomer can act: { $due }.

## Votes

vote-what-pause =
    { $hours ->
        [one] pause the clock for { $hours } hour
       *[other] pause the clock for { $hours } hours
    }
vote-what-resume = resume the clock
vote-what-extend =
    { $hours ->
        [one] extend the current deadline by { $hours } hour
       *[other] extend the current deadline by { $hours } hours
    }
vote-what-replace = replace the player of House { $house }
vote-what-cancel = cancel the game, with no result
vote-what-end = end the game now, with the current ranking
vote-what-deadlines = set the deadlines to { $deadlines }
vote-deadlines-list = planning { $planning } h, action { $action } h, combat { $combat } h, Westeros { $westeros } h
vote-rule =
    { $rule ->
        [replace] every other player, at least two, and more than half of the other houses (a house without a player counts as no); the player in question may object
        [majority] more than half of the players
       *[all] every player, at least two
    }
mail-vote-subject = { $game }: vote to { $what }
mail-vote-called = House { $house } calls a vote in “{ $game }”: { $what }.
mail-vote-rule = It passes with the yes of { $rule }; it expires { $expires } if undecided.
mail-vote-about-you = This vote is about you. To keep your seat, object on the game page before { $expires }: your objection makes it fail, unless you missed a deadline and have not played since. Without an objection, it passes then if every other player said yes.
mail-vote-action = Vote
mail-vote-result =
    { $status ->
        [passed] The vote in “{ $game }” to { $what } passed.
        [failed] The vote in “{ $game }” to { $what } did not pass.
       *[expired] The vote in “{ $game }” to { $what } expired undecided.
    }
mail-vote-result-subject =
    { $status ->
        [passed] { $game }: the vote to { $what } passed
        [failed] { $game }: the vote to { $what } did not pass
       *[expired] { $game }: the vote to { $what } expired undecided
    }
vote-done-could-not = It could not be done: { $why }
vote-done-paused =
    { $hours ->
        [one] The clock is paused for { $hours } hour, until { $until }; it runs again by itself then.
       *[other] The clock is paused for { $hours } hours, until { $until }; it runs again by itself then.
    }
vote-done-resumed = The clock runs again; deadline: { $due }.
vote-done-extended = The deadline is extended to { $due }.
vote-done-replaced = House { $house } lost its player and waits for a new one: anyone may take it over; the defaults play it meanwhile.
vote-done-replaced-computer = House { $house } lost its player and waits for a new one: anyone may take it over; the computer plays it meanwhile.
vote-done-cancelled = The game is cancelled, with no result.
vote-done-ended = The game ended early, with no winner; the ranking as it stood: { $ranking }.
vote-done-deadlines = From the next step on, the deadlines are: { $deadlines }.

## Ravens (the players' messages)

mail-raven-table = at the table (all houses)
mail-raven-house = House { $house }
mail-raven-with = with { $houses }
mail-raven-subject =
    { $count ->
        [one] { $game }: a new raven — { $title }
       *[other] { $game }: { $count } new ravens — { $title }
    }
mail-raven-intro =
    { $count ->
        [one] A new raven in “{ $game }”, { $title }:
       *[other] { $count } new ravens in “{ $game }”, { $title }:
    }
mail-raven-reply-hint = Reply to this mail to answer in the conversation: your reply is posted as your house (the quoted mail and your signature are left out).
mail-raven-open = Open the conversation
mail-raven-why = You play House { $house } in “{ $game }”. You get this mail because of your Rookery mail settings; mute the conversation on its page to stop it.

## Account mails: confirming an address, a new password, an address asked for

acct-verify-subject = Rookery: confirm your e-mail address
acct-verify-title = Confirm your address
acct-verify-intro = please confirm that { $email } is your address on Rookery, so that it can send you mail about your games. Open this link and press the button on the page:
acct-verify-for = This link gives { $email } to the account “{ $name }”: only confirm it if you registered “{ $name }” yourself.
acct-verify-other = Another account, “{ $other }”, also asked for this address; only confirm if you registered “{ $name }”.
acct-verify-button = Confirm my address
acct-link-once = The link works once and expires on { $expires }.
acct-verify-ignore = If this wasn't you, ignore this mail: nothing happens without the link, and no notification goes to an address that was not confirmed.
acct-reset-subject = Rookery: choose a new password
acct-reset-title = Choose a new password
acct-reset-intro = someone (we hope you) asked to choose a new password for your Rookery account “{ $name }”. Open this link to choose one:
acct-reset-once = The link works once and expires on { $expires }. Choosing a new password logs the account out on every other device.
acct-reset-ignore = If this wasn't you, ignore this mail: your password stays as it is.
acct-in-use-subject = Rookery: someone asked for your address
acct-in-use-title = Your address was asked for
acct-in-use-intro = someone asked to use { $email }, your confirmed address on Rookery, for the account “{ $asker }”. An address belongs to one account, so nothing was sent to confirm it, and your account keeps it.
acct-in-use-forgot = If that was you and you forgot that you already have an account: log in as “{ $owner }”, or choose a new password here:
acct-in-use-ignore = If it wasn't you, ignore this mail: nothing changes for your account.

## Answers to a reply (src/service/replies.rs)

mail-answer-greeting = Hello,
mail-answer-why = This answers a mail you sent to Rookery.
mail-answer-again = Reply to this mail with the lines below, changed as you decide:
mail-answer-dead-subject = { $game }: your reply was not used
mail-answer-dead =
    { $why ->
        [revoked] Your reply was not used: this reply address was revoked.
        [over] Your reply was not used: the game is over.
        [unseated] Your reply was not used: you no longer play this house.
       *[old] Your reply was not used: this reply address is too old.
    }
mail-answer-raven-subject = { $game }: your raven was not sent
mail-answer-raven = Your reply was not posted: { $why }
mail-answer-idle-subject = { $game }: nothing is asked of House { $house } now
mail-answer-idle = Your reply was not used: nothing is asked of House { $house } at the moment (the game moved on, or your answer is already in).
mail-answer-moved-on-subject = { $game }: your reply came too late
mail-answer-moved-on = Your reply was not used: it answered an earlier request to House { $house }, and the game has moved on since. What House { $house } is asked now is below.
mail-reply-quoted = it still holds part of the mail you replied to (a quoted mail, an address or one of its lines). Write only your message above the quoted mail, or delete the quoted mail, and send it again.
mail-answer-unreadable-subject = { $game }: your reply could not be read
mail-answer-unreadable = Your reply could not be read: { $why }
mail-answer-recorded-subject = { $game }: recorded — { $title }
mail-answer-recorded = Recorded for House { $house }: { $what }.
mail-answer-refused-subject = { $game }: not recorded — { $title }
mail-answer-refused = Your answer was not recorded: { $why }
