# Czech (cs)
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
# Words of the Czech 1st-edition rulebook (seed 002) where the concept exists
# there (houses, orders, tracks, footmen, knights, ships, the Westeros cards it
# shares with the 2nd edition); a faithful translation where it does not (siege
# engines, ports, garrisons, wildling cards, Tides of Battle). Like the rulebook,
# the area names stay the English names of the board.
# The 1st edition calls castles "města" (cities); these files say "hrad".
# Units and Power tokens: CLDR categories one (1), few (2–4), many (decimals)
# and other (0, 5 and more): "1 pěšák", "3 pěšáci", "1,5 pěšáka", "5 pěšáků".


## Areas (land, sea, ports): src/engine/data/board.toml

area-castle_black = Castle Black
area-karhold = Karhold
area-winterfell = Winterfell
area-stony_shore = Stony Shore
area-white_harbor = White Harbor
area-widows_watch = Widow's Watch
area-moat_cailin = Moat Cailin
area-greywater_watch = Greywater Watch
area-flints_finger = Flint's Finger
area-pyke = Pyke
area-seagard = Seagard
area-twins = Twins
area-fingers = Fingers
area-mountains_of_the_moon = Mountains of the Moon
area-eyrie = Eyrie
area-riverrun = Riverrun
area-lannisport = Lannisport
area-stoney_sept = Stoney Sept
area-harrenhal = Harrenhal
area-crackclaw_point = Crackclaw Point
area-dragonstone = Dragonstone
area-searoad_marches = Searoad Marches
area-blackwater = Blackwater
area-kings_landing = King's Landing
area-kingswood = Kingswood
area-reach = Reach
area-highgarden = Highgarden
area-storms_end = Storm's End
area-boneway = Boneway
area-dornish_marches = Dornish Marches
area-oldtown = Oldtown
area-three_towers = Three Towers
area-princes_pass = Prince's Pass
area-arbor = Arbor
area-starfall = Starfall
area-yronwood = Yronwood
area-salt_shore = Salt Shore
area-sunspear = Sunspear
area-bay_of_ice = Bay of Ice
area-shivering_sea = Shivering Sea
area-narrow_sea = Narrow Sea
area-sunset_sea = Sunset Sea
area-ironmans_bay = Ironman's Bay
area-golden_sound = Golden Sound
area-blackwater_bay = Blackwater Bay
area-shipbreaker_bay = Shipbreaker Bay
area-sea_of_dorne = Sea of Dorne
area-east_summer_sea = East Summer Sea
area-west_summer_sea = West Summer Sea
area-summer_sea = Summer Sea
area-redwyne_straights = Redwyne Straights
area-port_of_winterfell = Přístav Winterfell
area-port_of_white_harbor = Přístav White Harbor
area-port_of_pyke = Přístav Pyke
area-port_of_lannisport = Přístav Lannisport
area-port_of_dragonstone = Přístav Dragonstone
area-port_of_storms_end = Přístav Storm's End
area-port_of_oldtown = Přístav Oldtown
area-port_of_sunspear = Přístav Sunspear

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
        [one] pěšák
        [few] pěšáci
        [many] pěšáka
       *[other] pěšáků
    }
unit-knight =
    { $count ->
        [one] rytíř
        [few] rytíři
        [many] rytíře
       *[other] rytířů
    }
unit-ship =
    { $count ->
        [one] loď
        [few] lodě
        [many] lodě
       *[other] lodí
    }
unit-siege_engine =
    { $count ->
        [one] obléhací stroj
        [few] obléhací stroje
        [many] obléhacího stroje
       *[other] obléhacích strojů
    }

## Order tokens

order-march-minus1 = Pochod −1
order-march-plus0 = Pochod +0
order-march-plus1 = Pochod +1 ★
order-defense-plus1 = Obrana +1
order-defense-plus2 = Obrana +2 ★
order-support = Podpora
order-support-plus1 = Podpora +1 ★
order-raid = Nájezd
order-special_raid = Nájezd ★
order-consolidate = Konsolidace moci
order-special_consolidate = Konsolidace moci ★

## Order families

order-kind-march = Pochod
order-kind-defense = Obrana
order-kind-support = Podpora
order-kind-raid = Nájezd
order-kind-consolidate_power = Konsolidace moci

## House cards: src/engine/data/house_cards.toml

house-card-eddard_stark = Eddard Stark
house-card-robb_stark = Robb Stark
house-card-robb_stark-text = Jestliže vyhrajete, určíte, kam ustoupí poražená armáda (na přípustné území, kde ztratí nejméně jednotek).
house-card-roose_bolton = Roose Bolton
house-card-roose_bolton-text = Jestliže prohrajete, vezměte si zpět do ruky celý svůj odkládací balíček včetně této karty.
house-card-greatjon_umber = Greatjon Umber
house-card-ser_rodrik_cassel = Ser Rodrik Cassel
house-card-the_blackfish = The Blackfish
house-card-the_blackfish-text = V této bitvě neztrácíte žádné jednotky kvůli mečům, schopnostem karet ani kartám Osud bitvy.
house-card-catelyn_stark = Catelyn Stark
house-card-catelyn_stark-text = Váš rozkaz Obrana na bojišti se počítá dvojnásobně.
house-card-tywin_lannister = Tywin Lannister
house-card-tywin_lannister-text = Jestliže vyhrajete, získáte 2 žetony moci.
house-card-ser_gregor_clegane = Ser Gregor Clegane
house-card-the_hound = The Hound
house-card-ser_jaime_lannister = Ser Jaime Lannister
house-card-tyrion_lannister = Tyrion Lannister
house-card-tyrion_lannister-text = Můžete zrušit kartu protivníka: ten zahraje jinou kartu z ruky, nebo žádnou, pokud jinou nemá.
house-card-ser_kevan_lannister = Ser Kevan Lannister
house-card-ser_kevan_lannister-text = Když útočíte, každý váš pěšák (i podporující lannisterští pěšáci) přidává 2 místo 1.
house-card-cersei_lannister = Cersei Lannister
house-card-cersei_lannister-text = Jestliže vyhrajete, můžete poraženému odstranit jeden jeho žeton rozkazu kdekoli na hracím plánu.
house-card-stannis_baratheon = Stannis Baratheon
house-card-stannis_baratheon-text = +1 k bojové síle, pokud je protivník na záznamníku Železného trůnu před vámi.
house-card-renly_baratheon = Renly Baratheon
house-card-renly_baratheon-text = Jestliže vyhrajete, můžete jednoho svého pěšáka v této bitvě (i podporujícího) povýšit na rytíře.
house-card-ser_davos_seaworth = Ser Davos Seaworth
house-card-ser_davos_seaworth-text = +1 k bojové síle a +1 meč, dokud je vaše karta Stannis Baratheon v odkládacím balíčku.
house-card-brienne_of_tarth = Brienne of Tarth
house-card-melisandre = Melisandre
house-card-salladhor_saan = Salladhor Saan
house-card-salladhor_saan-text = Pokud vás někdo podporuje, každá loď v této bitvě, která není vaše, přidává 0 k bojové síle.
house-card-patchface = Patchface
house-card-patchface-text = Po bitvě si můžete prohlédnout karty v ruce protivníka a jednu z nich podle svého výběru odhodit.
house-card-euron_crows_eye = Euron Crow's Eye
house-card-victarion_greyjoy = Victarion Greyjoy
house-card-victarion_greyjoy-text = Když útočíte, každá vaše loď (i podporující greyjoyské lodě) přidává 2 místo 1.
house-card-theon_greyjoy = Theon Greyjoy
house-card-theon_greyjoy-text = Když bráníte území s hradem nebo pevností: +1 k bojové síle a +1 meč.
house-card-balon_greyjoy = Balon Greyjoy
house-card-balon_greyjoy-text = Vytištěná bojová síla karty vašeho protivníka je 0.
house-card-asha_greyjoy = Asha Greyjoy
house-card-asha_greyjoy-text = Pokud vás nikdo nepodporuje: +2 meče a +1 opevnění.
house-card-dagmar_cleftjaw = Dagmar Cleftjaw
house-card-aeron_damphair = Aeron Damphair
house-card-aeron_damphair-text = Můžete zaplatit 2 žetony moci a vyměnit tuto kartu za jinou kartu z ruky.
house-card-mace_tyrell = Mace Tyrell
house-card-mace_tyrell-text = Ihned zničte jednoho nepřátelského pěšáka v útočící nebo bránící se armádě (ne podporujícího).
house-card-ser_loras_tyrell = Ser Loras Tyrell
house-card-ser_loras_tyrell-text = Jestliže útočíte a vyhrajete, váš rozkaz Pochod se přesune na dobyté území, místo aby byl odstraněn.
house-card-ser_garlan_tyrell = Ser Garlan Tyrell
house-card-randyll_tarly = Randyll Tarly
house-card-alester_florent = Alester Florent
house-card-margaery_tyrell = Margaery Tyrell
house-card-queen_of_thorns = Queen of Thorns
house-card-queen_of_thorns-text = Ihned odstraňte jeden nepřátelský žeton rozkazu na území sousedícím s bojištěm (ne rozkaz Pochod, který zaútočil).
house-card-the_red_viper = The Red Viper
house-card-areo_hotah = Areo Hotah
house-card-obara_sand = Obara Sand
house-card-darkstar = Darkstar
house-card-nymeria_sand = Nymeria Sand
house-card-nymeria_sand-text = +1 opevnění, když bráníte, +1 meč, když útočíte.
house-card-arianne_martell = Arianne Martell
house-card-arianne_martell-text = Jestliže bráníte a prohrajete, útočníci nesmějí vstoupit na bojiště.
house-card-doran_martell = Doran Martell
house-card-doran_martell-text = Ihned přesuňte protivníka na poslední místo jednoho záznamníku vlivu podle svého výběru.

## Westeros cards

westeros-card-supply = Zásobování
westeros-card-mustering = Shromažďování
westeros-card-a_throne_of_blades = Trůn z čepelí
westeros-card-winter_is_coming = Zima se blíží
westeros-card-last_days_of_summer = Poslední dny léta
westeros-card-game_of_thrones = Hra o trůny
westeros-card-dark_wings_dark_words = Temná křídla, temná slova
westeros-card-clash_of_kings = Střet králů
westeros-card-wildlings_attack = Útok divokých
westeros-card-put_to_the_sword = Pod ostřím meče
westeros-card-storm_of_swords = Bouře mečů
westeros-card-rains_of_autumn = Podzimní deště
westeros-card-sea_of_storms = Moře se bouří
westeros-card-web_of_lies = Síť lží
westeros-card-feast_for_crows = Hostina pro vrány

## Wildling cards

wildling-card-silence_at_the_wall = Ticho na Zdi
wildling-card-preemptive_raid = Preventivní nájezd
wildling-card-crow_killers = Zabijáci vran
wildling-card-rattleshirts_raiders = Rattleshirtovi nájezdníci
wildling-card-massing_on_the_milkwater = Shromáždění u Milkwateru
wildling-card-a_king_beyond_the_wall = Král za Zdí
wildling-card-mammoth_riders = Jezdci na mamutech
wildling-card-the_horde_descends = Horda sestupuje
wildling-card-skinchanger_scout = Průzkumník měňavec

## Tides of Battle cards

tides-card-blank = bez účinku
tides-card-plus_one_sword = +1 s mečem
tides-card-plus_one_fortification = +1 s opevněním
tides-card-plus_two = +2
tides-card-plus_three = +3
tides-card-skull = lebka

## Phases and steps (keys of words::phase)

phase-planning = Plánování
phase-raven = Plánování: Poštovní havran
phase-raid = Akce: nájezdy
phase-march = Akce: pochody
phase-consolidate_power = Akce: konsolidace moci
phase-westeros = Westeros
phase-game_over = Konec hry
phase-not_started = Nezahájeno

## Tracks

track-iron_throne = Železný trůn
track-fiefdoms = Poddaní
track-kings_court = Královský dvůr
track-supply = Zásobování
track-victory = Vítězství
track-wildlings = Divocí

## Tokens; $count picks the plural form

token-power =
    { $count ->
        [one] žeton moci
        [few] žetony moci
        [many] žetonu moci
       *[other] žetonů moci
    }

## Dominance tokens

dominance-iron_throne = Železný trůn
dominance-valyrian_steel_blade = Valyrijský ocelový meč
dominance-messenger_raven = Poštovní havran

## Game terms

term-garrison = posádka
term-neutral_force = neutrální síla
term-castle = hrad
term-stronghold = pevnost
term-port = přístav
term-sea_area = mořské území
term-land_area = pevninské území
term-home_area = domovské území
term-round = kolo
term-turn_order = pořadí hry
term-westeros_phase = fáze Westeros
term-planning_phase = fáze Plánování
term-action_phase = fáze Akcí
term-order = rozkaz
term-special_order = speciální rozkaz
term-combat = bitva
term-attacker = útočník
term-defender = obránce
term-combat_strength = bojová síla
term-casualty = ztráta
term-retreat = ústup
term-routed = rozprášená jednotka
term-sword = meč
term-fortification = opevnění
term-bid = dražba
term-muster = shromažďování
term-mustering_point = shromažďovací bod
term-supply = zásobování
term-army = armáda
term-power = moc
term-power_pool = bank moci
term-influence_track = záznamník vlivu
term-house_card = karta rodu
term-westeros_card = karta Westeros
term-wildling_card = karta divokých
term-tides_of_battle = Osud bitvy
term-clash_of_kings = Střet králů
term-wildling_attack = útok divokých
term-wildling_threat = hrozba divokých
term-wildlings = divocí
term-nights_watch = Noční hlídka
term-victory_points = vítězné body

## 1st-edition house cards' abilities (src/engine/data/agot1_house_cards.toml `text`; a card
## without one has no ability; the card is named as its 2nd-edition namesake)

house-card-agot1_robb_stark-text = Pokud útočíte, každý váš rytíř bojující na bojišti přidává 3 místo 2. Na podporující a rozprášené jednotky to nemá vliv.
house-card-agot1_catelyn_stark-text = Bonus vašeho rozkazu Obrana na bojišti se v této bitvě počítá dvakrát.
house-card-agot1_maester_luwin-text = Jestliže vyhrajete, můžete si vzít zpět do ruky jednu kartu rodu podle svého výběru ze svého odkládacího balíčku.
house-card-agot1_ser_jaime_lannister-text = Jestliže vyhrajete, vezměte si 2 žetony moci ze zásoby moci (limit 20 žetonů stále platí).
house-card-agot1_vargo_hoat-text = Pokud útočíte, každý váš pěšák bojující na bojišti přidává 2 místo 1. Na podporující a rozprášené jednotky to nemá vliv.
house-card-agot1_cersei_lannister-text = Jestliže vyhrajete, odstraňte jeden žeton rozkazu poraženého rodu kdekoli na hracím plánu (podle svého výběru).
house-card-agot1_renly_baratheon-text = Jestliže vyhrajete, můžete jednoho svého pěšáka, který bojoval na bojišti (jako útočník nebo obránce, ne jako podpora), nahradit rytířem, pokud vám nějaký rytíř zbývá v zásobě.
house-card-agot1_salladhor_saan-text = Lodě, které v této bitvě podporují vašeho protivníka, nepřidávají nic (rozkaz Podpora +1 stále přidává svých +1).
house-card-agot1_melisandre_of_asshai-text = Jestliže vyhrajete, můžete zaplatit 1 ze svých dostupných žetonů moci, vybrat jednu kartu rodu v ruce poraženého a dát ji na jeho odkládací balíček.
house-card-agot1_asha_greyjoy-text = Jestliže vyhrajete, můžete odstranit jeden rozkaz Podpora nebo Konsolidace moci z pozemního nebo mořského území sousedícího s bojištěm.
house-card-agot1_victarion_greyjoy-text = Pokud útočíte, každá vaše loď bojující na bojišti přidává 2 místo 1. Na podporující a rozprášené jednotky to nemá vliv.
house-card-agot1_balon_greyjoy-text = Vytištěná bojová síla karty rodu vašeho protivníka se počítá jako 0 (její symboly a schopnost stále platí).
house-card-agot1_ser_loras_tyrell-text = Jakmile jsou karty odhaleny, zničte jednoho protivníkova pěšáka na bojišti (pokud tam žádný není, nic se nestane).
house-card-agot1_brienne_of_tarth-text = Jakmile jsou karty odhaleny, odstraňte protivníkův rozkaz Obrana z bojiště (má význam, jen když útočíte).
house-card-agot1_queen_of_thorns-text = Karta rodu vašeho protivníka v této bitvě ztrácí svou schopnost (její síla a symboly se stále počítají).
