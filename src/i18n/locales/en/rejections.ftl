# English (en): why an input was refused (src/words/rejections.rs, the engine's Rejection).
# $reason and $expected are the engine's own words.

rej-game-over = The game is over.
rej-house-not-in-play = House { $house } is not in this game.
rej-not-awaited = House { $house } has nothing to decide right now.
rej-wrong-request = That is not what is asked now: { $expected }.
rej-order-without-units = You have no units in { $area }, so it takes no order.
rej-missing-order = { $area } has your units and needs an order.
rej-must-place-all = You are short of order tokens, so you must place all { $usable } you may use (you placed { $placed }).
rej-token-not-available = You have no unused { $order } token.
rej-too-many-special = Your King's Court position allows { $allowed } special order(s).
rej-order-banned = { $order } orders are banned this round.
rej-consolidate-at-sea = Consolidate Power orders may only be placed on land, not in { $area }.
rej-raven-used = The Messenger Raven has already been used this round.
rej-no-such-order = You have no such order in { $area }.
rej-invalid-raid-target = You cannot raid { $area }: { $reason }.
rej-not-reachable = { $to } cannot be reached from { $from }.
rej-units-not-there = You do not have those (standing) units in { $area }.
rej-wrong-terrain =
    { $unit ->
        [footman] A footman cannot enter { $area }.
        [knight] A knight cannot enter { $area }.
        [ship] A ship cannot enter { $area }.
       *[siege_engine] A siege engine cannot enter { $area }.
    }
rej-impassable = { $area } is closed for this game.
rej-more-than-one-combat = A march can start only one combat.
rej-enemy-port = { $area } belongs to another house.
rej-port-full = { $area } would hold more than 3 ships.
rej-supply-exceeded = That would exceed your supply limit.
rej-no-power-token = You cannot leave a power token: { $reason }.
rej-support-not-eligible = { $area } cannot support this combat.
rej-support-against-own = { $area } cannot support your opponent against your own units.
rej-missing-support-choice = Say whom { $area } supports (or nobody).
rej-not-offered = { $area } offered you no support.
rej-card-not-in-hand = { $card } is not in your hand.
rej-wrong-casualties = Choose { $count } casualties: { $reason }.
rej-invalid-retreat = You cannot retreat to { $area }: { $reason }.
rej-wrong-retreat-losses = Retreating there costs exactly { $count } unit(s); choose which.
rej-too-many-replacements = You can replace at most { $max } ship(s).
rej-invalid-muster = Mustering not allowed: { $reason }.
rej-card-cancelled = { $card } was cancelled by Tyrion Lannister; choose another card.
rej-too-many-removed = Remove units only until your armies fit your supply; that removes more.
rej-bid-too-high = You can bid at most your { $available } available power.
rej-invalid-tie-order = Give every house once, keeping higher bids first; only tied houses may be arranged.
rej-not-tied = { $house } is not among the tied houses.
rej-wildling-choice = That does not answer the wildling card: { $reason }.
rej-card-not-in-discard = { $card } is not in your discard pile.
rej-forbidden-destination = You cannot march into { $area } again with this order.

# the game page, when a move could not be saved: the game moved on, or others were saving
rej-stale = The game moved on while you were deciding. Here is the new situation: check it and submit again.
rej-busy = Other moves were being saved at the same moment. Please try again.
