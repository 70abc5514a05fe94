# Čeština (cs): záznam hry slovy (src/words): události (ev-*), co se od rodu žádá (ask-*),
# co odpověděl (ans-*), co vedlo k jeho rozhodnutí (story-*) a dílky, ze kterých se skládají
# (w-*). Území, rody, jednotky, rozkazy a karty jsou z game.ftl. Jména území stojí v 1. pádě
# (za „území“, „z území“, „do území“), aby se nemusela skloňovat; záznam je v přítomném čase.

## Dílky

w-a-unit =
    { $unit ->
        [footman] pěšák
        [knight] rytíř
        [ship] loď
       *[siege_engine] obléhací stroj
    }
w-unit-in = { $unit } (území { $area })
w-upgrade-to = povýšení: { $unit }
w-units-count = { $count } { $unit }
w-no-units = žádné jednotky
w-none = žádné
w-nothing = nic
w-list-and = { $head } a { $last }
w-the-track = záznamník { $track }
w-the-wildling-attack = útok divokých
w-order-in = { $order } (území { $area })
w-units-to = { $units } do území { $area }
w-side =
    { $side ->
        [attacker] útočník
        [defender] obránce
       *[none] nikdo
    }
w-westeros-option =
    { $option ->
        [muster] všichni shromažďují
        [supply] všichni upravují zásobování
        [clash_of_kings] Střet králů (dražba o záznamníky vlivu)
        [game_of_thrones] Hra o trůny (všichni získávají moc)
        [no_march_plus1] v tomto kole žádné rozkazy Pochod +1
        [no_defense] v tomto kole žádné rozkazy Obrana
       *[nothing] nic se neděje
    }
w-tides-drawn =
    { $card ->
        [blank] kartu bez účinku
        [plus_one_sword] +1 s mečem
        [plus_one_fortification] +1 s opevněním
        [plus_two] +2
        [plus_three] +3
       *[skull] lebku
    }
w-submitted-what =
    { $key ->
        [orders] rozkazy
        [house_card] kartu rodu
        [bid] nabídku
       *[other] { $text }
    }
w-why =
    { $key ->
        [casualties] ztráty v bitvě
        [supply] zásobování
        [wildlings] divocí
        [mace_tyrell] Mace Tyrell
        [cannot_retreat] nemůže ustoupit
        [no_retreat] žádný možný ústup
        [over_supply_after_retreat] nad zásobování po ústupu
        [port_lost] ztracený přístav
        [no_footman_left_to_replace_it] nezbyl pěšák, který by ji nahradil
        [no_knight_left_to_replace_it] nezbyl rytíř, který by ji nahradil
       *[other] { $text }
    }

## Události

ev-submitted = { $house } odevzdává { $what }.
ev-planning-started = Kolo { $round }: začíná plánování.
ev-orders-revealed = Rozkazy odhaleny. { $orders }.
ev-raven-replaced = { $house } pomocí Poštovního havrana mění { $old } na území { $area } za { $new }.
ev-raven-peeked = { $house } se dívá na vrchní kartu divokých.
ev-raven-buried = { $house } dává vrchní kartu divokých na spodek balíčku.
ev-raven-kept = { $house } nechává vrchní kartu divokých, kde byla.
ev-raven-passed = { $house } nepoužívá Poštovního havrana.
ev-action-step = { $phase }.
ev-raid = { $house } podniká nájezd z území { $from } a odstraňuje rozkaz { $order } rodu { $victim } na území { $area }.
ev-raid-void = Nájezd rodu { $house } na území { $from } je odstraněn bez účinku.
ev-pillaged = { $raider } plení rod { $victim }: { $raider } získává { $gained } moci, { $victim } ztrácí { $lost }.
ev-marched-nothing = { $house } vyhodnocuje pochod na území { $from }; nic se nepohnulo.
ev-marched = { $house } táhne z území { $from }: { $moves }.
ev-power-token-placed = { $house } nechává žeton moci na území { $area }.
ev-power-token-removed = Žeton moci rodu { $house } na území { $area } je odstraněn.
ev-order-removed = Rozkaz { $order } rodu { $house } na území { $area } je odstraněn.
ev-combat-started = Bitva o území { $area }: { $attacker } (z území { $from }) útočí na rod { $defender }.
ev-combat-started-neutral = { $attacker } útočí z území { $from } na neutrální sílu na území { $area }.
ev-support-declared = Podpora rodu { $house } z území { $area }: { $side }.
ev-support-refused = { $house } odmítá podporu z území { $area }.
ev-house-cards-revealed = Karty rodů odhaleny: { $attacker } hraje { $attacker_card }, { $defender } hraje { $defender_card }.
ev-blade-used = { $house } používá Valyrijský ocelový meč (+1).
ev-combat-tie = { $winner } vyhrává bitvu o území { $area } proti rodu { $loser }: remíza { $attacker_strength }, kterou získává rod výše na záznamníku Poddaní.
ev-combat-won = { $winner } vyhrává bitvu o území { $area } proti rodu { $loser } ({ $attacker_strength } : { $defender_strength }).
ev-neutral-defeated = { $house } poráží neutrální sílu na území { $area } silou { $strength }.
ev-neutral-held = Neutrální síla na území { $area } odolala: { $house } – síla { $strength }, potřeba { $needed }.
ev-garrison-destroyed = Posádka rodu { $house } na území { $area } je zničena.
ev-units-destroyed = { $house } ztrácí na území { $area }: { $units } ({ $why }).
ev-retreated = { $house } ustupuje z území { $from } do území { $to }: { $units }.
ev-port-captured = { $house } dobývá { $port }: nahrazené lodě: { $replaced }, zničené: { $destroyed }.
ev-hand-recycled = { $house } si bere všechny své karty rodu zpět do ruky.
ev-power-gained-in = { $house } získává na území { $area } moc: { $amount }.
ev-power-gained = { $house } získává moc: { $amount }.
ev-mustered-nothing = { $house } na území { $area } nic neshromažďuje.
ev-mustered = { $house } shromažďuje na území { $area }: { $what }.
ev-round-ended = Kolo { $round } skončilo.
ev-westeros-cards = Kolo { $round }: tažené karty Westerosu: { $cards }.
ev-winter-is-coming = Zima se blíží: balíček Westerosu { $deck } je znovu zamíchán.
ev-wildling-threat = Hrozba divokých je nyní { $threat }.
ev-westeros-choice = { $house } volí pro kartu { $card }: { $choice }.
ev-supply-adjusted = Zásobování rodu { $house } je nyní { $supply }.
ev-units-lost = { $house } ztrácí: { $units } ({ $why }).
ev-clash-of-kings = Střet králů: rody draží o záznamníky vlivu.
ev-bids-revealed = Nabídky ({ $purpose }) odhaleny: { $bids }.
ev-tie-ordered = { $house }, držitel Železného trůnu, rozhoduje shodné nabídky – { $track }.
ev-track-set = Záznamník { $track } je nyní: { $houses }.
ev-wildlings-attack = Divocí útočí silou { $strength }.
ev-nights-watch-held = Noční hlídka odolala: { $total } moci proti síle { $strength }.
ev-wildlings-won = Divocí zvítězili: { $total } moci proti síle { $strength }.
ev-bidder-chosen = { $by }, držitel Železného trůnu, určuje mezi rody se shodnou nabídkou rod { $house }.
ev-wildling-card-won = Karta divokých { $card }: { $bidder } (nejvyšší nabídka) dostává odměnu.
ev-wildling-card-lost = Karta divokých { $card }: { $bidder } (nejnižší nabídka) trpí nejvíc.
ev-card-discarded = { $house } odhazuje kartu { $card }.
ev-card-taken-back = { $house } si bere kartu { $card } zpět do ruky.
ev-card-cancelled = Karta { $card } rodu { $house } je zrušena.
ev-card-replaced = { $house } nyní hraje kartu { $card }.
ev-tides-revealed = Osud bitvy: útočník táhl { $attacker }, obránce { $defender }.
ev-order-moved = Rozkaz rodu { $house } se přesouvá z území { $from } do území { $to }.
ev-upgraded = { $house } povyšuje pěšáka na území { $area }.
ev-game-shared = { $houses } se dělí o vítězství (hradů či pevností každý: { $castles }): hra skončila remízou.
ev-game-won =
    { $castles ->
        [one] { $house } vyhrává hru s { $castles } hradem či pevností!
       *[other] { $house } vyhrává hru: hrady a pevnosti – { $castles }!
    }
ev-other = { $kind }.

## Co se od rodu žádá

ask-place-orders = rozmístit rozkazy
ask-raven = použít Poštovního havrana (nebo ne)
ask-raven-decide = ponechat, nebo zahrabat vrchní kartu divokých
ask-raid = vyhodnotit rozkaz Nájezd
ask-march = vyhodnotit rozkaz Pochod
ask-march-again = znovu vyhodnotit pochod z území { $area }
ask-ahead-of-turn = { $what } předem, ještě než je na tahu (nyní je na tahu { $house }; odpovědi se uplatní v pořadí tahů)
ask-asked-ahead = Jste dotázáni předem, ještě než jste na tahu, spolu s rodem { $house }, který je právě na tahu: vaše odpověď zůstane zapečetěná a uplatní se, až budete na tahu, v pořadí tahů.
ask-answered-ahead = Vaše odpověď daná předem je uschována zapečetěná a uplatní se, až budete na tahu, v pořadí tahů (nyní je na tahu { $house }).
ask-support = vyhlásit podporu
ask-refuse-support = přijmout, nebo odmítnout nabízenou podporu
ask-house-card = vybrat kartu rodu
ask-blade = rozhodnout o Valyrijském ocelovém meči
ask-casualties =
    { $count ->
        [one] vybrat { $count } ztrátu
        [few] vybrat { $count } ztráty
       *[other] vybrat { $count } ztrát
    }
ask-retreat = vybrat, kam ustoupit
ask-port-capture = rozhodnout o lodích v přístavu { $port }
ask-consolidate = vyhodnotit rozkaz Konsolidace moci
ask-westeros-choice = vybrat, co udělá karta { $card }
ask-muster = shromáždit jednotky
ask-reconcile = zničit jednotky až po limit zásobování
ask-bid-wildlings = dražit moc proti divokým
ask-bid-track = dražit moc o { $track }
ask-bid-other = dražit moc ({ $purpose })
ask-tie-order = rozhodnout shodné nabídky
ask-choose-highest = určit nejvyšší nabídku mezi rody se shodnou nabídkou
ask-choose-lowest = určit nejnižší nabídku mezi rody se shodnou nabídkou
ask-wildling = { $what } ({ $card })
ask-wildling-destroy =
    { $count ->
        [one] zničit { $count } jednotku
        [few] zničit { $count } jednotky
       *[other] zničit { $count } jednotek
    }
ask-wildling-destroy-value = zničit jednotky v hodnotě { $value } bodů verbování
ask-wildling-destroy-units =
    { $count ->
        [one] zničit { $count } jednotku
        [few] zničit { $count } jednotky
       *[other] zničit { $count } jednotek
    }
ask-wildling-preemptive = zničit 2 jednotky, nebo klesnout na záznamníku
ask-wildling-knights-to-footmen = nahradit rytíře pěšáky
ask-wildling-footmen-to-knights = nahradit pěšáky rytíři
ask-wildling-discard = odhodit kartu rodu
ask-wildling-last-on-track = vybrat záznamník, na kterém skončí poslední
ask-wildling-first-on-track = vybrat záznamník, na kterém bude první
ask-wildling-take-back = vzít si zpět kartu rodu
ask-wildling-muster = shromáždit jednotky na jednom území
ask-ability-tyrion-short = rozhodnout, zda Tyrion Lannister zruší kartu
ask-ability =
    { $decision ->
        [tyrion_cancel] rozhodnout, zda Tyrion Lannister zruší kartu protivníka
        [choose_again] vybrat jinou kartu rodu
        [aeron_swap] rozhodnout, zda se Aeron Damphair vymění za jinou kartu
        [doran_track] vybrat záznamník pro kartu Doran Martell
        [queen_of_thorns] vybrat rozkaz, který odstraní Queen of Thorns
        [mace_footman] vybrat pěšáka, kterého zničí Mace Tyrell
        [tides_redraw] rozhodnout, zda použít meč k tažení jiné karty Osud bitvy
        [skull_casualties] vybrat ztrátu za lebku
        [renly_upgrade] vybrat pěšáka, kterého povýší Renly Baratheon
        [cersei_remove] vybrat rozkaz, který odstraní Cersei Lannister
        [luwin_take_back] vybrat kartu, kterou si mistr Luwin vezme zpět
        [melisandre_discard] vybrat kartu, kterou Melisandra z Ašaje odhodí (za 1 moc)
        [asha_remove] vybrat rozkaz, který Asha Greyjoy odstraní
       *[patchface] vybrat kartu, kterou odhodí Patchface
    }

## Co rod odpověděl

ans-no-orders = žádné rozkazy
ans-orders = rozkazy: { $orders }
ans-raven-replace = Poštovní havran: { $order } (území { $area })
ans-raven-peek = Poštovní havran: pohled na vrchní kartu divokých
ans-raven-pass = Poštovní havran: nepoužit
ans-raven-bury = vrchní karta divokých: na spodek
ans-raven-keep = vrchní karta divokých: zůstává nahoře
ans-raid = nájezd z území { $from }: na rozkaz na území { $target }
ans-raid-void = nájezd z území { $from }: odstraněn bez účinku
ans-raid-two = nájezd z území { $from }: na rozkazy na územích { $target } a { $second }
ans-raid-second = nájezd z území { $from }: na rozkaz na území { $second }
ans-march-nothing = pochod z území { $from }: nic se nepohne (rozkaz se odstraní)
ans-march = pochod z území { $from }: { $moves }
ans-support-for = { $area }: { $side }
ans-support = podpora: { $choices }
ans-support-accepted = veškerá podpora přijata
ans-support-refused = podpora odmítnuta z území { $areas }
ans-house-card = karta rodu: { $card }
ans-blade-used = Valyrijský ocelový meč: použit
ans-blade-not-used = Valyrijský ocelový meč: nepoužit
ans-casualties = ztráty: { $units }
ans-retreat = ústup do území { $to }
ans-retreat-losing = ústup do území { $to } se ztrátou: { $units }
ans-port-capture = převzaté lodě v přístavu: { $count }
ans-consolidate-power = Konsolidace moci na území { $area }: moc
ans-consolidate-muster = Konsolidace moci na území { $area }: shromáždit { $plan }
ans-westeros-choice = volba karty: { $option }
ans-muster-nothing = shromažďování: nic
ans-muster = shromažďování: { $plan }
ans-reconcile = jednotky zničené kvůli zásobování: { $units }
ans-bid = nabídka: { $power }
ans-tie-order = pořadí při shodě: { $houses }
ans-choose-bidder = určen mezi rody se shodnou nabídkou: { $house }
ans-units-destroyed = zničené jednotky: { $units }
ans-units-replaced = nahrazené jednotky: { $units }
ans-discarded = odhozena: { $card }
ans-taken-back = vzata zpět: { $card }
ans-no-card-taken-back = žádná karta vzata zpět
ans-track = záznamník: { $track }
ans-ability-used = schopnost karty: použita
ans-ability-not-used = schopnost karty: nepoužita
ans-card-chosen = vybraná karta: { $card }
ans-no-card-chosen = žádná karta nevybrána
ans-area-chosen = vybrané území: { $area }
ans-no-area-chosen = žádné území nevybráno
ans-routed-footman = rozprášený pěšák
ans-standing-footman = bojeschopný pěšák

## Co vedlo k rozhodnutí, řečeno rodu, který rozhoduje

story-strengths-before = síla před kartami { $attacker } : { $defender }
story-your-units-in = vaše jednotky na území { $area }
story-house-in = rod { $house } na území { $area }
story-you-attack = Útočíte z území { $from } na { $target }; útočí { $units }; { $strengths }.
story-attacks = { $attacker } útočí z území { $from } na { $target }; útočí { $units }; { $strengths }.
story-you-attack-neutral = Útočíte na neutrální sílu na území { $area }; útočí { $units } ({ $attacker_strength } : { $defender_strength }).
story-attacks-neutral = { $attacker } útočí na neutrální sílu na území { $area }.
story-house-cards = Karty rodů: { $attacker } hraje { $attacker_card }, { $defender } hraje { $defender_card }.
story-the-defender = obránce
story-won = { $house } vyhrává, { $attacker_strength } : { $defender_strength }.
story-bid-power = K dražbě máte k dispozici moc: { $power }.
story-bid-wildlings = Divocí útočí silou { $strength }: Noční hlídka odolá, pokud ji všechny nabídky dohromady dosáhnou.
story-muster-points =
    { $points ->
        [one] { $area } ({ $points } bod)
        [few] { $area } ({ $points } body)
       *[other] { $area } ({ $points } bodů)
    }
story-muster = Shromažďování: vaše hrady a pevnosti dávají { $areas }; vaše úroveň zásobování je { $supply }.
story-reconcile = Vaše armády jsou větší, než dovoluje vaše úroveň zásobování ({ $supply }): zničíte jednotky, dokud se nevejdou.
story-place-orders =
    { $stars ->
        [one] Kolo { $round }: položte rozkaz na každé území se svými jednotkami; smíte použít { $stars } speciální rozkaz.
        [few] Kolo { $round }: položte rozkaz na každé území se svými jednotkami; smíte použít { $stars } speciální rozkazy.
       *[other] Kolo { $round }: položte rozkaz na každé území se svými jednotkami; smíte použít { $stars } speciálních rozkazů.
    }
story-westeros-choice = Karta Westerosu { $card } vám dovoluje vybrat, co v tomto kole udělá.
story-wildlings-attacked = Divocí zaútočili silou { $strength }; karta je { $card }.
story-tie-order = Jako držitel Železného trůnu určujete pořadí rodů se shodnou nabídkou. Nabídky: { $bids }.
story-choose-bidder = Jako držitel Železného trůnu vybíráte mezi rody se shodnou nabídkou: { $houses }.
story-action-turn = Jste na tahu ve fázi akcí ({ $phase }).
story-port-capture = Pevnina území { $port } je vaše: až { $max } nepřátelských lodí tam se může stát vašimi.
story-raven = Máte Poštovního havrana: vyměňte jeden ze svých rozkazů, nebo se podívejte na vrchní kartu divokých.
story-the-track = záznamník
story-clash-of-kings = Střet králů: rody draží o { $track }.

## Doby („2 dny 3 hodiny“)

w-duration-days =
    { $count ->
        [one] { $count } den
        [few] { $count } dny
       *[other] { $count } dní
    }
w-duration-hours =
    { $count ->
        [one] { $count } hodina
        [few] { $count } hodiny
       *[other] { $count } hodin
    }
w-duration-minutes =
    { $count ->
        [one] { $count } minuta
        [few] { $count } minuty
       *[other] { $count } minut
    }
w-duration-less-than-a-minute = méně než minuta

# Raids and marches asked early (game option early_marches, issue 25).
ev-answered-early = Rod { $house } dal tuto odpověď předem, ještě než byl na tahu; uplatňuje se teď, v jeho tahu, protože se nic z toho, co mohl vidět, nezměnilo:
early-dropped-changed = Vaše odpověď daná předem nebyla uplatněna: něco, co jste mohli vidět, se mezitím změnilo (jednotka, rozkaz, žeton moci nebo kontrola u vašich rozkazů, nebo moc, karty či pozice na stupnicích rodu, který tam je). Odpovězte prosím znovu.
early-dropped-no_longer_legal = Vaše odpověď daná předem už ve vašem tahu není přípustná a nebyla uplatněna. Odpovězte prosím znovu.
