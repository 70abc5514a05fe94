# Română (ro): răspunsuri date dinainte (issue 25): src/words/plans.rs, src/service/plans.rs,
# formularul ordinelor și pagina jocului.

plan-dropped = Răspunsul tău dat dinainte pentru { $what } nu a fost folosit: { $why } Ești întrebat ca de obicei.
plan-what-march = marșul din { $area }
plan-what-raid = raidul din { $area }
plan-what-support = sprijinul din { $area }
plan-what-consolidate = ordinul de Consolidare a Puterii din { $area }
plan-what-raven = Corbul Mesager
plan-what-muster = recrutare
plan-what-tie_break = departajarea licitațiilor la egalitate
plan-what-westeros_choice = alegerea de pe { $card }
plan-why-target-gone = ordinul din { $area } pe care trebuia să-l înlăture nu mai este acolo.
svc-plan-too-many = O casă poate da cel mult { $count } răspunsuri dinainte pe rundă.
