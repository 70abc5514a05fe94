# Slova webových stránek (issue 15), česky. Herní slovník je v game.ftl.

## Společné

games-count = { $count ->
    [one] { $count } hra
    [few] { $count } hry
   *[other] { $count } her
}
nav-new-game = Nová hra
nav-settings = Nastavení
nav-log-out = Odhlásit se
nav-log-in = Přihlásit se
nav-register = Registrovat se
footer-languages = Jazyk
footer-disclaimer = Rookery je neoficiální fanouškovský projekt, který nemá nic společného s vydavateli hry A Game of Thrones: The Board Game.
back-to-front-page = Zpět na úvodní stránku
you-suffix = (vy)

## Chyby

error-bad-request = Požadavku nerozumíme
error-bad-request-text = Formulář nebyl vyplněn podle očekávání, a tak se nic nezměnilo. { $detail }
error-csrf = Platnost tohoto formuláře vypršela
error-csrf-text = Formulář nenesl bezpečnostní token této relace (možná pochází ze staré stránky nebo z jiného webu). Nic se nezměnilo: vraťte se, načtěte stránku znovu a zkuste to ještě jednou.
error-no-cookie = Tento formulář potřebuje cookies
error-no-cookie-text = Formulář přišel bez cookie tohoto webu, podle které se ověřuje. Nic se nezměnilo. Pokud jste ho odeslali z tohoto webu, váš prohlížeč možná blokuje cookies: povolte je pro tento web, znovu načtěte stránku a zkuste to znovu.
error-login-needed = Přihlaste se prosím
error-login-needed-text = K tomu musíte být přihlášeni.
error-forbidden = Není povoleno
error-not-found = Stránka nenalezena
error-not-found-text = Taková stránka neexistuje, nebo ji nemůžete vidět.
error-conflict = To teď nelze udělat
error-too-large = Požadavek je příliš velký
error-too-large-text = Požadavek je větší, než tento web přijímá. Nic se nezměnilo.
error-media-type = Formulář není odeslán tak, jak ho tento web čte
error-media-type-text = Nic se nezměnilo. Formuláře se zde čtou, když jsou odeslány jako application/x-www-form-urlencoded, jak je posílá prohlížeč (v curl: --data nebo --data-urlencode, ne --form); tento přišel jako { $type }.
error-throttled = Příliš mnoho pokusů
error-throttled-text = Příliš mnoho neúspěšných přihlášení. Počkejte několik minut a zkuste to znovu.
error-limit = To je víc, než tento web dovoluje
error-busy = Zaneprázdněno: zkuste to prosím znovu
error-too-many-connections = Příliš mnoho spojení z vaší sítě najednou. Zkuste to prosím znovu za několik sekund.
error-timeout = Požadavek trval příliš dlouho
error-timeout-text = Formulář nedorazil včas. Nic se nezměnilo: zkuste to prosím znovu.
error-internal = Něco se pokazilo
error-internal-text = Server nemohl požadavek dokončit. Zkuste to prosím později.
error-reference = Pokud nám o tom napíšete, uveďte tento kód:
not-found-no-page = Na této adrese není žádná stránka:
login-or-register-html = <a href="/login">Přihlaste se</a> nebo se <a href="/register">zaregistrujte</a>.

## Úvodní stránka

game-status-lobby = čeká na hráče
game-status-play = probíhá
game-status-over = skončila
game-status-ended = ukončena hlasováním
game-status-cancelled = zrušena
home-your-games = Vaše hry
home-welcome = Vítejte, { $name }!
home-welcome-mail-html = Na zadanou adresu jsme poslali e-mail s odkazem k jejímu potvrzení. Rookery vám posílá upozornění, až když je adresa potvrzená (viz <a href="/settings">vaše nastavení</a>).
home-awaiting = { $count ->
    [one] Čeká na vás { $count } hra.
    [few] Čekají na vás { $count } hry.
   *[other] Čeká na vás { $count } her.
}
home-no-game-html = Zatím nesedíte u žádné hry. <a href="/games/new">Založte si ji</a> nebo se připojte k některé níže.
home-your-turn = Jste na tahu
home-new-ravens = { $count ->
    [one] { $count } nový havran
    [few] { $count } noví havrani
   *[other] { $count } nových havranů
}
home-round = kolo { $round }
home-you-play = hrajete za { $house }
home-seated = obsazeno { $seated }/{ $players }
home-waiting-for = čeká se na { $houses }
home-create-game = Založit hru
home-title-html = Hrajte <cite>A Game of Thrones</cite> v klidu
home-intro-html = Rookery vede partie hry <cite>A Game of Thrones: The Board Game</cite> (druhé vydání, a první vydání z roku 2003) po dny, z vašeho telefonu: každý hráč jedná, když je na tahu, v prohlížeči.
home-register-html = <a class="button" href="/register">Zaregistrujte se</a> nebo se <a href="/login">přihlaste</a>, abyste mohli zakládat hry a připojovat se k nim.
home-open-games = Otevřené hry
home-no-open-game = Žádná veřejná hra nečeká na hráče.
home-games-to-watch = Hry ke sledování
home-no-game-to-watch = Nehraje se žádná veřejná hra.
wanted-title = Rod potřebuje hráče
named-house = Rod { $house }
take-over-house = Převzít rod { $house }

## Účty

field-name = Jméno
field-password = Heslo
field-password-again = Heslo znovu
login-title = Přihlásit se
login-no-account-html = Nemáte účet? <a href="/register">Zaregistrujte se</a>.
login-verified = Vaše e-mailová adresa je potvrzená. Přihlaste se a hrajte.
register-title = Registrace
register-email = E-mailová adresa (abychom vám dali vědět, že jste na tahu; potvrdí se e-mailem)
register-time-zone = Časové pásmo (pro lhůty)
register-already-html = Už jste registrováni? <a href="/login">Přihlaste se</a>.
register-passwords-differ = Obě hesla se liší.
forgot-title = Zapomněli jste heslo?
forgot-sent = Pokud jde o účet s potvrzenou e-mailovou adresou, je na cestě e-mail s odkazem pro volbu nového hesla. Odkaz funguje jednou, po dobu jedné hodiny. Podívejte se i do složky se spamem.
forgot-intro = Zadejte své jméno nebo e-mailovou adresu. Pokud má účet potvrzenou adresu, pošleme na ni odkaz pro volbu nového hesla.
forgot-who = Jméno nebo e-mailová adresa
forgot-send = Pošlete mi odkaz
forgot-back = Zpět k přihlášení
reset-title = Zvolte nové heslo
reset-for-account = Pro účet { $name }. Uložením se účet odhlásí na všech ostatních zařízeních.
reset-new-password = Nové heslo
reset-new-password-again = Nové heslo znovu
reset-save = Uložit nové heslo
verify-title = Potvrďte svou adresu
verify-question = Potvrdit, že { $email } je adresa účtu { $name }?
verify-button = Potvrdit mou adresu
verify-not-you = Pokud jste se na Rookery neregistrovali, zavřete tuto stránku: bez tlačítka se nic nestane.
link-your-settings = Vaše nastavení
link-front-page = Úvodní stránka

## Nastavení

settings-title = Nastavení
settings-language = Jazyk
settings-language-label = Váš jazyk
settings-save = Uložit
settings-email = E-mailová adresa
settings-your-address = Vaše adresa:
settings-verified = potvrzená
settings-not-confirmed = zatím nepotvrzená
settings-confirm-first = E-maily o vašich hrách chodí jen na potvrzenou adresu: otevřete odkaz v e-mailu, který jsme poslali.
settings-send-again = Poslat potvrzovací e-mail znovu
settings-no-address = Váš účet zatím nemá e-mailovou adresu: zadejte ji, abyste dostávali e-mail, když jste na tahu.
settings-new-address = Nová adresa
settings-password-confirm = Vaše heslo (pro potvrzení)
settings-change-address = Změnit adresu
settings-mail = E-mail
settings-when-your-move = Když jste na tahu
settings-moves-immediate = Pošlete mi e-mail hned
settings-moves-digest = Shrňte je do jednoho e-mailu denně (denní přehled)
settings-moves-off = Žádný e-mail
settings-summaries = Shrnutí fází (odkryté rozkazy, bitvy, karty Westeros)
settings-reminders = Připomínky před lhůtou
settings-digest-at = Denní přehled v
settings-your-zone = (ve vašem časovém pásmu)
settings-save-mail = Uložit nastavení e-mailů
settings-per-game = Na stránce každé hry si také můžete zvolit e-maily pro tu hru.
settings-replies-note = Na e-maily s havrany a na e-maily „jste na tahu“ lze odpovědět. Pokud byl některý váš e-mail přeposlán někomu, kdo by za vás neměl odpovídat:
settings-revoke-replies = Zrušit adresy pro odpovědi u všech mých e-mailů
settings-api-link = Tokeny API, webhooky a váš kalendář
settings-time-zone = Časové pásmo
settings-now = Časy se zobrazují ve vašem časovém pásmu. Teď je { $now }.
settings-done-tz = Časové pásmo uloženo.
settings-done-email = Adresa uložena. E-mail s odkazem k jejímu potvrzení je na cestě.
settings-done-sent = Potvrzovací e-mail je na cestě.
settings-done-mail = Nastavení e-mailů uloženo.
settings-done-verified = Vaše e-mailová adresa je potvrzená.
settings-done-replies = Všechny adresy pro odpovědi u vašich dřívějších e-mailů jsou zrušené: odpovědi na ně se už nečtou.
settings-done-mail-again = Rookery bude na vaši adresu znovu posílat e-maily. Pokud se budou znovu vracet, po několika odmítnutých e-mailech se posílání opět zastaví.
settings-bounces = E-maily na vaši adresu se vracejí: váš poštovní server trvale odmítl e-maily od Rookery (odmítnuté e-maily: { $count }). Zkontrolujte adresu, nebo ji výše změňte.
settings-bounces-stopped = E-maily na vaši adresu se vracejí: váš poštovní server trvale odmítl e-maily od Rookery (odmítnuté e-maily: { $count }), a proto Rookery na tuto adresu přestal posílat. Oznámení push a webhooky fungují dál. Změňte adresu výše, nebo, až vaše schránka zase funguje:
settings-mail-again = Posílejte mi e-maily znovu
settings-done-password = Vaše nové heslo je uložené a účet byl odhlášen na všech ostatních zařízeních.
settings-done-language = Jazyk uložen.
api-title = API, webhooky a kalendář

## Čekárna

lobby-players = { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
   *[other] { $count } hráčů
}
lobby-created = založena { $when }
lobby-public = veřejná
lobby-invite-only = jen na pozvánku
lobby-seats = Místa
lobby-free = volné
lobby-mail-bounces = e-maily tomuto hráči se vracejí
lobby-dealt-at-start = (přidělí se na začátku)
lobby-join = Připojit se
lobby-join-random = Připojit se (rod se přidělí na začátku)
lobby-join-as = Připojit se za { $house }
lobby-login-to-join-html = <a href="/login">Přihlaste se</a> nebo se <a href="/register">zaregistrujte</a>, abyste se mohli připojit.
lobby-start = Zahájit hru
lobby-full-creator-told = Všechna místa jsou obsazená: zakladatel hry dostal e-mail a hru zahájí.
lobby-you-can-start = Hru můžete zahájit, až budou všechna místa obsazená; pak dostanete e-mail.
lobby-can-start-when-full = Hra může začít, až budou všechna místa obsazená.
lobby-leave = Opustit tuto hru
lobby-invite = Pozvat
lobby-invite-text = Pošlete tento odkaz lidem, se kterými chcete hrát:
lobby-rules = Pravidla
lobby-deadlines = Lhůty: Plánování { $planning } h, rozhodnutí v akcích { $action } h, každé rozhodnutí v bitvě { $combat } h, rozhodnutí Westeros { $westeros } h (0: žádná).
lobby-reminders = Připomínky před lhůtou: { $reminders }.
lobby-ravens = Havrani: { $press }.
lobby-starts-when-full = Hra začne sama, jakmile se obsadí poslední místo.
lobby-creator-starts = Zakladatel hru zahájí, až budou všechna místa obsazená.
option-tides-on = Osud bitvy: ano
option-tides-off = Osud bitvy: ne
option-winter-errata = Zima se blíží: vyhodnotí se při odkrytí (errata)
option-winter-literal = Zima se blíží: vyhodnotí se v pořadí balíčku (doslovně)
option-winter-reshuffles = Zima se blíží zamíchá i odhozené karty
option-ties-printed = Remízy na konci hry: tištěná pravidla
option-ties-errata = Remízy na konci hry: errata v2.0
option-ties-first-edition = Remízy na konci hry: podle 1. edice
option-auto-support = Podpora se vždy přijímá (bez odmítnutí)
option-sealed-support = zapečetěné oznámení podpory, odhalené společně
option-early-marches = nájezdy a pochody žádané předem
option-time-bank = časová banka: { $bank } h pro každý rod a { $step } h pokaždé, když je o něco požádán
press-full = plná korespondence: veřejný stůl a soukromí havrani
press-public = jen veřejná korespondence: stůl, bez soukromých havranů
press-none = bez korespondence: rody spolu nemluví
press-reveal = soukromí havrani se na konci hry ukážou všem hráčům
press-private = soukromí havrani zůstanou soukromí i po konci
press-no-spectators = diváci stůl nečtou
rules-creator-clock = Hodiny řídí zakladatel (prodlužuje, pozastavuje a obnovuje je, dokud hraje).
rules-table-clock = Hodiny řídí stůl: o pozastavení, obnovení a prodloužení se hlasuje.
rules-no-civil-disorder = Bez občanských nepokojů: rod, jehož hráč přestane odpovídat, si své místo ponechá.
rules-civil-disorder-after = { $count ->
    [one] Rod upadne do občanských nepokojů po { $count } zmeškané lhůtě.
   *[other] Rod upadne do občanských nepokojů po { $count } zmeškaných lhůtách za sebou.
}
rules-min-reliability = Hráči potřebují ke vstupu spolehlivost aspoň { $percent } % (rozhodnutí včas).
rules-disorder-computer = Rod bez hráče (občanské nepokoje) hraje počítač.
rules-disorder-defaults = Rod bez hráče (občanské nepokoje) hraje zdokumentované výchozí volby.

## Stránka hry

game-round = Kolo { $round }
game-you-play = hrajete za
game-watching = sledujete
game-ravens = Havrani
game-new-count = { $count ->
    [one] { $count } nový
    [few] { $count } noví
   *[other] { $count } nových
}
game-your-notes = vaše poznámky
game-have-shared = se dělí o vítězství: hra skončila remízou.
game-has-won = vyhrál hru.
game-sealed-change = Můžete to změnit, dokud neodpoví poslední rod.
game-waiting-for = Čeká se na
game-secret-mark = (tajně)
game-due = do { $when }
game-deadline = Lhůta:
game-your-decision = Vaše rozhodnutí
game-whole-map = Celá mapa
game-map-tap = klepnutím na území přejdete k jeho části formuláře; odkaz u každého řádku vede zpět na jeho území.
game-area-on-map = { $area } na mapě
game-map = mapa
game-board = Herní plán
game-to-scroll = , k čtení posouváním
game-map-alone = samotná mapa
game-legend = Co znamenají značky
game-areas-in-words = Všechna obsazená území slovy
game-tracks = Záznamníky
game-houses = Rody
game-house-figures = Moc: { $power } k dispozici, { $board } na plánu · zásobování { $supply } · hrady a pevnosti { $castles }
game-missed = Zmeškané lhůty: { $count }
game-time-bank = Časová banka: zbývá { $left }
game-time-bank-running = Časová banka: zbývá { $left }, právě ubíhá
game-faults = Kroky, ve kterých selhal web (zmeškání omluveno): { $count } z nejvýše { $max }
game-hand = V ruce:
game-discards = Odhozené:
game-empty = nic
game-none = žádné
game-unused-orders = Vaše nepoužité žetony rozkazů:
game-what-happened = Co se stalo
log-default-at-deadline = výchozí volba po lhůtě
log-forced-answer = jediná možná odpověď, dána hned
game-whole-log = Celý záznam
game-earlier-events = { $count ->
    [one] ({ $count } dřívější událost).
    [few] ({ $count } dřívější události).
   *[other] ({ $count } dřívějších událostí).
}
game-step-back = Projít hru zpět
game-round-by-round = Kolo po kole
game-everything-revealed = Vše odhaleno
game-download = Stáhnout hru
game-mails-for-game = E-maily k této hře:
seat-mail-default = podle mého nastavení
seat-mail-immediate = hned
seat-mail-digest = v denním přehledu
seat-mail-off = vypnuto
clock-summary = Hodiny (tuto hru jste založili)
clock-extend-by = Prodloužit lhůtu o
clock-hours = { $count ->
    [one] { $count } hodinu
    [few] { $count } hodiny
   *[other] { $count } hodin
}
clock-a-week = týden
clock-extend = Prodloužit
clock-resume = Obnovit hodiny
clock-pause = Pozastavit hodiny
clock-pause-note = Pozastavení zachová zbývající čas. Hráči mohou táhnout i během pozastavení: hra pokračuje, čeká jen lhůta.
clock-mail-note = Když změníte hodiny, každý hráč dostane e-mail.
clock-left = do lhůty tohoto kroku zbývá { $left }
clock-no-deadline-on-step = tento krok nemá lhůtu
clock-paused = Hodiny jsou pozastavené ({ $left }). Hra pokračuje: hráči mohou dál táhnout; jen lhůta čeká, než se hodiny obnoví.
clock-when-it-passes = Až vyprší, každý rod, na který se ještě čeká, dostane zdokumentovanou výchozí volbu.
clock-no-deadline = Tento krok nemá lhůtu.
done-extended = Lhůta byla prodloužena; každý hráč dostal e-mail.
done-paused = Hodiny jsou pozastavené; každý hráč dostal e-mail.
done-resumed = Hodiny znovu běží; každý hráč dostal e-mail.
done-taken = Převzali jste tento rod: jeho ruka i rozhodnutí jsou teď vaše.
done-absent = Vaše nepřítomnost je ohlášena; ostatní hráči ji vidí.
done-decision = Vaše rozhodnutí bylo zaznamenáno.
act-not-a-player = V této hře nehrajete.
act-other-house = V této hře hrajete za rod { $house } a za žádný jiný rod jednat nemůžete.
sealed-orders = Zapečetili jste: { $what }.
sealed-card = Vaše zapečetěná karta rodu: { $card }.
sealed-bid = Vaše zapečetěná nabídka: { $power } moci.
fact-round = Kolo { $round } z 10.
fact-wildling-threat = Hrozba divokých: { $threat }.
fact-used = v tomto kole použit
fact-ready = připraven
fact-blade = Valyrijský ocelový meč: { $state }.
fact-raven = Poštovní havran: { $state }.
fact-orders-sealed = Rozkazy zapečetili: { $houses }.
fact-bids-sealed = Nabídky zapečetili: { $houses }.
fact-wildling-attack = Probíhá útok divokých, síla { $strength }.
fact-raven-peek = Podívali jste se na vrchní kartu divokých: { $card }.
fact-westeros-cards = Karty Westeros v tomto kole: { $cards }.
fact-westeros-discards = Odhozené karty balíčku Westeros { $deck }: { $cards }.
fact-banned = V tomto kole zakázáno: { $orders }.
fact-wildling-deck = Balíček divokých: { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } karet
}.
combat-title = Bitva na území { $area }: { $attacker } útočí na { $defender }
combat-title-neutral = Bitva na území { $area }: { $attacker } útočí na neutrální sílu
combat-came-from = Útok přišel z území { $area }.
combat-attacking-from = Útok z území { $area } s jednotkami: { $units }.
combat-stage = Fáze: { $stage }.
combat-strength-before = Síla před kartami: útočník { $attacker }, obránce { $defender }.
combat-support = { $house } podporuje { $side ->
    [attacker] útočníka
   *[defender] obránce
} z území { $area }{ $refused ->
    [yes] { " " }(odmítnuto)
   *[no] { "" }
}.
combat-cards = Karty: útočník { $attacker }, obránce { $defender }.
combat-side-plays = { $side ->
    [attacker] Útočník
   *[defender] Obránce
} hraje kartu { $card }.
combat-side-choosing = { $side ->
    [attacker] Útočník
   *[defender] Obránce
} vybírá jinou kartu.
combat-card-chosen = Kartu vybral (zatím tajně) { $who ->
    [attacker] útočník
    [defender] obránce
   *[both] útočník i obránce
}.
combat-your-card = Vaše zapečetěná karta: { $card }.
combat-tides = Osud bitvy: útočník { $attacker }, obránce { $defender }.
combat-your-tides = Vaše karta Osud bitvy: { $card }.
combat-final = Konečná síla: útočník { $attacker }, obránce { $defender }.
combat-wins = Vítězí { $house }.
blade-used = Valyrijský ocelový meč ({ $house }) už byl v tomto kole použit.
blade-not-fighting = Valyrijský ocelový meč: jeho držitel, { $house }, v této bitvě nebojuje.
blade-neutral = Valyrijský ocelový meč nelze použít proti neutrální síle.
blade-may-use = Valyrijský ocelový meč: { $house } jej může po odkrytí karet použít pro +1.
arealine-routed = { $units } (rozprášeno)
arealine-order = rozkaz: { $order } ({ $house })
arealine-power-token = žeton moci: { $house }
arealine-garrison = posádka { $strength }
arealine-neutral-force = neutrální síla { $strength }
arealine-closed = uzavřeno
arealine-controlled-by = ovládá { $house }
arealine-port = (přístav)

## Místa a hlasování

seats-needs-player = Rod { $house } potřebuje hráče: { $why } (od { $since }). Při každé lhůtě za něj hrají výchozí volby.
seats-needs-player-computer = Rod { $house } potřebuje hráče: { $why } (od { $since }). Při každé lhůtě za něj hraje počítač.
seat-why-vote = stůl odhlasoval nahrazení jeho hráče
seat-why-computer = hraje za něj počítač, dokud ho nepřevezme hráč
seat-why-disorder = v občanských nepokojích: jeho hráč přestal odpovídat
seats-absent-sitter = Rod { $house } je nepřítomen do { $until }; mezitím za něj hraje { $sitter }.
seats-absent-defaults = Rod { $house } je nepřítomen do { $until }; jeho lhůty mezitím vyplňují výchozí volby a nepočítají se jako zmeškané.
seats-planned = Rod { $house } bude nepřítomen od { $from } do { $until }.
absence-summary = Odjíždíte? Ohlaste nepřítomnost
absence-from = Od
absence-until = Do
absence-sitter = Zástupce (uživatel, který mezitím hraje za váš rod; nechte prázdné, ať za něj hrají výchozí volby)
absence-declare = Ohlásit nepřítomnost
absence-note = Během vaší nepřítomnosti se lhůta, kterou váš rod zmešká, vyplní výchozími volbami a nepočítá se jako zmeškaná. Nejvýš 14 dní celkem na hru. Ostatní hráči vidí, že jste pryč a do kdy.
take-intro = Tato hra probíhá a jeden rod potřebuje hráče. Kdo ho převezme, hraje za něj od této chvíle: jeho ruku, jeho rozkazy a vše, co smí vidět, a aktuální lhůta se prodlouží, aby nováček mohl jednat.
take-login-html = <a href="/login">Přihlaste se</a> nebo se <a href="/register">zaregistrujte</a> a pak znovu otevřete odkaz z pozvánky.
votes-title = Hlasování
votes-yes = Ano
votes-no = Ne
votes-object = Vznést námitku
votes-agree = Souhlasím
votes-about-you = Toto hlasování se týká vás: vzneste námitku, chcete-li si místo ponechat.
votes-call = Vyhlásit hlasování
votes-vote-to = Hlasovat o:
votes-hours = Hodiny
votes-house = Rod, jehož hráč má být nahrazen
votes-deadlines = Nové lhůty, v hodinách
deadline-planning = Plánování
deadline-action = Akce
deadline-combat = Bitva
deadline-westeros = Westeros
votes-call-button = Vyhlásit hlasování
votes-rules = Pozastavení, obnovení, prodloužení a lhůty projdou s více než polovinou hráčů. Nahrazení hráče, zrušení nebo ukončení hry potřebují souhlas všech hráčů a nikdy neprojdou s méně než dvěma: o žádném z nich nerozhodne jediný hráč. Nahrazení hráče navíc potřebuje více než polovinu ostatních rodů, přičemž rod v občanských nepokojích se počítá jako ne; dotyčný hráč se to hned dozví a může vznést námitku, která hlasování zamítne, ledaže tento hráč zmeškal lhůtu a od té doby nehrál. Předčasné ukončení hry nevyhlašuje vítěze. Hlasování vyprší po 48 hodinách. Každému hráči mohou za hru projít 2 pozastavení, celkem 168 hodin.
votes-cancelled = Stůl tuto hru hlasováním zrušil: nemá výsledek.
votes-ended = Stůl tuto hru hlasováním ukončil předčasně: nemá vítěze.
votes-nobody = nikdo
votes-open-until = otevřeno do { $when }
votes-passed = prošlo
votes-failed = neprošlo
votes-expired = vypršelo bez rozhodnutí
votes-line = Rod { $house } vyhlašuje hlasování: { $what } ({ $state }; projde se souhlasem { $rule }). Ano: { $yes }. Ne: { $no }.
votes-kind-pause = pozastavit hodiny
votes-kind-resume = obnovit hodiny
votes-kind-extend = prodloužit lhůtu
votes-kind-replace = nahradit hráče
votes-kind-cancel = zrušit hru
votes-kind-end = ukončit hru hned, s nynějším pořadím
votes-kind-deadlines = změnit lhůty

## Nová hra

new-players = Hráči
new-seating-choice = Hráči si vyberou rod
new-seating-random = Rody se na začátku hry přidělí náhodně
new-your-house = Váš rod (když si hráči vybírají)
new-tides = Osud bitvy
new-winter = Zima se blíží
new-winter-errata = vyhodnotí se při odkrytí (errata)
new-winter-literal = vyhodnotí se v pořadí balíčku (jak je vytištěno)
new-tie-breaks = Rozhodování remíz na konci hry
new-as-printed = jak je vytištěno
new-errata-v2 = errata v2.0
new-auto-support = Podporu vždy přijmout (přeskočit otázku na odmítnutí)
new-sealed-support = Podpora oznámená zapečetěně, všemi naráz (rychlejší poštou)
new-sealed-support-help = Rychlejší poštou: v bitvě oznámí každý rod s rozkazem podpory u ní svou volbu současně a zapečetěně a volby se odhalí společně, místo jeden rod po druhém v pořadí tahu, jak to mají pravidla. Podporující už nevidí volby těch před sebou.
new-early-marches = Nájezdy a pochody žádané předem (rychlejší poštou)
new-early-marches-help = Rychlejší poštou: zatímco jeden rod volí svůj další nájezd nebo pochod, každý další rod, kterému zbývají rozkazy nájezdu nebo pochodu, je současně a zapečetěně požádán o svůj. Každá odpověď se uplatní v tahu svého rodu, v pořadí tahů, jen pokud je stále přípustná a nic z toho, co ten rod mohl u svých rozkazů vidět, se mezitím nezměnilo; jinak je rod požádán znovu a dozví se proč. Pravidla se ptají jednoho rodu po druhém.
new-deadlines = Lhůty (hodiny, 0 pro žádnou, nejvýš { $max })
new-deadline-planning = Plánování (rozkazy, havran)
new-deadline-action = Rozhodnutí v akcích (nájezdy, pochody, konsolidace moci)
new-deadline-combat = Každé rozhodnutí v bitvě (podpora, karty rodů, meč, ztráty, ústupy)
new-deadline-westeros = Rozhodnutí Westeros (volby, shromažďování, dražby)
new-reminders = Připomínky, hodiny před lhůtou (nejvýš 4, např. „12, 1“; prázdné pro žádné)
new-deadline-note = Když lhůta vyprší, Rookery vyplní zdokumentovanou výchozí volbu za každý rod, na který se ještě čeká (nejpasivnější volbu), a hra pokračuje. Kdo prodlužuje lhůty nebo pozastavuje hodiny, se volí níže: stůl hlasováním, nebo zakladatel.
new-time-bank = Časová banka místo lhůt výše (hodiny, nejvýše { $max })
new-bank-hours = Hodiny, se kterými každý rod začíná (0: bez banky, platí lhůty výše)
new-bank-step-hours = Hodiny přidané pokaždé, když je rod požádán o něco nového
new-bank-help = Šachové hodiny pro pomalou hru: každý rod má vlastní banku času (třeba 72 hodin a 2 za každý krok), která ubíhá jen tehdy, když hra čeká na tento rod. Rychlá odpověď ušetří čas na rušný týden. Když banka rodu dojde, Rookery vyplní zdokumentovanou výchozí volbu jen za tento rod (počítá se jako zmeškaná lhůta; dvě po sobě ho uvrhnou do občanských nepokojů) a od té doby má jen hodiny přidané za každý krok.
new-who-may-join = Kdo se může připojit
new-anyone = Kdokoli (uvedeno na úvodní stránce)
new-invite-only = Jen lidé s odkazem z pozvánky
new-when-starts = Kdy hra začne
new-start-creator = Až ji zahájím, jakmile budou všechna místa obsazená (pak dostanu e-mail)
new-start-when-full = Sama, jakmile se obsadí poslední místo
new-ravens = Havrani (zprávy mezi rody)
new-press-full = Plná korespondence: veřejný stůl a soukromí havrani mezi libovolnými rody
new-press-public = Jen veřejná korespondence: stůl, bez soukromých havranů
new-press-none = Bez korespondence: rody spolu ve hře nemluví
new-press-reveal = Na konci hry ukázat všechny soukromé havrany všem hráčům
new-press-spectators = Diváci mohou číst veřejný stůl
new-create = Založit hru
new-vanishes = Když hráč zmizí
new-civil-disorder-after = Občanské nepokoje po tolika zmeškaných lhůtách za sebou (0: nikdy)
new-min-reliability = Nejnižší spolehlivost pro připojení nebo převzetí rodu, v % rozhodnutí včas (0: kdokoli)
new-clock-votes = Po zahájení řídí hodiny stůl hlasováním (pozastavit, obnovit, prodloužit)
new-clock-creator = Hodiny řídí zakladatel (uvedeno v čekárně)
new-disorder-computer = Rod v občanských nepokojích hraje počítač
new-disorder-defaults = Rod v občanských nepokojích hraje zdokumentované výchozí volby
new-error-deadline = Lhůta { $value } není celý počet hodin.
new-error-reminder = Připomínka { $value } není celý počet hodin (např. „12, 1“).
new-error-players = Hra má 3 až 6 hráčů.
new-error-seating = { $value } není způsob rozesazení hráčů.
new-error-house = Vyberte si rod.
new-error-house-count = Rod { $house } nehraje ve hře pro { $count } hráčů.

## Záznam, mapa, minulost

back-to-game = Zpět ke hře
log-title = Záznam hry { $game }
log-heading = Záznam hry
map-title = Mapa hry { $game }
map-heading = Mapa hry
map-scroll = Mapu čtěte posouváním; klepnutím na území přejdete k jeho části vašeho rozhodnutí na
map-game-page = stránce hry.
history-title = historie
history-link = Historie
history-after = Po { $at } z { $len } vstupů
history-start = Začátek
history-previous = Předchozí
history-next = Další
history-now = Teď
history-over = Hra skončila: pohled každého rodu na každý okamžik je možné vidět.
history-see-as = Zobrazit jako:
history-a-spectator = divák
history-jump = Přejít na kolo, fázi nebo bitvu
history-board-then = Herní plán tehdy
history-what-had-happened = Co se do té doby stalo
history-earlier-events = { $count ->
    [one] { $count } dřívější událost.
    [few] { $count } dřívější události.
   *[other] { $count } dřívějších událostí.
}
history-house-view = pohled rodu { $house }
history-spectator-view = pohled diváka
moment-combat = Kolo { $round }: bitva na území { $area } vyhodnocena
moment-planning = Kolo { $round }: Plánování
moment-action = Kolo { $round }: Akce
moment-westeros = Kolo { $round }: Westeros
moment-end = Konec
rounds-end = Konec (kolo { $round })
rounds-caption = Hrady a pevnosti jednotlivých rodů na začátku každého kola:
rounds-cell =
    { $castles ->
        [one] { $castles } hrad
        [few] { $castles } hrady
       *[other] { $castles } hradů
    } · moc { $power } · zásobování { $supply } · trůn { $throne }
rounds-chart-title = Hrady a pevnosti rodů, kolo po kole
rounds-chart-end = konec
revealed-intro = Hra skončila: tady je, co během hraní tajila.
revealed-verify = (její nastavení, semínko a celý záznam) a ověřte ji příkazem
revealed-seed-decks = Semínko a balíčky
revealed-seed = Semínko:
revealed-westeros-deck = Balíček Westeros { $deck }, jak byl zamíchán na začátku: { $cards }
revealed-wildling-deck = Balíček divokých, jak byl zamíchán na začátku: { $cards }
revealed-looks = Nahlédnutí do balíčku divokých
revealed-nobody-looked = Nikdo se nepodíval.
revealed-sealed = Všechny zapečetěné odpovědi
revealed-sealed-note = Rozkazy, nabídky a karty rodů, jak je každý rod zapečetil, včetně těch, které před odkrytím vyměnil.
revealed-no-card = žádnou kartu
revealed-peek = Kolo { $round }: { $house } se podíval na { $card } a { $bury ->
    [yes] dal ji dospod
   *[no] nechal ji navrchu
}.
profile-reliability = Spolehlivost
profile-played = Odehrané hry
profile-finished = Dokončené
profile-won = Vyhrané
profile-decisions = Rozhodnutí
profile-missed = Zmeškané lhůty na 100 rozhodnutí
profile-in-time = Rozhodnutí včas
profile-median = Medián doby do reakce
profile-civil-disorders = Občanské nepokoje
profile-note = Rozhodnutí je každý případ, kdy byl některý z rodů tohoto hráče o něco požádán a věc se vyřešila, hráčem nebo lhůtou. Lhůta zmeškaná během ohlášené nepřítomnosti nebo v kroku, kdy web hráče zklamal, se nepočítá.

## Havrani

list-and = a
ravens-at-table = u stolu (všechny rody)
ravens-with = s: { $houses }
ravens-none-yet = Zatím žádný havran.
ravens-moment = kolo { $round }, { $phase }
ravens-press = Pravidla korespondence: { $press }.
ravens-no-conversation = Zatím tu není žádná konverzace, kterou můžete číst.
ravens-count = { $count ->
    [one] { $count } havran
    [few] { $count } havrani
   *[other] { $count } havranů
}
ravens-muted = ztlumeno
ravens-send-private = Poslat soukromého havrana
ravens-to = Komu (přečtou ho jen zaškrtnuté rody a váš)
ravens-open = Otevřít konverzaci
ravens-your-notes = Vaše poznámky
ravens-notes-private = Kromě vás je nikdy nikdo neuvidí.
ravens-saved = Uloženo.
ravens-save-notes = Uložit poznámky
ravens-back-to = Zpět do hry { $game }
ravens-all = Všechny konverzace
ravens-by-mail = e-mailem
ravens-new = nový
ravens-your-raven = Váš havran (nejvýš { $max } znaků)
ravens-send = Poslat havrana
ravens-unmute = Zrušit ztlumení: posílejte mi e-mailem nové havrany odsud
ravens-mute = Ztlumit: žádný e-mail a žádné počítání pro tuto konverzaci

## Odhlášení odběru

unsub-title = E-maily od Rookery
unsub-account = Nastavení e-mailů účtu { $name }.
unsub-no-mail-game = O hře { $game } nedostáváte žádné e-maily.
unsub-stop-game = Zastavit e-maily o hře „{ $game }“
unsub-all-off = Upozornění e-mailem jsou u tohoto účtu vypnutá (e-maily k potvrzení adresy nebo obnově hesla chodí dál, když o ně požádáte).
unsub-stop-all = Zastavit všechna upozornění e-mailem
unsub-turn-back-html = E-maily můžete znovu zapnout ve svém <a href="/settings#mail">nastavení</a> po přihlášení.
unsub-done-game = Hotovo: o této hře už žádné e-maily.
unsub-done-all = Hotovo: už žádná upozornění e-mailem.
unsub-done = Hotovo: odběr je zrušen.
link-not-valid = Tento odkaz není platný
link-not-valid-text = Tento odkaz tu neznáme: možná byl zkopírován neúplně. Odkazy v našich e-mailech jsou dlouhé, zkopírujte ho proto celý.
link-used = Tento odkaz už nelze použít
forgot-throttled = Příliš mnoho žádostí o nové heslo. Počkejte čtvrt hodiny a zkuste to znovu.

## API, webhooky a kalendář

api-back = Zpět do nastavení
api-tokens = Tokeny API
api-tokens-intro-html = Osobní token API umožňuje programu (botovi, jinému klientovi) jednat za váš účet přes JSON API na <code>/api/v1</code> (popsané <a href="/api/v1/openapi.json">jeho dokumentem OpenAPI</a>). Posílejte ho jako <code>Authorization: Bearer TOKEN</code>. Kdokoli ho má, může hrát vaše hry: uchovejte ho v tajnosti a zrušte ho, až ho přestanete používat.
api-new-token = Nový token (zobrazen jen teď):
api-no-token = Nemáte žádný token API.
api-token-dates = vytvořen { $made } · naposledy použit { $used }
api-never = nikdy
api-revoke = Zrušit
api-token-for = K čemu je
api-make-token = Vytvořit nový token
api-webhooks = Webhooky
api-webhooks-intro = Rookery může volat vaši URL (webhook kanálu na Discordu nebo Slacku, nebo váš vlastní program), když hra začne, když jste na tahu, na konci každé fáze a když hra skončí: tytéž události jako e-maily, bez ohledu na nastavení e-mailů. URL musí být veřejná (ne místní ani soukromá adresa).
api-no-webhook = Nemáte žádný webhook.
api-hook-for = pro { $scope }
api-all-my-games = všechny mé hry
api-all-my-games-option = Všechny mé hry
api-the-game = hru „{ $game }“
api-game-number = hru { $id }
api-remove = Odebrat
api-format = Formát
api-for = Pro
api-add-webhook = Přidat webhook
api-push = Upozornění v telefonu
api-push-intro = Prohlížeč vašeho telefonu může zobrazit upozornění, když hra začne, když jste na tahu, po každé fázi a na konci (tytéž události jako e-maily).
api-push-on = { $count ->
    [one] Upozornění jsou zapnutá v { $count } prohlížeči.
   *[other] Upozornění jsou zapnutá v { $count } prohlížečích.
}
api-push-turn-on = Zapnout upozornění v tomto prohlížeči
api-push-noscript = Zapnutí upozornění potřebuje JavaScript; vše ostatní funguje i bez něj.
api-push-stop = Zastavit upozornění ve všech prohlížečích
api-push-off = Upozornění v telefonu nejsou na tomto serveru nastavená.
api-calendar = Kalendář
api-calendar-intro = Tajná URL kalendáře obsahuje lhůty her, které na vás čekají: přihlaste se k jejímu odběru ve své kalendářové aplikaci. Kdokoli s touto URL vidí vaše lhůty; vytvořením nové zastavíte starou.
api-calendar-url = URL vašeho kalendáře (zobrazena jen teď):
api-calendar-new = Vytvořit novou URL kalendáře (stará přestane fungovat)
api-calendar-make = Vytvořit URL mého kalendáře
api-calendar-stop = Zastavit můj kalendář
api-done-revoked = Token je zrušen: požadavky s ním se od teď odmítají.
api-done-hook = Webhook přidán.
api-done-unhooked = Webhook odebrán.
api-done-nopush = Upozornění zastavena ve všech prohlížečích.
api-done-push = Tento prohlížeč teď dostává upozornění.
api-done-nocalendar = Váš kalendář je zastaven: jeho URL už nic neukazuje.
api-new-token-shown = Váš nový token API je níže. Zkopírujte si ho hned: zobrazí se jen tentokrát.
api-calendar-shown = URL vašeho kalendáře je níže. Zkopírujte si ji hned do kalendářové aplikace: zobrazí se jen tentokrát.

## Spolehlivost

rel-under-a-minute = méně než minuta
rel-minutes = { $m } min
rel-hours = { $h } h
rel-hours-minutes = { $h } h { $m } min
rel-short = { $percent } % včas, { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
}, medián doby do reakce { $median }, občanské nepokoje: { $disorders }
rel-player = { $name } ({ $percent } % včas, { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
})
lobby-reminders-none = žádné

## Dates (weekdays from Monday, months from January)

date-time = { $weekday } { $day }. { $month } { $year }, { $time } { $zone }
date-weekday-1 = po
date-weekday-2 = út
date-weekday-3 = st
date-weekday-4 = čt
date-weekday-5 = pá
date-weekday-6 = so
date-weekday-7 = ne
date-month-1 = ledna
date-month-2 = února
date-month-3 = března
date-month-4 = dubna
date-month-5 = května
date-month-6 = června
date-month-7 = července
date-month-8 = srpna
date-month-9 = září
date-month-10 = října
date-month-11 = listopadu
date-month-12 = prosince

## The map's area titles (web/map/render.rs)
map-area-controlled = { $area }, ovládá rod { $house }
map-area-closed = { $area }, v této hře uzavřeno

## Mapa: její název a legenda (src/web/map)

map-svg-title = Mapa, kolo { $round }
map-legend-units = Jednotky v barvě a vzoru svého rodu: P pěšáci, R rytíři, L lodě, O obléhací stroje (s jejich počtem).
map-legend-routed = Rozprášené jednotky: bledé a přeškrtnuté.
map-legend-order = Odhalený rozkaz (Po pochod, O obrana, Pd podpora, N nájezd, KM konsolidace moci; ★ speciální), orámovaný barvou svého rodu.
map-legend-sealed = Váš vlastní zapečetěný rozkaz: čárkovaný, na žlutém. Vidíte ho jen vy, dokud nejsou rozkazy odhaleny.
map-legend-power = Žeton moci (M), který drží území pro svůj rod, v barvě a vzoru rodu.
map-legend-garrison = Posádka (Ps) a její síla.
map-legend-neutral = Neutrální síla (NS) a její síla; „uzavřeno“: území, které se s tímto počtem hráčů nepoužívá (tmavě šedé).
map-legend-icons = Natištěné symboly: hrad (jedna věž) nebo pevnost (dvě), sudy zásobování, koruny moci.
map-legend-control = Pevnina zbarvená barvou a vzorem rodu: ten rod ji ovládá.
map-legend-port = Přístav: malá nádrž u pobřeží hradu; jeho lodě jsou nakresleny hned vedle.
map-legend-river = Řeka: území na jejích dvou březích spolu nesousedí.
map-legend-focus = Území, o kterém je vaše rozhodnutí: klepněte na něj a přejdete k jeho části formuláře.
map-legend-target = Území, které může vaše rozhodnutí vybrat (cíl pochodu, cíl nájezdu, ústup).
map-legend-combat = Probíhající bitva: obtažená červeně, „vs“ a útočící jednotky v ní, červená čára odtud, odkud táhly, čárkované čáry z podporujících území (šedé: podpora odmítnuta).

## The map's marks in the reader's letters, and what a screen reader hears of an area (issue 27)

map-letter-footman = P
map-letter-knight = R
map-letter-ship = L
map-letter-siege_engine = O
map-letter-march = Po
map-letter-defense = O
map-letter-support = Pd
map-letter-raid = N
map-letter-consolidate = KM
map-letter-garrison = Ps
map-letter-neutral = NS
map-letter-power = M
map-mark-versus = vs
map-mark-closed = uzavřeno
map-area-units = { $units } rodu { $house }
map-area-routed = rozprášené: { $units } rodu { $house }
map-area-order = rozkaz { $order } rodu { $house }
map-area-sealed = váš zapečetěný rozkaz { $order }
map-area-power = žeton moci rodu { $house }
map-area-attacked = napadeno: { $units } rodu { $house }
map-area-contents = { $area }: { $contents }
map-legend-patterns = Vzory rodů: Stark vodorovné čáry, Lannister stoupající úhlopříčky, Baratheon tečky, Greyjoy svislé čáry, Tyrell klesající úhlopříčky, Martell mřížka.
history-map-region = Mapa (posouvá se)
rounds-table-region = Tabulka kol (posouvá se)

## The phone notifications script (static/push.js)

api-push-subscribed = Tento prohlížeč teď dostává oznámení.
api-push-refused = Server přihlášení k odběru odmítl.
api-push-failed = Oznámení se nepodařilo zapnout:

## Issue 28: computer seats and the computer standing in
lobby-start-computer = Začít hned: prázdná místa hraje počítač
lobby-start-computer-note = Cvičná hra, nebo stůl, který začíná hned: rod počítače může později kdokoli převzít (úvodní stránka je uvádí).
computer-player = počítač
seats-computer-seat = Rod { $house } hraje počítač, dokud ho nepřevezme hráč.
wanted-computer-seat = hraje ho počítač, dokud ho nepřevezme hráč
game-computer-stand-in = Když zmeškám termín, ať za mě tento krok zahraje počítač
