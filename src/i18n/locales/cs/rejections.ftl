# Čeština (cs): proč byl tah odmítnut (src/words/rejections.rs).
# $reason a $expected jsou slova herního jádra.

rej-game-over = Hra skončila.
rej-house-not-in-play = Rod { $house } v této hře není.
rej-not-awaited = Rod { $house } teď nemá o čem rozhodovat.
rej-wrong-request = To se teď nežádá: { $expected }.
rej-order-without-units = Na území { $area } nemáte žádné jednotky, takže tam rozkaz nepatří.
rej-missing-order = Na území { $area } máte jednotky a potřebuje rozkaz.
rej-must-place-all = Máte málo žetonů rozkazů, takže musíte položit všechny, které smíte použít: { $usable } (položeno: { $placed }).
rej-token-not-available = Nemáte žádný nepoužitý žeton { $order }.
rej-too-many-special =
    { $allowed ->
        [one] Vaše místo na záznamníku Královský dvůr dovoluje { $allowed } speciální rozkaz.
        [few] Vaše místo na záznamníku Královský dvůr dovoluje { $allowed } speciální rozkazy.
       *[other] Vaše místo na záznamníku Královský dvůr dovoluje { $allowed } speciálních rozkazů.
    }
rej-order-banned = Rozkazy { $order } jsou v tomto kole zakázány.
rej-consolidate-at-sea = Rozkazy Konsolidace moci lze dávat jen na pevnině, ne na území { $area }.
rej-raven-used = Poštovní havran už byl v tomto kole použit.
rej-no-such-order = Na území { $area } takový rozkaz nemáte.
rej-invalid-raid-target = Na území { $area } nemůžete podniknout nájezd: { $reason }.
rej-not-reachable = Území { $to } není z území { $from } dosažitelné.
rej-units-not-there = Na území { $area } ty (bojeschopné) jednotky nemáte.
rej-wrong-terrain =
    { $unit ->
        [footman] Pěšák nemůže vstoupit na území { $area }.
        [knight] Rytíř nemůže vstoupit na území { $area }.
        [ship] Loď nemůže vstoupit na území { $area }.
       *[siege_engine] Obléhací stroj nemůže vstoupit na území { $area }.
    }
rej-impassable = Území { $area } je v této hře uzavřeno.
rej-more-than-one-combat = Pochod může vyvolat jen jednu bitvu.
rej-enemy-port = Území { $area } patří jinému rodu.
rej-port-full = Na území { $area } by byly víc než 3 lodě.
rej-supply-exceeded = Tím by byl překročen váš limit zásobování.
rej-no-power-token = Nemůžete nechat žeton moci: { $reason }.
rej-support-not-eligible = Území { $area } nemůže tuto bitvu podpořit.
rej-support-against-own = Území { $area } nemůže podpořit vašeho protivníka proti vašim vlastním jednotkám.
rej-missing-support-choice = Řekni, koho území { $area } podporuje (nebo nikoho).
rej-not-offered = Území { $area } vám podporu nenabídlo.
rej-card-not-in-hand = Karta { $card } není ve vaší ruce.
rej-wrong-casualties =
    { $count ->
        [one] Vyber { $count } ztrátu: { $reason }.
        [few] Vyber { $count } ztráty: { $reason }.
       *[other] Vyber { $count } ztrát: { $reason }.
    }
rej-invalid-retreat = Na území { $area } nemůžete ustoupit: { $reason }.
rej-wrong-retreat-losses =
    { $count ->
        [one] Ústup tam stojí přesně { $count } jednotku; vyberte kterou.
        [few] Ústup tam stojí přesně { $count } jednotky; vyberte které.
       *[other] Ústup tam stojí přesně { $count } jednotek; vyberte které.
    }
rej-too-many-replacements =
    { $max ->
        [one] Nahradit můžete nejvýše { $max } loď.
        [few] Nahradit můžete nejvýše { $max } lodě.
       *[other] Nahradit můžete nejvýše { $max } lodí.
    }
rej-invalid-muster = Shromažďování není dovoleno: { $reason }.
rej-card-cancelled = Kartu { $card } zrušil Tyrion Lannister; vyberte jinou kartu.
rej-too-many-removed = Odstraňte jednotky jen tak, aby se armády vešly do zásobování; takto jich odstraňujete víc.
rej-bid-too-high = Můžete nabídnout nejvýše svou dostupnou moc: { $available }.
rej-invalid-tie-order = Uveďte každý rod jednou, vyšší nabídky napřed; přeskupit smíte jen rody se shodnou nabídkou.
rej-not-tied = { $house } není mezi rody se shodnou nabídkou.
rej-wildling-choice = To neodpovídá na kartu divokých: { $reason }.
rej-card-not-in-discard = Karta { $card } není v vašem odkládacím balíčku.
rej-forbidden-destination = Na území { $area } nemůžete s tímto rozkazem znovu táhnout.

# the game page, when a move could not be saved: the game moved on, or others were saving
rej-stale = Zatímco jste se rozhodovali, hra pokročila. Tady je nová situace: zkontrolujte ji a odešlete znovu.
rej-busy = Ve stejnou chvíli se ukládaly jiné tahy. Zkus to prosím znovu.
