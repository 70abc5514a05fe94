# Romanian (ro)
#
# Game vocabulary of A Game of Thrones: The Board Game (2nd edition), issue 15.
# Every locale holds exactly the same message ids (scripts/check-ftl checks it).
#
# Ids are the engine's own keys after a prefix: area-, house-, unit-, order-,
# order-kind-, house-card- (and house-card-ID-text), westeros-card-,
# wildling-card-, tides-card-, phase-, track-, token-, dominance-, term-.
# Order tokens: the serde name with each sign before a digit spelled out,
# because Fluent ids cannot hold "+": "+" becomes "-plus" and "-" becomes
# "-minus" (march-1 -> order-march-minus1, march+0 -> order-march-plus0,
# defense+2 -> order-defense-plus2, support+1 -> order-support-plus1);
# keys without a sign stay as they are (order-special_raid).
#
# Words of the Romanian 2nd-edition rulebook (seed 000) wherever it prints them;
# the rest translated in its style. Romanian is written with comma-below ș and ț
# (the rulebook's scan mixes in cedilla ş and ţ).
# Units and Power tokens: CLDR categories one (1), few (0, 2–19) and other
# (20 and more), which takes "de": "1 infanterist", "3 infanteriști",
# "20 de infanteriști".


## Areas (land, sea, ports): src/engine/data/board.toml

area-castle_black = Castelul Negru
area-karhold = Karhold
area-winterfell = Winterfell
area-stony_shore = Țărmul Pietros
area-white_harbor = Limanul Alb
area-widows_watch = Veghea Văduvei
area-moat_cailin = Moat Cailin
area-greywater_watch = Veghea Apei Cenușii
area-flints_finger = Degetul lui Flint
area-pyke = Pyke
area-seagard = Seagard
area-twins = Gemenii
area-fingers = Degetele
area-mountains_of_the_moon = Munții Lunii
area-eyrie = Cuibul Vulturilor
area-riverrun = Riverrun
area-lannisport = Lannisport
area-stoney_sept = Septul de Piatră
area-harrenhal = Harrenhal
area-crackclaw_point = Capul Ghearei Crăpate
area-dragonstone = Piatra Dragonului
area-searoad_marches = Hotarele Drumului Mării
area-blackwater = Blackwater
area-kings_landing = Debarcaderul Regelui
area-kingswood = Pădurea Regelui
area-reach = Reach
area-highgarden = Highgarden
area-storms_end = Capătul Furtunii
area-boneway = Drumul Oaselor
area-dornish_marches = Hotarele Dornishene
area-oldtown = Orașul Vechi
area-three_towers = Trei Turnuri
area-princes_pass = Trecătoarea Prințului
area-arbor = Arbor
area-starfall = Starfall
area-yronwood = Yronwood
area-salt_shore = Țărmul Sărat
area-sunspear = Sunspear
area-bay_of_ice = Golful de Gheață
area-shivering_sea = Marea Înfiorată
area-narrow_sea = Marea Îngustă
area-sunset_sea = Marea Apusului
area-ironmans_bay = Golful Oamenilor de Fier
area-golden_sound = Strâmtoarea de Aur
area-blackwater_bay = Golful Blackwater
area-shipbreaker_bay = Golful Sfărâmă-Corăbii
area-sea_of_dorne = Marea Dorne
area-east_summer_sea = Marea Verii de Est
area-west_summer_sea = Marea Verii de Vest
area-summer_sea = Marea Verii
area-redwyne_straights = Strâmtoarea Redwyne
area-port_of_winterfell = Portul Winterfell
area-port_of_white_harbor = Portul Limanului Alb
area-port_of_pyke = Portul Pyke
area-port_of_lannisport = Portul Lannisport
area-port_of_dragonstone = Portul Pietrei Dragonului
area-port_of_storms_end = Portul Capătului Furtunii
area-port_of_oldtown = Portul Orașului Vechi
area-port_of_sunspear = Portul Sunspear

## Houses

house-stark = Stark
house-lannister = Lannister
house-baratheon = Baratheon
house-greyjoy = Greyjoy
house-tyrell = Tyrell
house-martell = Martell

## Units; $count picks the plural form

unit-footman =
    { $count ->
        [one] infanterist
        [few] infanteriști
       *[other] de infanteriști
    }
unit-knight =
    { $count ->
        [one] cavaler
        [few] cavaleri
       *[other] de cavaleri
    }
unit-ship =
    { $count ->
        [one] navă
        [few] nave
       *[other] de nave
    }
unit-siege_engine =
    { $count ->
        [one] mașină de război
        [few] mașini de război
       *[other] de mașini de război
    }

## Order tokens

order-march-minus1 = Marș −1
order-march-plus0 = Marș +0
order-march-plus1 = Marș +1 ★
order-defense-plus1 = Apărare +1
order-defense-plus2 = Apărare +2 ★
order-support = Sprijin
order-support-plus1 = Sprijin +1 ★
order-raid = Incursiune
order-special_raid = Incursiune ★
order-consolidate = Consolidarea puterii
order-special_consolidate = Consolidarea puterii ★

## Order families

order-kind-march = Marș
order-kind-defense = Apărare
order-kind-support = Sprijin
order-kind-raid = Incursiune
order-kind-consolidate_power = Consolidarea puterii

## House cards: src/engine/data/house_cards.toml

house-card-eddard_stark = Eddard Stark
house-card-robb_stark = Robb Stark
house-card-robb_stark-text = Dacă învingi, alegi unde se retrage armata învinsă (un teritoriu permis în care pierde cele mai puține unități).
house-card-roose_bolton = Roose Bolton
house-card-roose_bolton-text = Dacă pierzi, îți iei înapoi în mână întregul teanc de decartare, inclusiv această carte.
house-card-greatjon_umber = Greatjon Umber
house-card-ser_rodrik_cassel = Ser Rodrik Cassel
house-card-the_blackfish = The Blackfish
house-card-the_blackfish-text = În această luptă nu pierzi nicio unitate din cauza săbiilor, a abilităților cărților sau a cărților Soarta bătăliei.
house-card-catelyn_stark = Catelyn Stark
house-card-catelyn_stark-text = Comanda ta de apărare din teritoriul disputat valorează dublu.
house-card-tywin_lannister = Tywin Lannister
house-card-tywin_lannister-text = Dacă învingi, primești 2 jetoane de putere.
house-card-ser_gregor_clegane = Ser Gregor Clegane
house-card-the_hound = The Hound
house-card-ser_jaime_lannister = Ser Jaime Lannister
house-card-tyrion_lannister = Tyrion Lannister
house-card-tyrion_lannister-text = Poți anula cartea adversarului: acesta joacă o altă carte din mână sau niciuna, dacă nu mai are alta.
house-card-ser_kevan_lannister = Ser Kevan Lannister
house-card-ser_kevan_lannister-text = Când ataci, fiecare infanterist al tău (inclusiv infanteriștii Lannister care te sprijină) adaugă 2 în loc de 1.
house-card-cersei_lannister = Cersei Lannister
house-card-cersei_lannister-text = Dacă învingi, poți îndepărta un jeton de comandă al învinsului de oriunde de pe tabla de joc.
house-card-stannis_baratheon = Stannis Baratheon
house-card-stannis_baratheon-text = +1 putere de luptă dacă adversarul se află înaintea ta pe pista Tronului de Fier.
house-card-renly_baratheon = Renly Baratheon
house-card-renly_baratheon-text = Dacă învingi, poți transforma în cavaler unul dintre infanteriștii tăi din această luptă (inclusiv dintre cei care te sprijină).
house-card-ser_davos_seaworth = Ser Davos Seaworth
house-card-ser_davos_seaworth-text = +1 putere de luptă și +1 sabie cât timp cartea ta Stannis Baratheon se află în teancul de decartare.
house-card-brienne_of_tarth = Brienne of Tarth
house-card-melisandre = Melisandre
house-card-salladhor_saan = Salladhor Saan
house-card-salladhor_saan-text = Dacă te sprijină cineva, fiecare navă din această luptă care nu îți aparține adaugă 0 putere de luptă.
house-card-patchface = Patchface
house-card-patchface-text = După luptă, poți privi cărțile din mâna adversarului și poți decarta una dintre ele, la alegerea ta.
house-card-euron_crows_eye = Euron Crow's Eye
house-card-victarion_greyjoy = Victarion Greyjoy
house-card-victarion_greyjoy-text = Când ataci, fiecare navă a ta (inclusiv navele Greyjoy care te sprijină) adaugă 2 în loc de 1.
house-card-theon_greyjoy = Theon Greyjoy
house-card-theon_greyjoy-text = Când aperi un teritoriu cu un castel sau o fortăreață: +1 putere de luptă și +1 sabie.
house-card-balon_greyjoy = Balon Greyjoy
house-card-balon_greyjoy-text = Puterea de luptă tipărită pe cartea adversarului este 0.
house-card-asha_greyjoy = Asha Greyjoy
house-card-asha_greyjoy-text = Dacă nu te sprijină nimeni: +2 săbii și +1 fortificație.
house-card-dagmar_cleftjaw = Dagmar Cleftjaw
house-card-aeron_damphair = Aeron Damphair
house-card-aeron_damphair-text = Poți plăti 2 jetoane de putere pentru a schimba această carte cu o altă carte din mâna ta.
house-card-mace_tyrell = Mace Tyrell
house-card-mace_tyrell-text = Distruge imediat un infanterist inamic din armata atacantă sau din cea care se apără (nu unul care sprijină).
house-card-ser_loras_tyrell = Ser Loras Tyrell
house-card-ser_loras_tyrell-text = Dacă ataci și învingi, comanda ta de marș se mută în teritoriul cucerit în loc să fie îndepărtată.
house-card-ser_garlan_tyrell = Ser Garlan Tyrell
house-card-randyll_tarly = Randyll Tarly
house-card-alester_florent = Alester Florent
house-card-margaery_tyrell = Margaery Tyrell
house-card-queen_of_thorns = Queen of Thorns
house-card-queen_of_thorns-text = Îndepărtează imediat un jeton de comandă inamic dintr-un teritoriu adiacent teritoriului disputat (nu comanda de marș care a atacat).
house-card-the_red_viper = The Red Viper
house-card-areo_hotah = Areo Hotah
house-card-obara_sand = Obara Sand
house-card-darkstar = Darkstar
house-card-nymeria_sand = Nymeria Sand
house-card-nymeria_sand-text = +1 fortificație când te aperi, +1 sabie când ataci.
house-card-arianne_martell = Arianne Martell
house-card-arianne_martell-text = Dacă te aperi și pierzi, unitățile atacante nu se pot muta în teritoriul disputat.
house-card-doran_martell = Doran Martell
house-card-doran_martell-text = Mută imediat adversarul pe ultima poziție a unei piste de influență la alegerea ta.

## Westeros cards

westeros-card-supply = Provizii
westeros-card-mustering = Mobilizare
westeros-card-a_throne_of_blades = Tronul Săbiilor
westeros-card-winter_is_coming = Se apropie iarna
westeros-card-last_days_of_summer = Ultimele zile ale verii
westeros-card-game_of_thrones = Urzeala tronurilor
westeros-card-dark_wings_dark_words = Aripi întunecate, cuvinte întunecate
westeros-card-clash_of_kings = Încleștarea regilor
westeros-card-wildlings_attack = Atacul Sălbaticilor
westeros-card-put_to_the_sword = La vârf de sabie
westeros-card-storm_of_swords = Iureșul săbiilor
westeros-card-rains_of_autumn = Ploi de toamnă
westeros-card-sea_of_storms = Marea de furtuni
westeros-card-web_of_lies = Țesătură de minciuni
westeros-card-feast_for_crows = Festinul ciorilor

## Wildling cards

wildling-card-silence_at_the_wall = Liniște la Zid
wildling-card-preemptive_raid = Incursiune preventivă
wildling-card-crow_killers = Ucigașii de ciori
wildling-card-rattleshirts_raiders = Jefuitorii lui Rattleshirt
wildling-card-massing_on_the_milkwater = Adunare la Milkwater
wildling-card-a_king_beyond_the_wall = Un rege de dincolo de Zid
wildling-card-mammoth_riders = Călăreții pe mamuți
wildling-card-the_horde_descends = Hoarda coboară
wildling-card-skinchanger_scout = Cercetașul schimbător de piele

## Tides of Battle cards

tides-card-blank = fără efect
tides-card-plus_one_sword = +1 cu sabie
tides-card-plus_one_fortification = +1 cu fortificație
tides-card-plus_two = +2
tides-card-plus_three = +3
tides-card-skull = craniu

## Phases and steps (keys of words::phase)

phase-planning = Planificare
phase-raven = Planificare: Corbul mesager
phase-raid = Acțiune: incursiuni
phase-march = Acțiune: marșuri
phase-consolidate_power = Acțiune: consolidarea puterii
phase-westeros = Westeros
phase-game_over = Joc încheiat
phase-not_started = Nu a început

## Tracks

track-iron_throne = Tronul de Fier
track-fiefdoms = Feudele
track-kings_court = Curtea regală
track-supply = Provizii
track-victory = Victorie
track-wildlings = Sălbaticii

## Tokens; $count picks the plural form

token-power =
    { $count ->
        [one] jeton de putere
        [few] jetoane de putere
       *[other] de jetoane de putere
    }

## Dominance tokens

dominance-iron_throne = Tronul de Fier
dominance-valyrian_steel_blade = Sabia din oțel valyrian
dominance-messenger_raven = Corbul mesager

## Game terms

term-garrison = garnizoană
term-neutral_force = forță neutră
term-castle = castel
term-stronghold = fortăreață
term-port = port
term-sea_area = teritoriu marin
term-land_area = teritoriu de uscat
term-home_area = teritoriu de baștină
term-round = tură
term-turn_order = ordinea de joc
term-westeros_phase = faza Westeros
term-planning_phase = faza de planificare
term-action_phase = faza de acțiune
term-order = comandă
term-special_order = comandă specială
term-combat = luptă
term-attacker = atacant
term-defender = apărător
term-combat_strength = putere de luptă
term-casualty = victimă
term-retreat = retragere
term-routed = în debandadă
term-sword = sabie
term-fortification = fortificație
term-bid = licitație
term-muster = mobilizare
term-mustering_point = punct de mobilizare
term-supply = provizii
term-army = armată
term-power = putere
term-power_pool = fondul jetoanelor de putere
term-influence_track = pistă de influență
term-house_card = carte de Casă
term-westeros_card = carte Westeros
term-wildling_card = carte de atac a Sălbaticilor
term-tides_of_battle = Soarta bătăliei
term-clash_of_kings = Încleștarea regilor
term-wildling_attack = atacul Sălbaticilor
term-wildling_threat = amenințarea Sălbaticilor
term-wildlings = Sălbaticii
term-nights_watch = Rondul de Noapte
term-victory_points = puncte victorie

## 1st-edition house cards' abilities (src/engine/data/agot1_house_cards.toml `text`; a card
## without one has no ability; the card is named as its 2nd-edition namesake)

house-card-agot1_robb_stark-text = Cât timp ești atacatorul, fiecare cavaler al tău care luptă în teritoriul disputat adaugă 3 în loc de 2. Unitățile care sprijină și cele puse pe fugă nu sunt afectate.
house-card-agot1_catelyn_stark-text = Bonusul comenzii tale de apărare din teritoriul disputat se socotește de două ori în această luptă.
house-card-agot1_maester_luwin-text = Dacă învingi, poți lua înapoi în mână o carte la alegere din teancul tău de decartare al cărților de Casă.
house-card-agot1_ser_jaime_lannister-text = Dacă învingi, iei 2 jetoane de putere din rezerva de putere (limita de 20 de jetoane rămâne valabilă).
house-card-agot1_vargo_hoat-text = Cât timp ești atacatorul, fiecare infanterist al tău care luptă în teritoriul disputat adaugă 2 în loc de 1. Unitățile care sprijină și cele puse pe fugă nu sunt afectate.
house-card-agot1_cersei_lannister-text = Dacă învingi, îndepărtează un jeton de comandă al Casei învinse de oriunde de pe tabla de joc (la alegerea ta).
house-card-agot1_renly_baratheon-text = Dacă învingi, poți înlocui cu un cavaler unul dintre infanteriștii tăi care au luptat în teritoriul disputat (ca atacator sau apărător, nu ca sprijin), dacă mai ai un cavaler în rezervă.
house-card-agot1_salladhor_saan-text = Navele care îl sprijină pe adversarul tău în această luptă nu adaugă nimic (o comandă de sprijin +1 adaugă totuși +1).
house-card-agot1_melisandre_of_asshai-text = Dacă învingi, poți plăti 1 dintre jetoanele tale de putere disponibile pentru a alege o carte de Casă din mâna învinsului și a o pune în teancul lui de decartare.
house-card-agot1_asha_greyjoy-text = Dacă învingi, poți îndepărta o comandă de sprijin sau de consolidare a puterii dintr-un teritoriu terestru sau maritim adiacent teritoriului disputat.
house-card-agot1_victarion_greyjoy-text = Cât timp ești atacatorul, fiecare navă a ta care luptă în teritoriul disputat adaugă 2 în loc de 1. Unitățile care sprijină și cele puse pe fugă nu sunt afectate.
house-card-agot1_balon_greyjoy-text = Puterea de luptă tipărită pe cartea de Casă a adversarului tău se socotește 0 (simbolurile și abilitatea ei rămân valabile).
house-card-agot1_ser_loras_tyrell-text = Imediat ce cărțile sunt dezvăluite, distruge un infanterist al adversarului tău din teritoriul disputat (nu se întâmplă nimic dacă nu există niciunul).
house-card-agot1_brienne_of_tarth-text = Imediat ce cărțile sunt dezvăluite, îndepărtează comanda de apărare a adversarului tău din teritoriul disputat (contează doar când ești atacatorul).
house-card-agot1_queen_of_thorns-text = Cartea de Casă a adversarului tău își pierde abilitatea în această luptă (puterea și simbolurile ei se socotesc în continuare).
