# Čeština (cs): proč byl tah odmítnut (src/words/rejections.rs).
# $reason a $expected jsou slova herního jádra.

rej-game-over = Hra skončila.
rej-house-not-in-play = Rod { $house } v této hře není.
rej-not-awaited = Rod { $house } teď nemá o čem rozhodovat.
rej-wrong-request = To se teď nežádá: { $expected }.
rej-order-without-units = Na území { $area } nemáš žádné jednotky, takže tam rozkaz nepatří.
rej-missing-order = Na území { $area } máš jednotky a potřebuje rozkaz.
rej-must-place-all = Máš málo žetonů rozkazů, takže musíš položit všechny, které smíš použít: { $usable } (položeno: { $placed }).
rej-token-not-available = Nemáš žádný nepoužitý žeton { $order }.
rej-too-many-special =
    { $allowed ->
        [one] Tvé místo na záznamníku Královský dvůr dovoluje { $allowed } speciální rozkaz.
        [few] Tvé místo na záznamníku Královský dvůr dovoluje { $allowed } speciální rozkazy.
       *[other] Tvé místo na záznamníku Královský dvůr dovoluje { $allowed } speciálních rozkazů.
    }
rej-order-banned = Rozkazy { $order } jsou v tomto kole zakázány.
rej-consolidate-at-sea = Rozkazy Konsolidace moci lze dávat jen na pevnině, ne na území { $area }.
rej-raven-used = Poštovní havran už byl v tomto kole použit.
rej-no-such-order = Na území { $area } takový rozkaz nemáš.
rej-invalid-raid-target = Na území { $area } nemůžeš podniknout nájezd: { $reason }.
rej-not-reachable = Území { $to } není z území { $from } dosažitelné.
rej-units-not-there = Na území { $area } ty (bojeschopné) jednotky nemáš.
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
rej-supply-exceeded = Tím by byl překročen tvůj limit zásobování.
rej-no-power-token = Nemůžeš nechat žeton moci: { $reason }.
rej-support-not-eligible = Území { $area } nemůže tuto bitvu podpořit.
rej-support-against-own = Území { $area } nemůže podpořit tvého protivníka proti tvým vlastním jednotkám.
rej-missing-support-choice = Řekni, koho území { $area } podporuje (nebo nikoho).
rej-not-offered = Území { $area } ti podporu nenabídlo.
rej-card-not-in-hand = Karta { $card } není v tvé ruce.
rej-wrong-casualties =
    { $count ->
        [one] Vyber { $count } ztrátu: { $reason }.
        [few] Vyber { $count } ztráty: { $reason }.
       *[other] Vyber { $count } ztrát: { $reason }.
    }
rej-invalid-retreat = Na území { $area } nemůžeš ustoupit: { $reason }.
rej-wrong-retreat-losses =
    { $count ->
        [one] Ústup tam stojí přesně { $count } jednotku; vyber kterou.
        [few] Ústup tam stojí přesně { $count } jednotky; vyber které.
       *[other] Ústup tam stojí přesně { $count } jednotek; vyber které.
    }
rej-too-many-replacements =
    { $max ->
        [one] Nahradit můžeš nejvýše { $max } loď.
        [few] Nahradit můžeš nejvýše { $max } lodě.
       *[other] Nahradit můžeš nejvýše { $max } lodí.
    }
rej-invalid-muster = Shromažďování není dovoleno: { $reason }.
rej-card-cancelled = Kartu { $card } zrušil Tyrion Lannister; vyber jinou kartu.
rej-too-many-removed = Odstraň jednotky jen tak, aby se armády vešly do zásobování; takto jich odstraňuješ víc.
rej-bid-too-high = Můžeš nabídnout nejvýše svou dostupnou moc: { $available }.
rej-invalid-tie-order = Uveď každý rod jednou, vyšší nabídky napřed; přeskupit smíš jen rody se shodnou nabídkou.
rej-not-tied = { $house } není mezi rody se shodnou nabídkou.
rej-wildling-choice = To neodpovídá na kartu divokých: { $reason }.
rej-card-not-in-discard = Karta { $card } není v tvém odkládacím balíčku.
rej-forbidden-destination = Na území { $area } nemůžeš s tímto rozkazem znovu táhnout.

# the game page, when a move could not be saved: the game moved on, or others were saving
rej-stale = Zatímco ses rozhodoval(a), hra pokročila. Tady je nová situace: zkontroluj ji a odešli znovu.
rej-busy = Ve stejnou chvíli se ukládaly jiné tahy. Zkus to prosím znovu.
