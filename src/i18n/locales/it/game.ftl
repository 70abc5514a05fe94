# Italian (it)
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
# Words of the Italian 1st-edition rulebook (seed 004) where the concept exists
# there (houses, orders, tracks, footmen, knights, ships, the Westeros cards it
# shares with the 2nd edition); a faithful translation where it does not (siege
# engines, ports, garrisons, wildling cards, Tides of Battle). Like the rulebook,
# the area names stay the English names of the board.
# The 1st edition calls castles "Città" (cities); these files say "castello".
# Units and Power tokens: CLDR categories one and other.


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
area-port_of_winterfell = Porto di Winterfell
area-port_of_white_harbor = Porto di White Harbor
area-port_of_pyke = Porto di Pyke
area-port_of_lannisport = Porto di Lannisport
area-port_of_dragonstone = Porto di Dragonstone
area-port_of_storms_end = Porto di Storm's End
area-port_of_oldtown = Porto di Oldtown
area-port_of_sunspear = Porto di Sunspear

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
        [one] fante
       *[other] fanti
    }
unit-knight =
    { $count ->
        [one] cavaliere
       *[other] cavalieri
    }
unit-ship =
    { $count ->
        [one] nave
       *[other] navi
    }
unit-siege_engine =
    { $count ->
        [one] macchina d'assedio
       *[other] macchine d'assedio
    }

## Order tokens

order-march-minus1 = Marcia −1
order-march-plus0 = Marcia +0
order-march-plus1 = Marcia +1 ★
order-defense-plus1 = Difesa +1
order-defense-plus2 = Difesa +2 ★
order-support = Supporto
order-support-plus1 = Supporto +1 ★
order-raid = Incursione
order-special_raid = Incursione ★
order-consolidate = Consolidamento Potere
order-special_consolidate = Consolidamento Potere ★

## Order families

order-kind-march = Marcia
order-kind-defense = Difesa
order-kind-support = Supporto
order-kind-raid = Incursione
order-kind-consolidate_power = Consolidamento Potere

## House cards: src/engine/data/house_cards.toml

house-card-eddard_stark = Eddard Stark
house-card-robb_stark = Robb Stark
house-card-robb_stark-text = Se vinci, scegli tu dove si ritira l'esercito sconfitto (un'area consentita in cui perda il minor numero di unità).
house-card-roose_bolton = Roose Bolton
house-card-roose_bolton-text = Se perdi, riprendi in mano l'intera pila degli scarti, compresa questa carta.
house-card-greatjon_umber = Greatjon Umber
house-card-ser_rodrik_cassel = Ser Rodrik Cassel
house-card-the_blackfish = The Blackfish
house-card-the_blackfish-text = In questa battaglia non perdi unità a causa di spade, abilità delle carte o Sorti della Battaglia.
house-card-catelyn_stark = Catelyn Stark
house-card-catelyn_stark-text = Il tuo ordine di Difesa nell'area di battaglia conta il doppio.
house-card-tywin_lannister = Tywin Lannister
house-card-tywin_lannister-text = Se vinci, ottieni 2 gettoni Potere.
house-card-ser_gregor_clegane = Ser Gregor Clegane
house-card-the_hound = The Hound
house-card-ser_jaime_lannister = Ser Jaime Lannister
house-card-tyrion_lannister = Tyrion Lannister
house-card-tyrion_lannister-text = Puoi annullare la carta dell'avversario: ne gioca un'altra dalla sua mano, o nessuna se non ne ha altre.
house-card-ser_kevan_lannister = Ser Kevan Lannister
house-card-ser_kevan_lannister-text = Quando attacchi, ogni tuo Fante (anche i Fanti Lannister che ti supportano) aggiunge 2 invece di 1.
house-card-cersei_lannister = Cersei Lannister
house-card-cersei_lannister-text = Se vinci, puoi rimuovere un gettone Ordine dello sconfitto da qualsiasi punto della mappa.
house-card-stannis_baratheon = Stannis Baratheon
house-card-stannis_baratheon-text = +1 alla forza di combattimento se l'avversario ti precede sulla linea del Trono di Spade.
house-card-renly_baratheon = Renly Baratheon
house-card-renly_baratheon-text = Se vinci, puoi trasformare in Cavaliere uno dei tuoi Fanti in questa battaglia (anche quelli di supporto).
house-card-ser_davos_seaworth = Ser Davos Seaworth
house-card-ser_davos_seaworth-text = +1 alla forza di combattimento e +1 spada finché il tuo Stannis Baratheon è nella tua pila degli scarti.
house-card-brienne_of_tarth = Brienne of Tarth
house-card-melisandre = Melisandre
house-card-salladhor_saan = Salladhor Saan
house-card-salladhor_saan-text = Se qualcuno ti supporta, ogni Nave in questa battaglia che non è tua aggiunge 0 alla forza di combattimento.
house-card-patchface = Patchface
house-card-patchface-text = Dopo la battaglia puoi guardare la mano dell'avversario e scartarne una carta a tua scelta.
house-card-euron_crows_eye = Euron Crow's Eye
house-card-victarion_greyjoy = Victarion Greyjoy
house-card-victarion_greyjoy-text = Quando attacchi, ogni tua Nave (anche le Navi Greyjoy che ti supportano) aggiunge 2 invece di 1.
house-card-theon_greyjoy = Theon Greyjoy
house-card-theon_greyjoy-text = Quando difendi un'area con un castello o una roccaforte: +1 alla forza di combattimento e +1 spada.
house-card-balon_greyjoy = Balon Greyjoy
house-card-balon_greyjoy-text = La forza di combattimento stampata sulla carta dell'avversario è 0.
house-card-asha_greyjoy = Asha Greyjoy
house-card-asha_greyjoy-text = Se nessuno ti supporta: +2 spade e +1 fortificazione.
house-card-dagmar_cleftjaw = Dagmar Cleftjaw
house-card-aeron_damphair = Aeron Damphair
house-card-aeron_damphair-text = Puoi pagare 2 gettoni Potere per scambiare questa carta con un'altra carta della tua mano.
house-card-mace_tyrell = Mace Tyrell
house-card-mace_tyrell-text = Distruggi immediatamente un Fante nemico dell'esercito attaccante o difensore (non uno di supporto).
house-card-ser_loras_tyrell = Ser Loras Tyrell
house-card-ser_loras_tyrell-text = Se attacchi e vinci, il tuo ordine di Marcia si sposta nell'area conquistata invece di essere rimosso.
house-card-ser_garlan_tyrell = Ser Garlan Tyrell
house-card-randyll_tarly = Randyll Tarly
house-card-alester_florent = Alester Florent
house-card-margaery_tyrell = Margaery Tyrell
house-card-queen_of_thorns = Queen of Thorns
house-card-queen_of_thorns-text = Rimuovi immediatamente un gettone Ordine nemico adiacente all'area di battaglia (non l'ordine di Marcia che ha attaccato).
house-card-the_red_viper = The Red Viper
house-card-areo_hotah = Areo Hotah
house-card-obara_sand = Obara Sand
house-card-darkstar = Darkstar
house-card-nymeria_sand = Nymeria Sand
house-card-nymeria_sand-text = +1 fortificazione quando difendi, +1 spada quando attacchi.
house-card-arianne_martell = Arianne Martell
house-card-arianne_martell-text = Se difendi e perdi, gli attaccanti non possono entrare nell'area di battaglia.
house-card-doran_martell = Doran Martell
house-card-doran_martell-text = Sposta immediatamente l'avversario all'ultimo posto di una linea di Influenza a tua scelta.

## Westeros cards

westeros-card-supply = Rifornimenti
westeros-card-mustering = Chiamata alle Armi
westeros-card-a_throne_of_blades = Un Trono di Lame
westeros-card-winter_is_coming = L'inverno sta arrivando
westeros-card-last_days_of_summer = Ultimi Giorni d'Estate
westeros-card-game_of_thrones = Gioco di Troni
westeros-card-dark_wings_dark_words = Ali Nere, Parole Nere
westeros-card-clash_of_kings = Scontro dei Re
westeros-card-wildlings_attack = Attacco dei Bruti
westeros-card-put_to_the_sword = A Fil di Spada
westeros-card-storm_of_swords = Tempesta di Spade
westeros-card-rains_of_autumn = Piogge d'Autunno
westeros-card-sea_of_storms = Mare in Tempesta
westeros-card-web_of_lies = Rete di Menzogne
westeros-card-feast_for_crows = Banchetto per i Corvi

## Wildling cards

wildling-card-silence_at_the_wall = Silenzio sulla Barriera
wildling-card-preemptive_raid = Incursione Preventiva
wildling-card-crow_killers = Uccisori di Corvi
wildling-card-rattleshirts_raiders = I Predoni di Rattleshirt
wildling-card-massing_on_the_milkwater = Raduno sul Milkwater
wildling-card-a_king_beyond_the_wall = Un Re oltre la Barriera
wildling-card-mammoth_riders = Cavalieri di Mammut
wildling-card-the_horde_descends = L'Orda Scende
wildling-card-skinchanger_scout = Esploratore Metamorfo

## Tides of Battle cards

tides-card-blank = nessun effetto
tides-card-plus_one_sword = +1 con spada
tides-card-plus_one_fortification = +1 con fortificazione
tides-card-plus_two = +2
tides-card-plus_three = +3
tides-card-skull = teschio

## Phases and steps (keys of words::phase)

phase-planning = Pianificazione
phase-raven = Pianificazione: Corvo Messaggero
phase-raid = Azione: incursioni
phase-march = Azione: marce
phase-consolidate_power = Azione: consolidamento del potere
phase-westeros = Westeros
phase-game_over = Partita terminata
phase-not_started = Non iniziata

## Tracks

track-iron_throne = Trono di Spade
track-fiefdoms = Privilegi Feudali
track-kings_court = Corte del Re
track-supply = Rifornimenti
track-victory = Vittoria
track-wildlings = Bruti

## Tokens; $count picks the plural form

token-power =
    { $count ->
        [one] gettone Potere
       *[other] gettoni Potere
    }

## Dominance tokens

dominance-iron_throne = Trono di Spade
dominance-valyrian_steel_blade = Spada d'Acciaio di Valyria
dominance-messenger_raven = Corvo Messaggero

## Game terms

term-garrison = guarnigione
term-neutral_force = forza neutrale
term-castle = castello
term-stronghold = roccaforte
term-port = porto
term-sea_area = area di mare
term-land_area = area di terra
term-home_area = area d'origine
term-round = turno
term-turn_order = ordine di gioco
term-westeros_phase = Fase Westeros
term-planning_phase = Fase Pianificazione
term-action_phase = Fase Azione
term-order = ordine
term-special_order = ordine speciale
term-combat = battaglia
term-attacker = attaccante
term-defender = difensore
term-combat_strength = forza di combattimento
term-casualty = perdita
term-retreat = ritirata
term-routed = in rotta
term-sword = spada
term-fortification = fortificazione
term-bid = offerta
term-muster = chiamata alle armi
term-mustering_point = punto arruolamento
term-supply = rifornimenti
term-army = esercito
term-power = Potere
term-power_pool = Riserva di Potere
term-influence_track = linea di Influenza
term-house_card = carta Casato
term-westeros_card = carta Westeros
term-wildling_card = carta Bruti
term-tides_of_battle = Sorti della Battaglia
term-clash_of_kings = Scontro dei Re
term-wildling_attack = attacco dei Bruti
term-wildling_threat = minaccia dei Bruti
term-wildlings = Bruti
term-nights_watch = Guardiani della Notte
term-victory_points = punti vittoria

## 1st-edition house cards' abilities (src/engine/data/agot1_house_cards.toml `text`; a card
## without one has no ability; the card is named as its 2nd-edition namesake)

house-card-agot1_robb_stark-text = Finché sei l'attaccante, ogni tuo Cavaliere che combatte nell'area di battaglia aggiunge 3 invece di 2. Le unità di supporto e quelle in rotta non ne sono toccate.
house-card-agot1_catelyn_stark-text = Il bonus del tuo ordine di Difesa nell'area di battaglia conta due volte in questa battaglia.
house-card-agot1_maester_luwin-text = Se vinci, puoi riprendere in mano una carta Casato a tua scelta dalla tua pila degli scarti.
house-card-agot1_ser_jaime_lannister-text = Se vinci, prendi 2 gettoni Potere dalla riserva del Potere (il limite di 20 gettoni resta valido).
house-card-agot1_vargo_hoat-text = Finché sei l'attaccante, ogni tuo Fante che combatte nell'area di battaglia aggiunge 2 invece di 1. Le unità di supporto e quelle in rotta non ne sono toccate.
house-card-agot1_cersei_lannister-text = Se vinci, rimuovi un gettone Ordine del casato sconfitto da qualsiasi punto della mappa (a tua scelta).
house-card-agot1_renly_baratheon-text = Se vinci, puoi sostituire con un Cavaliere uno dei tuoi Fanti che ha combattuto nell'area di battaglia (come attaccante o difensore, non di supporto), se hai ancora un Cavaliere nella riserva.
house-card-agot1_salladhor_saan-text = Le Navi che supportano il tuo avversario in questa battaglia non aggiungono nulla (un ordine di Supporto +1 aggiunge comunque il suo +1).
house-card-agot1_melisandre_of_asshai-text = Se vinci, puoi pagare 1 dei tuoi gettoni Potere disponibili per scegliere una carta Casato nella mano dello sconfitto e metterla nella sua pila degli scarti.
house-card-agot1_asha_greyjoy-text = Se vinci, puoi rimuovere un ordine di Supporto o di Consolidamento del Potere da un'area di terra o di mare adiacente all'area di battaglia.
house-card-agot1_victarion_greyjoy-text = Finché sei l'attaccante, ogni tua Nave che combatte nell'area di battaglia aggiunge 2 invece di 1. Le unità di supporto e quelle in rotta non ne sono toccate.
house-card-agot1_balon_greyjoy-text = La forza stampata sulla carta Casato del tuo avversario conta come 0 (le sue icone e la sua abilità restano valide).
house-card-agot1_ser_loras_tyrell-text = Appena le carte sono rivelate, distruggi un Fante del tuo avversario nell'area di battaglia (non succede nulla se non ce n'è nessuno).
house-card-agot1_brienne_of_tarth-text = Appena le carte sono rivelate, rimuovi l'ordine di Difesa del tuo avversario dall'area di battaglia (conta solo quando sei l'attaccante).
house-card-agot1_queen_of_thorns-text = La carta Casato del tuo avversario perde la sua abilità per questa battaglia (la sua forza e le sue icone contano ancora).
