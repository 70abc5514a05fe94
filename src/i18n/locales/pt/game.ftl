# Portuguese (pt, Brazilian)
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
# Words of the Portuguese 2nd-edition rulebook (seed 001, a Brazilian translation)
# wherever it prints them, with its missing accents restored (Vitória, Influência,
# exército); the rest translated in its style. Like the rulebook, the area names
# stay the English names of the board.
# Units and Power tokens: CLDR categories one and other.


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
area-port_of_winterfell = Porto de Winterfell
area-port_of_white_harbor = Porto de White Harbor
area-port_of_pyke = Porto de Pyke
area-port_of_lannisport = Porto de Lannisport
area-port_of_dragonstone = Porto de Dragonstone
area-port_of_storms_end = Porto de Storm's End
area-port_of_oldtown = Porto de Oldtown
area-port_of_sunspear = Porto de Sunspear

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
        [one] soldado
       *[other] soldados
    }
unit-knight =
    { $count ->
        [one] cavaleiro
       *[other] cavaleiros
    }
unit-ship =
    { $count ->
        [one] navio
       *[other] navios
    }
unit-siege_engine =
    { $count ->
        [one] arma de cerco
       *[other] armas de cerco
    }

## Order tokens

order-march-minus1 = Marchar −1
order-march-plus0 = Marchar +0
order-march-plus1 = Marchar +1 ★
order-defense-plus1 = Defesa +1
order-defense-plus2 = Defesa +2 ★
order-support = Suporte
order-support-plus1 = Suporte +1 ★
order-raid = Invasão
order-special_raid = Invasão ★
order-consolidate = Consolidar Poder
order-special_consolidate = Consolidar Poder ★

## Order families

order-kind-march = Marchar
order-kind-defense = Defesa
order-kind-support = Suporte
order-kind-raid = Invasão
order-kind-consolidate_power = Consolidar Poder

## House cards: src/engine/data/house_cards.toml

house-card-eddard_stark = Eddard Stark
house-card-robb_stark = Robb Stark
house-card-robb_stark-text = Se você vencer, escolha para onde o exército derrotado recua (uma área permitida onde ele perca o menor número de unidades).
house-card-roose_bolton = Roose Bolton
house-card-roose_bolton-text = Se você perder, devolva à sua mão toda a sua pilha de descarte, incluindo esta carta.
house-card-greatjon_umber = Greatjon Umber
house-card-ser_rodrik_cassel = Ser Rodrik Cassel
house-card-the_blackfish = The Blackfish
house-card-the_blackfish-text = Neste combate você não perde unidades por Espadas, habilidades de cartas ou Batalhas da Maré.
house-card-catelyn_stark = Catelyn Stark
house-card-catelyn_stark-text = Sua Ordem de Defesa na área em combate vale o dobro.
house-card-tywin_lannister = Tywin Lannister
house-card-tywin_lannister-text = Se você vencer, ganhe 2 marcadores de Poder.
house-card-ser_gregor_clegane = Ser Gregor Clegane
house-card-the_hound = The Hound
house-card-ser_jaime_lannister = Ser Jaime Lannister
house-card-tyrion_lannister = Tyrion Lannister
house-card-tyrion_lannister-text = Você pode cancelar a carta do adversário: ele joga outra carta da mão, ou nenhuma se não tiver outra.
house-card-ser_kevan_lannister = Ser Kevan Lannister
house-card-ser_kevan_lannister-text = Ao atacar, cada um dos seus Soldados (inclusive Soldados Lannister que dão apoio) soma 2 em vez de 1.
house-card-cersei_lannister = Cersei Lannister
house-card-cersei_lannister-text = Se você vencer, pode remover um marcador de Ordem do derrotado de qualquer lugar do tabuleiro.
house-card-stannis_baratheon = Stannis Baratheon
house-card-stannis_baratheon-text = +1 de Força de Combate se o seu adversário estiver à sua frente na trilha do Trono de Ferro.
house-card-renly_baratheon = Renly Baratheon
house-card-renly_baratheon-text = Se você vencer, pode promover a Cavaleiro um dos seus Soldados neste combate (inclusive os que dão apoio).
house-card-ser_davos_seaworth = Ser Davos Seaworth
house-card-ser_davos_seaworth-text = +1 de Força de Combate e +1 Espada enquanto o seu Stannis Baratheon estiver na sua pilha de descarte.
house-card-brienne_of_tarth = Brienne of Tarth
house-card-melisandre = Melisandre
house-card-salladhor_saan = Salladhor Saan
house-card-salladhor_saan-text = Se alguém der apoio a você, cada Navio neste combate que não seja seu soma 0 de Força de Combate.
house-card-patchface = Patchface
house-card-patchface-text = Após o combate, você pode olhar a mão do adversário e descartar dela uma carta à sua escolha.
house-card-euron_crows_eye = Euron Crow's Eye
house-card-victarion_greyjoy = Victarion Greyjoy
house-card-victarion_greyjoy-text = Ao atacar, cada um dos seus Navios (inclusive Navios Greyjoy que dão apoio) soma 2 em vez de 1.
house-card-theon_greyjoy = Theon Greyjoy
house-card-theon_greyjoy-text = Ao defender uma área com Castelo ou Fortaleza: +1 de Força de Combate e +1 Espada.
house-card-balon_greyjoy = Balon Greyjoy
house-card-balon_greyjoy-text = A Força de Combate impressa na carta do seu adversário é 0.
house-card-asha_greyjoy = Asha Greyjoy
house-card-asha_greyjoy-text = Se ninguém der apoio a você: +2 Espadas e +1 Fortificação.
house-card-dagmar_cleftjaw = Dagmar Cleftjaw
house-card-aeron_damphair = Aeron Damphair
house-card-aeron_damphair-text = Você pode pagar 2 marcadores de Poder para trocar esta carta por outra carta da sua mão.
house-card-mace_tyrell = Mace Tyrell
house-card-mace_tyrell-text = Destrua imediatamente um Soldado inimigo do exército atacante ou defensor (não um que dê apoio).
house-card-ser_loras_tyrell = Ser Loras Tyrell
house-card-ser_loras_tyrell-text = Se você atacar e vencer, sua Ordem de Marchar passa para a área conquistada em vez de ser removida.
house-card-ser_garlan_tyrell = Ser Garlan Tyrell
house-card-randyll_tarly = Randyll Tarly
house-card-alester_florent = Alester Florent
house-card-margaery_tyrell = Margaery Tyrell
house-card-queen_of_thorns = Queen of Thorns
house-card-queen_of_thorns-text = Remova imediatamente um marcador de Ordem inimigo adjacente à área em combate (não a Ordem de Marchar que atacou).
house-card-the_red_viper = The Red Viper
house-card-areo_hotah = Areo Hotah
house-card-obara_sand = Obara Sand
house-card-darkstar = Darkstar
house-card-nymeria_sand = Nymeria Sand
house-card-nymeria_sand-text = +1 Fortificação ao defender, +1 Espada ao atacar.
house-card-arianne_martell = Arianne Martell
house-card-arianne_martell-text = Se você defender e perder, os atacantes não podem entrar na área em combate.
house-card-doran_martell = Doran Martell
house-card-doran_martell-text = Mova imediatamente o seu adversário para a última posição de uma trilha de Influência à sua escolha.

## Westeros cards

westeros-card-supply = Suprimentos
westeros-card-mustering = Recrutamento
westeros-card-a_throne_of_blades = Um Trono de Espadas
westeros-card-winter_is_coming = O Inverno Está Chegando
westeros-card-last_days_of_summer = Últimos Dias de Verão
westeros-card-game_of_thrones = Jogo dos Tronos
westeros-card-dark_wings_dark_words = Asas Negras, Palavras Negras
westeros-card-clash_of_kings = Conflito de Reis
westeros-card-wildlings_attack = Ataque Selvagem
westeros-card-put_to_the_sword = Ao Fio da Espada
westeros-card-storm_of_swords = Tormenta de Espadas
westeros-card-rains_of_autumn = Chuvas de Outono
westeros-card-sea_of_storms = Mar de Tempestades
westeros-card-web_of_lies = Teia de Mentiras
westeros-card-feast_for_crows = Festim dos Corvos

## Wildling cards

wildling-card-silence_at_the_wall = Silêncio na Muralha
wildling-card-preemptive_raid = Ataque Preventivo
wildling-card-crow_killers = Matadores de Corvos
wildling-card-rattleshirts_raiders = Os Saqueadores de Rattleshirt
wildling-card-massing_on_the_milkwater = Concentração no Milkwater
wildling-card-a_king_beyond_the_wall = Um Rei Além da Muralha
wildling-card-mammoth_riders = Cavaleiros de Mamutes
wildling-card-the_horde_descends = A Horda Desce
wildling-card-skinchanger_scout = Batedor Troca-Peles

## Tides of Battle cards

tides-card-blank = sem efeito
tides-card-plus_one_sword = +1 com Espada
tides-card-plus_one_fortification = +1 com Fortificação
tides-card-plus_two = +2
tides-card-plus_three = +3
tides-card-skull = crânio

## Phases and steps (keys of words::phase)

phase-planning = Planejamento
phase-raven = Planejamento: Corvo Mensageiro
phase-raid = Ação: invasões
phase-march = Ação: marchas
phase-consolidate_power = Ação: consolidar o poder
phase-westeros = Westeros
phase-game_over = Fim de jogo
phase-not_started = Não iniciado

## Tracks

track-iron_throne = Trono de Ferro
track-fiefdoms = Feudos
track-kings_court = Corte do Rei
track-supply = Suprimentos
track-victory = Vitória
track-wildlings = Selvagens

## Tokens; $count picks the plural form

token-power =
    { $count ->
        [one] marcador de Poder
       *[other] marcadores de Poder
    }

## Dominance tokens

dominance-iron_throne = Trono de Ferro
dominance-valyrian_steel_blade = Lâmina de Aço Valiriano
dominance-messenger_raven = Corvo Mensageiro

## Game terms

term-garrison = guarnição
term-neutral_force = Força Neutra
term-castle = Castelo
term-stronghold = Fortaleza
term-port = Porto
term-sea_area = área de mar
term-land_area = área de terra
term-home_area = área da Casa
term-round = rodada
term-turn_order = ordem do turno
term-westeros_phase = Fase de Westeros
term-planning_phase = Fase de Planejamento
term-action_phase = Fase de Ação
term-order = Ordem
term-special_order = Ordem Especial
term-combat = Combate
term-attacker = atacante
term-defender = defensor
term-combat_strength = Força de Combate
term-casualty = baixa
term-retreat = recuo
term-routed = unidade derrotada
term-sword = Espada
term-fortification = Fortificação
term-bid = oferta
term-muster = recrutar
term-mustering_point = ponto de recrutamento
term-supply = Suprimentos
term-army = exército
term-power = Poder
term-power_pool = Pool de Poder
term-influence_track = trilha de Influência
term-house_card = Carta da Casa
term-westeros_card = Carta de Westeros
term-wildling_card = carta de Selvagens
term-tides_of_battle = Batalhas da Maré
term-clash_of_kings = Conflito de Reis
term-wildling_attack = Ataque Selvagem
term-wildling_threat = Ameaça Selvagem
term-wildlings = Selvagens
term-nights_watch = Patrulha da Noite
term-victory_points = pontos de vitória

## 1st-edition house cards' abilities (src/engine/data/agot1_house_cards.toml `text`; a card
## without one has no ability; the card is named as its 2nd-edition namesake)

house-card-agot1_robb_stark-text = Enquanto você for o atacante, cada um dos seus Cavaleiros que luta na área em combate soma 3 em vez de 2. Unidades que dão apoio ou que foram derrotadas não são afetadas.
house-card-agot1_catelyn_stark-text = O bônus da sua Ordem de Defesa na área em combate conta em dobro neste combate.
house-card-agot1_maester_luwin-text = Se você vencer, pode pegar de volta para a mão uma carta à sua escolha da sua pilha de descarte de Cartas da Casa.
house-card-agot1_ser_jaime_lannister-text = Se você vencer, pegue 2 marcadores de Poder da reserva de Poder (o limite de 20 marcadores continua valendo).
house-card-agot1_vargo_hoat-text = Enquanto você for o atacante, cada um dos seus Soldados que luta na área em combate soma 2 em vez de 1. Unidades que dão apoio ou que foram derrotadas não são afetadas.
house-card-agot1_cersei_lannister-text = Se você vencer, remova um marcador de Ordem da casa derrotada de qualquer lugar do tabuleiro (à sua escolha).
house-card-agot1_renly_baratheon-text = Se você vencer, pode substituir por um Cavaleiro um dos seus Soldados que lutou na área em combate (como atacante ou defensor, não como apoio), se ainda tiver um Cavaleiro na reserva.
house-card-agot1_salladhor_saan-text = Navios que dão apoio ao seu adversário neste combate não somam nada (uma Ordem de Suporte +1 ainda soma o seu +1).
house-card-agot1_melisandre_of_asshai-text = Se você vencer, pode pagar 1 dos seus marcadores de Poder disponíveis para escolher uma Carta da Casa na mão do derrotado e colocá-la na pilha de descarte dele.
house-card-agot1_asha_greyjoy-text = Se você vencer, pode remover uma Ordem de Suporte ou de Consolidar Poder de uma área terrestre ou marítima adjacente à área em combate.
house-card-agot1_victarion_greyjoy-text = Enquanto você for o atacante, cada um dos seus Navios que luta na área em combate soma 2 em vez de 1. Unidades que dão apoio ou que foram derrotadas não são afetadas.
house-card-agot1_balon_greyjoy-text = A Força de Combate impressa na Carta da Casa do seu adversário conta como 0 (os ícones e a habilidade dela continuam valendo).
house-card-agot1_ser_loras_tyrell-text = Assim que as cartas forem reveladas, destrua um Soldado do seu adversário na área em combate (nada acontece se não houver nenhum).
house-card-agot1_brienne_of_tarth-text = Assim que as cartas forem reveladas, remova a Ordem de Defesa do seu adversário da área em combate (só importa quando você é o atacante).
house-card-agot1_queen_of_thorns-text = A Carta da Casa do seu adversário perde a habilidade neste combate (a força e os ícones dela continuam contando).
