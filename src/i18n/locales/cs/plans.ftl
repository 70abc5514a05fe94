# Čeština (cs): odpovědi předem (issue 25): src/words/plans.rs, src/service/plans.rs,
# formulář rozkazů a stránka hry.

plan-dropped = Tvoje odpověď předem pro { $what } nebyla použita: { $why } Budeš dotázán jako obvykle.
plan-what-march = pochod z oblasti { $area }
plan-what-raid = nájezd z oblasti { $area }
plan-what-support = podporu z oblasti { $area }
plan-what-consolidate = rozkaz Upevnění moci v oblasti { $area }
plan-what-raven = Havrana poslíčka
plan-what-muster = verbování
plan-what-tie_break = rozhodování remíz v přihazování
plan-what-westeros_choice = volbu na kartě { $card }
plan-why-target-gone = rozkaz v oblasti { $area }, který měl odstranit, už tam není.
svc-plan-too-many = Rod smí podat nejvýše { $count } odpovědí předem za kolo.
