# The ruleset of a game (issue 16): the 2nd edition (2011) or the 1st edition (2003).

edition-second = 2nd edition (2011)
edition-first = 1st edition (2003)
edition-decks-provisional = Westeros decks: provisional
new-edition = Ruleset
new-edition-first-note = The 1st edition: 3 to 5 players (no House Martell) on its own board of 45 areas, without ports or garrisons; its own house cards, a fixed wildling attack and a special Raid that removes two orders. Its Westeros decks are not known: Rookery plays provisional ones.
new-count-houses = { $count } players: { $houses }
new-count-adds = { $count } adds { $houses }
new-agot1-options = 1st-edition options
new-agot1-kc_start_fix = King's Court start fix
new-agot1-kc_start_fix-help = With five players, Tyrell starts 4th and Greyjoy 5th on the King's Court track (the designer's correction).
new-agot1-orders_mandatory = Orders are mandatory
new-agot1-orders_mandatory-help = Every area with units gets an order while a usable order token is left.
new-agot1-no_support_against_self = No support against oneself
new-agot1-no_support_against_self-help = A house may not support the opponent of its own units (the 2nd edition's rule; the 1st edition allows it).
new-agot1-random_house_assignment = Random house assignment
new-agot1-random_house_assignment-help = Houses are dealt at random when the game starts, as the 1st edition's rules say; off: as chosen above.
new-agot1-second_edition_orders = 2nd-edition Raid and Consolidate Power
new-agot1-second_edition_orders-help = The special Raid removes one order (a Defense order too) instead of two, a special Consolidate Power may muster, a raided Consolidate Power costs its owner 1 Power, and Consolidate Power may be placed at sea.
new-agot1-second_edition_tie_breaks = 2nd-edition tie-breaks
new-agot1-second_edition_tie_breaks-help = An end-of-game tie is broken by the tie-breaks chosen above, instead of by supply, then Power.
new-error-edition = Choose the 2nd or the 1st edition.
new-error-players-first = The 1st edition is played by 3 to 5 players: it has no House Martell.
