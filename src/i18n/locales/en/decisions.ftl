## The decision forms (src/decisions): their titles, notes, labels, choices and buttons. The
## reply-by-mail template (src/decisions/text.rs) writes and reads these same words.

## Shared

form-yes = Yes
form-no = No
form-confirm = Confirm
form-choose = Choose
form-decide = Decide
form-none = none
form-none-decline = none (decline)
form-nothing = nothing
form-no-unit = no unit
form-field-card = Card
form-field-area = Area
form-field-track = Track
form-field-house = House
# A house card as a choice: "Eddard Stark (strength 4, 2 swords): ability"
form-card-strength = strength { $strength }
form-card-swords =
    { $count ->
        [one] { $count } sword
       *[other] { $count } swords
    }
form-card-fortifications =
    { $count ->
        [one] { $count } fortification
       *[other] { $count } fortifications
    }
form-card = { $name } ({ $stats })
form-card-ability = { $card }: { $ability }
# An area and the order revealed in it: "Winterfell (Stark: March +1)"
form-area-order = { $area } ({ $house }: { $order })
form-count-range = { $min } to { $max }
# A unit in an area, as a box to tick: "Footman in Winterfell"
form-unit-in = { $unit } in { $area }

## Placing orders

form-orders-title = Place your orders
form-orders-submit = Seal my orders
form-orders-optional =
    { $count ->
        [one] You have fewer order tokens than areas: place { $count } order, in the area you choose.
       *[other] You have fewer order tokens than areas: place { $count } orders, in the areas you choose.
    }
form-orders-all = Every area with your units needs an order.
form-orders-no-special = Your place on the King's Court track allows no special order (★).
form-orders-max-special =
    { $count ->
        [one] Your place on the King's Court track allows at most { $count } special order (★).
       *[other] Your place on the King's Court track allows at most { $count } special orders (★).
    }
form-orders-restricted = Some orders are banned this round by a Westeros card; they are not offered.
form-orders-sealed = Your sealed orders are selected: change any and seal again until the last house has sealed its orders.
form-orders-default = Selected: the orders Rookery would place for you if the deadline passed. Sealed orders stay secret until every house has sealed its own.
form-orders-no-order = — no order —
form-orders-area = { $area } ({ $units })

## The Messenger Raven

form-raven-replace-title = Messenger Raven: replace one of your orders
form-raven-replace-submit = Replace the order
form-raven-replace-note = Your unused order tokens that the rules allow here are offered.
form-raven-swap-label = Order and its replacement
form-raven-swap = { $area }: { $old } → { $new }
form-raven-peek-title = Messenger Raven: look at the top wildling card
form-raven-peek-submit = Look at the card
form-raven-peek-note = Only you will see it; you then keep it on top or put it at the bottom.
form-raven-pass-title = Messenger Raven: do nothing
form-raven-pass-submit = Do nothing
form-raven-decide-title = The top wildling card
form-raven-decide-note = The top card of the wildling deck is { $card }. Only you know this.
form-raven-no-card = (no card)
form-raven-bury-label = Where does it go?
form-raven-keep = Leave it on top
form-raven-bury = Put it at the bottom of the deck

## Raids and marches

form-raid-title = Resolve your raid in { $area }
form-raid-submit = Raid
form-raid-no-target = no target (just remove the raid order)
form-raid-target-label = Order to raid
form-raid-second-label = A second order to remove (special raid)
form-march-title = Resolve your march from { $area }
form-march-submit = March
form-march-forbidden = You may not march into { $area } again with this order.
form-march-note = Choose a destination for each unit; units left on “stay” do not move. At most one destination may start a combat.
form-march-stay = stay
form-march-attack-house = { $area } — attack { $house }
form-march-attack-neutral = { $area } — attack the neutral force ({ $strength })
form-march-attack = { $area } — attack
form-march-unit = { $unit } { $number }
form-march-leave-token = Leave a power token in { $area } if all units leave

## Support and combat

form-combat-line = Combat in { $area }: { $attacker } attacks { $defender }; strength before cards { $a } to { $d }.
form-combat-line-neutral = Combat in { $area }: { $attacker } attacks a neutral force ({ $a } to { $d }).
form-combat-line-units = Combat in { $area }: { $attacker } attacks { $defender } with { $units }; strength before cards { $a } to { $d }.
form-combat-line-short = Combat in { $area }.
form-support-title = Declare your support
form-support-submit = Declare support
form-support-none = support nobody
form-support-attacker = support the attacker
form-support-attacker-house = support the attacker ({ $house })
form-support-defender = support the defender
form-support-defender-house = support the defender ({ $house })
form-support-label = Support order in { $area }
form-refuse-title = Accept or refuse support
form-refuse-note = Tick the support you refuse; support left unticked is accepted.
form-refuse-from = Refuse the support from { $area }
form-refuse-from-house = Refuse the support from { $area } ({ $house })
form-card-title = Choose your house card
form-card-note = Your card stays secret until both are chosen; you can change it until then.
form-card-submit = Seal my card
form-blade-title = The Valyrian Steel Blade
form-blade-note = You hold the Valyrian Steel Blade: use it for +1 combat strength (once per round)?
form-blade-use = Use it (+1)
form-blade-keep = Do not use it
form-blade-label = Use the Blade?
form-casualties-title =
    { $count ->
        [one] Choose { $count } casualty
       *[other] Choose { $count } casualties
    }
form-casualties-note =
    { $count ->
        [one] Choose which of your units in the battle is destroyed.
       *[other] Choose which { $count } of your units in the battle are destroyed.
    }
form-casualties-submit = Confirm casualties
form-casualties-label = Units lost
form-retreat-title = Retreat
form-retreat-submit = Retreat
form-retreat-note = A retreat that would break your supply limit costs units: each choice says which are destroyed.
form-retreat-losing = { $area }, losing { $units }
form-retreat-label = Retreat to
form-port-title = Ships in { $port }
form-port-note =
    { $count ->
        [one] You took the land of { $port }: replace up to { $count } enemy ship there with your own; the rest are destroyed.
       *[other] You took the land of { $port }: replace up to { $count } enemy ships there with your own; the rest are destroyed.
    }
form-port-label = Ships to replace

## Consolidate Power and mustering

form-consolidate-title = Consolidate Power in { $area }
form-consolidate-submit = Resolve
form-consolidate-gain = gain power
form-consolidate-muster-note =
    { $count ->
        [one] A special order in a castle or stronghold may muster instead ({ $count } point).
       *[other] A special order in a castle or stronghold may muster instead ({ $count } points).
    }
form-consolidate-label = What the order does
form-plan = muster { $plan }
form-plan-upgrade = a footman upgraded to { $unit }
form-westeros-title = { $card }: your choice
form-westeros-note = You hold the Iron Throne (or the card names you): choose what { $card } does this round.
form-westeros-label = Option
form-westeros-some-card = A Westeros card
form-muster-title = Muster
form-muster-horde-title = { $card }: muster in one area
form-muster-submit = Muster
form-muster-note = Each castle gives 1 mustering point, each stronghold 2. Leave every area on “nothing” to muster nothing.
form-muster-one-area = You may muster in one area only.
form-muster-two-points = { $plan } (both points)
form-muster-second = { $area }, second point (if the first choice takes one)
form-muster-area =
    { $count ->
        [one] { $area } ({ $count } point)
       *[other] { $area } ({ $count } points)
    }
form-reconcile-title = Reconcile armies with supply
form-reconcile-submit = Destroy the ticked units
form-reconcile-note = Your armies exceed your supply limit: tick the units to destroy until they fit (the ticked ones are enough).
form-reconcile-limit = Your supply level { $level } allows armies of at most these sizes: { $armies } (an army is two or more units in one area).
form-muster-reserve = Units left in your reserve: { $units }. All areas together cannot use more.
form-march-port = A port holds at most three of your ships.
form-march-neutral = If a neutral force holds, the units sent against it stay here: the march must fit your supply that way too.

## Bids

form-bid-title-track = Your bid for { $track }
form-bid-title-wildlings = Your bid for the Night's Watch against the wildlings
form-bid-title-other = Your bid
form-bid-submit = Seal my bid
form-bid-note = You have { $max } power available. Your bid stays secret until every bid is in; you can change it until then.
form-bid-label = Power to bid (you have { $max })
form-tie-title = Break the ties
form-tie-submit = Set the track
form-tie-note = You hold the Iron Throne: put the houses that bid the same in the order you choose. Higher bids stay ahead; each house goes in one place.
form-tie-choice = { $house } (bid { $bid })
form-tie-place = Place { $n }
form-bidder-highest-title = Name the highest bidder among the tied
form-bidder-lowest-title = Name the lowest bidder among the tied
form-bidder-highest-note = Several houses bid the most against the wildlings: as holder of the Iron Throne, you name the one who gets the card's reward.
form-bidder-lowest-note = Several houses bid the least against the wildlings: as holder of the Iron Throne, you name the one who suffers the card's worst penalty.

## Wildling cards

form-wild-held = The Night's Watch held: the wildling card is { $card }.
form-wild-won = The wildlings won: the wildling card is { $card }.
form-wild-destroy-value-title = { $card }: destroy units worth { $value } mustering points
form-wild-destroy-value-note = { $lead } Tick units worth { $value } mustering points (a footman or a ship 1, a knight 2), no more than needed.
form-wild-destroy-title =
    { $count ->
        [one] { $card }: destroy { $n } of your units
       *[other] { $card }: destroy { $n } of your units
    }
form-wild-destroy-note =
    { $count ->
        [one] { $lead } Tick { $n } of your units to destroy.
       *[other] { $lead } Tick { $n } of your units to destroy.
    }
form-wild-horde-title = { $card }: destroy 2 units
form-wild-horde-note = { $lead } Destroy 2 units in one of your castle or stronghold areas if you can (those are offered), otherwise any 2.
form-wild-raid-title =
    { $count ->
        [one] { $card }: destroy { $n } unit
       *[other] { $card }: destroy { $n } units
    }
form-wild-raid-note =
    { $count ->
        [one] { $lead } Either destroy { $n } of your units, or drop 2 places on your highest influence track (the other form).
       *[other] { $lead } Either destroy { $n } of your units, or drop 2 places on your highest influence track (the other form).
    }
form-wild-raid-track-title = { $card }: or drop 2 places on a track
form-wild-raid-track-note = { $lead } Instead of losing units, drop 2 places on the track where you stand highest.
form-wild-raid-track-submit = Drop on this track
form-wild-knights-title = { $card }: knights become footmen
form-wild-knights-all-note = { $lead } Every knight of yours goes: tick the knights ({ $n }) replaced by your free footmen; the others are destroyed.
form-wild-knights-note = { $lead } Tick the knights ({ $n }) to replace with footmen.
form-wild-footmen-title = { $card }: footmen become knights
form-wild-footmen-note =
    { $max ->
        [one] { $lead } Tick up to { $max } footman to replace with a knight.
       *[other] { $lead } Tick up to { $max } footmen to replace with knights.
    }
form-wild-discard-title = { $card }: discard a card
form-wild-discard-submit = Discard
form-wild-discard-note = { $lead } Discard one house card from your hand.
form-wild-take-back-title = { $card }: take a card back
form-wild-take-back-note = { $lead } You may take one card from your discard pile back into your hand.
form-wild-last-title = { $card }: go to the bottom of a track
form-wild-last-note = { $lead } Choose the track where you drop to the last place.
form-wild-first-title = { $card }: go to the top of a track
form-wild-first-note = { $lead } Choose the track where you take the first place.

## House-card abilities and Tides of Battle

form-ability-choose-again-note = Tyrion Lannister cancelled your card: choose another (not the cancelled one).
form-ability-mace-note = Mace Tyrell destroys one of the opponent's footmen in the battle: which one?
form-ability-mace-label = Which footman?
form-ability-mace-standing = A standing footman
form-ability-mace-routed = A routed footman
form-ability-tyrion-note-card = Cancel your opponent's card, { $card }? Your opponent then chooses another card.
form-ability-tyrion-note = Cancel your opponent's card? Your opponent then chooses another card.
form-ability-tyrion-yes = Yes, cancel it
form-ability-tyrion-label = Use Tyrion Lannister?
form-ability-tides-note = You hold the Valyrian Steel Blade: discard your Tides of Battle card and draw another instead of using the Blade for +1?
form-ability-tides-yes = Yes, draw again
form-ability-tides-no = No, keep my card
form-ability-tides-label = Draw again?
form-ability-patchface-note = Choose a card from your opponent's hand to discard.
form-ability-use-label = Use it?

## The forms as text in mail (src/decisions/text.rs)

text-one-of = one of: { $choices }
text-nothing-asked = Nothing is asked of your house now.
text-no-such-part = There is no part { $n } in this decision (it has { $count }).
text-not-by-mail = “{ $title }” cannot be answered by mail: please use the link to the game page.
text-no-answer = The reply holds no answer: write the lines of the template.
text-no-such-box = “{ $label }”: there is no such box to tick in “{ $title }”.
text-not-understood = “{ $line }”: I did not understand this line; lines look like “{ $example }”.
text-not-a-choice = “{ $value }” is not a choice for “{ $label }”; the choices are: { $choices }.
