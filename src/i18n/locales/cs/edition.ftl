# Pravidla hry (issue 16): 2. edice (2011) nebo 1. edice (2003).

edition-second = 2. edice (2011)
edition-first = 1. edice (2003)
edition-decks-provisional = Balíčky Západozemí: prozatímní
new-edition = Pravidla
new-edition-first-note = 1. edice: 3 až 5 hráčů (bez rodu Martellů) na vlastním plánu se 45 oblastmi, bez přístavů a posádek; vlastní karty rodů, pevně daný útok divokých a zvláštní nájezd, který odstraní dva rozkazy. Její balíčky Západozemí nejsou známé: Rookery hraje s prozatímními.
new-count-houses = { $count } hráči: { $houses }
new-count-adds = { $count } přidává { $houses }
new-agot1-options = Volby 1. edice
new-agot1-kc_start_fix = Oprava počátečního Královského dvora
new-agot1-kc_start_fix-help = S pěti hráči začíná Tyrell čtvrtý a Greyjoy pátý na stupnici Královského dvora (oprava autora).
new-agot1-orders_mandatory = Rozkazy jsou povinné
new-agot1-orders_mandatory-help = Každá oblast s jednotkami dostane rozkaz, dokud zbývá použitelný žeton rozkazu.
new-agot1-no_support_against_self = Žádná podpora proti sobě
new-agot1-no_support_against_self-help = Rod nesmí podpořit protivníka vlastních jednotek (pravidlo 2. edice; 1. edice to dovoluje).
new-agot1-random_house_assignment = Rody rozdělené náhodně
new-agot1-random_house_assignment-help = Rody se rozdělí náhodně při začátku hry, jak říkají pravidla 1. edice; vypnuto: jak je zvoleno výše.
new-agot1-second_edition_orders = Nájezd a upevnění moci z 2. edice
new-agot1-second_edition_orders-help = Zvláštní nájezd odstraní jeden rozkaz (i obranný) místo dvou, zvláštní upevnění moci může verbovat, vyloupené upevnění moci stojí majitele 1 moc a upevnění moci lze dát i na moře.
new-agot1-second_edition_tie_breaks = Rozhodování remíz z 2. edice
new-agot1-second_edition_tie_breaks-help = Remízu na konci hry rozhodnou pravidla zvolená výše, ne zásobování a potom moc.
new-error-edition = Zvolte 2. nebo 1. edici.
new-error-players-first = 1. edici hrají 3 až 5 hráči: nemá rod Martellů.
