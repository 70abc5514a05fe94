# English (en): answers filed ahead (issue 25): src/words/plans.rs, src/service/plans.rs,
# the orders form and the game page.

plan-dropped = Your answer filed ahead for { $what } was not used: { $why } You are asked as usual.
plan-what-march = the march from { $area }
plan-what-raid = the raid from { $area }
plan-what-support = the support from { $area }
plan-what-consolidate = the Consolidate Power order in { $area }
plan-what-raven = the Messenger Raven
plan-what-raven_bury = keeping or burying the wildling card the Raven looked at
plan-what-muster = mustering
plan-what-tie_break = breaking bid ties
plan-what-westeros_choice = the choice on { $card }
plan-why-target-gone = the order in { $area } it was to remove is no longer there.
svc-plan-too-many = A house may file at most { $count } answers ahead per round.

## The rows of the orders form and the "Answer ahead" form
form-plan-title = Answer ahead
form-plan-submit = File these answers
form-plan-note = Answer ahead (optional): for each order, what to answer when its step comes. A legal answer is used at once and the game does not wait for you; one no longer legal is dropped and you are asked as usual. Nobody else sees it; you can change it until it is used.
form-plan-row = Answer ahead for { $area }
form-plan-ask = Ask me when it comes
form-plan-keep = Keep the answer already filed
form-plan-march = If a march: all units to { $area }
form-plan-raid = If a raid: remove the order in { $area }
form-plan-support-own = If a support: my own house, else nobody
form-plan-support-else = If a support: my own house, else { $house }, else nobody
form-plan-support-none = If a support: nobody
form-plan-muster-row = Next muster in { $area }
form-plan-muster-none = Muster nothing here (the other muster rows still apply)
form-plan-muster-footman = A footman
form-plan-muster-knight = A knight
form-plan-muster-two-footmen = Two footmen
form-plan-muster-upgrade = A footman here becomes a knight
form-plan-muster-ship = A ship in the port
form-bid-tie-note = You hold the Iron Throne and break ties. Optionally rank the houses now, most favoured first: a tie among the houses you ranked, on this bid and the next ones while you hold the throne, is then broken at once without waiting for you. Nobody else sees it. Leave it at “Ask me when it comes” to be asked when a tie comes.
form-bid-tie-place = If bids tie, place { $n }
