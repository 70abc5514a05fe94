## De ce serviciul nu a făcut ce i s-a cerut (src/service: `Reason`), arătat pe pagini și în
## mailuri în limba cititorului, în engleză în API-ul JSON și în jurnale.

## Lobby

svc-players-range = Un joc din această ediție are între { $min } și { $max } jucători.
svc-house-not-in-game = Casa { $house } nu joacă într-un joc cu { $players } jucători.
svc-choose-your-house = Alege-ți Casa.
svc-choose-a-house = Alege o Casă.
svc-open-lobbies = Ai { $open } jocuri care așteaptă jucători, iar { $max } este cel mai mare număr permis: pornește unul dintre ele sau părăsește unul la care nu s-a alăturat nimeni altcineva înainte să creezi altul.
svc-games-per-day = Se pot crea { $max } jocuri pe zi, iar tu le-ai creat: încearcă din nou mâine.
svc-already-started = Jocul a început deja.
svc-already-seated = Stai deja la acest joc.
svc-game-full = Jocul este plin.
svc-reliability-too-low = Acest joc cere o fiabilitate de cel puțin { $min }% (decizii luate la timp); a ta este { $mine }%.
svc-house-taken = Casa { $house } este luată.
svc-seat-just-taken = Locul acela tocmai a fost ocupat.
svc-started-cannot-leave = Un joc început nu poate fi părăsit.
svc-not-seated = Nu stai la acest joc.
svc-only-creator-starts = Doar creatorul jocului îl poate porni.
svc-starts-when-full = Jocul începe când toate cele { $players } locuri sunt ocupate ({ $seated } până acum).

## Conturi și adrese

svc-name-taken = Numele „{ $name }” este luat sau prea asemănător cu unul luat: alege altul.
svc-registrations-paused = În ultima oră s-au creat prea multe conturi: înregistrarea este oprită pentru o vreme. Încearcă din nou mai târziu.
svc-registrations-per-client = De la o adresă se pot crea cel mult { $max } conturi pe oră. Încearcă din nou mai târziu.
svc-login-slow = Acest cont a avut recent multe conectări eșuate, așa că un browser care nu s-a mai conectat la el primește o încercare pe minut. Așteaptă un minut și încearcă din nou, sau conectează-te dintr-un browser pe care l-ai mai folosit.
svc-wrong-login = Nume sau parolă greșită.
svc-link-used = Acest link a fost deja folosit: fiecare link funcționează o singură dată.
svc-no-address = Acest cont nu are adresă de e-mail.
svc-verify-link-expired = Acest link a expirat: linkurile de confirmare a adresei funcționează { $hours } ore. Conectează-te și cere unul nou pe pagina de setări.
svc-reset-link-expired = Acest link a expirat: linkurile pentru parolă funcționează { $minutes } minute. Cere unul nou.
svc-link-old-address = Acest link era pentru { $email }, care nu mai este adresa acestui cont.
svc-address-confirmed-elsewhere = Un alt cont a confirmat primul această adresă, deci nu poate fi și a ta aici. Conectează-te la acel cont sau dă acestuia o altă adresă pe pagina de setări.
svc-verify-other-account = Acest link confirmă adresa contului „{ $name }”, dar ești conectat ca „{ $you }”: este refuzat. Dacă „{ $name }” nu este al tău, ignoră linkul (adresa rămâne a ta, de confirmat cu propriul tău link); dacă este, deconectează-te și deschide linkul din nou.
svc-address-changed-meanwhile = Adresa acestui cont s-a schimbat între timp.
svc-wrong-password-address = Aceasta nu este parola ta: adresa nu a fost schimbată.
svc-already-your-address = { $email } este deja adresa ta.
svc-address-changes-per-day = Un cont își poate schimba adresa de { $max } ori pe zi, iar acesta a făcut-o: încearcă din nou mâine.
svc-no-address-yet = Contul tău nu are încă adresă de e-mail: introdu una mai întâi.
svc-already-verified = Adresa ta este deja confirmată.
svc-verify-resend-wait = Un mail de confirmare a plecat acum mai puțin de { $minutes } minute: mai lasă-i puțin timp (și uită-te și în dosarul de spam). Poți cere din nou după { $when }.
svc-unconfirmed-mails-per-day = Către o adresă neconfirmată încă pleacă cel mult { $max } mailuri pe zi, iar aceasta le-a primit: cere din nou mâine.
svc-digest-hour = Ora rezumatului este o oră întreagă de la 0 la 23.
svc-not-in-game = Nu joci în acest joc.
svc-enter-name-or-address = Introdu numele tău sau adresa ta de e-mail.
svc-name-or-address-too-long = Un nume sau o adresă are cel mult { $max } caractere.

## Corbi

svc-ravens-need-house = Doar un jucător cu o Casă trimite corbi.
svc-ravens-game-over = Acest joc s-a încheiat: nu se mai încep conversații noi.
svc-house-has-no-player = Casa { $house } nu are jucător în acest joc.
svc-ravens-choose-house = Alege cel puțin o altă Casă căreia să-i trimiți corbi.
svc-ravens-not-in-conversation = Doar Casele din această conversație scriu în ea.
svc-ravens-per-hour = Ai trimis { $max } corbi în acest joc în ultima oră, cel mai mare număr permis. Încearcă din nou mai târziu.
svc-notes-players-only = Doar jucătorii unui joc își țin notițe în el.
svc-notes-too-long = Notițele au cel mult { $max } caractere.
svc-raven-empty = Corbul este gol.
svc-raven-too-long = Un corb duce cel mult { $max } caractere; acesta are { $count }.

## Ceasul creatorului

svc-extend-hours = Un termen se prelungește cu 1 până la { $max } ore.
svc-no-deadline = Acum nu există niciun termen de prelungit.
svc-clock-creator-only = Doar creatorul jocului, cât timp joacă în el, poate prelungi, opri sau reporni termenele.
svc-clock-by-votes = În acest joc masa conduce ceasul: cere un vot pentru a opri, reporni sau prelungi.
svc-game-over = Jocul s-a încheiat.
svc-not-started = Jocul nu a început încă.
svc-clock-paused-resume = Ceasul este oprit: repornește-l mai întâi.
svc-extend-step-cap = Termenul unui pas poate fi prelungit cu { $max } ore în total; acesta a fost deja prelungit cu { $done }.
svc-extend-game-cap = Termenele unui joc pot fi prelungite cu { $max } ore în total; ale acestui joc au fost deja prelungite cu { $done }.
svc-clock-already-paused = Ceasul este deja oprit.
svc-clock-not-paused = Ceasul nu este oprit.

## Calendarul (src/service/calendar.rs)

cal-name = Termenele Rookery
cal-summary = Termen: { $game } (Casa { $house })
cal-description = Tura { $round }, { $phase }: Casa { $house } este așteptată. Când termenul expiră, se completează alegerea implicită documentată.

## Voturi, preluări și absențe

svc-votes-in-play = Voturile se cer într-un joc în desfășurare.
svc-votes-who-calls = Doar un jucător al acestui joc (a cărui Casă nu este în dezordine civilă) poate cere un vot.
svc-vote-open =
    { $kind ->
        [pause] Un vot pentru oprirea ceasului este deja deschis: votează la el.
        [resume] Un vot pentru repornirea ceasului este deja deschis: votează la el.
        [extend] Un vot pentru prelungirea termenului este deja deschis: votează la el.
        [replace] Un vot pentru înlocuirea unui jucător este deja deschis: votează la el.
        [cancel] Un vot pentru anularea jocului este deja deschis: votează la el.
        [end] Un vot pentru încheierea jocului este deja deschis: votează la el.
       *[other] Un vot pentru schimbarea termenelor este deja deschis: votează la el.
    }
svc-pause-hours = O oprire durează între 1 și { $max } ore.
svc-pauses-per-player = Ai oprit acest joc de { $count } ori, de cele mai multe ori permise unui jucător ({ $max }).
svc-pause-hours-left = Un jucător poate opri un joc { $max } ore în total; ți-au mai rămas { $left } ore.
svc-no-running-deadline = Acum nu curge niciun termen de prelungit.
svc-replace-which-house = Numește Casa al cărei jucător să fie înlocuit.
svc-replace-no-player = Casa { $house } nu are jucător de înlocuit.
svc-replace-yourself = Ca să-ți părăsești propria Casă, nu o mai juca: intră în dezordine civilă.
svc-give-deadlines = Dă noile termene.
svc-vote-closed = Acest vot este închis.
svc-vote-not-yours = Nu votezi la acesta: votează doar jucătorii (jucătorul despre care este un vot de înlocuire poate obiecta).
svc-vote-cannot-pass = Acest vot nu poate trece: are nevoie de { $needed } voturi „da” și doar { $voters } jucători pot vota. Înlocuirea unui jucător, anularea sau încheierea jocului cer „da” de la cel puțin doi jucători (iar pentru înlocuire, de la mai mult de jumătate dintre celelalte Case, o Casă fără jucător contând ca „nu”).
svc-already-voted = Ai votat deja la acesta.
svc-not-your-house = Nu joci cu Casa { $house } în acest joc.
svc-take-over-in-play = Doar un joc în desfășurare are Case de preluat.
svc-take-over-has-player = Casa { $house } are un jucător: se poate prelua doar o Casă în dezordine civilă sau una pe care masa a votat să o înlocuiască.
svc-take-over-yours = Casa { $house } este a ta: ia orice decizie pentru ea și ai revenit.
svc-take-over-one-house = Joci deja o Casă în acest joc: se poate juca doar una.
svc-take-over-replaced = Masa a votat să fii înlocuit în această Casă.
svc-absence-players-only = Doar un jucător al acestui joc poate declara o absență din el.
svc-absence-in-play = O absență se declară într-un joc în desfășurare.
svc-absence-ends-after = O absență se termină după ce începe.
svc-absence-over = Absența aceea s-a terminat deja.
svc-absence-overlap = Ai declarat deja o absență în acel interval.
svc-absence-cap = Un jucător poate lipsi { $max } zile în total într-un joc; ți-au mai rămas { $left }.
svc-no-such-user = Nu există niciun utilizator cu numele „{ $name }”.
svc-sitter-plays = { $name } joacă în acest joc: înlocuitorul trebuie să fie cineva care nu joacă.

## Nume, parole, adrese, fusuri orare

svc-name-length = Un nume are între 3 și 32 de caractere.
svc-name-characters = Un nume poate folosi doar litere, cifre, spații și _ - .
svc-name-spaces = Un nume nu poate începe sau se termina cu un spațiu și nici nu poate avea două spații la rând.
svc-name-one-script = Un nume se scrie cu un singur alfabet: nu amesteca, de pildă, litere latine și chirilice.
svc-game-name-length = Numele unui joc are între 1 și 60 de caractere.
svc-text-control =
    { $what ->
        [name] Un nume nu poate conține caractere de control.
       *[game_name] Numele unui joc nu poate conține caractere de control.
    }
svc-text-bidi =
    { $what ->
        [name] Un nume nu poate conține caractere care schimbă direcția textului.
       *[game_name] Numele unui joc nu poate conține caractere care schimbă direcția textului.
    }
svc-text-invisible =
    { $what ->
        [name] Un nume trebuie să conțină ceva vizibil.
       *[game_name] Numele unui joc trebuie să conțină ceva vizibil.
    }
svc-password-short = O parolă are cel puțin 8 caractere.
svc-password-long = O parolă are cel mult 256 de octeți.
svc-time-zone = „{ $zone }” nu este numele unui fus orar, precum Europe/Bucharest sau UTC.
svc-email-empty = Introdu adresa ta de e-mail.
svc-email-too-long = O adresă de e-mail are cel mult { $max } caractere.
svc-email-bad = „{ $email }” nu arată ca o adresă de e-mail (nume@exemplu.ro).

## Termenele și regulile locurilor unui joc nou

svc-deadline-max = Un termen are cel mult { $max } ore.
svc-bank-max = O rezervă de timp are cel mult { $max } ore.
svc-reminder-hours = O amintire vine cu 1 până la { $max } ore înaintea unui termen.
svc-reminders-max = Cel mult { $max } amintiri.
svc-civil-disorder-after = Dezordinea civilă vine după 1 până la { $max } termene ratate la rând (0: niciodată).
svc-min-reliability = Fiabilitatea minimă este un procent, de la 0 la 100.
svc-clock-choice = „{ $value }” nu este o alegere pentru cine conduce ceasul.
svc-disorder-player = „{ $value }” nu este o alegere pentru ce joacă o Casă în dezordine civilă.
svc-not-a-number-of-misses = „{ $value }” nu este un număr de termene ratate.
svc-not-a-percentage = „{ $value }” nu este un procent.

## Secrete, exporturi, tokenuri API, webhookuri și notificări pe telefon

svc-secrets-when-over = Secretele unui joc se arată după ce s-a încheiat.
svc-export-when-over = Un joc poate fi exportat după ce s-a încheiat: până atunci jurnalul și sămânța lui sunt secrete.
svc-token-name-empty = Dă tokenului un nume (la ce folosește, de pildă „botul meu”).
svc-token-name-bad = Numele unui token are cel mult 60 de caractere, fără caractere de control.
svc-tokens-max = Un cont are cel mult { $max } tokenuri API: revocă unul mai întâi.
svc-webhook-format = „{ $format }” nu este un format de webhook (json, discord sau slack).
svc-webhooks-max = Un cont are cel mult { $max } webhookuri: șterge unul mai întâi.
svc-push-not-set-up = Notificările pe telefon nu sunt configurate pe acest server.
svc-push-bad-keys = Cheile de notificare ale browserului nu sunt valide.
svc-push-max = Un cont are cel mult { $max } browsere cu notificări: oprește-le și abonează-te din nou.

## A form post not as its page made it (src/web, src/decisions: `FormError`); a field's name is
## the form's own (`house`, `digest_hour`), as posted

svc-form-missing = Formularul nu are câmpul „{ $field }”.
svc-form-invalid = Câmpul „{ $field }” nu acceptă valoarea „{ $value }”.
svc-form-value = „{ $value }” nu este o valoare pe care o acceptă acest formular.
svc-form-unreadable = Formularul nu a putut fi citit: textul lui este deteriorat.
svc-form-too-many-fields = Formularul are mai mult de { $max ->
        [one] { $max } câmp
        [few] { $max } câmpuri
       *[other] { $max } de câmpuri
    }.
svc-form-interrupted = Formularul nu a ajuns întreg: încearcă din nou.
svc-form-hours = „{ $value }” nu este un număr întreg de ore.
svc-form-datetime = „{ $value }” nu este o dată și o oră de forma 2026-12-24 18:00.
svc-form-no-such-time = { $value } nu există în fusul tău orar: ceasurile sar peste ora aceea.
svc-unsubscribe-no-game = Acest link este pentru toate mailurile contului, nu pentru ale unui singur joc.

## Playing, ravens, API tokens

svc-game-stopped = Masa a oprit acest joc printr-un vot.
svc-seals-per-step = Casa { $house } și-a sigilat răspunsul de { $count ->
        [one] { $count } dată
        [few] { $count } ori
       *[other] { $count } de ori
    } în acest pas, cel mai mult permis: rămâne așa cum a fost sigilat ultima dată, până când toate casele răspund.
svc-ravens-press = Regulile de corespondență ale acestui joc: { $press }.
svc-api-rate = Contul tău a făcut { $max ->
        [one] { $max } cerere API
        [few] { $max } cereri API
       *[other] { $max } de cereri API
    } în ultimul minut (cu toate tokenurile sale), cel mai mult permis: încearcă din nou peste { $wait }.
svc-api-rate-address = De la adresa ta au venit { $max ->
        [one] { $max } cerere API
        [few] { $max } cereri API
       *[other] { $max } de cereri API
    } în ultimul minut, cel mai mult permis unei adrese: încearcă din nou peste { $wait }.
svc-api-bad-tokens = De la adresa ta au venit prea multe cereri cu un token API lipsă, necunoscut sau revocat: încearcă din nou peste { $wait }.

## A webhook's URL (src/service/webhooks.rs), and a browser's push address

svc-outbound-url-bad = Aceasta nu este o adresă web (URL) care poate fi apelată.
svc-webhook-url-scheme = Un URL de webhook începe cu https:// (sau http://).
svc-webhook-url-credentials = Un URL de webhook nu poate conține un nume de utilizator sau o parolă.
svc-webhook-url-no-host = URL-ul nu are gazdă.
svc-webhook-url-long = Un URL de webhook are cel mult { $max } caractere, fără spații.
svc-webhook-host-unknown = Gazda „{ $host }” nu poate fi găsită.
svc-outbound-not-public = Gazda „{ $host }” este la { $ip }, care nu este o adresă publică de internet (mașina însăși, o rețea privată sau locală ori o adresă rezervată, oricum ar fi scrisă): webhookurile și notificările merg doar la adrese publice.
svc-push-endpoint = Adresa de notificări a browserului a fost refuzată: { $why }
svc-push-endpoint-taken = Notificările acestui browser aparțin altui cont, care le-a activat primul: oprește-le acolo ca să le poți activa aici.

svc-computer-no-empty-seat = Toate locurile sunt ocupate: începe jocul așa cum este.
svc-ravens-computer = Casa { $house } este jucată de calculator, care nu citește corbi.
