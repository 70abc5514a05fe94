# Română (ro): jurnalul jocului în cuvinte (src/words): evenimente (ev-*), ce i se cere unei
# Case (ask-*), ce a răspuns (ans-*), ce a dus la decizia ei (story-*) și bucățile din care
# sunt făcute (w-*). Teritoriile, Casele, unitățile, comenzile și cărțile vin din game.ftl.

## Bucăți

w-a-unit =
    { $unit ->
        [footman] un infanterist
        [knight] un cavaler
        [ship] o navă
       *[siege_engine] o mașină de război
    }
w-unit-in = { $unit } în { $area }
w-upgrade-to = o promovare la { $unit }
w-units-count = { $count } { $unit }
w-no-units = nicio unitate
w-none = niciunul
w-nothing = nimic
w-list-and = { $head } și { $last }
w-the-track = pista { $track }
w-the-wildling-attack = atacul Sălbaticilor
w-order-in = { $order } în { $area }
w-units-to = { $units } spre { $area }
w-side =
    { $side ->
        [attacker] atacantului
        [defender] apărătorului
       *[none] nimănui
    }
w-westeros-option =
    { $option ->
        [muster] toată lumea mobilizează
        [supply] toată lumea își ajustează proviziile
        [clash_of_kings] o Încleștare a regilor (licitație pentru pistele de influență)
        [game_of_thrones] o Urzeală a tronurilor (toată lumea câștigă putere)
        [no_march_plus1] fără comenzi Marș +1 în această tură
        [no_defense] fără comenzi Apărare în această tură
       *[nothing] nu se întâmplă nimic
    }
w-tides-drawn =
    { $card ->
        [blank] o carte fără efect
        [plus_one_sword] +1 cu sabie
        [plus_one_fortification] +1 cu fortificație
        [plus_two] +2
        [plus_three] +3
       *[skull] un craniu
    }
w-submitted-what =
    { $key ->
        [orders] comenzile
        [house_card] cartea de Casă
        [bid] oferta
       *[other] { $text }
    }
w-why =
    { $key ->
        [casualties] pierderi în luptă
        [supply] provizii
        [wildlings] Sălbaticii
        [mace_tyrell] Mace Tyrell
        [cannot_retreat] nu se poate retrage
        [no_retreat] nicio retragere posibilă
        [over_supply_after_retreat] peste limita proviziilor după retragere
        [port_lost] portul pierdut
        [no_footman_left_to_replace_it] niciun infanterist rămas care să o înlocuiască
        [no_knight_left_to_replace_it] niciun cavaler rămas care să o înlocuiască
       *[other] { $text }
    }

## Evenimente

ev-submitted = { $house } a predat { $what }.
ev-planning-started = Tura { $round }: începe Planificarea.
ev-orders-revealed = Comenzile au fost dezvăluite. { $orders }.
ev-raven-replaced = { $house } a folosit Corbul mesager pentru a înlocui { $old } din { $area } cu { $new }.
ev-raven-peeked = { $house } s-a uitat la cartea de deasupra a Sălbaticilor.
ev-raven-buried = { $house } a pus cartea de deasupra a Sălbaticilor la baza pachetului.
ev-raven-kept = { $house } a lăsat cartea de deasupra a Sălbaticilor unde era.
ev-raven-passed = { $house } nu a folosit Corbul mesager.
ev-action-step = { $phase }.
ev-raid = { $house } a făcut o incursiune din { $from }, înlăturând comanda { $order } a lui { $victim } din { $area }.
ev-raid-void = Incursiunea lui { $house } din { $from } a fost înlăturată fără efect.
ev-pillaged = { $raider } l-a jefuit pe { $victim }: { $raider } câștigă { $gained ->
        [one] { $gained } jeton de putere
        [few] { $gained } jetoane de putere
       *[other] { $gained } de jetoane de putere
    }, { $victim } pierde { $lost }.
ev-marched-nothing = { $house } a rezolvat marșul din { $from }; nimic nu s-a mișcat.
ev-marched = { $house } a mărșăluit din { $from }: { $moves }.
ev-power-token-placed = { $house } a lăsat un jeton de putere în { $area }.
ev-power-token-removed = Jetonul de putere al lui { $house } din { $area } a fost înlăturat.
ev-order-removed = Comanda { $order } a lui { $house } din { $area } a fost înlăturată.
ev-combat-started = Luptă în { $area }: { $attacker } (din { $from }) îl atacă pe { $defender }.
ev-combat-started-neutral = { $attacker } atacă forța neutră din { $area } din { $from }.
ev-support-declared = Sprijinul lui { $house } din { $area } merge către { $side }.
ev-support-refused = { $house } a refuzat sprijinul din { $area }.
ev-house-cards-revealed = Cărți de Casă dezvăluite: { $attacker } joacă { $attacker_card }, { $defender } joacă { $defender_card }.
ev-blade-used = { $house } a folosit Sabia din oțel valyrian (+1).
ev-combat-tie = { $winner } a câștigat lupta din { $area } împotriva lui { $loser }: egalitate la { $attacker_strength }, tranșată în favoarea Casei mai sus pe pista Feudelor.
ev-combat-won = { $winner } a câștigat lupta din { $area } împotriva lui { $loser } ({ $attacker_strength } la { $defender_strength }).
ev-neutral-defeated = { $house } a învins forța neutră din { $area } cu puterea de luptă { $strength }.
ev-neutral-held = Forța neutră din { $area } a rezistat: { $house } a avut { $strength }, era nevoie de { $needed }.
ev-garrison-destroyed = Garnizoana lui { $house } din { $area } a fost distrusă.
ev-units-destroyed = { $house } a pierdut { $units } în { $area } ({ $why }).
ev-retreated = { $house } s-a retras cu { $units } din { $from } în { $to }.
ev-port-captured = { $house } a cucerit { $port }: nave înlocuite: { $replaced }, distruse: { $destroyed }.
ev-hand-recycled = { $house } și-a luat înapoi în mână toate cărțile de Casă.
ev-power-gained-in = { $house } a câștigat { $amount ->
        [one] { $amount } jeton de putere
        [few] { $amount } jetoane de putere
       *[other] { $amount } de jetoane de putere
    } în { $area }.
ev-power-gained = { $house } a câștigat { $amount ->
        [one] { $amount } jeton de putere
        [few] { $amount } jetoane de putere
       *[other] { $amount } de jetoane de putere
    }.
ev-mustered-nothing = { $house } nu a mobilizat nimic în { $area }.
ev-mustered = { $house } a mobilizat în { $area }: { $what }.
ev-round-ended = Tura { $round } s-a încheiat.
ev-westeros-cards = Tura { $round }: cărțile Westeros trase: { $cards }.
ev-winter-is-coming = Se apropie iarna: pachetul Westeros { $deck } a fost reamestecat.
ev-wildling-threat = Amenințarea Sălbaticilor este acum { $threat }.
ev-westeros-choice = { $house } a ales pentru { $card }: { $choice }.
ev-supply-adjusted = Proviziile lui { $house } sunt acum { $supply }.
ev-units-lost = { $house } a pierdut { $units } ({ $why }).
ev-clash-of-kings = Încleștarea regilor: Casele licitează pentru pistele de influență.
ev-bids-revealed = Ofertele pentru { $purpose } au fost dezvăluite: { $bids }.
ev-tie-ordered = { $house }, deținătorul Tronului de Fier, a departajat ofertele egale pe { $track }.
ev-track-set = Pista { $track } este acum: { $houses }.
ev-wildlings-attack = Sălbaticii atacă cu puterea { $strength }.
ev-nights-watch-held = Rondul de Noapte a rezistat: ofertele însumează { $total }, împotriva puterii { $strength }.
ev-wildlings-won = Sălbaticii au învins: ofertele însumează { $total }, împotriva puterii { $strength }.
ev-bidder-chosen = { $by }, deținătorul Tronului de Fier, l-a numit pe { $house } dintre ofertanții la egalitate.
ev-wildling-card-won = Cartea Sălbaticilor { $card }: { $bidder } (cea mai mare ofertă) primește răsplata.
ev-wildling-card-lost = Cartea Sălbaticilor { $card }: { $bidder } (cea mai mică ofertă) suferă cel mai mult.
ev-card-discarded = { $house } a aruncat { $card }.
ev-card-taken-back = { $house } și-a luat înapoi în mână { $card }.
ev-card-cancelled = Cartea { $card } a lui { $house } a fost anulată.
ev-card-replaced = { $house } joacă acum { $card }.
ev-tides-revealed = Soarta bătăliei: atacantul a tras { $attacker }, apărătorul { $defender }.
ev-order-moved = Comanda lui { $house } a fost mutată din { $from } în { $to }.
ev-upgraded = { $house } a promovat un infanterist în { $area }.
ev-game-shared =
    { $castles ->
        [one] { $houses } împart victoria, fiecare cu { $castles } castel sau fortăreață: jocul este egal.
        [few] { $houses } împart victoria, fiecare cu { $castles } castele și fortărețe: jocul este egal.
       *[other] { $houses } împart victoria, fiecare cu { $castles } de castele și fortărețe: jocul este egal.
    }
ev-game-won =
    { $castles ->
        [one] { $house } câștigă jocul cu { $castles } castel sau fortăreață!
        [few] { $house } câștigă jocul cu { $castles } castele și fortărețe!
       *[other] { $house } câștigă jocul cu { $castles } de castele și fortărețe!
    }
ev-other = { $kind }.

## Ce i se cere unei Case

ask-place-orders = să plaseze comenzi
ask-raven = să folosească Corbul mesager (sau nu)
ask-raven-decide = să păstreze sau să îngroape cartea de deasupra a Sălbaticilor
ask-raid = să rezolve o comandă de incursiune
ask-march = să rezolve o comandă de marș
ask-march-again = să rezolve din nou marșul din { $area }
ask-ahead-of-turn = { $what }, înainte de rândul său (acum este rândul casei { $house }; răspunsurile se aplică în ordinea de joc)
ask-asked-ahead = Ești întrebat înainte de rândul tău, împreună cu { $house }, care este la rând: răspunsul tău rămâne sigilat și se aplică la rândul tău, în ordinea de joc.
ask-answered-ahead = Răspunsul dat înainte de rândul tău este păstrat sigilat și se aplică la rândul tău, în ordinea de joc (acum este rândul casei { $house }).
ask-support = să își declare sprijinul
ask-refuse-support = să accepte sau să refuze sprijinul oferit
ask-house-card = să aleagă o carte de Casă
ask-blade = să decidă asupra Sabiei din oțel valyrian
ask-casualties =
    { $count ->
        [one] să aleagă { $count } pierdere
        [few] să aleagă { $count } pierderi
       *[other] să aleagă { $count } de pierderi
    }
ask-retreat = să aleagă unde se retrage
ask-port-capture = să decidă asupra navelor din { $port }
ask-consolidate = să rezolve o comandă Consolidarea puterii
ask-westeros-choice = să aleagă ce face { $card }
ask-muster = să mobilizeze
ask-reconcile = să distrugă unități până la limita proviziilor
ask-bid-wildlings = să liciteze putere împotriva Sălbaticilor
ask-bid-track = să liciteze putere pentru { $track }
ask-bid-other = să liciteze putere ({ $purpose })
ask-tie-order = să departajeze ofertele egale
ask-choose-highest = să numească cel mai mare ofertant dintre Casele la egalitate
ask-choose-lowest = să numească cel mai mic ofertant dintre Casele la egalitate
ask-wildling = { $what } ({ $card })
ask-wildling-destroy =
    { $count ->
        [one] să distrugă { $count } unitate
        [few] să distrugă { $count } unități
       *[other] să distrugă { $count } de unități
    }
ask-wildling-destroy-value = să distrugă unități în valoare de { $value } puncte de mobilizare
ask-wildling-destroy-units =
    { $count ->
        [one] să distrugă { $count } unitate
        [few] să distrugă { $count } unități
       *[other] să distrugă { $count } de unități
    }
ask-wildling-preemptive = să distrugă 2 unități sau să coboare pe o pistă
ask-wildling-knights-to-footmen = să înlocuiască cavaleri cu infanteriști
ask-wildling-footmen-to-knights = să înlocuiască infanteriști cu cavaleri
ask-wildling-discard = să arunce o carte de Casă
ask-wildling-last-on-track = să aleagă o pistă pe care ajunge ultimul
ask-wildling-first-on-track = să aleagă o pistă pe care ajunge primul
ask-wildling-take-back = să își ia înapoi o carte de Casă
ask-wildling-muster = să mobilizeze într-un singur teritoriu
ask-ability-tyrion-short = să decidă dacă Tyrion Lannister anulează cartea
ask-ability =
    { $decision ->
        [tyrion_cancel] să decidă dacă Tyrion Lannister anulează cartea adversarului
        [choose_again] să aleagă o altă carte de Casă
        [aeron_swap] să decidă dacă Aeron Damphair este schimbat cu o altă carte
        [doran_track] să aleagă pista pentru Doran Martell
        [queen_of_thorns] să aleagă comanda pe care o înlătură Queen of Thorns
        [mace_footman] să aleagă infanteristul pe care îl distruge Mace Tyrell
        [tides_redraw] să decidă dacă folosește Sabia pentru a trage o altă carte Soarta bătăliei
        [skull_casualties] să aleagă pierderea cauzată de un craniu
        [renly_upgrade] să aleagă infanteristul pe care îl promovează Renly Baratheon
        [cersei_remove] să aleagă comanda pe care o înlătură Cersei Lannister
        [luwin_take_back] să aleagă cartea pe care o ia înapoi Maester Luwin
        [melisandre_discard] să aleagă cartea pe care o aruncă Melisandre din Asshai (pentru 1 putere)
        [asha_remove] să aleagă comanda pe care o înlătură Asha Greyjoy
       *[patchface] să aleagă cartea pe care o aruncă Patchface
    }

## Ce a răspuns o Casă

ans-no-orders = nicio comandă
ans-orders = comenzi: { $orders }
ans-raven-replace = Corbul mesager: { $order } în { $area }
ans-raven-peek = Corbul mesager: o privire la cartea de deasupra a Sălbaticilor
ans-raven-pass = Corbul mesager: nefolosit
ans-raven-bury = cartea de deasupra a Sălbaticilor: la baza pachetului
ans-raven-keep = cartea de deasupra a Sălbaticilor: lăsată deasupra
ans-raid = incursiunea din { $from }: asupra comenzii din { $target }
ans-raid-void = incursiunea din { $from }: înlăturată fără efect
ans-raid-two = incursiunea din { $from }: asupra comenzilor din { $target } și { $second }
ans-raid-second = incursiunea din { $from }: asupra comenzii din { $second }
ans-march-nothing = marșul din { $from }: nimic nu se mișcă (comanda este înlăturată)
ans-march = marșul din { $from }: { $moves }
ans-support-for = { $area } pentru { $side }
ans-support = sprijin: { $choices }
ans-support-accepted = tot sprijinul acceptat
ans-support-refused = sprijin refuzat din { $areas }
ans-house-card = carte de Casă: { $card }
ans-blade-used = Sabia din oțel valyrian: folosită
ans-blade-not-used = Sabia din oțel valyrian: nefolosită
ans-casualties = pierderi: { $units }
ans-retreat = retragere în { $to }
ans-retreat-losing = retragere în { $to }, cu pierderea a { $units }
ans-port-capture = nave preluate în port: { $count }
ans-consolidate-power = Consolidarea puterii în { $area }: putere
ans-consolidate-muster = Consolidarea puterii în { $area }: mobilizare { $plan }
ans-westeros-choice = opțiunea cărții: { $option }
ans-muster-nothing = mobilizare: nimic
ans-muster = mobilizare: { $plan }
ans-reconcile = unități distruse pentru provizii: { $units }
ans-bid = ofertă: { $power }
ans-tie-order = departajare: { $houses }
ans-choose-bidder = numit dintre ofertanții la egalitate: { $house }
ans-units-destroyed = unități distruse: { $units }
ans-units-replaced = unități înlocuite: { $units }
ans-discarded = aruncată: { $card }
ans-taken-back = luată înapoi: { $card }
ans-no-card-taken-back = nicio carte luată înapoi
ans-track = pistă: { $track }
ans-ability-used = abilitatea cărții: folosită
ans-ability-not-used = abilitatea cărții: nefolosită
ans-card-chosen = carte aleasă: { $card }
ans-no-card-chosen = nicio carte aleasă
ans-area-chosen = teritoriu ales: { $area }
ans-no-area-chosen = niciun teritoriu ales
ans-routed-footman = un infanterist în debandadă
ans-standing-footman = un infanterist în picioare

## Ce a dus la o decizie, spus Casei care o ia

story-strengths-before = putere înaintea cărților { $attacker } la { $defender }
story-your-units-in = unitățile tale din { $area }
story-house-in = pe { $house } în { $area }
story-you-attack = Ataci { $target } din { $from } cu { $units }; { $strengths }.
story-attacks = { $attacker } atacă { $target } din { $from } cu { $units }; { $strengths }.
story-you-attack-neutral = Ataci forța neutră din { $area } cu { $units } ({ $attacker_strength } la { $defender_strength }).
story-attacks-neutral = { $attacker } atacă forța neutră din { $area }.
story-house-cards = Cărți de Casă: { $attacker } joacă { $attacker_card }, { $defender } joacă { $defender_card }.
story-the-defender = apărătorul
story-won = { $house } a câștigat, { $attacker_strength } la { $defender_strength }.
story-bid-power =
    { $power ->
        [one] Ai { $power } jeton de putere disponibil pentru licitație.
        [few] Ai { $power } jetoane de putere disponibile pentru licitație.
       *[other] Ai { $power } de jetoane de putere disponibile pentru licitație.
    }
story-bid-wildlings = Sălbaticii atacă cu puterea { $strength }: Rondul de Noapte rezistă dacă toate ofertele împreună o ating.
story-muster-points =
    { $points ->
        [one] { $area } ({ $points } punct)
        [few] { $area } ({ $points } puncte)
       *[other] { $area } ({ $points } de puncte)
    }
story-muster = Mobilizare: castelele și fortărețele tale dau { $areas }; nivelul proviziilor tale este { $supply }.
story-reconcile = Armatele tale sunt mai mari decât permite nivelul proviziilor tale ({ $supply }): distruge unități până se încadrează.
story-place-orders =
    { $stars ->
        [one] Tura { $round }: plasează câte o comandă în fiecare teritoriu cu unitățile tale; poți folosi { $stars } comandă specială.
        [few] Tura { $round }: plasează câte o comandă în fiecare teritoriu cu unitățile tale; poți folosi { $stars } comenzi speciale.
       *[other] Tura { $round }: plasează câte o comandă în fiecare teritoriu cu unitățile tale; poți folosi { $stars } de comenzi speciale.
    }
story-westeros-choice = Cartea Westeros { $card } te lasă să alegi ce face în această tură.
story-wildlings-attacked = Sălbaticii au atacat cu puterea { $strength }; cartea este { $card }.
story-tie-order = Ca deținător al Tronului de Fier, stabilești ordinea Caselor care au oferit la fel. Oferte: { $bids }.
story-choose-bidder = Ca deținător al Tronului de Fier, alegi dintre ofertanții la egalitate: { $houses }.
story-action-turn = Este rândul tău în faza de Acțiune ({ $phase }).
story-port-capture = Ai cucerit uscatul din { $port }: până la { $max } nave inamice de acolo pot deveni ale tale.
story-raven = Ai Corbul mesager: înlocuiește una dintre comenzile tale sau uită-te la cartea de deasupra a Sălbaticilor.
story-the-track = pista
story-clash-of-kings = Încleștarea regilor: Casele licitează pentru { $track }.

## Durate („2 zile 3 ore”)

w-duration-days =
    { $count ->
        [one] { $count } zi
        [few] { $count } zile
       *[other] { $count } de zile
    }
w-duration-hours =
    { $count ->
        [one] { $count } oră
        [few] { $count } ore
       *[other] { $count } de ore
    }
w-duration-minutes =
    { $count ->
        [one] { $count } minut
        [few] { $count } minute
       *[other] { $count } de minute
    }
w-duration-less-than-a-minute = mai puțin de un minut

# Raids and marches asked early (game option early_marches, issue 25).
ev-answered-early = { $house } a dat acest răspuns înainte de rândul său; se aplică acum, la rândul său, fiindcă nimic din ce putea vedea nu s-a schimbat:
early-dropped-changed = Răspunsul tău dat înainte de rândul tău nu a fost aplicat: ceva ce puteai vedea s-a schimbat între timp (o unitate, un ordin, un jeton de Putere sau controlul lângă ordinele tale, ori Puterea, cărțile sau locurile pe piste ale unei case de acolo). Te rugăm să răspunzi din nou.
early-dropped-no_longer_legal = Răspunsul tău dat înainte de rândul tău nu mai este permis la rândul tău și nu a fost aplicat. Te rugăm să răspunzi din nou.
