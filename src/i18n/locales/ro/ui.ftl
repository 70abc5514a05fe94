# Cuvintele paginilor web (issue 15), în română. Vocabularul jocului este în game.ftl.

## Comune

games-count = { $count ->
    [one] { $count } joc
    [few] { $count } jocuri
   *[other] { $count } de jocuri
}
nav-new-game = Joc nou
nav-settings = Setări
nav-log-out = Ieșire
nav-log-in = Autentificare
nav-register = Înregistrare
footer-languages = Limba
footer-disclaimer = Rookery este un proiect neoficial al fanilor, fără legătură cu editorii jocului A Game of Thrones: The Board Game.
back-to-front-page = Înapoi la prima pagină
you-suffix = (tu)

## Erori

error-bad-request = Cererea nu a fost înțeleasă
error-bad-request-text = Formularul nu a fost completat cum era de așteptat, așa că nu s-a schimbat nimic. { $detail }
error-csrf = Acest formular a expirat
error-csrf-text = Formularul nu purta jetonul de securitate al acestei sesiuni (poate provine de pe o pagină veche sau de pe alt site). Nu s-a schimbat nimic: întoarce-te, reîncarcă pagina și încearcă din nou.
error-no-cookie = Acest formular are nevoie de cookie-uri
error-no-cookie-text = Formularul a venit fără cookie-ul acestui site, după care este verificat. Nu s-a schimbat nimic. Dacă l-ai trimis de pe acest site, browserul tău poate bloca cookie-urile: permite-le pentru acest site, reîncarcă pagina și încearcă din nou.
error-login-needed = Te rugăm să te autentifici
error-login-needed-text = Pentru asta trebuie să fii autentificat.
error-forbidden = Nu este permis
error-not-found = Pagina nu a fost găsită
error-not-found-text = Nu există o astfel de pagină sau nu îți este vizibilă.
error-conflict = Acest lucru nu se poate face acum
error-too-large = Cererea este prea mare
error-too-large-text = Cererea este mai mare decât acceptă acest site. Nu s-a schimbat nimic.
error-media-type = Formularul nu este trimis așa cum citește acest site formularele
error-media-type-text = Nu s-a schimbat nimic. Aici formularele se citesc când sunt trimise ca application/x-www-form-urlencoded, cum le trimite un browser (cu curl: --data sau --data-urlencode, nu --form); acesta a venit ca { $type }.
error-throttled = Prea multe încercări
error-throttled-text = Prea multe autentificări eșuate. Așteaptă câteva minute și încearcă din nou.
error-limit = Este mai mult decât permite acest site
error-busy = Ocupat: te rugăm să încerci din nou
error-too-many-connections = Prea multe conexiuni din rețeaua ta în același timp. Te rugăm să încerci din nou în câteva secunde.
error-timeout = Cererea a durat prea mult
error-timeout-text = Formularul nu a sosit la timp. Nu s-a schimbat nimic: te rugăm să încerci din nou.
error-internal = Ceva nu a mers bine
error-internal-text = Serverul nu a putut finaliza cererea. Te rugăm să încerci mai târziu.
error-reference = Dacă ne semnalezi problema, menționează această referință:
not-found-no-page = Nu există nicio pagină la adresa
login-or-register-html = <a href="/login">Autentifică-te</a> sau <a href="/register">înregistrează-te</a>.

## Prima pagină

game-status-lobby = așteaptă jucători
game-status-play = în desfășurare
game-status-over = încheiat
game-status-ended = încheiat prin vot
game-status-cancelled = anulat
home-your-games = Jocurile tale
home-welcome = Bun venit, { $name }!
home-welcome-mail-html = Ți-am trimis un mail la adresa dată, cu un link pentru confirmarea ei. Rookery îți trimite notificări doar după ce adresa este confirmată (vezi <a href="/settings">setările tale</a>).
home-awaiting = { $count ->
    [one] Te așteaptă { $count } joc.
    [few] Te așteaptă { $count } jocuri.
   *[other] Te așteaptă { $count } de jocuri.
}
home-no-game-html = Încă nu stai la nicio masă. <a href="/games/new">Creează un joc</a> sau alătură-te unuia de mai jos.
home-your-turn = E rândul tău
home-new-ravens = { $count ->
    [one] { $count } corb nou
    [few] { $count } corbi noi
   *[other] { $count } de corbi noi
}
home-round = tura { $round }
home-you-play = joci cu { $house }
home-seated = { $seated }/{ $players } locuri ocupate
home-waiting-for = se așteaptă { $houses }
home-create-game = Creează un joc
home-title-html = Joacă <cite>A Game of Thrones</cite> fără grabă
home-intro-html = Rookery găzduiește partide de <cite>A Game of Thrones: The Board Game</cite> (ediția a doua, și prima ediție din 2003) care durează zile, de pe telefon: fiecare jucător acționează când îi vine rândul, în browser.
home-register-html = <a class="button" href="/register">Înregistrează-te</a> sau <a href="/login">autentifică-te</a> pentru a crea jocuri și a te alătura lor.
home-open-games = Jocuri deschise
home-no-open-game = Niciun joc public nu așteaptă jucători.
home-games-to-watch = Jocuri de urmărit
home-no-game-to-watch = Nu se joacă niciun joc public.
wanted-title = O Casă are nevoie de un jucător
named-house = Casa { $house }
take-over-house = Preia Casa { $house }

## Conturi

field-name = Nume
field-password = Parolă
field-password-again = Parola din nou
login-title = Autentificare
login-no-account-html = Nu ai cont? <a href="/register">Înregistrează-te</a>.
login-verified = Adresa ta de e-mail este confirmată. Autentifică-te ca să joci.
register-title = Înregistrare
register-email = Adresă de e-mail (ca să îți spunem când e rândul tău; confirmată printr-un mail)
register-time-zone = Fus orar (pentru termene)
register-already-html = Ești deja înregistrat? <a href="/login">Autentifică-te</a>.
register-passwords-differ = Cele două parole diferă.
forgot-title = Ți-ai uitat parola?
forgot-sent = Dacă există un cont cu o adresă de e-mail confirmată, un mail cu un link pentru alegerea unei parole noi este pe drum. Linkul funcționează o singură dată, timp de o oră. Uită-te și în dosarul de spam.
forgot-intro = Introdu numele sau adresa ta de e-mail. Dacă acel cont are o adresă confirmată, îi trimitem un link pentru alegerea unei parole noi.
forgot-who = Nume sau adresă de e-mail
forgot-send = Trimite-mi un link
forgot-back = Înapoi la autentificare
reset-title = Alege o parolă nouă
reset-for-account = Pentru contul { $name }. Salvarea ei deconectează contul de pe toate celelalte dispozitive.
reset-new-password = Parola nouă
reset-new-password-again = Parola nouă din nou
reset-save = Salvează parola nouă
verify-title = Confirmă-ți adresa
verify-question = Confirmi că { $email } este adresa contului { $name }?
verify-button = Confirm adresa
verify-not-you = Dacă nu te-ai înregistrat pe Rookery, închide această pagină: fără buton nu se întâmplă nimic.
link-your-settings = Setările tale
link-front-page = Prima pagină

## Setări

settings-title = Setări
settings-language = Limba
settings-language-label = Limba ta
settings-save = Salvează
settings-email = Adresa de e-mail
settings-your-address = Adresa ta:
settings-verified = confirmată
settings-not-confirmed = încă neconfirmată
settings-confirm-first = Mailurile despre jocurile tale merg doar la o adresă confirmată: deschide linkul din mailul pe care ți l-am trimis.
settings-send-again = Trimite din nou mailul de confirmare
settings-no-address = Contul tău nu are încă o adresă de e-mail: introdu una ca să primești mail când e rândul tău.
settings-new-address = Adresa nouă
settings-password-confirm = Parola ta (pentru confirmare)
settings-change-address = Schimbă adresa
settings-mail = Mail
settings-when-your-move = Când e rândul tău
settings-moves-immediate = Trimite-mi mail imediat
settings-moves-digest = Adună-le într-un singur mail pe zi (rezumatul zilnic)
settings-moves-off = Fără mail
settings-summaries = Rezumate ale fazelor (comenzi dezvăluite, lupte, cărți Westeros)
settings-reminders = Mementouri înainte de un termen
settings-digest-at = Rezumatul zilnic la ora
settings-your-zone = (fusul tău orar)
settings-save-mail = Salvează setările de mail
settings-per-game = Pe pagina fiecărui joc poți alege și mailurile pentru acel joc.
settings-replies-note = La mailurile cu corbi și la cele „e rândul tău” se poate răspunde direct. Dacă un mail de-al tău a fost redirecționat cuiva care nu ar trebui să răspundă în locul tău:
settings-revoke-replies = Revocă adresele de răspuns ale tuturor mailurilor mele
settings-api-link = Jetoane API, webhookuri și calendarul tău
settings-time-zone = Fus orar
settings-now = Orele sunt afișate în fusul tău orar. Acum este { $now }.
settings-done-tz = Fusul orar a fost salvat.
settings-done-email = Adresa a fost salvată. Un mail cu un link de confirmare este pe drum.
settings-done-sent = Mailul de confirmare este pe drum.
settings-done-mail = Setările de mail au fost salvate.
settings-done-verified = Adresa ta de e-mail este confirmată.
settings-done-replies = Toate adresele de răspuns ale mailurilor tale trecute sunt revocate: răspunsurile la ele nu mai sunt citite.
settings-done-mail-again = Rookery îți va scrie din nou la această adresă. Dacă mailurile sunt din nou respinse, trimiterea se oprește iar după câteva mailuri refuzate.
settings-bounces = Mailurile către adresa ta sunt respinse: serverul tău de mail a refuzat definitiv mailurile Rookery (mailuri refuzate: { $count }). Verifică adresa sau schimb-o mai sus.
settings-bounces-stopped = Mailurile către adresa ta sunt respinse: serverul tău de mail a refuzat definitiv mailurile Rookery (mailuri refuzate: { $count }), așa că Rookery nu mai trimite mailuri la această adresă. Notificările push și webhookurile funcționează în continuare. Schimbă adresa mai sus sau, după ce căsuța ta funcționează din nou:
settings-mail-again = Trimite-mi din nou mailuri
settings-done-password = Parola nouă a fost salvată, iar contul a fost deconectat de pe toate celelalte dispozitive.
settings-done-language = Limba a fost salvată.
api-title = API, webhookuri și calendar

## Lobby

lobby-players = { $count ->
    [one] { $count } jucător
    [few] { $count } jucători
   *[other] { $count } de jucători
}
lobby-created = creat { $when }
lobby-public = public
lobby-invite-only = doar cu invitație
lobby-seats = Locuri
lobby-free = liber
lobby-mail-bounces = mailurile către acest jucător sunt respinse
lobby-dealt-at-start = (împărțită la început)
lobby-join = Alătură-te
lobby-join-random = Alătură-te (Casa se împarte la început)
lobby-join-as = Alătură-te cu { $house }
lobby-login-to-join-html = <a href="/login">Autentifică-te</a> sau <a href="/register">înregistrează-te</a> ca să te alături.
lobby-start = Începe jocul
lobby-full-creator-told = Toate locurile sunt ocupate: creatorul jocului a fost anunțat prin mail și îl va porni.
lobby-you-can-start = Poți începe jocul când toate locurile sunt ocupate; vei primi atunci un mail.
lobby-can-start-when-full = Jocul poate începe când toate locurile sunt ocupate.
lobby-leave = Părăsește acest joc
lobby-invite = Invită
lobby-invite-text = Trimite acest link celor cu care vrei să joci:
lobby-rules = Reguli
lobby-deadlines = Termene: Planificare { $planning } h, decizii de acțiune { $action } h, fiecare decizie de luptă { $combat } h, decizii Westeros { $westeros } h (0: fără).
lobby-reminders = Mementouri înainte de un termen: { $reminders }.
lobby-ravens = Corbi: { $press }.
lobby-starts-when-full = Jocul începe singur când se ocupă ultimul loc.
lobby-creator-starts = Creatorul jocului îl pornește după ce toate locurile sunt ocupate.
option-tides-on = Soarta bătăliei: da
option-tides-off = Soarta bătăliei: nu
option-winter-errata = Se apropie iarna: rezolvată când este dezvăluită (erata)
option-winter-literal = Se apropie iarna: rezolvată în ordinea pachetului (literal)
option-winter-reshuffles = Se apropie iarna amestecă și pachetul de cărți aruncate
option-ties-printed = Egalități la finalul jocului: regulile tipărite
option-ties-errata = Egalități la finalul jocului: erata v2.0
option-ties-first-edition = Egalități la finalul jocului: cele din ediția 1
option-auto-support = Sprijinul este acceptat mereu (fără refuz)
option-sealed-support = declarații de sprijin sigilate, dezvăluite împreună
option-early-marches = raiduri și marșuri cerute din timp
option-time-bank = rezervă de timp: { $bank } h pentru fiecare Casă, plus { $step } h de fiecare dată când i se cere ceva
press-full = corespondență completă: o masă publică și corbi privați
press-public = doar corespondență publică: masa, fără corbi privați
press-none = fără corespondență: Casele nu vorbesc între ele
press-reveal = corbii privați sunt arătați tuturor jucătorilor la finalul jocului
press-private = corbii privați rămân privați și după final
press-no-spectators = spectatorii nu citesc masa
rules-creator-clock = Creatorul ține ceasul (îl prelungește, îl oprește și îl repornește cât joacă).
rules-table-clock = Masa ține ceasul: oprirea, repornirea și prelungirile se votează.
rules-no-civil-disorder = Fără dezordine civilă: o Casă al cărei jucător nu mai răspunde își păstrează locul.
rules-civil-disorder-after = { $count ->
    [one] O Casă intră în dezordine civilă după { $count } termen ratat.
    [few] O Casă intră în dezordine civilă după { $count } termene ratate la rând.
   *[other] O Casă intră în dezordine civilă după { $count } de termene ratate la rând.
}
rules-min-reliability = Jucătorii au nevoie de o fiabilitate de cel puțin { $percent }% (decizii luate la timp) ca să se alăture.
rules-disorder-computer = O Casă fără jucător (dezordine civilă) este jucată de calculator.
rules-disorder-defaults = O Casă fără jucător (dezordine civilă) joacă alegerile implicite documentate.

## Pagina jocului

game-round = Tura { $round }
game-you-play = joci cu
game-watching = urmărești jocul
game-ravens = Corbi
game-new-count = { $count ->
    [one] { $count } nou
   *[other] { $count } noi
}
game-your-notes = notițele tale
game-have-shared = împart victoria: jocul este egal.
game-has-won = a câștigat jocul.
game-sealed-change = Îl poți schimba până răspunde ultima Casă.
game-waiting-for = Se așteaptă
game-secret-mark = (în secret)
game-due = termen { $when }
game-deadline = Termen:
game-your-decision = Decizia ta
game-whole-map = Toată harta
game-map-tap = atinge un teritoriu ca să ajungi la partea lui din formular; linkul de lângă fiecare rând duce înapoi la teritoriul lui.
game-area-on-map = { $area } pe hartă
game-map = hartă
game-board = Tabla de joc
game-to-scroll = , de citit derulând
game-map-alone = doar harta
game-legend = Ce înseamnă semnele
game-areas-in-words = Toate teritoriile ocupate, în cuvinte
game-tracks = Piste
game-houses = Case
game-house-figures = Putere: { $power } disponibilă, { $board } pe tablă · provizii { $supply } · castele și fortărețe { $castles }
game-missed = Termene ratate: { $count }
game-time-bank = Rezervă de timp: mai are { $left }
game-time-bank-running = Rezervă de timp: mai are { $left }, curge acum
game-faults = Pași pe care site-ul i-a greșit (termen ratat scuzat): { $count } din cel mult { $max }
game-hand = În mână:
game-discards = Cărți aruncate:
game-empty = nimic
game-none = niciuna
game-unused-orders = Jetoanele tale de comandă nefolosite:
game-what-happened = Ce s-a întâmplat
log-default-at-deadline = implicit la termen
log-forced-answer = singurul răspuns posibil, dat imediat
game-whole-log = Tot jurnalul
game-earlier-events = { $count ->
    [one] ({ $count } eveniment anterior).
    [few] ({ $count } evenimente anterioare).
   *[other] ({ $count } de evenimente anterioare).
}
game-step-back = Parcurge jocul înapoi
game-round-by-round = Tură cu tură
game-everything-revealed = Totul dezvăluit
game-download = Descarcă jocul
game-mails-for-game = Mailuri pentru acest joc:
seat-mail-default = ca în setările mele
seat-mail-immediate = imediat
seat-mail-digest = în rezumatul zilnic
seat-mail-off = deloc
clock-summary = Ceasul (ai creat acest joc)
clock-extend-by = Prelungește termenul cu
clock-hours = { $count ->
    [one] { $count } oră
    [few] { $count } ore
   *[other] { $count } de ore
}
clock-a-week = o săptămână
clock-extend = Prelungește
clock-resume = Repornește ceasul
clock-pause = Oprește ceasul
clock-pause-note = Oprirea păstrează timpul rămas. Jucătorii pot face mutări și cât timp ceasul e oprit: jocul continuă, doar termenul așteaptă.
clock-mail-note = Fiecare jucător primește un mail când schimbi ceasul.
clock-left = { $left } rămase din termenul acestui pas
clock-no-deadline-on-step = niciun termen la acest pas
clock-paused = Ceasul este oprit ({ $left }). Jocul continuă: jucătorii pot face în continuare mutări; doar termenul așteaptă până la repornirea ceasului.
clock-when-it-passes = Când trece, fiecare Casă încă așteptată primește opțiunea implicită documentată.
clock-no-deadline = Niciun termen pentru acest pas.
done-extended = Termenul a fost prelungit; fiecare jucător a primit un mail.
done-paused = Ceasul este oprit; fiecare jucător a primit un mail.
done-resumed = Ceasul merge din nou; fiecare jucător a primit un mail.
done-taken = Ai preluat această Casă: mâna și deciziile ei sunt acum ale tale.
done-absent = Absența ta este declarată; ceilalți jucători o văd.
done-decision = Decizia ta a fost înregistrată.
act-not-a-player = Nu joci în acest joc.
act-other-house = Joci cu Casa { $house } în acest joc și nu poți acționa pentru altă Casă.
sealed-orders = Ai sigilat: { $what }.
sealed-card = Cartea de Casă sigilată: { $card }.
sealed-bid = Oferta ta sigilată: { $power } putere.
fact-round = Tura { $round } din 10.
fact-wildling-threat = Amenințarea Sălbaticilor: { $threat }.
fact-used = folosit în această tură
fact-ready = pregătit
fact-blade = Sabia din oțel valyrian: { $state }.
fact-raven = Corbul mesager: { $state }.
fact-orders-sealed = Comenzi sigilate de: { $houses }.
fact-bids-sealed = Oferte sigilate de: { $houses }.
fact-wildling-attack = Atac al Sălbaticilor în desfășurare, putere { $strength }.
fact-raven-peek = Te-ai uitat la cartea de deasupra a Sălbaticilor: { $card }.
fact-westeros-cards = Cărțile Westeros din această tură: { $cards }.
fact-westeros-discards = Cărți aruncate din pachetul Westeros { $deck }: { $cards }.
fact-banned = Interzise în această tură: { $orders }.
fact-wildling-deck =
    { $count ->
        [one] Pachetul Sălbaticilor: { $count } carte.
        [few] Pachetul Sălbaticilor: { $count } cărți.
       *[other] Pachetul Sălbaticilor: { $count } de cărți.
    }
combat-title = Luptă în { $area }: { $attacker } atacă { $defender }
combat-title-neutral = Luptă în { $area }: { $attacker } atacă o forță neutră
combat-came-from = Atacul a venit din { $area }.
combat-attacking-from = Atacă din { $area } cu { $units }.
combat-stage = Etapa: { $stage }.
combat-strength-before = Putere înainte de cărți: atacant { $attacker }, apărător { $defender }.
combat-support = { $house } sprijină { $side ->
    [attacker] atacantul
   *[defender] apărătorul
} din { $area }{ $refused ->
    [yes] { " " }(refuzat)
   *[no] { "" }
}.
combat-cards = Cărți: atacant { $attacker }, apărător { $defender }.
combat-side-plays = { $side ->
    [attacker] Atacantul
   *[defender] Apărătorul
} joacă { $card }.
combat-side-choosing = { $side ->
    [attacker] Atacantul
   *[defender] Apărătorul
} alege altă carte.
combat-card-chosen = Carte aleasă (încă secretă) de { $who ->
    [attacker] atacant
    [defender] apărător
   *[both] atacant și apărător
}.
combat-your-card = Cartea ta sigilată: { $card }.
combat-tides = Soarta bătăliei: atacant { $attacker }, apărător { $defender }.
combat-your-tides = Cartea ta Soarta bătăliei: { $card }.
combat-final = Putere finală: atacant { $attacker }, apărător { $defender }.
combat-wins = { $house } câștigă.
blade-used = Sabia din oțel valyrian ({ $house }) a fost deja folosită în această tură.
blade-not-fighting = Sabia din oțel valyrian: deținătorul ei, { $house }, nu luptă în această luptă.
blade-neutral = Sabia din oțel valyrian nu poate fi folosită împotriva unei forțe neutre.
blade-may-use = Sabia din oțel valyrian: { $house } o poate folosi pentru +1 după dezvăluirea cărților.
arealine-routed = { $units } (în debandadă)
arealine-order = comandă: { $order } ({ $house })
arealine-power-token = jeton de putere { $house }
arealine-garrison = garnizoană { $strength }
arealine-neutral-force = forță neutră { $strength }
arealine-closed = închis
arealine-controlled-by = controlat de { $house }
arealine-port = (port)

## Locuri și voturi

seats-needs-player = Casa { $house } are nevoie de un jucător: { $why } (din { $since }). Opțiunile implicite o joacă la fiecare termen.
seats-needs-player-computer = Casa { $house } are nevoie de un jucător: { $why } (din { $since }). Calculatorul o joacă la fiecare termen.
seat-why-vote = masa a votat înlocuirea jucătorului ei
seat-why-computer = jucată de calculator până când o preia un jucător
seat-why-disorder = în dezordine civilă: jucătorul ei nu mai răspunde
seats-absent-sitter = Casa { $house } lipsește până la { $until }; între timp o joacă { $sitter }.
seats-absent-defaults = Casa { $house } lipsește până la { $until }; între timp termenele ei sunt completate cu opțiunile implicite și nu se socotesc ratate.
seats-planned = Casa { $house } va lipsi de la { $from } până la { $until }.
absence-summary = Pleci? Declară o absență
absence-from = De la
absence-until = Până la
absence-sitter = Înlocuitor (un utilizator care îți joacă între timp Casa; lasă gol ca să o joace opțiunile implicite)
absence-declare = Declară absența
absence-note = Cât lipsești, un termen ratat de Casa ta este completat cu opțiunile implicite și nu se socotește ratat. Cel mult 14 zile în total pe joc. Ceilalți jucători văd că lipsești și până când.
take-intro = Acest joc este în desfășurare, iar o Casă are nevoie de un jucător. Cine o preia o joacă de acum înainte: mâna ei, comenzile ei și tot ce poate vedea, iar termenul curent este prelungit ca noul venit să poată acționa.
take-login-html = <a href="/login">Autentifică-te</a> sau <a href="/register">înregistrează-te</a>, apoi deschide din nou linkul de invitație.
votes-title = Voturi
votes-yes = Da
votes-no = Nu
votes-object = Obiectez
votes-agree = Sunt de acord
votes-about-you = Acest vot este despre tine: obiectează ca să-ți păstrezi locul.
votes-call = Propune un vot
votes-vote-to = Vot pentru a:
votes-hours = Ore
votes-house = Casa al cărei jucător e înlocuit
votes-deadlines = Termenele noi, în ore
deadline-planning = Planificare
deadline-action = Acțiune
deadline-combat = Luptă
deadline-westeros = Westeros
votes-call-button = Propune votul
votes-rules = Oprirea, repornirea, prelungirea și termenele trec cu mai mult de jumătate dintre jucători. Înlocuirea unui jucător, anularea sau încheierea jocului cer „da” de la toți jucătorii și nu trec niciodată cu mai puțin de doi: un singur jucător nu decide niciuna. Înlocuirea unui jucător mai cere și mai mult de jumătate dintre celelalte Case, o Casă în dezordine civilă contând ca „nu”; jucătorul în cauză este anunțat imediat și poate obiecta, iar obiecția face votul să cadă, în afară de cazul în care acel jucător a ratat un termen și nu a mai jucat de atunci. Încheierea mai devreme a jocului nu numește niciun câștigător. Un vot expiră după 48 de ore. Fiecărui jucător îi pot trece 2 opriri pe joc, în total 168 de ore.
votes-cancelled = Masa a anulat acest joc prin vot: nu are rezultat.
votes-ended = Masa a încheiat acest joc mai devreme prin vot: nu are câștigător.
votes-nobody = nimeni
votes-open-until = deschis până la { $when }
votes-passed = adoptat
votes-failed = respins
votes-expired = expirat fără decizie
votes-line = Casa { $house } propune un vot pentru a { $what } ({ $state }; trece cu { $rule }). Da: { $yes }. Nu: { $no }.
votes-kind-pause = opri ceasul
votes-kind-resume = reporni ceasul
votes-kind-extend = prelungi termenul
votes-kind-replace = înlocui un jucător
votes-kind-cancel = anula jocul
votes-kind-end = încheia jocul acum, cu clasamentul curent
votes-kind-deadlines = schimba termenele

## Un joc nou

new-players = Jucători
new-seating-choice = Jucătorii își aleg Casa
new-seating-random = Casele se împart la întâmplare la începutul jocului
new-your-house = Casa ta (când jucătorii aleg)
new-tides = Soarta bătăliei
new-winter = Se apropie iarna
new-winter-errata = rezolvată când este dezvăluită (erata)
new-winter-literal = rezolvată în ordinea pachetului (ca în text)
new-tie-breaks = Departajări la finalul jocului
new-as-printed = ca în regulile tipărite
new-errata-v2 = erata v2.0
new-auto-support = Sprijinul este acceptat mereu (fără întrebarea despre refuz)
new-sealed-support = Sprijin declarat sigilat, toți deodată (mai rapid prin poștă)
new-sealed-support-help = Mai rapid prin poștă: într-o luptă, fiecare casă cu un ordin de sprijin alături își declară sprijinul în același timp, sigilat, iar declarațiile sunt dezvăluite împreună, în loc de una după alta în ordinea tronului, cum cere regulamentul. Cine sprijină nu mai vede alegerile celor dinaintea sa.
new-early-marches = Raiduri și marșuri cerute din timp (mai rapid prin poștă)
new-early-marches-help = Mai rapid prin poștă: cât timp o casă își alege următorul raid sau marș, fiecare altă casă care mai are ordine de raid sau marș este întrebată în același timp de următorul său, sigilat. Fiecare răspuns se aplică la rândul casei sale, în ordinea de joc, doar dacă este încă permis și nimic din ce putea vedea acea casă lângă ordinele sale nu s-a schimbat între timp; altfel casa este întrebată din nou și i se spune de ce. Regulamentul întreabă casele una după alta.
new-deadlines = Termene (ore, 0 pentru fără, cel mult { $max })
new-deadline-planning = Planificare (comenzi, Corbul)
new-deadline-action = Decizii de acțiune (incursiuni, marșuri, consolidarea puterii)
new-deadline-combat = Fiecare decizie de luptă (sprijin, cărți de Casă, Sabia, pierderi, retrageri)
new-deadline-westeros = Decizii Westeros (opțiuni, mobilizări, licitații)
new-reminders = Mementouri, cu câte ore înainte de termen (cel mult 4, de ex. „12, 1”; gol pentru niciunul)
new-deadline-note = Când trece un termen, Rookery completează opțiunea implicită documentată pentru fiecare Casă încă așteptată (alegerea cea mai pasivă), iar jocul merge mai departe. Cine prelungește un termen sau oprește ceasul se alege mai jos: masa prin vot sau creatorul.
new-time-bank = Rezervă de timp, în locul termenelor de mai sus (ore, cel mult { $max })
new-bank-hours = Orele cu care începe fiecare Casă (0: fără rezervă, se aplică termenele de mai sus)
new-bank-step-hours = Ore adăugate de fiecare dată când unei Case i se cere ceva nou
new-bank-help = Un ceas de șah pentru jocul lent: fiecare Casă are propria rezervă de timp (de pildă 72 de ore, plus 2 la fiecare pas), care curge doar cât jocul așteaptă acea Casă. Un răspuns rapid păstrează timp pentru o săptămână aglomerată. Când rezerva unei Case se termină, Rookery completează opțiunea implicită documentată doar pentru acea Casă (socotit termen ratat; două la rând o aduc în dezordine civilă), iar de atunci are doar orele adăugate la fiecare pas.
new-who-may-join = Cine se poate alătura
new-anyone = Oricine (apare pe prima pagină)
new-invite-only = Doar cei cu linkul de invitație
new-when-starts = Când începe jocul
new-start-creator = Când îl pornesc eu, după ce toate locurile sunt ocupate (primesc atunci un mail)
new-start-when-full = Singur, imediat ce se ocupă ultimul loc
new-ravens = Corbi (mesaje între Case)
new-press-full = Corespondență completă: o masă publică și corbi privați între orice Case
new-press-public = Doar corespondență publică: masa, fără corbi privați
new-press-none = Fără corespondență: Casele nu vorbesc în joc
new-press-reveal = Arată toți corbii privați tuturor jucătorilor la finalul jocului
new-press-spectators = Spectatorii pot citi masa publică
new-create = Creează jocul
new-vanishes = Când un jucător dispare
new-civil-disorder-after = Dezordine civilă după atâtea termene ratate la rând (0: niciodată)
new-min-reliability = Fiabilitatea minimă pentru a te alătura sau a prelua o Casă, în % din deciziile luate la timp (0: oricine)
new-clock-votes = După start, masa ține ceasul prin vot (oprire, repornire, prelungire)
new-clock-creator = Creatorul ține ceasul (afișat în lobby)
new-disorder-computer = Calculatorul joacă o Casă aflată în dezordine civilă
new-disorder-defaults = O Casă aflată în dezordine civilă joacă alegerile implicite documentate
new-error-deadline = Termenul { $value } nu este un număr întreg de ore.
new-error-reminder = Mementoul { $value } nu este un număr întreg de ore (de ex. „12, 1”).
new-error-players = Un joc are între 3 și 6 jucători.
new-error-seating = { $value } nu este un mod de așezare a jucătorilor.
new-error-house = Alege-ți Casa.
new-error-house-count = Casa { $house } nu joacă într-un joc cu { $count } jucători.

## Jurnalul, harta, trecutul

back-to-game = Înapoi la joc
log-title = Jurnalul jocului { $game }
log-heading = Jurnalul jocului
map-title = Harta jocului { $game }
map-heading = Harta jocului
map-scroll = Derulează harta ca s-o citești; atinge un teritoriu ca să ajungi la partea lui din decizia ta de pe
map-game-page = pagina jocului.
history-title = istoric
history-link = Istoric
history-after = După { $at } din { $len ->
    [one] { $len } acțiune
    [few] { $len } acțiuni
   *[other] { $len } de acțiuni
}
history-start = Început
history-previous = Înapoi
history-next = Înainte
history-now = Acum
history-over = Jocul s-a încheiat: perspectiva fiecărei Case asupra fiecărui moment poate fi văzută.
history-see-as = Vezi ca:
history-a-spectator = spectator
history-jump = Sari la o tură, o fază sau o luptă
history-board-then = Tabla de atunci
history-what-had-happened = Ce se întâmplase
history-earlier-events = { $count ->
    [one] { $count } eveniment anterior.
    [few] { $count } evenimente anterioare.
   *[other] { $count } de evenimente anterioare.
}
history-house-view = perspectiva Casei { $house }
history-spectator-view = perspectiva unui spectator
moment-combat = Tura { $round }: lupta din { $area } rezolvată
moment-planning = Tura { $round }: Planificare
moment-action = Tura { $round }: Acțiune
moment-westeros = Tura { $round }: Westeros
moment-end = Sfârșitul
rounds-end = Sfârșit (tura { $round })
rounds-caption = Castele și fortărețe pe Casă la începutul fiecărei ture:
rounds-cell =
    { $castles ->
        [one] { $castles } castel
        [few] { $castles } castele
       *[other] { $castles } de castele
    } · putere { $power } · provizii { $supply } · tron { $throne }
rounds-chart-title = Castele și fortărețe pe Casă, tură cu tură
rounds-chart-end = sfârșit
revealed-intro = Jocul s-a încheiat: iată ce a ținut secret cât s-a jucat.
revealed-verify = (configurarea, sămânța și tot jurnalul) și verifică-l cu
revealed-seed-decks = Sămânța și pachetele
revealed-seed = Sămânța:
revealed-westeros-deck = Pachetul Westeros { $deck }, așa cum a fost amestecat la început: { $cards }
revealed-wildling-deck = Pachetul Sălbaticilor, așa cum a fost amestecat la început: { $cards }
revealed-looks = Priviri în pachetul Sălbaticilor
revealed-nobody-looked = Nimeni nu s-a uitat.
revealed-sealed = Toate răspunsurile sigilate
revealed-sealed-note = Comenzile, ofertele și cărțile de Casă așa cum le-a sigilat fiecare Casă, inclusiv cele înlocuite înainte de dezvăluire.
revealed-no-card = nicio carte
revealed-peek = Tura { $round }: { $house } s-a uitat la { $card } și { $bury ->
    [yes] a pus-o dedesubt
   *[no] a lăsat-o deasupra
}.
profile-reliability = Fiabilitate
profile-played = Jocuri jucate
profile-finished = Terminate
profile-won = Câștigate
profile-decisions = Decizii
profile-missed = Termene ratate la 100 de decizii
profile-in-time = Decizii luate la timp
profile-median = Timpul median de reacție după solicitare
profile-civil-disorders = Dezordini civile
profile-note = O decizie este fiecare dată când una dintre Casele acestui jucător a fost întrebată ceva și lucrul s-a rezolvat, de jucător sau de un termen. Un termen ratat în timpul unei absențe declarate sau la un pas la care site-ul a greșit față de jucător nu se socotește.

## Corbi

list-and = și
ravens-at-table = la masă (toate Casele)
ravens-with = cu { $houses }
ravens-none-yet = Niciun corb încă.
ravens-moment = tura { $round }, { $phase }
ravens-press = Reguli de corespondență: { $press }.
ravens-no-conversation = Încă nu există nicio conversație pe care o poți citi.
ravens-count = { $count ->
    [one] { $count } corb
    [few] { $count } corbi
   *[other] { $count } de corbi
}
ravens-muted = fără notificări
ravens-send-private = Trimite un corb privat
ravens-to = Către (doar Casele bifate, și a ta, îl vor citi)
ravens-open = Deschide conversația
ravens-your-notes = Notițele tale
ravens-notes-private = Nimeni în afară de tine nu le vede vreodată.
ravens-saved = Salvat.
ravens-save-notes = Salvează notițele
ravens-back-to = Înapoi la { $game }
ravens-all = Toate conversațiile
ravens-by-mail = prin mail
ravens-new = nou
ravens-your-raven = Corbul tău (cel mult { $max } de caractere)
ravens-send = Trimite corbul
ravens-unmute = Reactivează: trimite-mi pe mail corbii noi de aici
ravens-mute = Dezactivează: fără mail și fără numărare pentru această conversație

## Dezabonare

unsub-title = Mail de la Rookery
unsub-account = Setările de mail ale contului { $name }.
unsub-no-mail-game = Nu primești niciun mail despre jocul { $game }.
unsub-stop-game = Oprește mailurile despre jocul „{ $game }”
unsub-all-off = Mailurile de notificare sunt oprite pentru acest cont (mailurile de confirmare a adresei sau de resetare a parolei pleacă în continuare când le ceri).
unsub-stop-all = Oprește toate mailurile de notificare
unsub-turn-back-html = Poți reactiva mailurile din <a href="/settings#mail">setări</a>, după autentificare.
unsub-done-game = Gata: niciun mail despre acest joc de acum înainte.
unsub-done-all = Gata: niciun mail de notificare de acum înainte.
unsub-done = Gata: te-ai dezabonat.
link-not-valid = Acest link nu este valid
link-not-valid-text = Acest link nu este cunoscut aici: poate a fost copiat incomplet. Linkurile din mailurile noastre sunt lungi, așa că copiază-l întreg.
link-used = Acest link nu mai poate fi folosit
forgot-throttled = Prea multe cereri de parole noi. Așteaptă un sfert de oră și încearcă din nou.

## API, webhookuri și calendar

api-back = Înapoi la setări
api-tokens = Jetoane API
api-tokens-intro-html = Un jeton API personal permite unui program (un bot, alt client) să acționeze în numele contului tău prin API-ul JSON de la <code>/api/v1</code> (descris de <a href="/api/v1/openapi.json">documentul său OpenAPI</a>). Trimite-l ca <code>Authorization: Bearer TOKEN</code>. Oricine îl deține îți poate juca jocurile: păstrează-l secret și revocă-l când nu-l mai folosești.
api-new-token = Jeton nou (afișat doar acum):
api-no-token = Nu ai niciun jeton API.
api-token-dates = creat { $made } · folosit ultima dată { $used }
api-never = niciodată
api-revoke = Revocă
api-token-for = La ce folosește
api-make-token = Creează un jeton nou
api-webhooks = Webhookuri
api-webhooks-intro = Rookery poate apela un URL al tău (webhookul unui canal Discord sau Slack, ori programul tău) când începe un joc, când e rândul tău, la sfârșitul fiecărei faze și când se termină un joc: aceleași evenimente ca mailurile, oricare ar fi setările tale de mail. URL-ul trebuie să fie public (nu o adresă locală sau privată).
api-no-webhook = Nu ai niciun webhook.
api-hook-for = pentru { $scope }
api-all-my-games = toate jocurile mele
api-all-my-games-option = Toate jocurile mele
api-the-game = jocul „{ $game }”
api-game-number = jocul { $id }
api-remove = Elimină
api-format = Format
api-for = Pentru
api-add-webhook = Adaugă webhookul
api-push = Notificări pe telefon
api-push-intro = Browserul telefonului tău poate afișa o notificare când începe un joc, când e rândul tău, după fiecare fază și la final (aceleași evenimente ca mailurile).
api-push-on = { $count ->
    [one] Notificările sunt active pentru { $count } browser.
    [few] Notificările sunt active pentru { $count } browsere.
   *[other] Notificările sunt active pentru { $count } de browsere.
}
api-push-turn-on = Activează notificările în acest browser
api-push-noscript = Activarea notificărilor are nevoie de JavaScript; restul funcționează fără.
api-push-stop = Oprește notificările în toate browserele
api-push-off = Notificările pe telefon nu sunt configurate pe acest server.
api-calendar = Calendar
api-calendar-intro = Un URL secret de calendar listează termenele jocurilor care te așteaptă: abonează-te la el în aplicația ta de calendar. Oricine are URL-ul îți vede termenele; creează unul nou ca să-l oprești pe cel vechi.
api-calendar-url = URL-ul calendarului tău (afișat doar acum):
api-calendar-new = Creează un URL nou de calendar (cel vechi se oprește)
api-calendar-make = Creează URL-ul calendarului meu
api-calendar-stop = Oprește calendarul meu
api-done-revoked = Jetonul este revocat: cererile cu el sunt refuzate de acum înainte.
api-done-hook = Webhookul a fost adăugat.
api-done-unhooked = Webhookul a fost eliminat.
api-done-nopush = Notificările au fost oprite în toate browserele.
api-done-push = Acest browser primește acum notificări.
api-done-nocalendar = Calendarul tău este oprit: URL-ul lui nu mai arată nimic.
api-new-token-shown = Noul tău jeton API este mai jos. Copiază-l acum: este afișat doar de data aceasta.
api-calendar-shown = URL-ul calendarului tău este mai jos. Copiază-l acum în aplicația de calendar: este afișat doar de data aceasta.

## Fiabilitate

rel-under-a-minute = sub un minut
rel-minutes = { $m } min
rel-hours = { $h } h
rel-hours-minutes = { $h } h { $m } min
rel-short = { $percent }% la timp, jocuri: { $games }, timp median de reacție { $median }, dezordini civile: { $disorders }
rel-player = { $name } ({ $percent }% la timp, jocuri: { $games })
lobby-reminders-none = niciunul

## Dates (weekdays from Monday, months from January)

date-time = { $weekday } { $day } { $month } { $year }, { $time } { $zone }
date-weekday-1 = lun.
date-weekday-2 = mar.
date-weekday-3 = mie.
date-weekday-4 = joi
date-weekday-5 = vin.
date-weekday-6 = sâm.
date-weekday-7 = dum.
date-month-1 = ian.
date-month-2 = feb.
date-month-3 = mar.
date-month-4 = apr.
date-month-5 = mai
date-month-6 = iun.
date-month-7 = iul.
date-month-8 = aug.
date-month-9 = sept.
date-month-10 = oct.
date-month-11 = nov.
date-month-12 = dec.

## The map's area titles (web/map/render.rs)
map-area-controlled = { $area }, controlat de { $house }
map-area-closed = { $area }, închis în acest joc

## Harta: titlul și legenda ei (src/web/map)

map-svg-title = Harta, tura { $round }
map-legend-units = Unități în culoarea și modelul Casei lor: I infanteriști, C cavaleri, N nave, M mașini de război (cu numărul lor).
map-legend-routed = Unități în debandadă: palide și tăiate.
map-legend-order = O comandă dezvăluită (M marș, A apărare, S sprijin, I incursiune, CP consolidarea puterii; ★ specială), cu marginea în culoarea Casei ei.
map-legend-sealed = Comanda ta sigilată: punctată, pe galben. Doar tu o vezi până la dezvăluirea comenzilor.
map-legend-power = Un jeton de putere (P) care ține un teritoriu pentru Casa lui, în culoarea și modelul Casei.
map-legend-garrison = O garnizoană (G) și puterea ei.
map-legend-neutral = O forță neutră (FN) și puterea ei; „închis”: un teritoriu nefolosit cu acest număr de jucători (gri închis).
map-legend-icons = Simboluri tipărite: castel (un turn) sau fortăreață (două), butoaie de provizii, coroane de putere.
map-legend-control = Uscat colorat în culoarea și modelul unei Case: acea Casă îl controlează.
map-legend-port = Un port: micul bazin de pe coasta unui castel; navele lui sunt desenate chiar lângă el.
map-legend-river = Un râu: cele două teritorii de pe malurile lui nu se învecinează.
map-legend-focus = Un teritoriu despre care este decizia ta: atinge-l ca să mergi la partea lui din formular.
map-legend-target = Un teritoriu pe care decizia ta îl poate alege (o destinație, o țintă, o retragere).
map-legend-combat = Lupta în desfășurare: conturată cu roșu, „vs” și unitățile atacatoare în ea, o linie roșie de unde au mărșăluit, linii punctate din teritoriile care sprijină (gri: sprijin refuzat).

## The map's marks in the reader's letters, and what a screen reader hears of an area (issue 27)

map-letter-footman = I
map-letter-knight = C
map-letter-ship = N
map-letter-siege_engine = M
map-letter-march = M
map-letter-defense = A
map-letter-support = S
map-letter-raid = I
map-letter-consolidate = CP
map-letter-garrison = G
map-letter-neutral = FN
map-letter-power = P
map-mark-versus = vs
map-mark-closed = închis
map-area-units = { $units } ale Casei { $house }
map-area-routed = înfrânți: { $units } ale Casei { $house }
map-area-order = comanda { $order } a Casei { $house }
map-area-sealed = comanda ta sigilată { $order }
map-area-power = un jeton de putere al Casei { $house }
map-area-attacked = atacat de { $units } ale Casei { $house }
map-area-contents = { $area }: { $contents }
map-legend-patterns = Modelele Caselor: Stark linii orizontale, Lannister diagonale urcătoare, Baratheon puncte, Greyjoy linii verticale, Tyrell diagonale coborâtoare, Martell o grilă.
history-map-region = Harta (se derulează)
rounds-table-region = Tabelul turelor (se derulează)

## The phone notifications script (static/push.js)

api-push-subscribed = Acest browser primește acum notificări.
api-push-refused = Serverul a refuzat abonarea.
api-push-failed = Notificările nu au putut fi pornite:

## Issue 28: computer seats and the computer standing in
lobby-start-computer = Începe acum: calculatorul joacă locurile libere
lobby-start-computer-note = Un joc de antrenament sau o masă care începe acum: oricine poate prelua mai târziu o casă a calculatorului (pagina principală le arată).
computer-player = calculator
seats-computer-seat = Casa { $house } este jucată de calculator până când o preia un jucător.
wanted-computer-seat = jucată de calculator până când o preia un jucător
game-computer-stand-in = Dacă ratez un termen, calculatorul să joace pentru mine acest pas
