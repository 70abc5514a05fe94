## Formularele deciziilor (src/decisions): titluri, note, etichete, opțiuni și butoane. Șablonul
## de răspuns prin e-mail (src/decisions/text.rs) scrie și citește aceleași cuvinte.

## Comune

form-yes = Da
form-no = Nu
form-confirm = Confirmă
form-choose = Alege
form-decide = Hotărăște
form-none = niciuna
form-none-decline = niciuna (refuz)
form-nothing = nimic
form-no-unit = nicio unitate
form-field-card = Carte
form-field-area = Teritoriu
form-field-track = Pistă
form-field-house = Casă
form-card-strength = putere { $strength }
form-card-swords =
    { $count ->
        [one] { $count } sabie
        [few] { $count } săbii
       *[other] { $count } de săbii
    }
form-card-fortifications =
    { $count ->
        [one] { $count } fortificație
        [few] { $count } fortificații
       *[other] { $count } de fortificații
    }
form-card = { $name } ({ $stats })
form-card-ability = { $card }: { $ability }
form-area-order = { $area } ({ $house }: { $order })
form-count-range = între { $min } și { $max }
form-unit-in = { $unit } în { $area }

## Plasarea comenzilor

form-orders-title = Plasează-ți comenzile
form-orders-submit = Sigilează comenzile
form-orders-optional =
    { $count ->
        [one] Ai mai puține jetoane de comandă decât teritorii: plasează { $count } comandă, în teritoriul pe care îl alegi.
        [few] Ai mai puține jetoane de comandă decât teritorii: plasează { $count } comenzi, în teritoriile pe care le alegi.
       *[other] Ai mai puține jetoane de comandă decât teritorii: plasează { $count } de comenzi, în teritoriile pe care le alegi.
    }
form-orders-all = Fiecare teritoriu cu unitățile tale are nevoie de o comandă.
form-orders-no-special = Locul tău pe pista Curții regale nu îți permite nicio comandă specială (★).
form-orders-max-special =
    { $count ->
        [one] Locul tău pe pista Curții regale îți permite cel mult { $count } comandă specială (★).
        [few] Locul tău pe pista Curții regale îți permite cel mult { $count } comenzi speciale (★).
       *[other] Locul tău pe pista Curții regale îți permite cel mult { $count } de comenzi speciale (★).
    }
form-orders-restricted = Unele comenzi sunt interzise în această tură de o carte Westeros; nu sunt oferite.
form-orders-sealed = Comenzile tale sigilate sunt selectate: schimbă oricare și sigilează din nou până când ultima Casă își sigilează comenzile.
form-orders-default = Selectate: comenzile pe care Rookery le-ar plasa pentru tine dacă termenul ar expira. Comenzile sigilate rămân secrete până când fiecare Casă le-a sigilat pe ale sale.
form-orders-no-order = — nicio comandă —
form-orders-area = { $area } ({ $units })

## Corbul mesager

form-raven-replace-title = Corbul mesager: înlocuiește una dintre comenzile tale
form-raven-replace-submit = Înlocuiește comanda
form-raven-replace-note = Sunt oferite jetoanele tale de comandă nefolosite pe care regulile le permit aici.
form-raven-swap-label = Comanda și înlocuitoarea ei
form-raven-swap = { $area }: { $old } → { $new }
form-raven-peek-title = Corbul mesager: privește cartea de deasupra a Sălbaticilor
form-raven-peek-submit = Privește cartea
form-raven-peek-note = Doar tu o vei vedea; apoi o lași deasupra sau o pui dedesubt.
form-raven-pass-title = Corbul mesager: nu face nimic
form-raven-pass-submit = Nu face nimic
form-raven-decide-title = Cartea de deasupra a Sălbaticilor
form-raven-decide-note = Cartea de deasupra pachetului Sălbaticilor este { $card }. Doar tu știi asta.
form-raven-no-card = (nicio carte)
form-raven-bury-label = Unde merge?
form-raven-keep = Las-o deasupra
form-raven-bury = Pune-o dedesubtul pachetului

## Incursiuni și marșuri

form-raid-title = Rezolvă incursiunea din { $area }
form-raid-submit = Incursiune
form-raid-no-target = nicio țintă (doar înlătură comanda de incursiune)
form-raid-target-label = Comanda atacată
form-raid-second-label = A doua comandă de înlăturat (incursiune specială)
form-march-title = Rezolvă marșul din { $area }
form-march-submit = Mărșăluiește
form-march-forbidden = Nu poți mărșălui din nou în { $area } cu această comandă.
form-march-note = Alege o destinație pentru fiecare unitate; unitățile lăsate pe „rămâne” nu se mișcă. Cel mult o destinație poate porni o luptă.
form-march-stay = rămâne
form-march-attack-house = { $area } — atacă { $house }
form-march-attack-neutral = { $area } — atacă forța neutră ({ $strength })
form-march-attack = { $area } — atacă
form-march-unit = { $unit } { $number }
form-march-leave-token = Lasă un jeton de putere în { $area } dacă pleacă toate unitățile

## Sprijin și luptă

form-combat-line = Luptă în { $area }: { $attacker } îl atacă pe { $defender }; putere înaintea cărților { $a } la { $d }.
form-combat-line-neutral = Luptă în { $area }: { $attacker } atacă o forță neutră ({ $a } la { $d }).
form-combat-line-units = Luptă în { $area }: { $attacker } îl atacă pe { $defender } cu { $units }; putere înaintea cărților { $a } la { $d }.
form-combat-line-short = Luptă în { $area }.
form-support-title = Declară-ți sprijinul
form-support-submit = Declară sprijinul
form-support-none = nu sprijini pe nimeni
form-support-attacker = sprijină atacantul
form-support-attacker-house = sprijină atacantul ({ $house })
form-support-defender = sprijină apărătorul
form-support-defender-house = sprijină apărătorul ({ $house })
form-support-label = Comanda de sprijin din { $area }
form-refuse-title = Acceptă sau refuză sprijinul
form-refuse-note = Bifează sprijinul pe care îl refuzi; sprijinul nebifat este acceptat.
form-refuse-from = Refuză sprijinul din { $area }
form-refuse-from-house = Refuză sprijinul din { $area } ({ $house })
form-card-title = Alege-ți cartea de Casă
form-card-note = Cartea ta rămâne secretă până când amândouă sunt alese; o poți schimba până atunci.
form-card-submit = Sigilează cartea
form-blade-title = Sabia din oțel valyrian
form-blade-note = Deții Sabia din oțel valyrian: o folosești pentru +1 la puterea de luptă (o dată pe tură)?
form-blade-use = Folosește-o (+1)
form-blade-keep = Nu o folosi
form-blade-label = Folosești Sabia?
form-casualties-title =
    { $count ->
        [one] Alege { $count } pierdere
        [few] Alege { $count } pierderi
       *[other] Alege { $count } de pierderi
    }
form-casualties-note =
    { $count ->
        [one] Alege care dintre unitățile tale din bătălie este distrusă.
        [few] Alege care { $count } dintre unitățile tale din bătălie sunt distruse.
       *[other] Alege care { $count } dintre unitățile tale din bătălie sunt distruse.
    }
form-casualties-submit = Confirmă pierderile
form-casualties-label = Unități pierdute
form-retreat-title = Retragere
form-retreat-submit = Retrage-te
form-retreat-note = O retragere care ți-ar depăși limita proviziilor costă unități: fiecare opțiune spune care sunt distruse.
form-retreat-losing = { $area }, pierzând { $units }
form-retreat-label = Retragere în
form-port-title = Navele din { $port }
form-port-note =
    { $count ->
        [one] Ai cucerit uscatul de lângă { $port }: înlocuiește cel mult { $count } navă inamică de acolo cu una a ta; restul sunt distruse.
        [few] Ai cucerit uscatul de lângă { $port }: înlocuiește cel mult { $count } nave inamice de acolo cu ale tale; restul sunt distruse.
       *[other] Ai cucerit uscatul de lângă { $port }: înlocuiește cel mult { $count } de nave inamice de acolo cu ale tale; restul sunt distruse.
    }
form-port-label = Nave de înlocuit

## Consolidarea puterii și mobilizarea

form-consolidate-title = Consolidarea puterii în { $area }
form-consolidate-submit = Rezolvă
form-consolidate-gain = câștigă putere
form-consolidate-muster-note =
    { $count ->
        [one] O comandă specială într-un castel sau o fortăreață poate mobiliza în schimb ({ $count } punct).
        [few] O comandă specială într-un castel sau o fortăreață poate mobiliza în schimb ({ $count } puncte).
       *[other] O comandă specială într-un castel sau o fortăreață poate mobiliza în schimb ({ $count } de puncte).
    }
form-consolidate-label = Ce face comanda
form-plan = mobilizează { $plan }
form-plan-upgrade = un infanterist promovat la { $unit }
form-westeros-title = { $card }: alegerea ta
form-westeros-note = Deții Tronul de Fier (sau cartea te numește): alege ce face { $card } în această tură.
form-westeros-label = Opțiune
form-westeros-some-card = O carte Westeros
form-muster-title = Mobilizare
form-muster-horde-title = { $card }: mobilizează într-un singur teritoriu
form-muster-submit = Mobilizează
form-muster-note = Fiecare castel dă 1 punct de mobilizare, fiecare fortăreață 2. Lasă fiecare teritoriu pe „nimic” ca să nu mobilizezi nimic.
form-muster-one-area = Poți mobiliza într-un singur teritoriu.
form-muster-two-points = { $plan } (ambele puncte)
form-muster-second = { $area }, al doilea punct (dacă prima alegere folosește unul)
form-muster-area =
    { $count ->
        [one] { $area } ({ $count } punct)
        [few] { $area } ({ $count } puncte)
       *[other] { $area } ({ $count } de puncte)
    }
form-reconcile-title = Adu armatele la limita proviziilor
form-reconcile-submit = Distruge unitățile bifate
form-reconcile-note = Armatele tale depășesc limita proviziilor: bifează unitățile de distrus până când se încadrează (cele bifate sunt de ajuns).
form-reconcile-limit = Nivelul tău de aprovizionare { $level } permite armate de cel mult aceste mărimi: { $armies } (o armată înseamnă două sau mai multe unități într-o zonă).
form-muster-reserve = Unități rămase în rezerva ta: { $units }. Toate teritoriile împreună nu pot folosi mai multe.
form-march-port = Un port ține cel mult trei dintre navele tale.
form-march-neutral = Dacă o forță neutră rezistă, unitățile trimise împotriva ei rămân aici: marșul trebuie să încapă în provizii și așa.

## Licitații

form-bid-title-track = Oferta ta pentru { $track }
form-bid-title-wildlings = Oferta ta pentru Rondul de Noapte împotriva Sălbaticilor
form-bid-title-other = Oferta ta
form-bid-submit = Sigilează oferta
form-bid-note = Ai la dispoziție { $max } putere. Oferta ta rămâne secretă până când sosesc toate ofertele; o poți schimba până atunci.
form-bid-label = Putere oferită (ai { $max })
form-tie-title = Departajează egalitățile
form-tie-submit = Stabilește pista
form-tie-note = Deții Tronul de Fier: pune Casele care au oferit la fel în ordinea pe care o alegi. Ofertele mai mari rămân în față; fiecare Casă ocupă un singur loc.
form-tie-choice = { $house } (ofertă { $bid })
form-tie-place = Locul { $n }
form-bidder-highest-title = Numește cel mai mare ofertant dintre cei la egalitate
form-bidder-lowest-title = Numește cel mai mic ofertant dintre cei la egalitate
form-bidder-highest-note = Mai multe Case au oferit cel mai mult împotriva Sălbaticilor: ca deținător al Tronului de Fier, o numești pe cea care primește recompensa cărții.
form-bidder-lowest-note = Mai multe Case au oferit cel mai puțin împotriva Sălbaticilor: ca deținător al Tronului de Fier, o numești pe cea care suferă cea mai grea pedeapsă a cărții.

## Cărțile Sălbaticilor

form-wild-held = Rondul de Noapte a rezistat: cartea Sălbaticilor este { $card }.
form-wild-won = Sălbaticii au câștigat: cartea Sălbaticilor este { $card }.
form-wild-destroy-value-title = { $card }: distruge unități în valoare de { $value } puncte de mobilizare
form-wild-destroy-value-note = { $lead } Bifează unități în valoare de { $value } puncte de mobilizare (un infanterist sau o navă 1, un cavaler 2), nu mai mult decât trebuie.
form-wild-destroy-title =
    { $count ->
        [one] { $card }: distruge { $n } dintre unitățile tale
       *[other] { $card }: distruge { $n } dintre unitățile tale
    }
form-wild-destroy-note =
    { $count ->
        [one] { $lead } Bifează { $n } dintre unitățile tale pentru a fi distrusă.
       *[other] { $lead } Bifează { $n } dintre unitățile tale pentru a fi distruse.
    }
form-wild-horde-title = { $card }: distruge 2 unități
form-wild-horde-note = { $lead } Distruge 2 unități într-unul dintre teritoriile tale cu castel sau fortăreață dacă poți (acelea sunt oferite), altfel oricare 2.
form-wild-raid-title =
    { $count ->
        [one] { $card }: distruge { $n } unitate
       *[other] { $card }: distruge { $n } unități
    }
form-wild-raid-note =
    { $count ->
        [one] { $lead } Fie distrugi { $n } dintre unitățile tale, fie cobori 2 locuri pe pista de influență pe care stai cel mai sus (celălalt formular).
       *[other] { $lead } Fie distrugi { $n } dintre unitățile tale, fie cobori 2 locuri pe pista de influență pe care stai cel mai sus (celălalt formular).
    }
form-wild-raid-track-title = { $card }: sau coboară 2 locuri pe o pistă
form-wild-raid-track-note = { $lead } În loc să pierzi unități, coboară 2 locuri pe pista pe care stai cel mai sus.
form-wild-raid-track-submit = Coboară pe această pistă
form-wild-knights-title = { $card }: cavalerii devin infanteriști
form-wild-knights-all-note = { $lead } Toți cavalerii tăi pleacă: bifează cavalerii ({ $n }) înlocuiți de infanteriștii tăi disponibili; ceilalți sunt distruși.
form-wild-knights-note = { $lead } Bifează cavalerii ({ $n }) de înlocuit cu infanteriști.
form-wild-footmen-title = { $card }: infanteriștii devin cavaleri
form-wild-footmen-note =
    { $max ->
        [one] { $lead } Bifează cel mult { $max } infanterist de înlocuit cu un cavaler.
        [few] { $lead } Bifează cel mult { $max } infanteriști de înlocuit cu cavaleri.
       *[other] { $lead } Bifează cel mult { $max } de infanteriști de înlocuit cu cavaleri.
    }
form-wild-discard-title = { $card }: aruncă o carte
form-wild-discard-submit = Aruncă
form-wild-discard-note = { $lead } Aruncă o carte de Casă din mână.
form-wild-take-back-title = { $card }: ia înapoi o carte
form-wild-take-back-note = { $lead } Poți lua înapoi în mână o carte din teancul tău de cărți aruncate.
form-wild-last-title = { $card }: ajungi ultimul pe o pistă
form-wild-last-note = { $lead } Alege pista pe care cobori pe ultimul loc.
form-wild-first-title = { $card }: ajungi primul pe o pistă
form-wild-first-note = { $lead } Alege pista pe care urci pe primul loc.

## Abilitățile cărților de Casă și Soarta bătăliei

form-ability-choose-again-note = Tyrion Lannister ți-a anulat cartea: alege alta (nu pe cea anulată).
form-ability-mace-note = Mace Tyrell distruge unul dintre infanteriștii adversarului din bătălie: pe care?
form-ability-mace-label = Care infanterist?
form-ability-mace-standing = Un infanterist în picioare
form-ability-mace-routed = Un infanterist în debandadă
form-ability-tyrion-note-card = Anulezi cartea adversarului, { $card }? Adversarul alege atunci altă carte.
form-ability-tyrion-note = Anulezi cartea adversarului? Adversarul alege atunci altă carte.
form-ability-tyrion-yes = Da, anuleaz-o
form-ability-tyrion-label = Folosești pe Tyrion Lannister?
form-ability-tides-note = Deții Sabia din oțel valyrian: arunci cartea ta Soarta bătăliei și tragi alta în loc să folosești Sabia pentru +1?
form-ability-tides-yes = Da, trag din nou
form-ability-tides-no = Nu, îmi păstrez cartea
form-ability-tides-label = Tragi din nou?
form-ability-patchface-note = Alege o carte din mâna adversarului pentru a fi aruncată.
form-ability-use-label = O folosești?

## Formularele ca text în e-mail (src/decisions/text.rs)

text-one-of = una dintre: { $choices }
text-nothing-asked = Casei tale nu i se cere nimic acum.
text-no-such-part = Nu există partea { $n } în această decizie (are { $count }).
text-not-by-mail = La „{ $title }” nu se poate răspunde prin e-mail: folosește linkul spre pagina jocului.
text-no-answer = Răspunsul nu conține nicio alegere: scrie rândurile șablonului.
text-no-such-box = „{ $label }”: nu există o astfel de căsuță de bifat în „{ $title }”.
text-not-understood = „{ $line }”: nu am înțeles acest rând; rândurile arată ca „{ $example }”.
text-not-a-choice = „{ $value }” nu este o opțiune pentru „{ $label }”; opțiunile sunt: { $choices }.
