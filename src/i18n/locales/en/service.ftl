## Why the service did not do what was asked (src/service: `Reason`), shown on pages and in
## mails in the reader's language, in English in the JSON API and the logs.

## Lobby

svc-players-range = A game of this edition has { $min } to { $max } players.
svc-house-not-in-game = House { $house } does not play in a { $players }-player game.
svc-choose-your-house = Choose your house.
svc-choose-a-house = Choose a house.
svc-open-lobbies = You have { $open } games waiting for players, and { $max } is the most one may have: start one of them, or leave one nobody else has joined, before creating another.
svc-games-per-day = One may create { $max } games a day, and you did: please try again tomorrow.
svc-already-started = The game has already started.
svc-already-seated = You already sit at this game.
svc-game-full = The game is full.
svc-reliability-too-low = This game asks for a reliability of at least { $min }% (decisions made in time); yours is { $mine }%.
svc-house-taken = House { $house } is taken.
svc-seat-just-taken = That seat was just taken.
svc-started-cannot-leave = A started game cannot be left.
svc-not-seated = You do not sit at this game.
svc-only-creator-starts = Only the game's creator can start it.
svc-starts-when-full = The game starts when all { $players } seats are taken ({ $seated } so far).

## Accounts and addresses

svc-name-taken = The name “{ $name }” is taken, or too like a name that is: choose another.
svc-registrations-paused = Too many accounts were made in the last hour: registering is paused for a while. Please try again later.
svc-registrations-per-client = At most { $max } accounts may be made from one address in an hour. Please try again later.
svc-login-slow = This account had many failed log-ins lately, so a browser that has not logged in to it before gets one try a minute. Wait a minute and try again, or log in from a browser you used before.
svc-wrong-login = Wrong name or password.
svc-link-used = This link was already used: each link works once.
svc-no-address = This account has no e-mail address.
svc-verify-link-expired = This link has expired: links to confirm an address work for { $hours } hours. Log in and ask for a new one on your settings page.
svc-reset-link-expired = This link has expired: password links work for { $minutes } minutes. Ask for a new one.
svc-link-old-address = This link was for { $email }, which is no longer the address of this account.
svc-address-confirmed-elsewhere = Another account confirmed this address first, so it cannot be yours here too. Log in to that account, or give this one another address on the settings page.
svc-verify-other-account = This link confirms the address of the account “{ $name }”, but you are logged in as “{ $you }”: it is refused. If “{ $name }” is not yours, ignore the link (the address stays yours to confirm with your own link); if it is, log out and open the link again.
svc-address-changed-meanwhile = The address of this account changed meanwhile.
svc-wrong-password-address = That is not your password: the address was not changed.
svc-already-your-address = { $email } is already your address.
svc-address-changes-per-day = An account may change its address { $max } times a day, and this one did: please try again tomorrow.
svc-no-address-yet = Your account has no e-mail address yet: enter one first.
svc-already-verified = Your address is already verified.
svc-verify-resend-wait = A verification mail went out less than { $minutes } minutes ago: give it a little time (and look in the spam folder). You can ask again after { $when }.
svc-unconfirmed-mails-per-day = At most { $max } mails a day go to an address that is not confirmed yet, and this one had them: please ask again tomorrow.
svc-digest-hour = The digest hour is a whole hour from 0 to 23.
svc-not-in-game = You do not play in this game.
svc-enter-name-or-address = Enter your name or your e-mail address.
svc-name-or-address-too-long = A name or an address has at most { $max } characters.

## Ravens

svc-ravens-need-house = Only a player with a house sends ravens.
svc-ravens-game-over = This game is over: no new conversations.
svc-house-has-no-player = House { $house } has no player in this game.
svc-ravens-choose-house = Choose at least one other house to send ravens to.
svc-ravens-not-in-conversation = Only the houses of this conversation write to it.
svc-ravens-per-hour = You sent { $max } ravens in this game in the last hour, the most there may be. Try again later.
svc-notes-players-only = Only the players of a game keep notes in it.
svc-notes-too-long = Notes hold at most { $max } characters.
svc-raven-empty = The raven is empty.
svc-raven-too-long = A raven carries at most { $max } characters; this one has { $count }.

## The creator's clock

svc-extend-hours = A deadline is extended by 1 to { $max } hours.
svc-no-deadline = There is no deadline to extend now.
svc-clock-creator-only = Only the game's creator, while playing in it, may extend, pause or resume its deadlines.
svc-clock-by-votes = In this game the table runs the clock: call a vote to pause, resume or extend.
svc-game-over = The game is over.
svc-not-started = The game has not started yet.
svc-clock-paused-resume = The clock is paused: resume it first.
svc-extend-step-cap = A step's deadline may be extended by { $max } hours in all; this one was already extended by { $done }.
svc-extend-game-cap = A game's deadlines may be extended by { $max } hours in all; this game's were already extended by { $done }.
svc-clock-already-paused = The clock is already paused.
svc-clock-not-paused = The clock is not paused.

## The calendar feed (src/service/calendar.rs)

cal-name = Rookery deadlines
cal-summary = Deadline: { $game } (House { $house })
cal-description = Round { $round }, { $phase }: House { $house } is awaited. When the deadline passes, the documented default is filled in.

## Votes, taking over and absences

svc-votes-in-play = Votes are called in a game in play.
svc-votes-who-calls = Only a player of this game (whose house is not in civil disorder) may call a vote.
svc-vote-open =
    { $kind ->
        [replace] A vote to replace a player is already open: vote on it.
       *[other] A vote to { $kind } is already open: vote on it.
    }
svc-pause-hours = A pause lasts 1 to { $max } hours.
svc-pauses-per-player = You have paused this game { $count } times, the most one player may ({ $max }).
svc-pause-hours-left = One player may pause a game { $max } hours in all; you have { $left } hours left.
svc-no-running-deadline = There is no running deadline to extend now.
svc-replace-which-house = Name the house whose player to replace.
svc-replace-no-player = House { $house } has no player to replace.
svc-replace-yourself = To leave your own house, stop playing it: it goes into civil disorder.
svc-give-deadlines = Give the new deadlines.
svc-vote-closed = This vote is closed.
svc-vote-not-yours = You do not vote on this: only the players do (the player a vote to replace is about may object).
svc-vote-cannot-pass = This vote cannot pass: it needs { $needed } yes, and { $voters ->
        [one] only one player may
       *[other] only { $voters } players may
    } vote on it. Replacing a player, cancelling or ending the game needs at least two players’ yes (and, to replace a player, more than half of the other houses, a house without a player counting as no).
svc-already-voted = You already voted on this.
svc-not-your-house = You do not play House { $house } in this game.
svc-take-over-in-play = Only a game in play has houses to take over.
svc-take-over-has-player = House { $house } has a player: only a house in civil disorder, or one the table voted to replace, can be taken over.
svc-take-over-yours = House { $house } is yours: make any decision for it and you are back.
svc-take-over-one-house = You already play a house in this game: one may play only one.
svc-take-over-replaced = The table voted to replace you in this house.
svc-absence-players-only = Only a player of this game may declare an absence from it.
svc-absence-in-play = An absence is declared in a game in play.
svc-absence-ends-after = An absence ends after it begins.
svc-absence-over = That absence is already over.
svc-absence-overlap = You already declared an absence at that time.
svc-absence-cap = A player may be away { $max } days in all in one game; you have { $left } left.
svc-no-such-user = There is no user named “{ $name }”.
svc-sitter-plays = { $name } plays in this game: a sitter must be someone who does not.

## Names, passwords, addresses, time zones

svc-name-length = A name has 3 to 32 characters.
svc-name-characters = A name may use letters, digits, spaces and _ - . only.
svc-name-spaces = A name may not start or end with a space, or have two in a row.
svc-name-one-script = A name is written in one script: do not mix, say, Latin and Cyrillic letters.
svc-game-name-length = A game's name has 1 to 60 characters.
svc-text-control =
    { $what ->
        [name] A name may not contain control characters.
       *[game_name] A game's name may not contain control characters.
    }
svc-text-bidi =
    { $what ->
        [name] A name may not contain characters that change the direction of the text.
       *[game_name] A game's name may not contain characters that change the direction of the text.
    }
svc-text-invisible =
    { $what ->
        [name] A name must have something visible in it.
       *[game_name] A game's name must have something visible in it.
    }
svc-password-short = A password has at least 8 characters.
svc-password-long = A password has at most 256 bytes.
svc-time-zone = “{ $zone }” is not a time zone name such as Europe/Paris or UTC.
svc-email-empty = Enter your e-mail address.
svc-email-too-long = An e-mail address has at most { $max } characters.
svc-email-bad = “{ $email }” does not look like an e-mail address (name@example.org).

## A new game's deadlines and seat rules

svc-deadline-max = A deadline is at most { $max } hours.
svc-bank-max = A time bank is at most { $max } hours.
svc-reminder-hours = A reminder comes 1 to { $max } hours before a deadline.
svc-reminders-max = At most { $max } reminders.
svc-civil-disorder-after = Civil disorder comes after 1 to { $max } missed deadlines in a row (0: never).
svc-min-reliability = The minimum reliability is a percentage, 0 to 100.
svc-clock-choice = “{ $value }” is not a choice of who runs the clock.
svc-disorder-player = “{ $value }” is not a choice of what plays a house in civil disorder.
svc-not-a-number-of-misses = “{ $value }” is not a number of missed deadlines.
svc-not-a-percentage = “{ $value }” is not a percentage.

## Secrets, exports, API tokens, webhooks and phone notifications

svc-secrets-when-over = A game's secrets are shown once it is over.
svc-export-when-over = A game can be exported once it is over: until then its log and its seed are secret.
svc-token-name-empty = Give the token a name (what it is for, e.g. “my bot”).
svc-token-name-bad = A token's name is at most 60 characters, without control characters.
svc-tokens-max = An account holds at most { $max } API tokens: revoke one first.
svc-webhook-format = “{ $format }” is not a webhook format (json, discord or slack).
svc-webhooks-max = An account has at most { $max } webhooks: remove one first.
svc-push-not-set-up = Phone notifications are not set up on this server.
svc-push-bad-keys = The browser's push keys are not valid.
svc-push-max = An account has at most { $max } browsers with notifications: stop them and subscribe again.

## A form post not as its page made it (src/web, src/decisions: `FormError`); a field's name is
## the form's own (`house`, `digest_hour`), as posted

svc-form-missing = The form has no field “{ $field }”.
svc-form-invalid = The field “{ $field }” does not take the value “{ $value }”.
svc-form-value = “{ $value }” is not a value this form takes.
svc-form-unreadable = The form could not be read: its text is broken.
svc-form-too-many-fields = The form has more than { $max } fields.
svc-form-interrupted = The form did not arrive whole: please try again.
svc-form-hours = “{ $value }” is not a whole number of hours.
svc-form-datetime = “{ $value }” is not a date and time like 2026-12-24 18:00.
svc-form-no-such-time = { $value } does not exist in your time zone: the clocks skip that hour.
svc-unsubscribe-no-game = This link is for all of the account's mails, not for one game's.

## Playing, ravens, API tokens

svc-game-stopped = The table stopped this game by a vote.
svc-seals-per-step = House { $house } has sealed its answer { $count } times in this step, the most one may: it stays as sealed last, until every house is in.
svc-ravens-press = This game's press rules: { $press }.
svc-api-rate = Your account made { $max } API requests in the last minute (all its tokens together), the most it may: try again in { $wait }.
svc-api-rate-address = { $max } API requests came from your address in the last minute, the most one address may send: try again in { $wait }.
svc-api-bad-tokens = Too many requests with a missing, unknown or revoked API token came from your address: try again in { $wait }.

## A webhook's URL (src/service/webhooks.rs), and a browser's push address

svc-outbound-url-bad = This is not a web address (URL) that can be called.
svc-webhook-url-scheme = A webhook URL starts with https:// (or http://).
svc-webhook-url-credentials = A webhook URL may not contain a user name or password.
svc-webhook-url-no-host = The URL has no host.
svc-webhook-url-long = A webhook URL is at most { $max } characters, without spaces.
svc-webhook-host-unknown = The host “{ $host }” cannot be found.
svc-outbound-not-public = The host “{ $host }” is at { $ip }, which is not a public internet address (the machine itself, a private or local network, or a reserved address, however it is written): webhooks and notifications go only to public addresses.
svc-push-endpoint = The browser's push address was refused: { $why }
svc-push-endpoint-taken = This browser's notifications belong to another account, which turned them on first: stop them there to turn them on here.

svc-computer-no-empty-seat = Every seat is taken: start the game as it is.
svc-ravens-computer = House { $house } is played by the computer, which reads no ravens.
