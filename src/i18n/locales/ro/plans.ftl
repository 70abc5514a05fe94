# Română (ro): răspunsuri date dinainte (issue 25): src/words/plans.rs, src/service/plans.rs,
# formularul ordinelor și pagina jocului.

plan-dropped = Răspunsul tău dat dinainte pentru { $what } nu a fost folosit: { $why } Ești întrebat ca de obicei.
plan-what-march = marșul din { $area }
plan-what-raid = raidul din { $area }
plan-what-support = sprijinul din { $area }
plan-what-consolidate = ordinul de Consolidare a Puterii din { $area }
plan-what-raven = Corbul Mesager
plan-what-raven_bury = păstrarea sau îngroparea cărții de sălbatici văzute de Corb
plan-what-muster = recrutare
plan-what-tie_break = departajarea licitațiilor la egalitate
plan-what-westeros_choice = alegerea de pe { $card }
plan-why-target-gone = ordinul din { $area } pe care trebuia să-l înlăture nu mai este acolo.
svc-plan-too-many = O casă poate da cel mult { $count } răspunsuri dinainte pe tură.

## Rândurile formularului de ordine și formularul „Răspunde dinainte”
form-plan-title = Răspunde dinainte
form-plan-submit = Trimite aceste răspunsuri
form-plan-note = Răspunde dinainte (opțional): pentru fiecare ordin, ce să răspunzi când îi vine pasul. Un răspuns legal este folosit imediat și jocul nu te mai așteaptă; unul care nu mai este legal este abandonat și ești întrebat ca de obicei. Nimeni altcineva nu îl vede; îl poți schimba până este folosit.
form-plan-row = Răspuns dinainte pentru { $area }
form-plan-ask = Întreabă-mă când vine momentul
form-plan-keep = Păstrează răspunsul deja dat
form-plan-march = Dacă e marș: toate unitățile în { $area }
form-plan-raid = Dacă e raid: înlătură ordinul din { $area }
form-plan-support-own = Dacă e sprijin: propria mea casă, altfel nimeni
form-plan-support-else = Dacă e sprijin: propria mea casă, altfel { $house }, altfel nimeni
form-plan-support-none = Dacă e sprijin: nimeni
form-plan-muster-row = Următoarea recrutare în { $area }
form-plan-muster-none = Nu recruta nimic aici (celelalte rânduri de recrutare rămân valabile)
form-plan-muster-footman = Un pedestraș
form-plan-muster-knight = Un cavaler
form-plan-muster-two-footmen = Doi pedestrași
form-plan-muster-upgrade = Un pedestraș de aici devine cavaler
form-plan-muster-ship = O corabie în port
form-bid-tie-note = Deții Tronul de Fier și departajezi egalitățile. Opțional, ordonează casele acum, cea favorizată prima: o egalitate între casele ordonate, la această licitație și la următoarele cât deții tronul, este departajată imediat, fără să te aștepte. Nimeni altcineva nu o vede. Las-o la „Întreabă-mă când vine momentul” ca să fii întrebat când apare o egalitate.
form-bid-tie-place = La egalitate, locul { $n }
