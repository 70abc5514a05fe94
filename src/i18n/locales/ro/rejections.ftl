# Română (ro): de ce a fost refuzată o intrare (src/words/rejections.rs).
# $reason și $expected sunt cuvintele motorului jocului.

rej-game-over = Jocul s-a încheiat.
rej-house-not-in-play = Casa { $house } nu este în acest joc.
rej-not-awaited = Casa { $house } nu are nimic de decis acum.
rej-wrong-request = Nu asta se cere acum: { $expected }.
rej-order-without-units = Nu ai unități în { $area }, deci nu primește nicio comandă.
rej-missing-order = { $area } are unitățile tale și are nevoie de o comandă.
rej-must-place-all = Îți lipsesc jetoane de comandă, deci trebuie să plasezi toate cele { $usable } pe care le poți folosi (ai plasat { $placed }).
rej-token-not-available = Nu ai niciun jeton { $order } nefolosit.
rej-too-many-special =
    { $allowed ->
        [one] Poziția ta pe pista Curții regale permite { $allowed } comandă specială.
        [few] Poziția ta pe pista Curții regale permite { $allowed } comenzi speciale.
       *[other] Poziția ta pe pista Curții regale permite { $allowed } de comenzi speciale.
    }
rej-order-banned = Comenzile { $order } sunt interzise în această tură.
rej-consolidate-at-sea = Comenzile „Consolidarea puterii” pot fi plasate doar pe uscat, nu în { $area }.
rej-raven-used = Corbul mesager a fost deja folosit în această tură.
rej-no-such-order = Nu ai o astfel de comandă în { $area }.
rej-invalid-raid-target = Nu poți face incursiune în { $area }: { $reason }.
rej-not-reachable = { $to } nu poate fi atins din { $from }.
rej-units-not-there = Nu ai acele unități (în picioare) în { $area }.
rej-wrong-terrain =
    { $unit ->
        [footman] Un infanterist nu poate intra în { $area }.
        [knight] Un cavaler nu poate intra în { $area }.
        [ship] O navă nu poate intra în { $area }.
       *[siege_engine] O mașină de război nu poate intra în { $area }.
    }
rej-impassable = { $area } este închis în acest joc.
rej-more-than-one-combat = Un marș poate porni o singură luptă.
rej-enemy-port = { $area } aparține altei Case.
rej-port-full = { $area } ar avea mai mult de 3 nave.
rej-supply-exceeded = Asta ar depăși limita proviziilor tale.
rej-no-power-token = Nu poți lăsa un jeton de putere: { $reason }.
rej-support-not-eligible = { $area } nu poate sprijini această luptă.
rej-support-against-own = { $area } nu îți poate sprijini adversarul împotriva propriilor tale unități.
rej-missing-support-choice = Spune pe cine sprijină { $area } (sau pe nimeni).
rej-not-offered = { $area } nu ți-a oferit sprijin.
rej-card-not-in-hand = { $card } nu este în mâna ta.
rej-wrong-casualties =
    { $count ->
        [one] Alege { $count } pierdere: { $reason }.
        [few] Alege { $count } pierderi: { $reason }.
       *[other] Alege { $count } de pierderi: { $reason }.
    }
rej-invalid-retreat = Nu te poți retrage în { $area }: { $reason }.
rej-wrong-retreat-losses =
    { $count ->
        [one] Retragerea acolo costă exact { $count } unitate; alege care.
        [few] Retragerea acolo costă exact { $count } unități; alege care.
       *[other] Retragerea acolo costă exact { $count } de unități; alege care.
    }
rej-too-many-replacements =
    { $max ->
        [one] Poți înlocui cel mult { $max } navă.
        [few] Poți înlocui cel mult { $max } nave.
       *[other] Poți înlocui cel mult { $max } de nave.
    }
rej-invalid-muster = Mobilizarea nu este permisă: { $reason }.
rej-card-cancelled = { $card } a fost anulată de Tyrion Lannister; alege altă carte.
rej-too-many-removed = Înlătură unități doar până când armatele tale se încadrează în provizii; așa înlături mai multe.
rej-bid-too-high = Poți licita cel mult puterea ta disponibilă, { $available }.
rej-invalid-tie-order = Dă fiecare Casă o singură dată, cu ofertele mai mari înainte; doar Casele la egalitate pot fi rearanjate.
rej-not-tied = { $house } nu este printre Casele la egalitate.
rej-wildling-choice = Asta nu răspunde cărții Sălbaticilor: { $reason }.
rej-card-not-in-discard = { $card } nu este în teancul tău de cărți aruncate.
rej-forbidden-destination = Nu poți mărșălui din nou în { $area } cu această comandă.

# the game page, when a move could not be saved: the game moved on, or others were saving
rej-stale = Jocul a mers mai departe cât timp te hotărai. Iată situația nouă: verific-o și trimite din nou.
rej-busy = Alte mutări se salvau în același moment. Te rugăm să încerci din nou.
