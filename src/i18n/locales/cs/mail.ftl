# Čeština (cs): slova e-mailů (src/service/notify.rs, schedule.rs, src/mail/compose.rs).
# Každý e-mail je psán v jazyce příjemce (users.language).

## Rámec každého upozornění

mail-greeting = Dobrý den, { $name },
mail-why-house = Hrajete za rod { $house } ve hře „{ $game }“.
mail-why-game = Hrajete ve hře „{ $game }“.
mail-why-settings = Tento e-mail dostáváte kvůli svému nastavení e-mailů v Rookery.
mail-settings-link = Změnit, co vám Rookery posílá e-mailem
mail-unsubscribe = Odhlásit odběr
mail-or-open = Nebo otevřete { $url }
mail-no-deadline = bez termínu
mail-open-game = Otevřít hru
mail-make-move = Táhnout
mail-deadline-default = Termín: { $due }. Pokud uplyne, Rookery za vás vyplní zdokumentovanou výchozí volbu.
mail-reply-hint = Chcete-li odpovědět e-mailem, odpovězte na tento e-mail řádky níže, upravenými podle svého rozhodnutí (jeden řádek na volbu; vynechané řádky si ponechají zobrazenou hodnotu).

## Hra začala

mail-started-subject = { $game }: hra začala, hrajete za rod { $house }
mail-started-begun = Hra „{ $game }“ začala: všechna místa jsou obsazena. Hrajete za rod { $house }.
mail-started-asked = Kolo { $round }, { $phase }: máte { $needed }. Termín: { $due }.

## Jste na tahu

mail-move-subject = { $game }: jste na tahu, rode { $house }: { $what } (kolo { $round }, { $phase })
mail-move-asked = Ve hře „{ $game }“, kolo { $round }, { $phase }, má rod { $house } { $needed }.

## Připomínka před termínem

mail-reminder-subject =
    { $hours ->
        [one] { $game }: připomínka, rodu { $house } zbývá { $hours } hodina
        [few] { $game }: připomínka, rodu { $house } zbývají { $hours } hodiny
       *[other] { $game }: připomínka, rodu { $house } zbývá { $hours } hodin
    }
mail-reminder-asked = Ve hře „{ $game }“, kolo { $round }, { $phase }, má rod { $house } stále { $needed }.

## Zmeškaný termín

mail-missed-subject = { $game }: termín uplynul bez vaší odpovědi, rode { $house }
mail-missed-excused-subject = { $game }: termín uplynul, rode { $house } (nepočítá se)
mail-missed-passed = Ve hře „{ $game }“ uplynul termín kola { $round }, { $phase }, dřív, než rod { $house } odpověděl.
mail-missed-moved-on = Hra pokračovala bez vaší odpovědi.
mail-missed-filled = Rookery za vás vyplnil zdokumentovanou výchozí volbu, jak říkají pravidla tohoto webu:
mail-missed-excused = Web na tomto kroku selhal u některé vaší odpovědi (formulář, který nedokázal přečíst, nebo chyba serveru): tento termín se vám nepočítá. Omlouváme se.
mail-missed-count =
    { $count ->
        [one] Rod { $house } v této hře zmeškal termín už jednou. Stránka to ukazuje všem hráčům.
        [few] Rod { $house } v této hře zmeškal termín už { $count }krát. Stránka to ukazuje všem hráčům.
       *[other] Rod { $house } v této hře zmeškal termín už { $count }krát. Stránka to ukazuje všem hráčům.
    }

## Všechna místa obsazena

mail-full-subject = { $game }: všechna místa jsou obsazena, spusť hru
mail-full-seats =
    { $count ->
        [few] Všechna { $count } místa ve hře „{ $game }“ jsou obsazena. Hra začne, až ji spustíte.
       *[other] Všech { $count } míst ve hře „{ $game }“ je obsazeno. Hra začne, až ji spustíte.
    }
mail-full-start = Spuštění rozdělí rody (pokud se losují) a nastaví první termín.
mail-open-lobby = Otevřít předsíň hry

## Shrnutí fáze

mail-summary-subject = { $game }: kolo { $round }, { $title }
mail-summary-intro = Ve hře „{ $game }“, kolo { $round }:
mail-summary-orders = odhalené rozkazy
mail-summary-action = fáze akcí
mail-summary-westeros = fáze Westeros
mail-summary-nothing = co se stalo
mail-whole-log = Celý záznam

## Konec hry

mail-over-subject = { $game }: konec hry, vítězí rod { $house }
mail-over-subject-none = { $game }: konec hry, bez vítěze
mail-over-winner = Rod { $house } vyhrává hru „{ $game }“ v kole { $round }.
mail-over-no-winner = Hra „{ $game }“ skončila.
mail-over-subject-shared = { $game }: konec hry, sdílené vítězství ({ $houses })
mail-over-shared = Rody { $houses } se dělí o vítězství ve hře „{ $game }“ v kole { $round }: hra skončila remízou.
mail-over-you-shared = Gratulujeme: dělíte se o vítězství.
mail-over-you-won = Gratulujeme: sedíte na Železném trůnu.
mail-over-thanks = Děkujeme za hru.
mail-over-standing =
    { $castles ->
        [one] Rod { $house } ({ $player }): { $castles } hrad či pevnost
        [few] Rod { $house } ({ $player }): { $castles } hrady a pevnosti
       *[other] Rod { $house } ({ $player }): { $castles } hradů a pevností
    }
mail-final-board = Konečný stav herního plánu

## Hodiny: prodloužené, zastavené, znovu spuštěné

mail-clock-extended-subject = { $game }: termín je prodloužen do { $due }
mail-clock-extended =
    { $hours ->
        [one] { $who } prodlužuje termín kola { $round }, { $phase }, ve hře „{ $game }“ o { $hours } hodinu.
        [few] { $who } prodlužuje termín kola { $round }, { $phase }, ve hře „{ $game }“ o { $hours } hodiny.
       *[other] { $who } prodlužuje termín kola { $round }, { $phase }, ve hře „{ $game }“ o { $hours } hodin.
    }
mail-clock-new-deadline = Nový termín: { $due }.
mail-clock-paused-subject = { $game }: hodiny stojí
mail-clock-paused = { $who } zastavuje hodiny hry „{ $game }“ (kolo { $round }, { $phase }).
mail-clock-time-left = Zbývající čas, { $left }, se uchová na dobu, kdy se hodiny znovu spustí.
mail-clock-no-deadline = Současný krok nemá termín.
mail-clock-game-goes-on = Hra pokračuje: i když hodiny stojí, můžete dál táhnout.
mail-clock-resumed-subject = { $game }: hodiny znovu běží, termín { $due }
mail-clock-resumed = { $who } znovu spouští hodiny hry „{ $game }“ (kolo { $round }, { $phase }).
mail-clock-deadline = Termín: { $due }.

## Denní souhrn

mail-digest-subject =
    { $count ->
        [one] Rookery: váš denní souhrn ({ $count } upozornění)
        [few] Rookery: váš denní souhrn ({ $count } upozornění)
       *[other] Rookery: váš denní souhrn ({ $count } upozornění)
    }
mail-digest-intro = Co se stalo ve vašich hrách od posledního souhrnu, ke dni { $at }:
mail-digest-your-games = Vaše hry
mail-digest-why = Dostáváte jeden souhrn denně místo e-mailu ke každému tahu, jak říká vaše nastavení e-mailů v Rookery.

## Místa: občanské nepokoje, převzatý rod

mail-disorder-yours-subject = { $game }: rod { $house } je v občanských nepokojích
mail-disorder-yours =
    { $count ->
        [one] Rod { $house } ve hře „{ $game }“ zmeškal { $count } termín, takže je teď v občanských nepokojích: při každém termínu za něj hrají zdokumentované výchozí volby a kterýkoli hráč ho může převzít.
        [few] Rod { $house } ve hře „{ $game }“ zmeškal { $count } termíny po sobě, takže je teď v občanských nepokojích: při každém termínu za něj hrají zdokumentované výchozí volby a kterýkoli hráč ho může převzít.
       *[other] Rod { $house } ve hře „{ $game }“ zmeškal { $count } termínů po sobě, takže je teď v občanských nepokojích: při každém termínu za něj hrají zdokumentované výchozí volby a kterýkoli hráč ho může převzít.
    }
mail-disorder-return = Chcete-li si rod udržet, rozhodněte za něj cokoli dřív, než ho někdo převezme: vrátíte se okamžitě.
mail-disorder-subject = { $game }: rod { $house } potřebuje hráče
mail-disorder-others =
    { $count ->
        [one] Rod { $house } ve hře „{ $game }“ zmeškal { $count } termín a je teď v občanských nepokojích: hrají za něj výchozí volby, dokud se jeho hráč nevrátí nebo ho nepřevezme nováček. Jeho kroky dostávají krátké termíny, ať na něj nemusíte čekat.
        [few] Rod { $house } ve hře „{ $game }“ zmeškal { $count } termíny po sobě a je teď v občanských nepokojích: hrají za něj výchozí volby, dokud se jeho hráč nevrátí nebo ho nepřevezme nováček. Jeho kroky dostávají krátké termíny, ať na něj nemusíte čekat.
       *[other] Rod { $house } ve hře „{ $game }“ zmeškal { $count } termínů po sobě a je teď v občanských nepokojích: hrají za něj výchozí volby, dokud se jeho hráč nevrátí nebo ho nepřevezme nováček. Jeho kroky dostávají krátké termíny, ať na něj nemusíte čekat.
    }
mail-taken-you-subject = { $game }: teď hrajete za rod { $house }
mail-taken-you = Rod { $house } ve hře „{ $game }“ (kolo { $round }, { $phase }) je teď váš. Jeho karty v ruce, jeho rozkazy a vše, co smí vidět, jsou teď vaše.
mail-taken-you-deadline = Současný termín byl prodloužen, ať můžete jednat: { $due }.
mail-taken-old-subject = { $game }: rod { $house } byl převzat
mail-taken-old = Rod { $house } ve hře „{ $game }“, který čekal na hráče, teď hraje { $who }. V této hře už nehrajete.
mail-taken-subject = { $game }: za rod { $house } teď hraje { $who }
mail-taken = Rod { $house } ve hře „{ $game }“ teď hraje { $who }.
mail-taken-deadline = Současný termín byl prodloužen, ať nový hráč může jednat: { $due }.

## Hlasování

vote-what-pause =
    { $hours ->
        [one] zastavit hodiny na { $hours } hodinu
        [few] zastavit hodiny na { $hours } hodiny
       *[other] zastavit hodiny na { $hours } hodin
    }
vote-what-resume = znovu spustit hodiny
vote-what-extend =
    { $hours ->
        [one] prodloužit současný termín o { $hours } hodinu
        [few] prodloužit současný termín o { $hours } hodiny
       *[other] prodloužit současný termín o { $hours } hodin
    }
vote-what-replace = nahradit hráče rodu { $house }
vote-what-cancel = zrušit hru bez výsledku
vote-what-end = ukončit hru hned s nynějším pořadím
vote-what-deadlines = nastavit termíny na { $deadlines }
vote-deadlines-list = plánování { $planning } h, akce { $action } h, bitva { $combat } h, Westeros { $westeros } h
vote-rule =
    { $rule ->
        [replace] všech ostatních hráčů, nejméně dvou, a více než poloviny ostatních rodů (rod bez hráče se počítá jako ne); dotyčný hráč může vznést námitku
        [majority] více než poloviny hráčů
       *[all] všech hráčů, nejméně dvou
    }
mail-vote-subject = { $game }: hlasování – { $what }
mail-vote-called = Rod { $house } vyhlašuje hlasování ve hře „{ $game }“: { $what }.
mail-vote-rule = Projde se souhlasem { $rule }; pokud se nerozhodne, vyprší { $expires }.
mail-vote-about-you = Toto hlasování se týká vás. Chcete-li si místo ponechat, vzneste na stránce hry námitku před { $expires }: vaše námitka hlasování zamítne, ledaže jste zmeškali lhůtu a od té doby nehráli. Bez námitky tehdy projde, pokud všichni ostatní hráči řekli ano.
mail-vote-action = Hlasovat
mail-vote-result =
    { $status ->
        [passed] Hlasování ve hře „{ $game }“ ({ $what }) prošlo.
        [failed] Hlasování ve hře „{ $game }“ ({ $what }) neprošlo.
       *[expired] Hlasování ve hře „{ $game }“ ({ $what }) vypršelo nerozhodnuté.
    }
mail-vote-result-subject =
    { $status ->
        [passed] { $game }: hlasování ({ $what }) prošlo
        [failed] { $game }: hlasování ({ $what }) neprošlo
       *[expired] { $game }: hlasování ({ $what }) vypršelo nerozhodnuté
    }
vote-done-could-not = Nedalo se to provést: { $why }
vote-done-paused =
    { $hours ->
        [one] Hodiny stojí { $hours } hodinu, do { $until }; pak se samy znovu spustí.
        [few] Hodiny stojí { $hours } hodiny, do { $until }; pak se samy znovu spustí.
       *[other] Hodiny stojí { $hours } hodin, do { $until }; pak se samy znovu spustí.
    }
vote-done-resumed = Hodiny znovu běží; termín: { $due }.
vote-done-extended = Termín je prodloužen do { $due }.
vote-done-replaced = Rod { $house } přišel o hráče a čeká na nového: kdokoli ho může převzít; mezitím za něj hrají výchozí volby.
vote-done-replaced-computer = Rod { $house } přišel o hráče a čeká na nového: kdokoli ho může převzít; mezitím za něj hraje počítač.
vote-done-cancelled = Hra je zrušena bez výsledku.
vote-done-ended = Hra skončila předčasně, bez vítěze; tehdejší pořadí: { $ranking }.
vote-done-deadlines = Od příštího kroku platí termíny: { $deadlines }.

## Havrani (zprávy hráčů)

mail-raven-table = u stolu (všechny rody)
mail-raven-house = rod { $house }
mail-raven-with = s: { $houses }
mail-raven-subject =
    { $count ->
        [one] { $game }: nový havran — { $title }
        [few] { $game }: { $count } noví havrani — { $title }
       *[other] { $game }: { $count } nových havranů — { $title }
    }
mail-raven-intro =
    { $count ->
        [one] Nový havran ve hře „{ $game }“, { $title }:
        [few] { $count } noví havrani ve hře „{ $game }“, { $title }:
       *[other] { $count } nových havranů ve hře „{ $game }“, { $title }:
    }
mail-raven-reply-hint = Odpovězte na tento e-mail a odpověď se objeví v rozhovoru: zveřejní se za váš rod (citovaný e-mail a váš podpis se vynechají).
mail-raven-open = Otevřít rozhovor
mail-raven-why = Hrajete za rod { $house } ve hře „{ $game }“. Tento e-mail dostáváte kvůli svému nastavení e-mailů v Rookery; zastavíte ho ztlumením rozhovoru na jeho stránce.

## E-maily účtu: potvrzení adresy, nové heslo, žádost o adresu

acct-verify-subject = Rookery: potvrďte svou e-mailovou adresu
acct-verify-title = Potvrďte svou adresu
acct-verify-intro = potvrďte prosím, že { $email } je vaše adresa v Rookery, aby vám mohl posílat e-maily o vašich hrách. Otevřete tento odkaz a stiskněte tlačítko na stránce:
acct-verify-for = Tento odkaz dává adresu { $email } účtu „{ $name }“: potvrďte ji, jen pokud jste „{ $name }“ registrovali vy.
acct-verify-other = Jiný účet, „{ $other }“, o tuto adresu také požádal; potvrďte jen tehdy, pokud jste registrovali „{ $name }“.
acct-verify-button = Potvrdit adresu
acct-link-once = Odkaz funguje jednou a platnost mu vyprší { $expires }.
acct-verify-ignore = Pokud to nebyl váš požadavek, tento e-mail ignorujte: bez odkazu se nic nestane a na nepotvrzenou adresu nechodí žádná upozornění.
acct-reset-subject = Rookery: zvolte si nové heslo
acct-reset-title = Zvolit nové heslo
acct-reset-intro = někdo (doufáme, že vy) požádal o nové heslo k vašemu účtu v Rookery „{ $name }“. Otevřete tento odkaz a zvolte si ho:
acct-reset-once = Odkaz funguje jednou a platnost mu vyprší { $expires }. Nové heslo odhlásí účet na všech ostatních zařízeních.
acct-reset-ignore = Pokud to nebyl váš požadavek, tento e-mail ignorujte: vaše heslo zůstává stejné.
acct-in-use-subject = Rookery: někdo žádal o vaši adresu
acct-in-use-title = Někdo žádal o vaši adresu
acct-in-use-intro = někdo chtěl použít { $email }, vaši potvrzenou adresu v Rookery, pro účet „{ $asker }“. Adresa patří jen jednomu účtu, takže se nic k potvrzení neposlalo a váš účet si ji ponechává.
acct-in-use-forgot = Pokud jste to byli vy a zapomněli jste, že už účet máte: přihlaste se jako „{ $owner }“, nebo si zvolte nové heslo zde:
acct-in-use-ignore = Pokud to nebyl váš požadavek, tento e-mail ignorujte: pro váš účet se nic nemění.

## Odpovědi na odpověď e-mailem (src/service/replies.rs)

mail-answer-greeting = Dobrý den,
mail-answer-why = Toto je odpověď na e-mail, který jste poslali do Rookery.
mail-answer-again = Odpovězte na tento e-mail řádky níže, upravenými podle svého rozhodnutí:
mail-answer-dead-subject = { $game }: vaše odpověď nebyla použita
mail-answer-dead =
    { $why ->
        [revoked] Vaše odpověď nebyla použita: tato adresa pro odpovědi byla zrušena.
        [over] Vaše odpověď nebyla použita: hra skončila.
        [unseated] Vaše odpověď nebyla použita: za tento rod už nehrajete.
       *[old] Vaše odpověď nebyla použita: tato adresa pro odpovědi je příliš stará.
    }
mail-answer-raven-subject = { $game }: váš havran nebyl odeslán
mail-answer-raven = Vaše odpověď nebyla zveřejněna: { $why }
mail-answer-idle-subject = { $game }: po rodu { $house } se teď nic nežádá
mail-answer-idle = Vaše odpověď nebyla použita: po rodu { $house } se v tuto chvíli nic nežádá (hra pokročila, nebo už vaše odpověď dorazila).
mail-answer-moved-on-subject = { $game }: vaše odpověď přišla pozdě
mail-answer-moved-on = Vaše odpověď nebyla použita: odpovídala na dřívější žádost na rod { $house } a hra mezitím pokročila. Níže je, co se po rodu { $house } žádá teď.
mail-reply-quoted = stále obsahuje část e-mailu, na který odpovídáte (citovaný e-mail, adresu nebo některý jeho řádek). Napište jen svou zprávu nad citovaný e-mail, nebo citovaný e-mail smažte, a pošlete ji znovu.
mail-answer-unreadable-subject = { $game }: vaši odpověď se nepodařilo přečíst
mail-answer-unreadable = Vaši odpověď se nepodařilo přečíst: { $why }
mail-answer-recorded-subject = { $game }: zaznamenáno — { $title }
mail-answer-recorded = Zaznamenáno za rod { $house }: { $what }.
mail-answer-refused-subject = { $game }: nezaznamenáno — { $title }
mail-answer-refused = Vaše odpověď nebyla zaznamenána: { $why }
