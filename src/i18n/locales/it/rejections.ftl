# Italiano (it): perché una mossa è stata rifiutata (src/words/rejections.rs).
# $reason e $expected sono le parole del motore del gioco.

rej-game-over = La partita è finita.
rej-house-not-in-play = Il Casato { $house } non è in questa partita.
rej-not-awaited = Il Casato { $house } non ha nulla da decidere ora.
rej-wrong-request = Non è questo che viene chiesto ora: { $expected }.
rej-order-without-units = Non hai unità in { $area }, quindi non riceve ordini.
rej-missing-order = { $area } ha le tue unità e ha bisogno di un ordine.
rej-must-place-all = Hai pochi segnalini ordine, quindi devi piazzare tutti i { $usable } che puoi usare (ne hai piazzati { $placed }).
rej-token-not-available = Non hai nessun segnalino { $order } inutilizzato.
rej-too-many-special =
    { $allowed ->
        [one] La tua posizione sulla Corte del Re consente { $allowed } ordine speciale.
       *[other] La tua posizione sulla Corte del Re consente { $allowed } ordini speciali.
    }
rej-order-banned = Gli ordini { $order } sono vietati in questo turno.
rej-consolidate-at-sea = Gli ordini di Consolidamento Potere si possono dare solo sulla terraferma, non in { $area }.
rej-raven-used = Il Corvo Messaggero è già stato usato in questo turno.
rej-no-such-order = Non hai un ordine del genere in { $area }.
rej-invalid-raid-target = Non puoi fare un'incursione su { $area }: { $reason }.
rej-not-reachable = { $to } non si può raggiungere da { $from }.
rej-units-not-there = Non hai quelle unità (in piedi) in { $area }.
rej-wrong-terrain =
    { $unit ->
        [footman] Un fante non può entrare in { $area }.
        [knight] Un cavaliere non può entrare in { $area }.
        [ship] Una nave non può entrare in { $area }.
       *[siege_engine] Una macchina d'assedio non può entrare in { $area }.
    }
rej-impassable = { $area } è chiusa in questa partita.
rej-more-than-one-combat = Una marcia può iniziare una sola battaglia.
rej-enemy-port = { $area } appartiene a un altro Casato.
rej-port-full = { $area } avrebbe più di 3 navi.
rej-supply-exceeded = Supereresti il tuo limite di rifornimenti.
rej-no-power-token = Non puoi lasciare un segnalino Potere: { $reason }.
rej-support-not-eligible = { $area } non può supportare questa battaglia.
rej-support-against-own = { $area } non può supportare il tuo avversario contro le tue stesse unità.
rej-missing-support-choice = Di' chi supporta { $area } (o nessuno).
rej-not-offered = { $area } non ti ha offerto supporto.
rej-card-not-in-hand = { $card } non è nella tua mano.
rej-wrong-casualties =
    { $count ->
        [one] Scegli { $count } perdita: { $reason }.
       *[other] Scegli { $count } perdite: { $reason }.
    }
rej-invalid-retreat = Non puoi ritirarti in { $area }: { $reason }.
rej-wrong-retreat-losses =
    { $count ->
        [one] Ritirarsi lì costa esattamente { $count } unità; scegli quale.
       *[other] Ritirarsi lì costa esattamente { $count } unità; scegli quali.
    }
rej-too-many-replacements =
    { $max ->
        [one] Puoi sostituire al massimo { $max } nave.
       *[other] Puoi sostituire al massimo { $max } navi.
    }
rej-invalid-muster = Chiamata alle armi non consentita: { $reason }.
rej-card-cancelled = { $card } è stata annullata da Tyrion Lannister; scegli un'altra carta.
rej-too-many-removed = Rimuovi unità solo finché i tuoi eserciti rientrano nei rifornimenti; così ne rimuovi di più.
rej-bid-too-high = Puoi offrire al massimo il tuo Potere disponibile, { $available }.
rej-invalid-tie-order = Indica ogni Casato una volta, con le offerte più alte prima; si possono riordinare solo i Casati a pari merito.
rej-not-tied = { $house } non è tra i Casati a pari merito.
rej-wildling-choice = Questo non risponde alla carta Bruti: { $reason }.
rej-card-not-in-discard = { $card } non è nella tua pila degli scarti.
rej-forbidden-destination = Non puoi marciare di nuovo in { $area } con questo ordine.

# the game page, when a move could not be saved: the game moved on, or others were saving
rej-stale = La partita è andata avanti mentre decidevi. Ecco la nuova situazione: controllala e invia di nuovo.
rej-busy = Altre mosse venivano salvate nello stesso momento. Riprova, per favore.
