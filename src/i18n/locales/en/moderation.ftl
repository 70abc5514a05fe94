# Public play (issue 32): moderation — reports, moderators' actions, mutes.

## Refusals

svc-moderation-reason = Say why, in at most { $max } characters.
svc-not-a-moderator = That account is not a moderator.
svc-reports-per-day = You have sent { $max } reports today, the most in a day. Try again tomorrow.
svc-suspension-days = A suspension lasts from 1 to { $max } days.
svc-account-banned = This account was banned by a moderator: it cannot log in.
svc-account-suspended = This account was suspended by a moderator until { $until }: it cannot log in until then.
svc-mute-yourself = You cannot mute yourself.
svc-moderation-field = The form's field “{ $field }” is missing or not valid.

## The report forms and muting

report-open = Report
report-reason = Why do you report this? (a moderator reads it)
report-send = Send the report
report-thanks = Thank you: a moderator will read your report.
mute-player = Mute { $name }'s ravens in every game
mute-player-off = Show { $name }'s ravens again
mute-player-on-note = You do not see nor get mail of this player's ravens.
seat-why-moderator = a moderator took the house from its player

## The moderators' page

mod-title = Moderation
mod-reports = Open reports
mod-no-reports = No open report.
mod-report-head = { $reporter } reported { $subject } ({ $at }):
mod-subject-raven = a raven message
mod-subject-game = a game's name
mod-subject-profile = a profile
mod-the-message = The message:
mod-report-game = The game: “{ $game }” (game { $id })
mod-report-player = The player: { $name }
mod-action = Action
mod-action-hide = Hide the message
mod-action-rename = Rename the game
mod-action-warn = Warn the player
mod-action-suspend = Suspend the account
mod-action-ban = Ban the account
mod-action-extend = Extend the deadline
mod-action-replace = Replace a player
mod-action-dismiss = Dismiss the report
mod-new-name = New name (to rename)
mod-days = Days (to suspend)
mod-reason = Reason (the player is mailed it)
mod-do = Do it
mod-account = Act on an account
mod-player = Player
mod-game = Act on a game being played
mod-game-number = Game number
mod-hours = Hours (to extend)
mod-house = House (to replace its player)
mod-hints = Hints of one person at two seats
mod-hints-note = Two accounts seated in one game that logged in from the same browser or the same address. A hint, not a proof: a family or a club shares an address. Players never see this.
mod-no-hints = None.
mod-hint-browser = { $a } and { $b } logged in from the same browser and sit together in “{ $game }” (game { $id }).
mod-hint-address = { $a } and { $b } logged in from the same address and sit together in “{ $game }” (game { $id }).
mod-log = Moderation log
mod-log-empty = Nothing yet.
mod-log-line = { $moderator }: { $action } — { $whom } { $detail }
mod-whom-raven = message { $id } by { $name }
mod-whom-game = “{ $game }” (game { $id })
mod-why = Why:

## The mails to the player concerned

mail-moderated-why = You get this mail because a moderator of this Rookery site acted on your account, game or message.
mail-moderated-reason = The moderator's reason: { $reason }
mail-moderated-open-game = Open the game
mail-moderated-hide-subject = A moderator hid one of your ravens in “{ $game }”
mail-moderated-hide = A moderator hid one of your raven messages in “{ $game }”: nobody sees it any more.
mail-moderated-rename-subject = A moderator renamed your game
mail-moderated-rename = A moderator renamed your game: { $detail }.
mail-moderated-warn-subject = A warning from a moderator
mail-moderated-warn = A moderator warns you about how you play or write on this site.
mail-moderated-suspend-subject = Your account is suspended
mail-moderated-suspend = A moderator suspended your account until { $until }: you cannot log in until then, and your houses in games being played are in civil disorder until someone takes them over.
mail-moderated-ban-subject = Your account is banned
mail-moderated-ban = A moderator banned your account: you cannot log in any more, and your houses in games being played went into civil disorder for others to take over.
mail-moderated-extend-subject = A moderator extended the deadline in “{ $game }”
mail-moderated-extend = A moderator extended the deadline in “{ $game }”: it is now { $until }.
mail-moderated-replace-subject = A moderator replaced you in “{ $game }”
mail-moderated-replace = A moderator took House { $house } in “{ $game }” from you: any player may now take it over.
