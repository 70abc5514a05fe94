# English (en): answers filed ahead (issue 25): src/words/plans.rs, src/service/plans.rs,
# the orders form and the game page.

plan-dropped = Your answer filed ahead for { $what } was not used: { $why } You are asked as usual.
plan-what-march = the march from { $area }
plan-what-raid = the raid from { $area }
plan-what-support = the support from { $area }
plan-what-consolidate = the Consolidate Power order in { $area }
plan-what-raven = the Messenger Raven
plan-what-muster = mustering
plan-what-tie_break = breaking bid ties
plan-what-westeros_choice = the choice on { $card }
plan-why-target-gone = the order in { $area } it was to remove is no longer there.
svc-plan-too-many = A house may file at most { $count } answers ahead per round.
