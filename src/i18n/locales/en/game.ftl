# English (en): the words the code uses today
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
# English is the reference: every other locale translates these messages and
# may use no variable that the English message lacks.


## Areas (land, sea, ports): src/engine/data/board.toml

area-castle_black = Castle Black
area-karhold = Karhold
area-winterfell = Winterfell
area-stony_shore = The Stony Shore
area-white_harbor = White Harbor
area-widows_watch = Widow's Watch
area-moat_cailin = Moat Cailin
area-greywater_watch = Greywater Watch
area-flints_finger = Flint's Finger
area-pyke = Pyke
area-seagard = Seagard
area-twins = The Twins
area-fingers = The Fingers
area-mountains_of_the_moon = The Mountains of the Moon
area-eyrie = The Eyrie
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
area-reach = The Reach
area-highgarden = Highgarden
area-storms_end = Storm's End
area-boneway = The Boneway
area-dornish_marches = Dornish Marches
area-oldtown = Oldtown
area-three_towers = Three Towers
area-princes_pass = Prince's Pass
area-arbor = The Arbor
area-starfall = Starfall
area-yronwood = Yronwood
area-salt_shore = Salt Shore
area-sunspear = Sunspear
area-bay_of_ice = Bay of Ice
area-shivering_sea = The Shivering Sea
area-narrow_sea = The Narrow Sea
area-sunset_sea = Sunset Sea
area-ironmans_bay = Ironman's Bay
area-golden_sound = The Golden Sound
area-blackwater_bay = Blackwater Bay
area-shipbreaker_bay = Shipbreaker Bay
area-sea_of_dorne = Sea of Dorne
area-east_summer_sea = East Summer Sea
area-west_summer_sea = West Summer Sea
area-summer_sea = Summer Sea
area-redwyne_straights = Redwyne Straights
area-port_of_winterfell = Port of Winterfell
area-port_of_white_harbor = Port of White Harbor
area-port_of_pyke = Port of Pyke
area-port_of_lannisport = Port of Lannisport
area-port_of_dragonstone = Port of Dragonstone
area-port_of_storms_end = Port of Storm's End
area-port_of_oldtown = Port of Oldtown
area-port_of_sunspear = Port of Sunspear

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
        [one] footman
       *[other] footmen
    }
unit-knight =
    { $count ->
        [one] knight
       *[other] knights
    }
unit-ship =
    { $count ->
        [one] ship
       *[other] ships
    }
unit-siege_engine =
    { $count ->
        [one] siege engine
       *[other] siege engines
    }

## Order tokens

order-march-minus1 = March −1
order-march-plus0 = March +0
order-march-plus1 = March +1 ★
order-defense-plus1 = Defense +1
order-defense-plus2 = Defense +2 ★
order-support = Support
order-support-plus1 = Support +1 ★
order-raid = Raid
order-special_raid = Raid ★
order-consolidate = Consolidate Power
order-special_consolidate = Consolidate Power ★

## Order families

order-kind-march = March
order-kind-defense = Defense
order-kind-support = Support
order-kind-raid = Raid
order-kind-consolidate_power = Consolidate Power

## House cards: src/engine/data/house_cards.toml

house-card-eddard_stark = Eddard Stark
house-card-robb_stark = Robb Stark
house-card-robb_stark-text = If you win, you pick where the losing army retreats (a legal area where it loses the fewest units).
house-card-roose_bolton = Roose Bolton
house-card-roose_bolton-text = If you lose, take your whole discard pile, this card included, back into your hand.
house-card-greatjon_umber = Greatjon Umber
house-card-ser_rodrik_cassel = Ser Rodrik Cassel
house-card-the_blackfish = The Blackfish
house-card-the_blackfish-text = In this combat you lose no units to swords, card abilities or Tides of Battle.
house-card-catelyn_stark = Catelyn Stark
house-card-catelyn_stark-text = Your Defense order in the embattled area counts twice its value.
house-card-tywin_lannister = Tywin Lannister
house-card-tywin_lannister-text = If you win, gain 2 Power.
house-card-ser_gregor_clegane = Ser Gregor Clegane
house-card-the_hound = The Hound
house-card-ser_jaime_lannister = Ser Jaime Lannister
house-card-tyrion_lannister = Tyrion Lannister
house-card-tyrion_lannister-text = You may cancel your opponent's card: they play another one from their hand, or none if they have no other.
house-card-ser_kevan_lannister = Ser Kevan Lannister
house-card-ser_kevan_lannister-text = When you attack, each of your Footmen (supporting Lannister Footmen too) adds 2 instead of 1.
house-card-cersei_lannister = Cersei Lannister
house-card-cersei_lannister-text = If you win, you may remove one of the loser's Order tokens from anywhere on the board.
house-card-stannis_baratheon = Stannis Baratheon
house-card-stannis_baratheon-text = +1 strength if your opponent is ahead of you on the Iron Throne track.
house-card-renly_baratheon = Renly Baratheon
house-card-renly_baratheon-text = If you win, you may turn one of your Footmen in this combat (supporters too) into a Knight.
house-card-ser_davos_seaworth = Ser Davos Seaworth
house-card-ser_davos_seaworth-text = +1 strength and +1 sword while your Stannis Baratheon is in your discard pile.
house-card-brienne_of_tarth = Brienne of Tarth
house-card-melisandre = Melisandre
house-card-salladhor_saan = Salladhor Saan
house-card-salladhor_saan-text = If anyone supports you, every Ship in this combat that is not yours adds 0 strength.
house-card-patchface = Patchface
house-card-patchface-text = After the combat you may look at your opponent's hand and discard one card of your choice from it.
house-card-euron_crows_eye = Euron Crow's Eye
house-card-victarion_greyjoy = Victarion Greyjoy
house-card-victarion_greyjoy-text = When you attack, each of your Ships (supporting Greyjoy Ships too) adds 2 instead of 1.
house-card-theon_greyjoy = Theon Greyjoy
house-card-theon_greyjoy-text = When you defend an area with a castle or stronghold: +1 strength and +1 sword.
house-card-balon_greyjoy = Balon Greyjoy
house-card-balon_greyjoy-text = Your opponent's card has a printed strength of 0.
house-card-asha_greyjoy = Asha Greyjoy
house-card-asha_greyjoy-text = If nobody supports you: +2 swords and +1 fortification.
house-card-dagmar_cleftjaw = Dagmar Cleftjaw
house-card-aeron_damphair = Aeron Damphair
house-card-aeron_damphair-text = You may pay 2 Power to swap this card for another card from your hand.
house-card-mace_tyrell = Mace Tyrell
house-card-mace_tyrell-text = At once destroy one enemy Footman in the attacking or defending army (not a supporter).
house-card-ser_loras_tyrell = Ser Loras Tyrell
house-card-ser_loras_tyrell-text = If you attack and win, your March order moves into the conquered area instead of being removed.
house-card-ser_garlan_tyrell = Ser Garlan Tyrell
house-card-randyll_tarly = Randyll Tarly
house-card-alester_florent = Alester Florent
house-card-margaery_tyrell = Margaery Tyrell
house-card-queen_of_thorns = Queen of Thorns
house-card-queen_of_thorns-text = At once remove one enemy Order token next to the embattled area (not the March order that attacked).
house-card-the_red_viper = The Red Viper
house-card-areo_hotah = Areo Hotah
house-card-obara_sand = Obara Sand
house-card-darkstar = Darkstar
house-card-nymeria_sand = Nymeria Sand
house-card-nymeria_sand-text = +1 fortification when you defend, +1 sword when you attack.
house-card-arianne_martell = Arianne Martell
house-card-arianne_martell-text = If you defend and lose, the attackers may not move into the embattled area.
house-card-doran_martell = Doran Martell
house-card-doran_martell-text = At once move your opponent to the last place of one Influence track of your choice.

## Westeros cards

westeros-card-supply = Supply
westeros-card-mustering = Mustering
westeros-card-a_throne_of_blades = A Throne of Blades
westeros-card-winter_is_coming = Winter Is Coming
westeros-card-last_days_of_summer = Last Days of Summer
westeros-card-game_of_thrones = Game of Thrones
westeros-card-dark_wings_dark_words = Dark Wings, Dark Words
westeros-card-clash_of_kings = Clash of Kings
westeros-card-wildlings_attack = Wildlings Attack
westeros-card-put_to_the_sword = Put to the Sword
westeros-card-storm_of_swords = Storm of Swords
westeros-card-rains_of_autumn = Rains of Autumn
westeros-card-sea_of_storms = Sea of Storms
westeros-card-web_of_lies = Web of Lies
westeros-card-feast_for_crows = Feast for Crows

## Wildling cards

wildling-card-silence_at_the_wall = Silence at the Wall
wildling-card-preemptive_raid = Preemptive Raid
wildling-card-crow_killers = Crow Killers
wildling-card-rattleshirts_raiders = Rattleshirt's Raiders
wildling-card-massing_on_the_milkwater = Massing on the Milkwater
wildling-card-a_king_beyond_the_wall = A King Beyond the Wall
wildling-card-mammoth_riders = Mammoth Riders
wildling-card-the_horde_descends = The Horde Descends
wildling-card-skinchanger_scout = Skinchanger Scout

## Tides of Battle cards

tides-card-blank = blank
tides-card-plus_one_sword = +1 with a sword
tides-card-plus_one_fortification = +1 with a fortification
tides-card-plus_two = +2
tides-card-plus_three = +3
tides-card-skull = skull

## Phases and steps (keys of words::phase)

phase-planning = Planning
phase-raven = Planning: the Messenger Raven
phase-raid = Action: raids
phase-march = Action: marches
phase-consolidate_power = Action: consolidating power
phase-westeros = Westeros
phase-game_over = Game over
phase-not_started = Not started

## Tracks

track-iron_throne = Iron Throne
track-fiefdoms = Fiefdoms
track-kings_court = King's Court
track-supply = Supply
track-victory = Victory
track-wildlings = Wildlings

## Tokens; $count picks the plural form

token-power =
    { $count ->
        [one] power token
       *[other] power tokens
    }

## Dominance tokens

dominance-iron_throne = Iron Throne
dominance-valyrian_steel_blade = Valyrian Steel Blade
dominance-messenger_raven = Messenger Raven

## Game terms

term-garrison = garrison
term-neutral_force = neutral force
term-castle = castle
term-stronghold = stronghold
term-port = port
term-sea_area = sea area
term-land_area = land area
term-home_area = home area
term-round = round
term-turn_order = turn order
term-westeros_phase = Westeros phase
term-planning_phase = Planning phase
term-action_phase = Action phase
term-order = order
term-special_order = special order
term-combat = combat
term-attacker = attacker
term-defender = defender
term-combat_strength = combat strength
term-casualty = casualty
term-retreat = retreat
term-routed = routed
term-sword = sword
term-fortification = fortification
term-bid = bid
term-muster = muster
term-mustering_point = mustering point
term-supply = supply
term-army = army
term-power = Power
term-power_pool = Power pool
term-influence_track = influence track
term-house_card = House card
term-westeros_card = Westeros card
term-wildling_card = wildling card
term-tides_of_battle = Tides of Battle
term-clash_of_kings = Clash of Kings
term-wildling_attack = wildling attack
term-wildling_threat = wildling threat
term-wildlings = wildlings
term-nights_watch = Night's Watch
term-victory_points = victory points

## 1st-edition house cards' abilities (src/engine/data/agot1_house_cards.toml `text`; a card
## without one has no ability; the card is named as its 2nd-edition namesake)

house-card-agot1_robb_stark-text = While you are the attacker, each of your knights fighting in the embattled area adds 3 instead of 2. Supporting and routed units are not affected.
house-card-agot1_catelyn_stark-text = The bonus of your Defense order in the embattled area counts twice in this battle.
house-card-agot1_maester_luwin-text = If you win, you may take one card of your choice from your House card discard pile back into your hand.
house-card-agot1_ser_jaime_lannister-text = If you win, take 2 Power tokens from the Power Bank (the 20-token limit still applies).
house-card-agot1_vargo_hoat-text = While you are the attacker, each of your footmen fighting in the embattled area adds 2 instead of 1. Supporting and routed units are not affected.
house-card-agot1_cersei_lannister-text = If you win, remove one Order token of the losing house from anywhere on the board (you pick which).
house-card-agot1_renly_baratheon-text = If you win, you may replace one of your footmen that fought in the embattled area (as attacker or defender, not as support) with a knight, if you have a knight left in your pool.
house-card-agot1_salladhor_saan-text = Ships that support your opponent in this battle add nothing (a Support +1 order still adds its +1).
house-card-agot1_melisandre_of_asshai-text = If you win, you may pay 1 of your available Power tokens to pick one House card in the loser's hand and put it on their discard pile.
house-card-agot1_asha_greyjoy-text = If you win, you may remove one Support or Consolidate Power order from a land or sea area adjacent to the embattled area.
house-card-agot1_victarion_greyjoy-text = While you are the attacker, each of your ships fighting in the embattled area adds 2 instead of 1. Supporting and routed units are not affected.
house-card-agot1_balon_greyjoy-text = The printed strength of your opponent's House card counts as 0 (its icons and text ability still apply).
house-card-agot1_ser_loras_tyrell-text = As soon as the cards are revealed, destroy one of your opponent's footmen in the embattled area (nothing happens if there is none).
house-card-agot1_brienne_of_tarth-text = As soon as the cards are revealed, remove your opponent's Defense order from the embattled area (only matters when you are the attacker).
house-card-agot1_queen_of_thorns-text = Your opponent's House card loses its text ability for this battle (its strength and icons still count).
