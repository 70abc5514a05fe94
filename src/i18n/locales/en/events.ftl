# English (en): the game's log in words (src/words): events (ev-*), what a house is asked
# (ask-*), what it answered (ans-*), what led to its decision (story-*) and the small
# pieces they are made of (w-*). Areas, houses, units, orders and cards come from game.ftl.

## Pieces

# "a footman": the unit with its article, chosen by the unit's key
w-a-unit =
    { $unit ->
        [footman] a footman
        [knight] a knight
        [ship] a ship
       *[siege_engine] a siege engine
    }
w-unit-in = { $unit } in { $area }
w-upgrade-to = an upgrade to { $unit }
# "3 footmen": $unit is already in the plural form for $count
w-units-count = { $count } { $unit }
w-no-units = no units
w-none = none
w-nothing = nothing
w-list-and = { $head } and { $last }
w-the-track = the { $track } track
w-the-wildling-attack = the wildling attack
w-order-in = { $order } in { $area }
w-units-to = { $units } to { $area }
w-side =
    { $side ->
        [attacker] the attacker
        [defender] the defender
       *[none] nobody
    }
w-westeros-option =
    { $option ->
        [muster] everyone musters
        [supply] everyone adjusts supply
        [clash_of_kings] a Clash of Kings (bidding for the influence tracks)
        [game_of_thrones] a Game of Thrones (everyone gains power)
        [no_march_plus1] no March +1 orders this round
        [no_defense] no Defense orders this round
       *[nothing] nothing happens
    }
# a Tides of Battle card as drawn ("the attacker drew a skull")
w-tides-drawn =
    { $card ->
        [blank] a blank
        [plus_one_sword] +1 with a sword
        [plus_one_fortification] +1 with a fortification
        [plus_two] +2
        [plus_three] +3
       *[skull] a skull
    }
# what a house sealed; $text is the engine's own word when no variant knows it
w-submitted-what =
    { $key ->
        [orders] its orders
        [house_card] its house card
        [bid] its bid
       *[other] { $text }
    }
# why units were destroyed; $text is the engine's own words when no variant knows them
w-why =
    { $key ->
        [casualties] casualties
        [supply] supply
        [wildlings] wildlings
        [mace_tyrell] Mace Tyrell
        [cannot_retreat] cannot retreat
        [no_retreat] no retreat
        [over_supply_after_retreat] over supply after retreat
        [port_lost] port lost
        [no_footman_left_to_replace_it] no footman left to replace it
        [no_knight_left_to_replace_it] no knight left to replace it
       *[other] { $text }
    }

## Events

ev-submitted = { $house } submitted { $what }.
ev-planning-started = Round { $round }: Planning begins.
ev-orders-revealed = Orders revealed. { $orders }.
ev-raven-replaced = { $house } used the Messenger Raven to replace { $old } in { $area } with { $new }.
ev-raven-peeked = { $house } looked at the top wildling card.
ev-raven-buried = { $house } put the top wildling card at the bottom of the deck.
ev-raven-kept = { $house } left the top wildling card where it was.
ev-raven-passed = { $house } did not use the Messenger Raven.
ev-action-step = { $phase }.
ev-raid = { $house } raided from { $from }, removing { $victim }'s { $order } in { $area }.
ev-raid-void = { $house }'s raid in { $from } was removed without effect.
ev-pillaged = { $raider } pillaged { $victim }: { $raider } gains { $gained } power, { $victim } loses { $lost }.
ev-marched-nothing = { $house } resolved the march in { $from }; nothing moved.
ev-marched = { $house } marched from { $from }: { $moves }.
ev-power-token-placed = { $house } left a power token in { $area }.
ev-power-token-removed = { $house }'s power token in { $area } was removed.
ev-order-removed = { $house }'s { $order } in { $area } was removed.
ev-combat-started = Combat in { $area }: { $attacker } (from { $from }) attacks { $defender }.
ev-combat-started-neutral = { $attacker } attacks the neutral force in { $area } from { $from }.
ev-support-declared = { $house }'s support in { $area } goes to { $side }.
ev-support-refused = { $house } refused the support from { $area }.
ev-house-cards-revealed = House cards revealed: { $attacker } plays { $attacker_card }, { $defender } plays { $defender_card }.
ev-blade-used = { $house } used the Valyrian Steel Blade (+1).
ev-combat-tie = { $winner } won the combat in { $area } against { $loser }: a tie at { $attacker_strength }, which goes to the house higher on the Fiefdoms track.
ev-combat-won = { $winner } won the combat in { $area } against { $loser } ({ $attacker_strength } to { $defender_strength }).
ev-neutral-defeated = { $house } defeated the neutral force in { $area } with strength { $strength }.
ev-neutral-held = The neutral force in { $area } held: { $house } had { $strength }, { $needed } was needed.
ev-garrison-destroyed = { $house }'s garrison in { $area } was destroyed.
ev-units-destroyed = { $house } lost { $units } in { $area } ({ $why }).
ev-retreated = { $house } retreated { $units } from { $from } to { $to }.
ev-port-captured = { $house } took { $port }: { $replaced } ship(s) replaced, { $destroyed } destroyed.
ev-hand-recycled = { $house } took all its house cards back into hand.
ev-power-gained-in = { $house } gained { $amount } power in { $area }.
ev-power-gained = { $house } gained { $amount } power.
ev-mustered-nothing = { $house } mustered nothing in { $area }.
ev-mustered = { $house } mustered in { $area }: { $what }.
ev-round-ended = Round { $round } ended.
ev-westeros-cards = Round { $round }: Westeros cards drawn: { $cards }.
ev-winter-is-coming = Winter Is Coming: Westeros deck { $deck } was reshuffled.
ev-wildling-threat = The wildling threat is now { $threat }.
ev-westeros-choice = { $house } chose for { $card }: { $choice }.
ev-supply-adjusted = { $house }'s supply is now { $supply }.
ev-units-lost = { $house } lost { $units } ({ $why }).
ev-clash-of-kings = A Clash of Kings: houses bid for the influence tracks.
ev-bids-revealed = Bids for { $purpose } revealed: { $bids }.
ev-tie-ordered = { $house }, holder of the Iron Throne, broke the ties of the bids on { $track }.
ev-track-set = The { $track } track is now: { $houses }.
ev-wildlings-attack = The wildlings attack with strength { $strength }.
ev-nights-watch-held = The Night's Watch held: { $total } power against strength { $strength }.
ev-wildlings-won = The wildlings won: { $total } power against strength { $strength }.
ev-bidder-chosen = { $by }, holder of the Iron Throne, named { $house } among the tied bidders.
ev-wildling-card-won = Wildling card { $card }: { $bidder } (highest bidder) is rewarded.
ev-wildling-card-lost = Wildling card { $card }: { $bidder } (lowest bidder) suffers most.
ev-card-discarded = { $house } discarded { $card }.
ev-card-taken-back = { $house } took { $card } back into hand.
ev-card-cancelled = { $house }'s { $card } was cancelled.
ev-card-replaced = { $house } now plays { $card }.
ev-tides-revealed = Tides of Battle: the attacker drew { $attacker }, the defender { $defender }.
ev-order-moved = { $house }'s order moved from { $from } to { $to }.
ev-upgraded = { $house } upgraded a footman in { $area }.
ev-game-shared =
    { $castles ->
        [one] { $houses } share the win, each with { $castles } castle or stronghold: the game is a draw.
       *[other] { $houses } share the win, each with { $castles } castles and strongholds: the game is a draw.
    }
ev-game-won =
    { $castles ->
        [one] { $house } wins the game with { $castles } castle or stronghold!
       *[other] { $house } wins the game with { $castles } castles and strongholds!
    }
# an event this version has no words for yet: its kind
ev-other = { $kind }.

## What a house is asked

ask-place-orders = place orders
ask-raven = use the Messenger Raven (or not)
ask-raven-decide = keep or bury the top wildling card
ask-raid = resolve a raid order
ask-march = resolve a march order
ask-march-again = resolve the march from { $area } again
ask-ahead-of-turn = { $what }, ahead of its turn (now { $house }'s turn; answers are applied in turn order)
ask-asked-ahead = You are asked ahead of your turn, together with { $house }, whose turn it is: your answer stays sealed and is applied at your turn, in turn order.
ask-answered-ahead = Your answer given ahead of your turn is kept, sealed, and applied at your turn, in turn order (now { $house }'s turn).
ask-support = declare support
ask-refuse-support = accept or refuse the support offered
ask-house-card = choose a house card
ask-blade = decide on the Valyrian Steel Blade
ask-casualties = choose { $count } casualties
ask-retreat = choose where to retreat
ask-port-capture = decide on the ships in { $port }
ask-consolidate = resolve a Consolidate Power order
ask-westeros-choice = choose what { $card } does
ask-muster = muster
ask-reconcile = destroy units down to the supply limit
ask-bid-wildlings = bid power against the wildlings
ask-bid-track = bid power for { $track }
ask-bid-other = bid power ({ $purpose })
ask-tie-order = break the ties of the bids
ask-choose-highest = name the highest bidder among the tied houses
ask-choose-lowest = name the lowest bidder among the tied houses
ask-wildling = { $what } ({ $card })
ask-wildling-destroy = destroy { $count } unit(s)
ask-wildling-destroy-value = destroy units worth { $value } mustering points
ask-wildling-destroy-units =
    { $count ->
        [one] destroy { $count } unit
       *[other] destroy { $count } units
    }
ask-wildling-preemptive = destroy 2 units or drop on a track
ask-wildling-knights-to-footmen = replace knights with footmen
ask-wildling-footmen-to-knights = replace footmen with knights
ask-wildling-discard = discard a house card
ask-wildling-last-on-track = choose a track to go last on
ask-wildling-first-on-track = choose a track to go first on
ask-wildling-take-back = take a house card back
ask-wildling-muster = muster in one area
ask-ability-tyrion-short = decide whether Tyrion Lannister cancels the card
ask-ability =
    { $decision ->
        [tyrion_cancel] decide whether Tyrion Lannister cancels the opponent's card
        [choose_again] choose another house card
        [aeron_swap] decide whether Aeron Damphair is swapped for another card
        [doran_track] choose the track for Doran Martell
        [queen_of_thorns] choose the order the Queen of Thorns removes
        [mace_footman] choose the footman Mace Tyrell destroys
        [tides_redraw] decide whether to use the Blade to draw another Tides of Battle card
        [skull_casualties] choose the casualty of a skull
        [renly_upgrade] choose the footman Renly Baratheon upgrades
        [cersei_remove] choose the order Cersei Lannister removes
        [luwin_take_back] choose the card Maester Luwin takes back
        [melisandre_discard] choose the card Melisandre of Asshai discards (for 1 power)
        [asha_remove] choose the order Asha Greyjoy removes
       *[patchface] choose the card Patchface discards
    }

## What a house answered

ans-no-orders = no orders
ans-orders = orders: { $orders }
ans-raven-replace = the Messenger Raven: a { $order } in { $area }
ans-raven-peek = the Messenger Raven: a look at the top wildling card
ans-raven-pass = the Messenger Raven: not used
ans-raven-bury = the top wildling card: to the bottom
ans-raven-keep = the top wildling card: left on top
ans-raid = the raid in { $from }: on the order in { $target }
ans-raid-void = the raid in { $from }: removed without effect
ans-raid-two = the raid in { $from }: on the orders in { $target } and { $second }
ans-raid-second = the raid in { $from }: on the order in { $second }
ans-march-nothing = the march in { $from }: nothing moves (the order is removed)
ans-march = the march from { $from }: { $moves }
ans-support-for = { $area } for { $side }
ans-support = support: { $choices }
ans-support-accepted = all support accepted
ans-support-refused = support refused from { $areas }
ans-house-card = house card: { $card }
ans-blade-used = the Valyrian Steel Blade: used
ans-blade-not-used = the Valyrian Steel Blade: not used
ans-casualties = casualties: { $units }
ans-retreat = retreat to { $to }
ans-retreat-losing = retreat to { $to }, losing { $units }
ans-port-capture = { $count } ship(s) taken over in the port
ans-consolidate-power = Consolidate Power in { $area }: power
ans-consolidate-muster = Consolidate Power in { $area }: muster { $plan }
ans-westeros-choice = the card's option: { $option }
ans-muster-nothing = muster: nothing
ans-muster = muster: { $plan }
ans-reconcile = units destroyed for supply: { $units }
ans-bid = bid: { $power }
ans-tie-order = tie order: { $houses }
ans-choose-bidder = named among the tied bidders: { $house }
ans-units-destroyed = units destroyed: { $units }
ans-units-replaced = units replaced: { $units }
ans-discarded = discarded: { $card }
ans-taken-back = taken back: { $card }
ans-no-card-taken-back = no card taken back
ans-track = track: { $track }
ans-ability-used = the card's ability: used
ans-ability-not-used = the card's ability: not used
ans-card-chosen = card chosen: { $card }
ans-no-card-chosen = no card chosen
ans-area-chosen = area chosen: { $area }
ans-no-area-chosen = no area chosen
ans-routed-footman = a routed footman
ans-standing-footman = a standing footman

## What led to a decision, told to the house that makes it

story-strengths-before = strength before cards { $attacker } to { $defender }
story-your-units-in = your units in { $area }
story-house-in = { $house } in { $area }
story-you-attack = You attack { $target } from { $from } with { $units }; { $strengths }.
story-attacks = { $attacker } attacks { $target } from { $from } with { $units }; { $strengths }.
story-you-attack-neutral = You attack the neutral force in { $area } with { $units } ({ $attacker_strength } to { $defender_strength }).
story-attacks-neutral = { $attacker } attacks the neutral force in { $area }.
story-house-cards = House cards: { $attacker } plays { $attacker_card }, { $defender } plays { $defender_card }.
story-the-defender = the defender
story-won = { $house } won, { $attacker_strength } to { $defender_strength }.
story-bid-power = You have { $power } power available to bid.
story-bid-wildlings = The wildlings attack with strength { $strength }: the Night's Watch holds if all the bids together reach it.
story-muster-points =
    { $points ->
        [one] { $area } ({ $points } point)
       *[other] { $area } ({ $points } points)
    }
story-muster = Mustering: your castles and strongholds give { $areas }; your supply level is { $supply }.
story-reconcile = Your armies are larger than your supply level ({ $supply }) allows: destroy units until they fit.
story-place-orders =
    { $stars ->
        [one] Round { $round }: place an order in each area with your units; you may use { $stars } special order.
       *[other] Round { $round }: place an order in each area with your units; you may use { $stars } special orders.
    }
story-westeros-choice = The Westeros card { $card } lets you choose what it does this round.
story-wildlings-attacked = The wildlings attacked with strength { $strength }; the card is { $card }.
story-tie-order = As holder of the Iron Throne you order the houses that bid the same. Bids: { $bids }.
story-choose-bidder = As holder of the Iron Throne you choose among the tied bidders: { $houses }.
story-action-turn = It is your turn in the Action phase ({ $phase }).
story-port-capture = You took the land of { $port }: up to { $max } enemy ship(s) there can become yours.
story-raven = You hold the Messenger Raven: replace one of your orders, or look at the top wildling card.
story-the-track = the track
story-clash-of-kings = A Clash of Kings: the houses bid for { $track }.

## Durations ("2 days 3 hours")

w-duration-days =
    { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
w-duration-hours =
    { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
w-duration-minutes =
    { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
w-duration-less-than-a-minute = less than a minute

# Raids and marches asked early (game option early_marches, issue 25).
ev-answered-early = { $house } gave this answer ahead of its turn; it is applied now, at its turn, since nothing it could see had changed:
early-dropped-changed = Your answer given ahead of your turn was not applied: something you could see changed since you gave it (a unit, an order, a Power token or control near your orders, or the Power, cards or track positions of a house there). Please answer again.
early-dropped-no_longer_legal = Your answer given ahead of your turn is no longer legal at your turn and was not applied. Please answer again.
