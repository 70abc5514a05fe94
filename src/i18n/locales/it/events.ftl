# Italiano (it): il registro della partita a parole (src/words): eventi (ev-*), che cosa si
# chiede a un Casato (ask-*), che cosa ha risposto (ans-*), che cosa ha portato alla sua
# decisione (story-*) e i pezzi di cui sono fatti (w-*). Aree, Casati, unità, ordini e carte
# vengono da game.ftl.

## Pezzi

w-a-unit =
    { $unit ->
        [footman] un fante
        [knight] un cavaliere
        [ship] una nave
       *[siege_engine] una macchina d'assedio
    }
w-unit-in = { $unit } in { $area }
w-upgrade-to = una promozione a { $unit }
w-units-count = { $count } { $unit }
w-no-units = nessuna unità
w-none = nessuno
w-nothing = niente
w-list-and = { $head } e { $last }
w-the-track = il tracciato { $track }
w-the-wildling-attack = l'attacco dei Bruti
w-order-in = { $order } in { $area }
w-units-to = { $units } verso { $area }
w-side =
    { $side ->
        [attacker] all'attaccante
        [defender] al difensore
       *[none] a nessuno
    }
w-westeros-option =
    { $option ->
        [muster] tutti chiamano alle armi
        [supply] tutti aggiornano i rifornimenti
        [clash_of_kings] uno Scontro dei Re (offerte per i tracciati dell'influenza)
        [game_of_thrones] un Gioco di Troni (tutti guadagnano Potere)
        [no_march_plus1] nessun ordine Marcia +1 in questo turno
        [no_defense] nessun ordine Difesa in questo turno
       *[nothing] non succede nulla
    }
w-tides-drawn =
    { $card ->
        [blank] una carta senza effetto
        [plus_one_sword] +1 con spada
        [plus_one_fortification] +1 con fortificazione
        [plus_two] +2
        [plus_three] +3
       *[skull] un teschio
    }
w-submitted-what =
    { $key ->
        [orders] gli ordini
        [house_card] la carta Casato
        [bid] l'offerta
       *[other] { $text }
    }
w-why =
    { $key ->
        [casualties] perdite in battaglia
        [supply] rifornimenti
        [wildlings] Bruti
        [mace_tyrell] Mace Tyrell
        [cannot_retreat] impossibile ritirarsi
        [no_retreat] nessuna ritirata possibile
        [over_supply_after_retreat] oltre i rifornimenti dopo la ritirata
        [port_lost] porto perduto
        [no_footman_left_to_replace_it] nessun fante rimasto per sostituirla
        [no_knight_left_to_replace_it] nessun cavaliere rimasto per sostituirla
       *[other] { $text }
    }

## Eventi

ev-submitted = { $house } ha consegnato { $what }.
ev-planning-started = Turno { $round }: inizia la Pianificazione.
ev-orders-revealed = Ordini rivelati. { $orders }.
ev-raven-replaced = { $house } ha usato il Corvo Messaggero per sostituire { $old } in { $area } con { $new }.
ev-raven-peeked = { $house } ha guardato la prima carta Bruti del mazzo.
ev-raven-buried = { $house } ha messo la prima carta Bruti in fondo al mazzo.
ev-raven-kept = { $house } ha lasciato la prima carta Bruti dov'era.
ev-raven-passed = { $house } non ha usato il Corvo Messaggero.
ev-action-step = { $phase }.
ev-raid = { $house } ha fatto un'incursione da { $from }, rimuovendo l'ordine { $order } di { $victim } in { $area }.
ev-raid-void = L'incursione di { $house } in { $from } è stata rimossa senza effetto.
ev-pillaged = { $raider } ha saccheggiato { $victim }: { $raider } guadagna { $gained } Potere, { $victim } ne perde { $lost }.
ev-marched-nothing = { $house } ha risolto la marcia in { $from }; niente si è mosso.
ev-marched = { $house } ha marciato da { $from }: { $moves }.
ev-power-token-placed = { $house } ha lasciato un segnalino Potere in { $area }.
ev-power-token-removed = Il segnalino Potere di { $house } in { $area } è stato rimosso.
ev-order-removed = L'ordine { $order } di { $house } in { $area } è stato rimosso.
ev-combat-started = Battaglia in { $area }: { $attacker } (da { $from }) attacca { $defender }.
ev-combat-started-neutral = { $attacker } attacca la forza neutrale in { $area } da { $from }.
ev-support-declared = Il supporto di { $house } da { $area } va { $side }.
ev-support-refused = { $house } ha rifiutato il supporto da { $area }.
ev-house-cards-revealed = Carte Casato rivelate: { $attacker } gioca { $attacker_card }, { $defender } gioca { $defender_card }.
ev-blade-used = { $house } ha usato la Spada d'Acciaio di Valyria (+1).
ev-combat-tie = { $winner } ha vinto la battaglia in { $area } contro { $loser }: pareggio a { $attacker_strength }, che va al Casato più in alto sul tracciato dei Privilegi Feudali.
ev-combat-won = { $winner } ha vinto la battaglia in { $area } contro { $loser } ({ $attacker_strength } a { $defender_strength }).
ev-neutral-defeated = { $house } ha sconfitto la forza neutrale in { $area } con forza { $strength }.
ev-neutral-held = La forza neutrale in { $area } ha resistito: { $house } aveva { $strength }, ne serviva { $needed }.
ev-garrison-destroyed = La guarnigione di { $house } in { $area } è stata distrutta.
ev-units-destroyed = { $house } ha perso { $units } in { $area } ({ $why }).
ev-retreated = { $house } ha ritirato { $units } da { $from } a { $to }.
ev-port-captured = { $house } ha preso { $port }: navi sostituite: { $replaced }, distrutte: { $destroyed }.
ev-hand-recycled = { $house } ha ripreso in mano tutte le sue carte Casato.
ev-power-gained-in = { $house } ha guadagnato { $amount } Potere in { $area }.
ev-power-gained = { $house } ha guadagnato { $amount } Potere.
ev-mustered-nothing = { $house } non ha chiamato alle armi nulla in { $area }.
ev-mustered = { $house } ha chiamato alle armi in { $area }: { $what }.
ev-round-ended = Il turno { $round } è finito.
ev-westeros-cards = Turno { $round }: carte Westeros pescate: { $cards }.
ev-winter-is-coming = L'inverno sta arrivando: il mazzo Westeros { $deck } è stato rimescolato.
ev-wildling-threat = La minaccia dei Bruti ora è { $threat }.
ev-westeros-choice = { $house } ha scelto per { $card }: { $choice }.
ev-supply-adjusted = I rifornimenti di { $house } ora sono { $supply }.
ev-units-lost = { $house } ha perso { $units } ({ $why }).
ev-clash-of-kings = Scontro dei Re: i Casati fanno offerte per i tracciati dell'influenza.
ev-bids-revealed = Offerte per { $purpose } rivelate: { $bids }.
ev-tie-ordered = { $house }, detentore del Trono di Spade, ha risolto i pareggi delle offerte per { $track }.
ev-track-set = Il tracciato { $track } ora è: { $houses }.
ev-wildlings-attack = I Bruti attaccano con forza { $strength }.
ev-nights-watch-held = I Guardiani della Notte hanno resistito: { $total } Potere contro forza { $strength }.
ev-wildlings-won = I Bruti hanno vinto: { $total } Potere contro forza { $strength }.
ev-bidder-chosen = { $by }, detentore del Trono di Spade, ha indicato { $house } tra gli offerenti a pari merito.
ev-wildling-card-won = Carta Bruti { $card }: { $bidder } (offerta più alta) riceve la ricompensa.
ev-wildling-card-lost = Carta Bruti { $card }: { $bidder } (offerta più bassa) soffre di più.
ev-card-discarded = { $house } ha scartato { $card }.
ev-card-taken-back = { $house } ha ripreso in mano { $card }.
ev-card-cancelled = La carta { $card } di { $house } è stata annullata.
ev-card-replaced = { $house } ora gioca { $card }.
ev-tides-revealed = Sorti della Battaglia: l'attaccante ha pescato { $attacker }, il difensore { $defender }.
ev-order-moved = L'ordine di { $house } è stato spostato da { $from } a { $to }.
ev-upgraded = { $house } ha promosso un fante in { $area }.
ev-game-shared =
    { $castles ->
        [one] { $houses } condividono la vittoria, ciascuno con { $castles } castello o roccaforte: la partita è un pareggio.
       *[other] { $houses } condividono la vittoria, ciascuno con { $castles } tra castelli e roccaforti: la partita è un pareggio.
    }
ev-game-won =
    { $castles ->
        [one] { $house } vince la partita con { $castles } castello o roccaforte!
       *[other] { $house } vince la partita con { $castles } tra castelli e roccaforti!
    }
ev-other = { $kind }.

## Che cosa si chiede a un Casato

ask-place-orders = piazzare gli ordini
ask-raven = usare il Corvo Messaggero (o no)
ask-raven-decide = tenere o mettere in fondo la prima carta Bruti
ask-raid = risolvere un ordine Incursione
ask-march = risolvere un ordine Marcia
ask-march-again = risolvere di nuovo la marcia da { $area }
ask-ahead-of-turn = { $what }, prima del suo turno (ora è il turno di { $house }; le risposte si applicano nell'ordine di turno)
ask-asked-ahead = Ti viene chiesto prima del tuo turno, insieme a { $house }, di cui è il turno: la tua risposta resta sigillata e si applica al tuo turno, nell'ordine di turno.
ask-answered-ahead = La tua risposta data prima del tuo turno è conservata sigillata e si applica al tuo turno, nell'ordine di turno (ora è il turno di { $house }).
ask-support = dichiarare il supporto
ask-refuse-support = accettare o rifiutare il supporto offerto
ask-house-card = scegliere una carta Casato
ask-blade = decidere sulla Spada d'Acciaio di Valyria
ask-casualties =
    { $count ->
        [one] scegliere { $count } perdita
       *[other] scegliere { $count } perdite
    }
ask-retreat = scegliere dove ritirarsi
ask-port-capture = decidere sulle navi in { $port }
ask-consolidate = risolvere un ordine Consolidamento Potere
ask-westeros-choice = scegliere che cosa fa { $card }
ask-muster = chiamare alle armi
ask-reconcile = distruggere unità fino al limite dei rifornimenti
ask-bid-wildlings = offrire Potere contro i Bruti
ask-bid-track = offrire Potere per { $track }
ask-bid-other = offrire Potere ({ $purpose })
ask-tie-order = risolvere i pareggi delle offerte
ask-choose-highest = indicare l'offerente più alto tra i Casati a pari merito
ask-choose-lowest = indicare l'offerente più basso tra i Casati a pari merito
ask-wildling = { $what } ({ $card })
ask-wildling-destroy = distruggere { $count } unità
ask-wildling-destroy-value = distruggere unità per un valore di { $value } punti di reclutamento
ask-wildling-destroy-units = distruggere { $count } unità
ask-wildling-preemptive = distruggere 2 unità o scendere su un tracciato
ask-wildling-knights-to-footmen = sostituire cavalieri con fanti
ask-wildling-footmen-to-knights = sostituire fanti con cavalieri
ask-wildling-discard = scartare una carta Casato
ask-wildling-last-on-track = scegliere un tracciato su cui finire ultimo
ask-wildling-first-on-track = scegliere un tracciato su cui andare primo
ask-wildling-take-back = riprendere una carta Casato
ask-wildling-muster = chiamare alle armi in un'area
ask-ability-tyrion-short = decidere se Tyrion Lannister annulla la carta
ask-ability =
    { $decision ->
        [tyrion_cancel] decidere se Tyrion Lannister annulla la carta dell'avversario
        [choose_again] scegliere un'altra carta Casato
        [aeron_swap] decidere se Aeron Damphair viene scambiato con un'altra carta
        [doran_track] scegliere il tracciato per Doran Martell
        [queen_of_thorns] scegliere l'ordine che Queen of Thorns rimuove
        [mace_footman] scegliere il fante che Mace Tyrell distrugge
        [tides_redraw] decidere se usare la Spada per pescare un'altra carta Sorti della Battaglia
        [skull_casualties] scegliere la perdita dovuta a un teschio
        [renly_upgrade] scegliere il fante che Renly Baratheon promuove
        [cersei_remove] scegliere l'ordine che Cersei Lannister rimuove
        [luwin_take_back] scegliere la carta che Maestro Luwin riprende
        [melisandre_discard] scegliere la carta che Melisandre di Asshai scarta (per 1 potere)
        [asha_remove] scegliere l'ordine che Asha Greyjoy rimuove
       *[patchface] scegliere la carta che Patchface scarta
    }

## Che cosa ha risposto un Casato

ans-no-orders = nessun ordine
ans-orders = ordini: { $orders }
ans-raven-replace = il Corvo Messaggero: { $order } in { $area }
ans-raven-peek = il Corvo Messaggero: uno sguardo alla prima carta Bruti
ans-raven-pass = il Corvo Messaggero: non usato
ans-raven-bury = la prima carta Bruti: in fondo al mazzo
ans-raven-keep = la prima carta Bruti: lasciata in cima
ans-raid = l'incursione in { $from }: sull'ordine in { $target }
ans-raid-void = l'incursione in { $from }: rimossa senza effetto
ans-raid-two = l'incursione in { $from }: sugli ordini in { $target } e { $second }
ans-raid-second = l'incursione in { $from }: sull'ordine in { $second }
ans-march-nothing = la marcia in { $from }: non si muove nulla (l'ordine viene rimosso)
ans-march = la marcia da { $from }: { $moves }
ans-support-for = { $area } { $side }
ans-support = supporto: { $choices }
ans-support-accepted = tutto il supporto accettato
ans-support-refused = supporto rifiutato da { $areas }
ans-house-card = carta Casato: { $card }
ans-blade-used = la Spada d'Acciaio di Valyria: usata
ans-blade-not-used = la Spada d'Acciaio di Valyria: non usata
ans-casualties = perdite: { $units }
ans-retreat = ritirata in { $to }
ans-retreat-losing = ritirata in { $to }, perdendo { $units }
ans-port-capture = navi prese nel porto: { $count }
ans-consolidate-power = Consolidamento Potere in { $area }: Potere
ans-consolidate-muster = Consolidamento Potere in { $area }: chiamata alle armi { $plan }
ans-westeros-choice = l'opzione della carta: { $option }
ans-muster-nothing = chiamata alle armi: niente
ans-muster = chiamata alle armi: { $plan }
ans-reconcile = unità distrutte per i rifornimenti: { $units }
ans-bid = offerta: { $power }
ans-tie-order = ordine dei pareggi: { $houses }
ans-choose-bidder = indicato tra gli offerenti a pari merito: { $house }
ans-units-destroyed = unità distrutte: { $units }
ans-units-replaced = unità sostituite: { $units }
ans-discarded = scartata: { $card }
ans-taken-back = ripresa: { $card }
ans-no-card-taken-back = nessuna carta ripresa
ans-track = tracciato: { $track }
ans-ability-used = l'abilità della carta: usata
ans-ability-not-used = l'abilità della carta: non usata
ans-card-chosen = carta scelta: { $card }
ans-no-card-chosen = nessuna carta scelta
ans-area-chosen = area scelta: { $area }
ans-no-area-chosen = nessuna area scelta
ans-routed-footman = un fante in rotta
ans-standing-footman = un fante in piedi

## Che cosa ha portato a una decisione, detto al Casato che la prende

story-strengths-before = forza prima delle carte { $attacker } a { $defender }
story-your-units-in = le tue unità in { $area }
story-house-in = { $house } in { $area }
story-you-attack = Attacchi { $target } da { $from } con { $units }; { $strengths }.
story-attacks = { $attacker } attacca { $target } da { $from } con { $units }; { $strengths }.
story-you-attack-neutral = Attacchi la forza neutrale in { $area } con { $units } ({ $attacker_strength } a { $defender_strength }).
story-attacks-neutral = { $attacker } attacca la forza neutrale in { $area }.
story-house-cards = Carte Casato: { $attacker } gioca { $attacker_card }, { $defender } gioca { $defender_card }.
story-the-defender = il difensore
story-won = { $house } ha vinto, { $attacker_strength } a { $defender_strength }.
story-bid-power = Hai { $power } Potere disponibile per l'offerta.
story-bid-wildlings = I Bruti attaccano con forza { $strength }: i Guardiani della Notte resistono se tutte le offerte insieme la raggiungono.
story-muster-points =
    { $points ->
        [one] { $area } ({ $points } punto)
       *[other] { $area } ({ $points } punti)
    }
story-muster = Chiamata alle armi: i tuoi castelli e le tue roccaforti danno { $areas }; il tuo livello di rifornimenti è { $supply }.
story-reconcile = I tuoi eserciti sono più grandi di quanto consenta il tuo livello di rifornimenti ({ $supply }): distruggi unità finché non rientrano.
story-place-orders =
    { $stars ->
        [one] Turno { $round }: piazza un ordine in ogni area con le tue unità; puoi usare { $stars } ordine speciale.
       *[other] Turno { $round }: piazza un ordine in ogni area con le tue unità; puoi usare { $stars } ordini speciali.
    }
story-westeros-choice = La carta Westeros { $card } ti lascia scegliere che cosa fa in questo turno.
story-wildlings-attacked = I Bruti hanno attaccato con forza { $strength }; la carta è { $card }.
story-tie-order = Come detentore del Trono di Spade ordini i Casati che hanno offerto lo stesso. Offerte: { $bids }.
story-choose-bidder = Come detentore del Trono di Spade scegli tra gli offerenti a pari merito: { $houses }.
story-action-turn = Tocca a te nella fase Azione ({ $phase }).
story-port-capture = Hai preso la terraferma di { $port }: fino a { $max } navi nemiche lì possono diventare tue.
story-raven = Hai il Corvo Messaggero: sostituisci uno dei tuoi ordini o guarda la prima carta Bruti.
story-the-track = il tracciato
story-clash-of-kings = Scontro dei Re: i Casati fanno offerte per { $track }.

## Durate ("2 giorni 3 ore")

w-duration-days =
    { $count ->
        [one] { $count } giorno
       *[other] { $count } giorni
    }
w-duration-hours =
    { $count ->
        [one] { $count } ora
       *[other] { $count } ore
    }
w-duration-minutes =
    { $count ->
        [one] { $count } minuto
       *[other] { $count } minuti
    }
w-duration-less-than-a-minute = meno di un minuto

# Raids and marches asked early (game option early_marches, issue 25).
ev-answered-early = { $house } ha dato questa risposta prima del suo turno; si applica ora, al suo turno, poiché nulla di ciò che poteva vedere è cambiato:
early-dropped-changed = La tua risposta data prima del tuo turno non è stata applicata: qualcosa che potevi vedere è cambiato nel frattempo (un'unità, un ordine, un segnalino Potere o il controllo vicino ai tuoi ordini, oppure il Potere, le carte o le posizioni sui tracciati di una casata lì). Rispondi di nuovo.
early-dropped-no_longer_legal = La tua risposta data prima del tuo turno non è più valida al tuo turno e non è stata applicata. Rispondi di nuovo.
