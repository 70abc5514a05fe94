# Română (ro): cuvintele mailurilor (src/service/notify.rs, schedule.rs, src/mail/compose.rs).
# Fiecare mail este scris în limba destinatarului (users.language).

## Cadrul fiecărei notificări

mail-greeting = Bună, { $name },
mail-why-house = Joci cu Casa { $house } în „{ $game }”.
mail-why-game = Joci în „{ $game }”.
mail-why-settings = Primești acest mail din cauza setărilor tale de mail din Rookery.
mail-settings-link = Schimbă ce îți trimite Rookery pe mail
mail-unsubscribe = Dezabonare
mail-or-open = Sau deschide { $url }
mail-no-deadline = fără termen
mail-open-game = Deschide jocul
mail-make-move = Fă-ți mutarea
mail-deadline-default = Termen: { $due }. Dacă trece, Rookery completează în locul tău varianta implicită documentată.
mail-reply-hint = Ca să răspunzi prin mail, răspunde la acest mail cu rândurile de mai jos, schimbate după cum decizi (un rând pentru fiecare alegere; rândurile pe care le omiți păstrează valoarea afișată).

## Jocul a început

mail-started-subject = { $game }: jocul a început, joci cu Casa { $house }
mail-started-begun = „{ $game }” a început: toate locurile sunt ocupate. Joci cu Casa { $house }.
mail-started-asked = Tura { $round }, { $phase }: Casei tale i se cere { $needed }. Termen: { $due }.

## Rândul tău

mail-move-subject = { $game }: e rândul tău, Casa { $house }: { $what } (tura { $round }, { $phase })
mail-move-asked = În „{ $game }”, tura { $round }, { $phase }, Casei { $house } i se cere { $needed }.

## Memento înaintea unui termen

mail-reminder-subject =
    { $hours ->
        [one] { $game }: memento, Casei { $house } îi mai rămâne { $hours } oră
        [few] { $game }: memento, Casei { $house } îi mai rămân { $hours } ore
       *[other] { $game }: memento, Casei { $house } îi mai rămân { $hours } de ore
    }
mail-reminder-asked = În „{ $game }”, tura { $round }, { $phase }, Casei { $house } încă i se cere { $needed }.

## Un termen ratat

mail-missed-subject = { $game }: ai ratat termenul, Casa { $house }
mail-missed-excused-subject = { $game }: termenul a trecut, Casa { $house } (nu se pune la socoteală)
mail-missed-passed = În „{ $game }”, termenul turei { $round }, { $phase }, a trecut înainte ca Casa { $house } să răspundă.
mail-missed-moved-on = Jocul a mers mai departe fără un răspuns de la tine.
mail-missed-filled = Rookery a completat în locul tău varianta implicită documentată, cum spun regulile acestui site:
mail-missed-excused = Site-ul a dat greș la unul dintre răspunsurile tale la acest pas (un formular pe care nu l-a putut citi sau o eroare de server): acest termen nu se pune la socoteală împotriva ta. Ne pare rău.
mail-missed-count =
    { $count ->
        [one] Casa { $house } a ratat acum un termen în acest joc o dată. Pagina îi arată asta fiecărui jucător.
        [few] Casa { $house } a ratat acum un termen în acest joc de { $count } ori. Pagina îi arată asta fiecărui jucător.
       *[other] Casa { $house } a ratat acum un termen în acest joc de { $count } de ori. Pagina îi arată asta fiecărui jucător.
    }

## Toate locurile sunt ocupate

mail-full-subject = { $game }: toate locurile sunt ocupate, pornește jocul
mail-full-seats = Toate cele { $count } locuri din „{ $game }” sunt ocupate. Jocul începe când îl pornești.
mail-full-start = Pornirea împarte Casele (dacă sunt împărțite la întâmplare) și stabilește primul termen.
mail-open-lobby = Deschide sala de așteptare

## Rezumatul unei faze

mail-summary-subject = { $game }: tura { $round }, { $title }
mail-summary-intro = În „{ $game }”, tura { $round }:
mail-summary-orders = comenzile dezvăluite
mail-summary-action = faza de Acțiune
mail-summary-westeros = faza Westeros
mail-summary-nothing = ce s-a întâmplat
mail-whole-log = Tot jurnalul

## Sfârșitul jocului

mail-over-subject = { $game }: joc încheiat, câștigă Casa { $house }
mail-over-subject-none = { $game }: joc încheiat, niciun câștigător
mail-over-winner = Casa { $house } câștigă „{ $game }” în tura { $round }.
mail-over-no-winner = „{ $game }” s-a încheiat.
mail-over-subject-shared = { $game }: joc încheiat, victorie împărțită ({ $houses })
mail-over-shared = Casele { $houses } împart victoria în „{ $game }” în tura { $round }: jocul este egal.
mail-over-you-shared = Felicitări: împarți victoria.
mail-over-you-won = Felicitări: stai pe Tronul de Fier.
mail-over-thanks = Mulțumim că ai jucat.
mail-over-standing =
    { $castles ->
        [one] Casa { $house } ({ $player }): { $castles } castel sau fortăreață
        [few] Casa { $house } ({ $player }): { $castles } castele și fortărețe
       *[other] Casa { $house } ({ $player }): { $castles } de castele și fortărețe
    }
mail-final-board = Tabla finală

## Ceasul: prelungit, oprit, repornit

mail-clock-extended-subject = { $game }: termenul este prelungit până la { $due }
mail-clock-extended =
    { $hours ->
        [one] { $who } a prelungit termenul turei { $round }, { $phase }, în „{ $game }” cu { $hours } oră.
        [few] { $who } a prelungit termenul turei { $round }, { $phase }, în „{ $game }” cu { $hours } ore.
       *[other] { $who } a prelungit termenul turei { $round }, { $phase }, în „{ $game }” cu { $hours } de ore.
    }
mail-clock-new-deadline = Termen nou: { $due }.
mail-clock-paused-subject = { $game }: ceasul este oprit
mail-clock-paused = { $who } a oprit ceasul din „{ $game }” (tura { $round }, { $phase }).
mail-clock-time-left = Timpul rămas, { $left }, este păstrat pentru când ceasul repornește.
mail-clock-no-deadline = Pasul curent nu are termen.
mail-clock-game-goes-on = Jocul continuă: poți face în continuare mutări cât timp ceasul stă pe loc.
mail-clock-resumed-subject = { $game }: ceasul merge din nou, termen { $due }
mail-clock-resumed = { $who } a repornit ceasul din „{ $game }” (tura { $round }, { $phase }).
mail-clock-deadline = Termen: { $due }.

## Rezumatul zilnic

mail-digest-subject =
    { $count ->
        [one] Rookery: rezumatul tău zilnic ({ $count } notificare)
        [few] Rookery: rezumatul tău zilnic ({ $count } notificări)
       *[other] Rookery: rezumatul tău zilnic ({ $count } de notificări)
    }
mail-digest-intro = Ce s-a întâmplat în jocurile tale de la ultimul rezumat, la { $at }:
mail-digest-your-games = Jocurile tale
mail-digest-why = Primești un singur rezumat pe zi în loc de un mail pentru fiecare mutare, cum spun setările tale de mail din Rookery.

## Locuri: haos civil, o Casă preluată

mail-disorder-yours-subject = { $game }: Casa { $house } este în haos civil
mail-disorder-yours =
    { $count ->
        [one] Casa { $house } a ratat { $count } termen în „{ $game }”, deci acum este în haos civil: variantele implicite documentate o joacă la fiecare termen și orice jucător o poate prelua.
        [few] Casa { $house } a ratat { $count } termene la rând în „{ $game }”, deci acum este în haos civil: variantele implicite documentate o joacă la fiecare termen și orice jucător o poate prelua.
       *[other] Casa { $house } a ratat { $count } de termene la rând în „{ $game }”, deci acum este în haos civil: variantele implicite documentate o joacă la fiecare termen și orice jucător o poate prelua.
    }
mail-disorder-return = Ca să-ți păstrezi Casa, ia orice decizie pentru ea înainte s-o preia altcineva: revii imediat.
mail-disorder-subject = { $game }: Casa { $house } are nevoie de un jucător
mail-disorder-others =
    { $count ->
        [one] Casa { $house } a ratat { $count } termen în „{ $game }” și acum este în haos civil: variantele implicite o joacă până revine jucătorul ei sau o preia un nou-venit. Pașii ei primesc termene scurte, ca să nu o aștepți.
        [few] Casa { $house } a ratat { $count } termene la rând în „{ $game }” și acum este în haos civil: variantele implicite o joacă până revine jucătorul ei sau o preia un nou-venit. Pașii ei primesc termene scurte, ca să nu o aștepți.
       *[other] Casa { $house } a ratat { $count } de termene la rând în „{ $game }” și acum este în haos civil: variantele implicite o joacă până revine jucătorul ei sau o preia un nou-venit. Pașii ei primesc termene scurte, ca să nu o aștepți.
    }
mail-taken-you-subject = { $game }: acum joci cu Casa { $house }
mail-taken-you = Ai preluat Casa { $house } în „{ $game }” (tura { $round }, { $phase }). Mâna ei, comenzile ei și tot ce poate vedea sunt acum ale tale.
mail-taken-you-deadline = Termenul curent a fost prelungit ca să poți acționa: { $due }.
mail-taken-old-subject = { $game }: Casa { $house } a fost preluată
mail-taken-old = { $who } a preluat Casa { $house } în „{ $game }”, care aștepta un jucător. Nu mai joci în acest joc.
mail-taken-subject = { $game }: { $who } joacă acum cu Casa { $house }
mail-taken = { $who } a preluat Casa { $house } în „{ $game }”.
mail-taken-deadline = Termenul curent a fost prelungit ca noul-venit să poată acționa: { $due }.

## Voturi

vote-what-pause =
    { $hours ->
        [one] opri ceasul pentru { $hours } oră
        [few] opri ceasul pentru { $hours } ore
       *[other] opri ceasul pentru { $hours } de ore
    }
vote-what-resume = reporni ceasul
vote-what-extend =
    { $hours ->
        [one] prelungi termenul curent cu { $hours } oră
        [few] prelungi termenul curent cu { $hours } ore
       *[other] prelungi termenul curent cu { $hours } de ore
    }
vote-what-replace = înlocui jucătorul Casei { $house }
vote-what-cancel = anula jocul, fără rezultat
vote-what-end = încheia jocul acum, cu clasamentul curent
vote-what-deadlines = stabili termenele la { $deadlines }
vote-deadlines-list = planificare { $planning } h, acțiune { $action } h, luptă { $combat } h, Westeros { $westeros } h
vote-rule =
    { $rule ->
        [replace] toți ceilalți jucători, cel puțin doi, și mai mult de jumătate dintre celelalte Case (o Casă fără jucător contează ca „nu”); jucătorul în cauză poate obiecta
        [majority] mai mult de jumătate dintre jucători
       *[all] toți jucătorii, cel puțin doi
    }
mail-vote-subject = { $game }: vot pentru a { $what }
mail-vote-called = Casa { $house } cere un vot în „{ $game }” pentru a { $what }.
mail-vote-rule = Trece cu votul „da” al: { $rule }; expiră { $expires } dacă rămâne nedecis.
mail-vote-about-you = Votul este despre tine. Ca să-ți păstrezi locul, obiectează pe pagina jocului înainte de { $expires }: obiecția ta face votul să cadă, în afară de cazul în care ai ratat un termen și nu ai mai jucat de atunci. Fără obiecție, votul trece atunci dacă toți ceilalți jucători au spus „da”.
mail-vote-action = Votează
mail-vote-result =
    { $status ->
        [passed] Votul din „{ $game }” pentru a { $what } a trecut.
        [failed] Votul din „{ $game }” pentru a { $what } nu a trecut.
       *[expired] Votul din „{ $game }” pentru a { $what } a expirat nedecis.
    }
mail-vote-result-subject =
    { $status ->
        [passed] { $game }: votul pentru a { $what } a trecut
        [failed] { $game }: votul pentru a { $what } nu a trecut
       *[expired] { $game }: votul pentru a { $what } a expirat nedecis
    }
vote-done-could-not = Nu s-a putut face: { $why }
vote-done-paused =
    { $hours ->
        [one] Ceasul este oprit pentru { $hours } oră, până la { $until }; atunci repornește singur.
        [few] Ceasul este oprit pentru { $hours } ore, până la { $until }; atunci repornește singur.
       *[other] Ceasul este oprit pentru { $hours } de ore, până la { $until }; atunci repornește singur.
    }
vote-done-resumed = Ceasul merge din nou; termen: { $due }.
vote-done-extended = Termenul este prelungit până la { $due }.
vote-done-replaced = Casa { $house } și-a pierdut jucătorul și așteaptă unul nou: oricine o poate prelua; între timp o joacă variantele implicite.
vote-done-replaced-computer = Casa { $house } și-a pierdut jucătorul și așteaptă unul nou: oricine o poate prelua; între timp o joacă calculatorul.
vote-done-cancelled = Jocul este anulat, fără rezultat.
vote-done-ended = Jocul s-a încheiat mai devreme, fără câștigător; clasamentul de atunci: { $ranking }.
vote-done-deadlines = De la pasul următor, termenele sunt: { $deadlines }.

## Corbi (mesajele jucătorilor)

mail-raven-table = la masă (toate Casele)
mail-raven-house = Casa { $house }
mail-raven-with = cu { $houses }
mail-raven-subject =
    { $count ->
        [one] { $game }: un corb nou — { $title }
        [few] { $game }: { $count } corbi noi — { $title }
       *[other] { $game }: { $count } de corbi noi — { $title }
    }
mail-raven-intro =
    { $count ->
        [one] Un corb nou în „{ $game }”, { $title }:
        [few] { $count } corbi noi în „{ $game }”, { $title }:
       *[other] { $count } de corbi noi în „{ $game }”, { $title }:
    }
mail-raven-reply-hint = Răspunde la acest mail ca să răspunzi în conversație: răspunsul tău este publicat ca al Casei tale (mailul citat și semnătura ta sunt lăsate deoparte).
mail-raven-open = Deschide conversația
mail-raven-why = Joci cu Casa { $house } în „{ $game }”. Primești acest mail din cauza setărilor tale de mail din Rookery; ca să-l oprești, pune conversația pe mut din pagina ei.

## Mailurile contului: confirmarea adresei, o parolă nouă, o adresă cerută

acct-verify-subject = Rookery: confirmă-ți adresa de e-mail
acct-verify-title = Confirmă-ți adresa
acct-verify-intro = te rugăm să confirmi că { $email } este adresa ta pe Rookery, ca să-ți poată trimite mailuri despre jocurile tale. Deschide acest link și apasă butonul de pe pagină:
acct-verify-for = Acest link dă adresa { $email } contului „{ $name }”: confirm-o doar dacă tu ai înregistrat „{ $name }”.
acct-verify-other = Un alt cont, „{ $other }”, a cerut și el această adresă; confirmă doar dacă tu ai înregistrat „{ $name }”.
acct-verify-button = Confirm adresa
acct-link-once = Linkul funcționează o singură dată și expiră pe { $expires }.
acct-verify-ignore = Dacă nu ai fost tu, ignoră acest mail: fără link nu se întâmplă nimic și nicio notificare nu merge la o adresă neconfirmată.
acct-reset-subject = Rookery: alege o parolă nouă
acct-reset-title = Alege o parolă nouă
acct-reset-intro = cineva (sperăm că tu) a cerut să aleagă o parolă nouă pentru contul tău Rookery „{ $name }”. Deschide acest link ca s-o alegi:
acct-reset-once = Linkul funcționează o singură dată și expiră pe { $expires }. O parolă nouă deconectează contul de pe toate celelalte dispozitive.
acct-reset-ignore = Dacă nu ai fost tu, ignoră acest mail: parola ta rămâne aceeași.
acct-in-use-subject = Rookery: cineva a cerut adresa ta
acct-in-use-title = Adresa ta a fost cerută
acct-in-use-intro = cineva a cerut să folosească { $email }, adresa ta confirmată pe Rookery, pentru contul „{ $asker }”. O adresă aparține unui singur cont, deci nu s-a trimis nimic pentru confirmare, iar contul tău o păstrează.
acct-in-use-forgot = Dacă ai fost tu și ai uitat că ai deja un cont: conectează-te ca „{ $owner }” sau alege o parolă nouă aici:
acct-in-use-ignore = Dacă nu ai fost tu, ignoră acest mail: pentru contul tău nu se schimbă nimic.

## Răspunsuri la un reply (src/service/replies.rs)

mail-answer-greeting = Bună,
mail-answer-why = Acesta este răspunsul la un mail pe care l-ai trimis către Rookery.
mail-answer-again = Răspunde la acest mail cu rândurile de mai jos, schimbate după cum decizi:
mail-answer-dead-subject = { $game }: răspunsul tău nu a fost folosit
mail-answer-dead =
    { $why ->
        [revoked] Răspunsul tău nu a fost folosit: această adresă de răspuns a fost revocată.
        [over] Răspunsul tău nu a fost folosit: jocul s-a încheiat.
        [unseated] Răspunsul tău nu a fost folosit: nu mai joci cu această Casă.
       *[old] Răspunsul tău nu a fost folosit: această adresă de răspuns este prea veche.
    }
mail-answer-raven-subject = { $game }: corbul tău nu a fost trimis
mail-answer-raven = Răspunsul tău nu a fost publicat: { $why }
mail-answer-idle-subject = { $game }: Casei { $house } nu i se cere nimic acum
mail-answer-idle = Răspunsul tău nu a fost folosit: Casei { $house } nu i se cere nimic în acest moment (jocul a mers mai departe sau răspunsul tău este deja înregistrat).
mail-answer-moved-on-subject = { $game }: răspunsul tău a sosit prea târziu
mail-answer-moved-on = Răspunsul tău nu a fost folosit: răspundea unei cereri anterioare către Casa { $house }, iar jocul a mers de atunci mai departe. Mai jos este ce i se cere acum Casei { $house }.
mail-reply-quoted = conține încă o parte din mailul la care ai răspuns (un mail citat, o adresă sau un rând din el). Scrie doar mesajul tău deasupra mailului citat sau șterge mailul citat și trimite din nou.
mail-answer-unreadable-subject = { $game }: răspunsul tău nu a putut fi citit
mail-answer-unreadable = Răspunsul tău nu a putut fi citit: { $why }
mail-answer-recorded-subject = { $game }: înregistrat — { $title }
mail-answer-recorded = Înregistrat pentru Casa { $house }: { $what }.
mail-answer-refused-subject = { $game }: neînregistrat — { $title }
mail-answer-refused = Răspunsul tău nu a fost înregistrat: { $why }
