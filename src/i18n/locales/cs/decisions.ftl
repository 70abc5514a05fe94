## Formuláře rozhodnutí (src/decisions): nadpisy, poznámky, popisky, volby a tlačítka. Šablona
## odpovědi e-mailem (src/decisions/text.rs) píše a čte tatáž slova.

## Společné

form-yes = Ano
form-no = Ne
form-confirm = Potvrdit
form-choose = Vybrat
form-decide = Rozhodnout
form-none = žádná
form-none-decline = žádná (odmítnout)
form-nothing = nic
form-no-unit = žádná jednotka
form-field-card = Karta
form-field-area = Území
form-field-track = Záznamník
form-field-house = Rod
form-card-strength = síla { $strength }
form-card-swords =
    { $count ->
        [one] { $count } meč
        [few] { $count } meče
       *[other] { $count } mečů
    }
form-card-fortifications =
    { $count ->
        [one] { $count } opevnění
       *[other] { $count } opevnění
    }
form-card = { $name } ({ $stats })
form-card-ability = { $card }: { $ability }
form-area-order = { $area } ({ $house }: { $order })
form-count-range = { $min } až { $max }
form-unit-in = { $unit } (území { $area })

## Rozmístění rozkazů

form-orders-title = Rozmístěte rozkazy
form-orders-submit = Zapečetit rozkazy
form-orders-optional =
    { $count ->
        [one] Máte méně žetonů rozkazů než území: rozmístěte { $count } rozkaz na území podle své volby.
        [few] Máte méně žetonů rozkazů než území: rozmístěte { $count } rozkazy na území podle své volby.
       *[other] Máte méně žetonů rozkazů než území: rozmístěte { $count } rozkazů na území podle své volby.
    }
form-orders-all = Každé území s vašimi jednotkami potřebuje rozkaz.
form-orders-no-special = Vaše místo na záznamníku Královského dvora nedovoluje žádný speciální rozkaz (★).
form-orders-max-special =
    { $count ->
        [one] Vaše místo na záznamníku Královského dvora dovoluje nejvýše { $count } speciální rozkaz (★).
        [few] Vaše místo na záznamníku Královského dvora dovoluje nejvýše { $count } speciální rozkazy (★).
       *[other] Vaše místo na záznamníku Královského dvora dovoluje nejvýše { $count } speciálních rozkazů (★).
    }
form-orders-restricted = Některé rozkazy jsou v tomto kole zakázány kartou Westeros; nejsou nabízeny.
form-orders-sealed = Vybrány jsou vaše zapečetěné rozkazy: kterýkoli změňte a zapečeťte znovu, dokud poslední rod nezapečetí své rozkazy.
form-orders-default = Vybrány jsou rozkazy, které by za vás Rookery rozmístil, kdyby vypršela lhůta. Zapečetěné rozkazy zůstávají tajné, dokud každý rod nezapečetí své.
form-orders-no-order = — žádný rozkaz —
form-orders-area = { $area } ({ $units })

## Poštovní havran

form-raven-replace-title = Poštovní havran: vyměnit jeden z vašich rozkazů
form-raven-replace-submit = Vyměnit rozkaz
form-raven-replace-note = Nabízeny jsou vaše nepoužité žetony rozkazů, které zde pravidla dovolují.
form-raven-swap-label = Rozkaz a jeho náhrada
form-raven-swap = { $area }: { $old } → { $new }
form-raven-peek-title = Poštovní havran: podívat se na vrchní kartu divokých
form-raven-peek-submit = Podívat se na kartu
form-raven-peek-note = Uvidíte ji jen vy; pak ji necháte navrchu, nebo ji dáte dospod.
form-raven-pass-title = Poštovní havran: nedělat nic
form-raven-pass-submit = Nedělat nic
form-raven-decide-title = Vrchní karta divokých
form-raven-decide-note = Vrchní karta balíčku divokých je { $card }. Víte to jen vy.
form-raven-no-card = (žádná karta)
form-raven-bury-label = Kam půjde?
form-raven-keep = Nechat ji navrchu
form-raven-bury = Dát ji dospod balíčku

## Nájezdy a pochody

form-raid-title = Vyhodnoťte svůj nájezd z území { $area }
form-raid-submit = Provést nájezd
form-raid-no-target = bez cíle (jen odstranit rozkaz Nájezd)
form-raid-target-label = Rozkaz, na který se útočí
form-raid-second-label = Druhý rozkaz k odstranění (speciální nájezd)
form-march-title = Vyhodnoťte svůj pochod z území { $area }
form-march-submit = Táhnout
form-march-forbidden = S tímto rozkazem nesmíte znovu táhnout na území { $area }.
form-march-note = Vyberte cíl pro každou jednotku; jednotky ponechané na „zůstat“ se nepohnou. Nejvýše jeden cíl smí začít bitvu.
form-march-stay = zůstat
form-march-attack-house = { $area } — zaútočit na rod { $house }
form-march-attack-neutral = { $area } — zaútočit na neutrální sílu ({ $strength })
form-march-attack = { $area } — zaútočit
form-march-unit = { $unit } { $number }
form-march-leave-token = Nechat žeton moci na území { $area }, pokud odejdou všechny jednotky

## Podpora a bitva

form-combat-line = Bitva o území { $area }: { $attacker } útočí na rod { $defender }; síla před kartami { $a } : { $d }.
form-combat-line-neutral = Bitva o území { $area }: { $attacker } útočí na neutrální sílu ({ $a } : { $d }).
form-combat-line-units = Bitva o území { $area }: { $attacker } útočí na rod { $defender } (jednotky: { $units }); síla před kartami { $a } : { $d }.
form-combat-line-short = Bitva o území { $area }.
form-support-title = Vyhlaste svou podporu
form-support-submit = Vyhlásit podporu
form-support-none = nepodporovat nikoho
form-support-attacker = podpořit útočníka
form-support-attacker-house = podpořit útočníka ({ $house })
form-support-defender = podpořit obránce
form-support-defender-house = podpořit obránce ({ $house })
form-support-label = Rozkaz Podpora na území { $area }
form-refuse-title = Přijmout, nebo odmítnout podporu
form-refuse-note = Zaškrtněte podporu, kterou odmítáte; nezaškrtnutá podpora je přijata.
form-refuse-from = Odmítnout podporu z území { $area }
form-refuse-from-house = Odmítnout podporu z území { $area } ({ $house })
form-card-title = Vyberte svou kartu rodu
form-card-note = Vaše karta zůstává tajná, dokud nejsou vybrány obě; do té doby ji můžete změnit.
form-card-submit = Zapečetit kartu
form-blade-title = Valyrijský ocelový meč
form-blade-note = Máte Valyrijský ocelový meč: použít ho pro +1 k bojové síle (jednou za kolo)?
form-blade-use = Použít (+1)
form-blade-keep = Nepoužít
form-blade-label = Použít meč?
form-casualties-title =
    { $count ->
        [one] Vyberte { $count } ztrátu
        [few] Vyberte { $count } ztráty
       *[other] Vyberte { $count } ztrát
    }
form-casualties-note =
    { $count ->
        [one] Vyberte, která z vašich jednotek v bitvě bude zničena.
        [few] Vyberte, které { $count } z vašich jednotek v bitvě budou zničeny.
       *[other] Vyberte, kterých { $count } z vašich jednotek v bitvě bude zničeno.
    }
form-casualties-submit = Potvrdit ztráty
form-casualties-label = Ztracené jednotky
form-retreat-title = Ústup
form-retreat-submit = Ustoupit
form-retreat-note = Ústup, který by překročil váš limit zásobování, stojí jednotky: každá volba říká, které budou zničeny.
form-retreat-losing = { $area }, se ztrátou: { $units }
form-retreat-label = Ustoupit na území
form-port-title = Lodě v přístavu { $port }
form-port-note =
    { $count ->
        [one] Dobyli jste pevninu u přístavu { $port }: nahraďte tam nejvýše { $count } nepřátelskou loď svou; ostatní jsou zničeny.
        [few] Dobyli jste pevninu u přístavu { $port }: nahraďte tam nejvýše { $count } nepřátelské lodě svými; ostatní jsou zničeny.
       *[other] Dobyli jste pevninu u přístavu { $port }: nahraďte tam nejvýše { $count } nepřátelských lodí svými; ostatní jsou zničeny.
    }
form-port-label = Lodě k nahrazení

## Konsolidace moci a shromažďování

form-consolidate-title = Konsolidace moci na území { $area }
form-consolidate-submit = Vyhodnotit
form-consolidate-gain = získat moc
form-consolidate-muster-note =
    { $count ->
        [one] Speciální rozkaz na hradu nebo v pevnosti může místo toho shromáždit jednotky ({ $count } bod).
        [few] Speciální rozkaz na hradu nebo v pevnosti může místo toho shromáždit jednotky ({ $count } body).
       *[other] Speciální rozkaz na hradu nebo v pevnosti může místo toho shromáždit jednotky ({ $count } bodů).
    }
form-consolidate-label = Co rozkaz udělá
form-plan = shromáždit: { $plan }
form-plan-upgrade = pěšák povýšený na jednotku: { $unit }
form-westeros-title = { $card }: vaše volba
form-westeros-note = Držíte Železný trůn (nebo vás karta jmenuje): vyberte, co karta { $card } udělá v tomto kole.
form-westeros-label = Možnost
form-westeros-some-card = Karta Westeros
form-muster-title = Shromažďování
form-muster-horde-title = { $card }: shromáždit jednotky na jednom území
form-muster-submit = Shromáždit
form-muster-note = Každý hrad dává 1 shromažďovací bod, každá pevnost 2. Nechte všechna území na „nic“, chcete-li neshromáždit nic.
form-muster-one-area = Shromažďovat smíte jen na jednom území.
form-muster-two-points = { $plan } (oba body)
form-muster-second = { $area }, druhý bod (pokud první volba použije jen jeden)
form-muster-area =
    { $count ->
        [one] { $area } ({ $count } bod)
        [few] { $area } ({ $count } body)
       *[other] { $area } ({ $count } bodů)
    }
form-reconcile-title = Přizpůsobit armády zásobování
form-reconcile-submit = Zničit zaškrtnuté jednotky
form-reconcile-note = Vaše armády překračují limit zásobování: zaškrtněte jednotky ke zničení, dokud se nevejdou (zaškrtnuté stačí).
form-reconcile-limit = Vaše úroveň zásob { $level } dovoluje armády nejvýše těchto velikostí: { $armies } (armáda jsou dvě či více jednotek v jedné oblasti).
form-muster-reserve = Jednotky, které vám zbývají v záloze: { $units }. Všechna území dohromady jich nemohou použít víc.
form-march-port = Přístav pojme nejvýše tři vaše lodě.
form-march-neutral = Pokud neutrální síla odolá, jednotky vyslané proti ní zůstanou zde: pochod se i tak musí vejít do vašeho zásobování.

## Dražby

form-bid-title-track = Vaše nabídka o { $track }
form-bid-title-wildlings = Vaše nabídka pro Noční hlídku proti divokým
form-bid-title-other = Vaše nabídka
form-bid-submit = Zapečetit nabídku
form-bid-note = Máte k dispozici moc: { $max }. Vaše nabídka zůstává tajná, dokud nepřijdou všechny; do té doby ji můžete změnit.
form-bid-label = Nabízená moc (máte { $max })
form-tie-title = Rozhodnout shodné nabídky
form-tie-submit = Určit pořadí na záznamníku
form-tie-note = Držíte Železný trůn: seřaďte rody se shodnou nabídkou v pořadí podle své volby. Vyšší nabídky zůstávají vpředu; každý rod zaujme jedno místo.
form-tie-choice = { $house } (nabídka { $bid })
form-tie-place = Místo { $n }
form-bidder-highest-title = Určete nejvyšší nabídku mezi shodnými
form-bidder-lowest-title = Určete nejnižší nabídku mezi shodnými
form-bidder-highest-note = Několik rodů nabídlo proti divokým nejvíce: jako držitel Železného trůnu určíte, který získá odměnu z karty.
form-bidder-lowest-note = Několik rodů nabídlo proti divokým nejméně: jako držitel Železného trůnu určíte, který utrpí nejhorší trest z karty.

## Karty divokých

form-wild-held = Noční hlídka odolala: karta divokých je { $card }.
form-wild-won = Divocí zvítězili: karta divokých je { $card }.
form-wild-destroy-value-title = { $card }: zničit jednotky v hodnotě { $value } bodů verbování
form-wild-destroy-value-note = { $lead } Zaškrtněte jednotky v hodnotě { $value } bodů verbování (pěšák nebo loď 1, rytíř 2), ne víc, než je třeba.
form-wild-destroy-title =
    { $count ->
        [one] { $card }: zničit { $n } ze svých jednotek
       *[other] { $card }: zničit { $n } ze svých jednotek
    }
form-wild-destroy-note =
    { $count ->
        [one] { $lead } Zaškrtněte { $n } ze svých jednotek ke zničení.
       *[other] { $lead } Zaškrtněte { $n } ze svých jednotek ke zničení.
    }
form-wild-horde-title = { $card }: zničit 2 jednotky
form-wild-horde-note = { $lead } Zničte 2 jednotky na jednom ze svých území s hradem nebo pevností, pokud můžete (ta jsou nabízena), jinak libovolné 2.
form-wild-raid-title =
    { $count ->
        [one] { $card }: zničit { $n } jednotku
        [few] { $card }: zničit { $n } jednotky
       *[other] { $card }: zničit { $n } jednotek
    }
form-wild-raid-note =
    { $count ->
        [one] { $lead } Buď zničte { $n } ze svých jednotek, nebo klesněte o 2 místa na záznamníku vlivu, kde stojíte nejvýše (druhý formulář).
       *[other] { $lead } Buď zničte { $n } ze svých jednotek, nebo klesněte o 2 místa na záznamníku vlivu, kde stojíte nejvýše (druhý formulář).
    }
form-wild-raid-track-title = { $card }: nebo klesnout o 2 místa na záznamníku
form-wild-raid-track-note = { $lead } Místo ztráty jednotek klesněte o 2 místa na záznamníku, kde stojíte nejvýše.
form-wild-raid-track-submit = Klesnout na tomto záznamníku
form-wild-knights-title = { $card }: z rytířů se stávají pěšáci
form-wild-knights-all-note = { $lead } Všichni vaši rytíři odcházejí: zaškrtněte rytíře ({ $n }), které nahradí vaši volní pěšáci; ostatní jsou zničeni.
form-wild-knights-note = { $lead } Zaškrtněte rytíře ({ $n }), které nahradíte pěšáky.
form-wild-footmen-title = { $card }: z pěšáků se stávají rytíři
form-wild-footmen-note =
    { $max ->
        [one] { $lead } Zaškrtněte nejvýše { $max } pěšáka, kterého nahradíte rytířem.
        [few] { $lead } Zaškrtněte nejvýše { $max } pěšáky, které nahradíte rytíři.
       *[other] { $lead } Zaškrtněte nejvýše { $max } pěšáků, které nahradíte rytíři.
    }
form-wild-discard-title = { $card }: odhodit kartu
form-wild-discard-submit = Odhodit
form-wild-discard-note = { $lead } Odhoďte z ruky jednu kartu rodu.
form-wild-take-back-title = { $card }: vzít si kartu zpět
form-wild-take-back-note = { $lead } Smíte si vzít jednu kartu z odhazovacího balíčku zpět do ruky.
form-wild-last-title = { $card }: klesnout na konec záznamníku
form-wild-last-note = { $lead } Vyberte záznamník, na kterém klesnete na poslední místo.
form-wild-first-title = { $card }: stoupnout na začátek záznamníku
form-wild-first-note = { $lead } Vyberte záznamník, na kterém zaujmete první místo.

## Schopnosti karet rodů a Osud bitvy

form-ability-choose-again-note = Tyrion Lannister zrušil vaši kartu: vyberte jinou (ne tu zrušenou).
form-ability-mace-note = Mace Tyrell zničí jednoho z protivníkových pěšáků v bitvě: kterého?
form-ability-mace-label = Kterého pěšáka?
form-ability-mace-standing = Pěšáka v boji
form-ability-mace-routed = Rozprášeného pěšáka
form-ability-tyrion-note-card = Zrušit kartu protivníka, { $card }? Protivník pak vybere jinou kartu.
form-ability-tyrion-note = Zrušit kartu protivníka? Protivník pak vybere jinou kartu.
form-ability-tyrion-yes = Ano, zrušit ji
form-ability-tyrion-label = Použít Tyriona Lannistera?
form-ability-tides-note = Máte Valyrijský ocelový meč: odhodit svou kartu Osudu bitvy a líznout jinou místo použití meče pro +1?
form-ability-tides-yes = Ano, líznout znovu
form-ability-tides-no = Ne, nechat si kartu
form-ability-tides-label = Líznout znovu?
form-ability-patchface-note = Vyberte kartu z ruky protivníka, kterou odhodí.
form-ability-use-label = Použít?

## Formuláře jako text v e-mailu (src/decisions/text.rs)

text-one-of = jedno z: { $choices }
text-nothing-asked = Po vašem rodu se teď nic nežádá.
text-no-such-part = Toto rozhodnutí nemá část { $n } (má jich { $count }).
text-not-by-mail = Na „{ $title }“ nelze odpovědět e-mailem: použijte prosím odkaz na stránku hry.
text-no-answer = Odpověď neobsahuje žádnou volbu: napište řádky šablony.
text-no-such-box = „{ $label }“: takové políčko k zaškrtnutí v „{ $title }“ není.
text-not-understood = „{ $line }“: tomuto řádku jsem nerozuměl; řádky vypadají jako „{ $example }“.
text-not-a-choice = „{ $value }“ není volba pro „{ $label }“; volby jsou: { $choices }.
