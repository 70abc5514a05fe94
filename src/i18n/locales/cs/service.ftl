## Proč služba neudělala, oč byla požádána (src/service: `Reason`), na stránkách a v e-mailech
## v jazyce čtenáře, v angličtině v JSON API a v záznamech.

## Předsálí

svc-players-range = Hra tohoto vydání má { $min } až { $max } hráčů.
svc-house-not-in-game = Rod { $house } nehraje ve hře pro { $players } hráčů.
svc-choose-your-house = Vyberte svůj rod.
svc-choose-a-house = Vyberte rod.
svc-open-lobbies =
    { $open ->
        [one] Máte { $open } hru čekající na hráče a nejvýše jich smí být { $max }: spusťte některou z nich, nebo opusťte takovou, ke které se nikdo další nepřidal, než založíte další.
        [few] Máte { $open } hry čekající na hráče a nejvýše jich smí být { $max }: spusťte některou z nich, nebo opusťte takovou, ke které se nikdo další nepřidal, než založíte další.
       *[other] Máte { $open } her čekajících na hráče a nejvýše jich smí být { $max }: spusťte některou z nich, nebo opusťte takovou, ke které se nikdo další nepřidal, než založíte další.
    }
svc-games-per-day =
    { $max ->
        [one] Za den lze založit { $max } hru a vy jste ji už založili: zkuste to prosím zítra.
        [few] Za den lze založit { $max } hry a vy jste je už založili: zkuste to prosím zítra.
       *[other] Za den lze založit { $max } her a vy jste je už založili: zkuste to prosím zítra.
    }
svc-already-started = Hra už začala.
svc-already-seated = U této hry už sedíte.
svc-game-full = Hra je plná.
svc-reliability-too-low = Tato hra vyžaduje spolehlivost alespoň { $min } % (rozhodnutí včas); vaše je { $mine } %.
svc-house-taken = Rod { $house } už je obsazený.
svc-seat-just-taken = To místo bylo právě obsazeno.
svc-started-cannot-leave = Rozehranou hru nelze opustit.
svc-not-seated = U této hry nesedíte.
svc-only-creator-starts = Hru může spustit jen ten, kdo ji založil.
svc-starts-when-full = Hra začne, až budou obsazena všechna místa ({ $players }; zatím { $seated }).

## Účty a adresy

svc-name-taken = Jméno „{ $name }“ je obsazené, nebo se obsazenému jménu příliš podobá: zvolte jiné.
svc-registrations-paused = Za poslední hodinu vzniklo příliš mnoho účtů: registrace je na chvíli pozastavena. Zkuste to prosím později.
svc-registrations-per-client = Z jedné adresy lze za hodinu založit nejvýše tento počet účtů: { $max }. Zkuste to prosím později.
svc-login-slow = Tento účet měl v poslední době mnoho nezdařených přihlášení, takže prohlížeč, který se k němu dosud nepřihlásil, má jeden pokus za minutu. Počkejte minutu a zkuste to znovu, nebo se přihlaste z prohlížeče, který jste už použili.
svc-wrong-login = Špatné jméno nebo heslo.
svc-link-used = Tento odkaz už byl použit: každý odkaz funguje jen jednou.
svc-no-address = Tento účet nemá e-mailovou adresu.
svc-verify-link-expired = Platnost odkazu vypršela: odkazy k potvrzení adresy platí { $hours } h. Přihlaste se a na stránce nastavení si vyžádejte nový.
svc-reset-link-expired = Platnost odkazu vypršela: odkazy pro heslo platí { $minutes } min. Vyžádejte si nový.
svc-link-old-address = Tento odkaz byl pro { $email }, což už není adresa tohoto účtu.
svc-address-confirmed-elsewhere = Tuto adresu jako první potvrdil jiný účet, takže zde nemůže být i vaše. Přihlaste se k tomu účtu, nebo tomuto dejte na stránce nastavení jinou adresu.
svc-verify-other-account = Tento odkaz potvrzuje adresu účtu „{ $name }“, ale jste přihlášeni jako „{ $you }“: je odmítnut. Pokud „{ $name }“ není váš, odkaz ignorujte (adresu si potvrdíte vlastním odkazem); pokud je, odhlaste se a odkaz otevřete znovu.
svc-address-changed-meanwhile = Adresa tohoto účtu se mezitím změnila.
svc-wrong-password-address = To není vaše heslo: adresa nebyla změněna.
svc-already-your-address = { $email } už je vaše adresa.
svc-address-changes-per-day =
    { $max ->
        [one] Účet může změnit adresu { $max }krát za den a tento to už udělal: zkuste to prosím zítra.
       *[other] Účet může změnit adresu { $max }krát za den a tento to už udělal: zkuste to prosím zítra.
    }
svc-no-address-yet = Váš účet zatím nemá e-mailovou adresu: nejdřív nějakou zadejte.
svc-already-verified = Vaše adresa už je potvrzená.
svc-verify-resend-wait = Potvrzovací e-mail odešel před méně než { $minutes } min: dejte mu trochu času (a podívejte se i do spamu). Znovu požádat můžete po { $when }.
svc-unconfirmed-mails-per-day = Na dosud nepotvrzenou adresu odejde za den nejvýše tento počet e-mailů: { $max }, a tato je už dostala: požádejte prosím znovu zítra.
svc-digest-hour = Hodina souhrnu je celá hodina od 0 do 23.
svc-not-in-game = V této hře nehrajete.
svc-enter-name-or-address = Zadejte své jméno nebo svou e-mailovou adresu.
svc-name-or-address-too-long =
    { $max ->
        [one] Jméno nebo adresa má nejvýše { $max } znak.
        [few] Jméno nebo adresa má nejvýše { $max } znaky.
       *[other] Jméno nebo adresa má nejvýše { $max } znaků.
    }

## Havrani

svc-ravens-need-house = Havrany posílá jen hráč s rodem.
svc-ravens-game-over = Tato hra skončila: žádné nové rozhovory.
svc-house-has-no-player = Rod { $house } v této hře nemá hráče.
svc-ravens-choose-house = Vyberte alespoň jeden další rod, kterému pošlete havrany.
svc-ravens-not-in-conversation = Do tohoto rozhovoru píší jen jeho rody.
svc-ravens-per-hour =
    { $max ->
        [one] Za poslední hodinu jste v této hře poslali { $max } havrana, víc jich být nesmí. Zkuste to později.
        [few] Za poslední hodinu jste v této hře poslali { $max } havrany, víc jich být nesmí. Zkuste to později.
       *[other] Za poslední hodinu jste v této hře poslali { $max } havranů, víc jich být nesmí. Zkuste to později.
    }
svc-notes-players-only = Poznámky si ve hře vedou jen její hráči.
svc-notes-too-long =
    { $max ->
        [one] Poznámky mají nejvýše { $max } znak.
        [few] Poznámky mají nejvýše { $max } znaky.
       *[other] Poznámky mají nejvýše { $max } znaků.
    }
svc-raven-empty = Havran je prázdný.
svc-raven-too-long = Havran unese nejvýše tento počet znaků: { $max }; tento jich má { $count }.

## Hodiny zakladatele

svc-extend-hours = Lhůta se prodlužuje o 1 až { $max } h.
svc-no-deadline = Teď není žádná lhůta k prodloužení.
svc-clock-creator-only = Lhůty může prodloužit, pozastavit nebo obnovit jen zakladatel hry, pokud v ní hraje.
svc-clock-by-votes = V této hře řídí hodiny stůl: vyvolejte hlasování o pozastavení, obnovení nebo prodloužení.
svc-game-over = Hra skončila.
svc-not-started = Hra ještě nezačala.
svc-clock-paused-resume = Hodiny jsou pozastavené: nejdřív je obnovte.
svc-extend-step-cap = Lhůtu jednoho kroku lze prodloužit celkem o { $max } h; tato už byla prodloužena o { $done } h.
svc-extend-game-cap = Lhůty jedné hry lze prodloužit celkem o { $max } h; lhůty této hry už byly prodlouženy o { $done } h.
svc-clock-already-paused = Hodiny už jsou pozastavené.
svc-clock-not-paused = Hodiny nejsou pozastavené.

## Kalendář (src/service/calendar.rs)

cal-name = Lhůty v Rookery
cal-summary = Lhůta: { $game } (rod { $house })
cal-description = Kolo { $round }, { $phase }: čeká se na rod { $house }. Až lhůta vyprší, doplní se zdokumentovaná výchozí volba.

## Hlasování, převzetí rodu a nepřítomnost

svc-votes-in-play = Hlasuje se v rozehrané hře.
svc-votes-who-calls = Hlasování může vyvolat jen hráč této hry (jehož rod není v občanských nepokojích).
svc-vote-open =
    { $kind ->
        [pause] Hlasování o pozastavení hodin už probíhá: hlasujte v něm.
        [resume] Hlasování o obnovení hodin už probíhá: hlasujte v něm.
        [extend] Hlasování o prodloužení lhůty už probíhá: hlasujte v něm.
        [replace] Hlasování o nahrazení hráče už probíhá: hlasujte v něm.
        [cancel] Hlasování o zrušení hry už probíhá: hlasujte v něm.
        [end] Hlasování o ukončení hry už probíhá: hlasujte v něm.
       *[other] Hlasování o změně lhůt už probíhá: hlasujte v něm.
    }
svc-pause-hours = Pozastavení trvá 1 až { $max } h.
svc-pauses-per-player = Tuto hru jste pozastavili už { $count }krát, víc jeden hráč nesmí ({ $max }).
svc-pause-hours-left = Jeden hráč smí hru pozastavit celkem na { $max } h; zbývá vám { $left } h.
svc-no-running-deadline = Teď neběží žádná lhůta k prodloužení.
svc-replace-which-house = Určete rod, jehož hráč má být nahrazen.
svc-replace-no-player = Rod { $house } nemá hráče k nahrazení.
svc-replace-yourself = Chcete-li opustit vlastní rod, přestaňte za něj hrát: upadne do občanských nepokojů.
svc-give-deadlines = Zadejte nové lhůty.
svc-vote-closed = Toto hlasování je uzavřené.
svc-vote-not-yours = O tomto nehlasujete: hlasují jen hráči (hráč, jehož nahrazení se hlasuje, může vznést námitku).
svc-vote-cannot-pass = Toto hlasování nemůže projít: potřebuje { $needed } hlasů ano a hlasovat může jen { $voters } hráčů. Nahrazení hráče, zrušení nebo ukončení hry potřebuje souhlas nejméně dvou hráčů (a u nahrazení více než poloviny ostatních rodů, přičemž rod bez hráče se počítá jako ne).
svc-already-voted = O tomto jste už hlasovali.
svc-not-your-house = V této hře nehrajete za rod { $house }.
svc-take-over-in-play = Rody k převzetí má jen rozehraná hra.
svc-take-over-has-player = Rod { $house } má hráče: převzít lze jen rod v občanských nepokojích, nebo ten, o jehož nahrazení stůl hlasoval.
svc-take-over-yours = Rod { $house } je váš: udělejte za něj jakékoli rozhodnutí a jste zpět.
svc-take-over-one-house = V této hře už za rod hrajete: hrát lze jen za jeden.
svc-take-over-replaced = Stůl odhlasoval, že vás v tomto rodu nahradí.
svc-absence-players-only = Nepřítomnost ve hře může ohlásit jen její hráč.
svc-absence-in-play = Nepřítomnost se ohlašuje v rozehrané hře.
svc-absence-ends-after = Nepřítomnost končí až po svém začátku.
svc-absence-over = Ta nepřítomnost už skončila.
svc-absence-overlap = V té době už máte nepřítomnost ohlášenou.
svc-absence-cap = Hráč smí v jedné hře chybět celkem { $max } dní; zbývá vám { $left }.
svc-no-such-user = Uživatel se jménem „{ $name }“ neexistuje.
svc-sitter-plays = { $name } v této hře hraje: zástupce musí být někdo, kdo nehraje.

## Jména, hesla, adresy, časová pásma

svc-name-length = Jméno má 3 až 32 znaků.
svc-name-characters = Jméno smí obsahovat jen písmena, číslice, mezery a _ - .
svc-name-spaces = Jméno nesmí začínat ani končit mezerou ani mít dvě mezery za sebou.
svc-name-one-script = Jméno se píše jedním písmem: nemíchejte třeba latinku a cyrilici.
svc-game-name-length = Název hry má 1 až 60 znaků.
svc-text-control =
    { $what ->
        [name] Jméno nesmí obsahovat řídicí znaky.
       *[game_name] Název hry nesmí obsahovat řídicí znaky.
    }
svc-text-bidi =
    { $what ->
        [name] Jméno nesmí obsahovat znaky, které mění směr textu.
       *[game_name] Název hry nesmí obsahovat znaky, které mění směr textu.
    }
svc-text-invisible =
    { $what ->
        [name] Jméno musí obsahovat něco viditelného.
       *[game_name] Název hry musí obsahovat něco viditelného.
    }
svc-password-short = Heslo má alespoň 8 znaků.
svc-password-long = Heslo má nejvýše 256 bajtů.
svc-time-zone = „{ $zone }“ není název časového pásma jako Europe/Prague nebo UTC.
svc-email-empty = Zadejte svou e-mailovou adresu.
svc-email-too-long =
    { $max ->
        [one] E-mailová adresa má nejvýše { $max } znak.
        [few] E-mailová adresa má nejvýše { $max } znaky.
       *[other] E-mailová adresa má nejvýše { $max } znaků.
    }
svc-email-bad = „{ $email }“ nevypadá jako e-mailová adresa (jmeno@example.cz).

## Lhůty a pravidla míst nové hry

svc-deadline-max = Lhůta má nejvýše { $max } h.
svc-bank-max = Časová banka má nejvýše { $max } h.
svc-reminder-hours = Připomínka přichází 1 až { $max } h před lhůtou.
svc-reminders-max =
    { $max ->
        [one] Nejvýše { $max } připomínka.
        [few] Nejvýše { $max } připomínky.
       *[other] Nejvýše { $max } připomínek.
    }
svc-civil-disorder-after = Občanské nepokoje přicházejí po 1 až { $max } zmeškaných lhůtách za sebou (0: nikdy).
svc-min-reliability = Minimální spolehlivost je procento, 0 až 100.
svc-clock-choice = „{ $value }“ není volba toho, kdo řídí hodiny.
svc-disorder-player = „{ $value }“ není volba toho, kdo hraje rod v občanských nepokojích.
svc-not-a-number-of-misses = „{ $value }“ není počet zmeškaných lhůt.
svc-not-a-percentage = „{ $value }“ není procento.

## Tajemství, export, tokeny API, webhooky a oznámení v telefonu

svc-secrets-when-over = Tajemství hry se ukážou, až skončí.
svc-export-when-over = Hru lze exportovat, až skončí: do té doby jsou její záznam a semínko tajné.
svc-token-name-empty = Pojmenujte token (k čemu slouží, např. „můj bot“).
svc-token-name-bad = Název tokenu má nejvýše 60 znaků, bez řídicích znaků.
svc-tokens-max =
    { $max ->
        [one] Účet má nejvýše { $max } token API: nejdřív nějaký zrušte.
        [few] Účet má nejvýše { $max } tokeny API: nejdřív nějaký zrušte.
       *[other] Účet má nejvýše { $max } tokenů API: nejdřív nějaký zrušte.
    }
svc-webhook-format = „{ $format }“ není formát webhooku (json, discord nebo slack).
svc-webhooks-max =
    { $max ->
        [one] Účet má nejvýše { $max } webhook: nejdřív nějaký odeberte.
        [few] Účet má nejvýše { $max } webhooky: nejdřív nějaký odeberte.
       *[other] Účet má nejvýše { $max } webhooků: nejdřív nějaký odeberte.
    }
svc-push-not-set-up = Oznámení v telefonu nejsou na tomto serveru nastavená.
svc-push-bad-keys = Klíče prohlížeče pro oznámení nejsou platné.
svc-push-max =
    { $max ->
        [one] Účet má nejvýše { $max } prohlížeč s oznámeními: vypněte je a přihlaste se k odběru znovu.
        [few] Účet má nejvýše { $max } prohlížeče s oznámeními: vypněte je a přihlaste se k odběru znovu.
       *[other] Účet má nejvýše { $max } prohlížečů s oznámeními: vypněte je a přihlaste se k odběru znovu.
    }

## A form post not as its page made it (src/web, src/decisions: `FormError`); a field's name is
## the form's own (`house`, `digest_hour`), as posted

svc-form-missing = Ve formuláři chybí pole „{ $field }“.
svc-form-invalid = Pole „{ $field }“ nepřijímá hodnotu „{ $value }“.
svc-form-value = „{ $value }“ není hodnota, kterou tento formulář přijímá.
svc-form-unreadable = Formulář nelze přečíst: jeho text je poškozený.
svc-form-too-many-fields = Formulář má víc než { $max ->
        [one] { $max } pole
        [few] { $max } pole
       *[other] { $max } polí
    }.
svc-form-interrupted = Formulář nedorazil celý: zkuste to prosím znovu.
svc-form-hours = „{ $value }“ není celý počet hodin.
svc-form-datetime = „{ $value }“ není datum a čas ve tvaru 2026-12-24 18:00.
svc-form-no-such-time = { $value } ve vašem časovém pásmu neexistuje: hodiny tuto hodinu přeskakují.
svc-unsubscribe-no-game = Tento odkaz platí pro všechny maily účtu, ne pro maily jedné hry.

## Playing, ravens, API tokens

svc-game-stopped = Stůl tuto hru hlasováním ukončil.
svc-seals-per-step = Rod { $house } v tomto kroku zapečetil svou odpověď { $count }krát, víc nelze: platí naposledy zapečetěná odpověď, dokud neodpoví všechny rody.
svc-ravens-press = Pravidla korespondence této hry: { $press }.
svc-api-rate = Váš účet za poslední minutu poslal { $max ->
        [one] { $max } požadavek na API
        [few] { $max } požadavky na API
       *[other] { $max } požadavků na API
    } (všemi svými tokeny dohromady), víc nesmí: zkuste to znovu později (čekání: { $wait }).
svc-api-rate-address = Z vaší adresy za poslední minutu přišlo { $max ->
        [one] { $max } požadavek na API
        [few] { $max } požadavky na API
       *[other] { $max } požadavků na API
    }, víc jedna adresa poslat nesmí: zkuste to znovu později (čekání: { $wait }).
svc-api-bad-tokens = Z vaší adresy přišlo příliš mnoho požadavků s chybějícím, neznámým nebo odvolaným tokenem API: zkuste to znovu později (čekání: { $wait }).

## A webhook's URL (src/service/webhooks.rs), and a browser's push address

svc-outbound-url-bad = Toto není webová adresa (URL), kterou lze zavolat.
svc-webhook-url-scheme = URL webhooku začíná https:// (nebo http://).
svc-webhook-url-credentials = URL webhooku nesmí obsahovat uživatelské jméno ani heslo.
svc-webhook-url-no-host = URL nemá hostitele.
svc-webhook-url-long = URL webhooku má nejvýše { $max ->
        [one] { $max } znak
        [few] { $max } znaky
       *[other] { $max } znaků
    }, bez mezer.
svc-webhook-host-unknown = Hostitele „{ $host }“ nelze najít.
svc-outbound-not-public = Hostitel „{ $host }“ má adresu { $ip }, což není veřejná internetová adresa (samotný server, soukromá či místní síť nebo vyhrazená adresa, ať je zapsaná jakkoli): webhooky a oznámení chodí jen na veřejné adresy.
svc-push-endpoint = Adresa prohlížeče pro oznámení byla odmítnuta: { $why }
svc-push-endpoint-taken = Oznámení tohoto prohlížeče patří jinému účtu, který je zapnul dřív: vypněte je tam, pak je můžete zapnout zde.

svc-computer-no-empty-seat = Všechna místa jsou obsazena: zahajte hru tak, jak je.
svc-ravens-computer = Rod { $house } hraje počítač, který havrany nečte.
