## I moduli delle decisioni (src/decisions): titoli, note, etichette, scelte e pulsanti. Il modello
## di risposta per e-mail (src/decisions/text.rs) scrive e legge queste stesse parole.

## Comuni

form-yes = Sì
form-no = No
form-confirm = Conferma
form-choose = Scegli
form-decide = Decidi
form-none = nessuna
form-none-decline = nessuna (rifiuto)
form-nothing = niente
form-no-unit = nessuna unità
form-field-card = Carta
form-field-area = Area
form-field-track = Tracciato
form-field-house = Casato
form-card-strength = forza { $strength }
form-card-swords =
    { $count ->
        [one] { $count } spada
       *[other] { $count } spade
    }
form-card-fortifications =
    { $count ->
        [one] { $count } fortificazione
       *[other] { $count } fortificazioni
    }
form-card = { $name } ({ $stats })
form-card-ability = { $card }: { $ability }
form-area-order = { $area } ({ $house }: { $order })
form-count-range = da { $min } a { $max }
form-unit-in = { $unit } in { $area }

## Piazzare gli ordini

form-orders-title = Piazza i tuoi ordini
form-orders-submit = Sigilla i miei ordini
form-orders-optional =
    { $count ->
        [one] Hai meno segnalini Ordine che aree: piazza { $count } ordine, nell'area che scegli.
       *[other] Hai meno segnalini Ordine che aree: piazza { $count } ordini, nelle aree che scegli.
    }
form-orders-all = Ogni area con tue unità ha bisogno di un ordine.
form-orders-no-special = La tua posizione sul tracciato della Corte del Re non consente ordini speciali (★).
form-orders-max-special =
    { $count ->
        [one] La tua posizione sul tracciato della Corte del Re consente al massimo { $count } ordine speciale (★).
       *[other] La tua posizione sul tracciato della Corte del Re consente al massimo { $count } ordini speciali (★).
    }
form-orders-restricted = Alcuni ordini sono vietati in questo turno da una carta Westeros; non vengono offerti.
form-orders-sealed = Sono selezionati i tuoi ordini sigillati: cambiane uno qualsiasi e sigilla di nuovo finché l'ultimo Casato non ha sigillato i suoi.
form-orders-default = Selezionati: gli ordini che Rookery piazzerebbe per te se la scadenza passasse. Gli ordini sigillati restano segreti finché ogni Casato non ha sigillato i propri.
form-orders-no-order = — nessun ordine —
form-orders-area = { $area } ({ $units })

## Il Corvo Messaggero

form-raven-replace-title = Corvo Messaggero: sostituisci uno dei tuoi ordini
form-raven-replace-submit = Sostituisci l'ordine
form-raven-replace-note = Sono offerti i tuoi segnalini Ordine inutilizzati che le regole consentono qui.
form-raven-swap-label = Ordine e sostituto
form-raven-swap = { $area }: { $old } → { $new }
form-raven-peek-title = Corvo Messaggero: guarda la prima carta Bruti
form-raven-peek-submit = Guarda la carta
form-raven-peek-note = La vedrai solo tu; poi la lasci in cima o la metti in fondo.
form-raven-pass-title = Corvo Messaggero: non fare nulla
form-raven-pass-submit = Non fare nulla
form-raven-decide-title = La prima carta Bruti
form-raven-decide-note = La prima carta del mazzo Bruti è { $card }. Lo sai solo tu.
form-raven-no-card = (nessuna carta)
form-raven-bury-label = Dove va?
form-raven-keep = Lasciala in cima
form-raven-bury = Mettila in fondo al mazzo

## Incursioni e marce

form-raid-title = Risolvi la tua incursione da { $area }
form-raid-submit = Incursione
form-raid-no-target = nessun bersaglio (rimuovi solo l'ordine Incursione)
form-raid-target-label = Ordine da colpire
form-raid-second-label = Un secondo ordine da rimuovere (incursione speciale)
form-march-title = Risolvi la tua marcia da { $area }
form-march-submit = Marcia
form-march-forbidden = Con questo ordine non puoi marciare di nuovo in { $area }.
form-march-note = Scegli una destinazione per ogni unità; le unità lasciate su “resta” non si muovono. Al massimo una destinazione può iniziare una battaglia.
form-march-stay = resta
form-march-attack-house = { $area } — attacca { $house }
form-march-attack-neutral = { $area } — attacca la forza neutrale ({ $strength })
form-march-attack = { $area } — attacca
form-march-unit = { $unit } { $number }
form-march-leave-token = Lascia un segnalino Potere in { $area } se tutte le unità partono

## Supporto e battaglia

form-combat-line = Battaglia in { $area }: { $attacker } attacca { $defender }; forza prima delle carte { $a } a { $d }.
form-combat-line-neutral = Battaglia in { $area }: { $attacker } attacca una forza neutrale ({ $a } a { $d }).
form-combat-line-units = Battaglia in { $area }: { $attacker } attacca { $defender } con { $units }; forza prima delle carte { $a } a { $d }.
form-combat-line-short = Battaglia in { $area }.
form-support-title = Dichiara il tuo supporto
form-support-submit = Dichiara il supporto
form-support-none = non supportare nessuno
form-support-attacker = supporta l'attaccante
form-support-attacker-house = supporta l'attaccante ({ $house })
form-support-defender = supporta il difensore
form-support-defender-house = supporta il difensore ({ $house })
form-support-label = Ordine Supporto in { $area }
form-refuse-title = Accetta o rifiuta il supporto
form-refuse-note = Spunta il supporto che rifiuti; il supporto non spuntato è accettato.
form-refuse-from = Rifiuta il supporto da { $area }
form-refuse-from-house = Rifiuta il supporto da { $area } ({ $house })
form-card-title = Scegli la tua carta Casato
form-card-note = La tua carta resta segreta finché non sono scelte entrambe; fino ad allora puoi cambiarla.
form-card-submit = Sigilla la mia carta
form-blade-title = La Spada d'Acciaio di Valyria
form-blade-note = Hai la Spada d'Acciaio di Valyria: usarla per +1 alla forza di combattimento (una volta per turno)?
form-blade-use = Usala (+1)
form-blade-keep = Non usarla
form-blade-label = Usare la Spada?
form-casualties-title =
    { $count ->
        [one] Scegli { $count } perdita
       *[other] Scegli { $count } perdite
    }
form-casualties-note =
    { $count ->
        [one] Scegli quale delle tue unità in battaglia viene distrutta.
       *[other] Scegli quali { $count } delle tue unità in battaglia vengono distrutte.
    }
form-casualties-submit = Conferma le perdite
form-casualties-label = Unità perse
form-retreat-title = Ritirata
form-retreat-submit = Ritirati
form-retreat-note = Una ritirata che supererebbe il tuo limite di rifornimenti costa unità: ogni scelta dice quali vengono distrutte.
form-retreat-losing = { $area }, perdendo { $units }
form-retreat-label = Ritirata in
form-port-title = Navi in { $port }
form-port-note =
    { $count ->
        [one] Hai preso la terra di { $port }: sostituisci fino a { $count } nave nemica lì con una tua; le altre sono distrutte.
       *[other] Hai preso la terra di { $port }: sostituisci fino a { $count } navi nemiche lì con le tue; le altre sono distrutte.
    }
form-port-label = Navi da sostituire

## Consolidamento Potere e chiamata alle armi

form-consolidate-title = Consolidamento Potere in { $area }
form-consolidate-submit = Risolvi
form-consolidate-gain = guadagna Potere
form-consolidate-muster-note =
    { $count ->
        [one] Un ordine speciale in un castello o in una roccaforte può invece chiamare alle armi ({ $count } punto).
       *[other] Un ordine speciale in un castello o in una roccaforte può invece chiamare alle armi ({ $count } punti).
    }
form-consolidate-label = Che cosa fa l'ordine
form-plan = chiama alle armi { $plan }
form-plan-upgrade = un fante promosso a { $unit }
form-westeros-title = { $card }: la tua scelta
form-westeros-note = Hai il Trono di Spade (o la carta nomina te): scegli che cosa fa { $card } in questo turno.
form-westeros-label = Opzione
form-westeros-some-card = Una carta Westeros
form-muster-title = Chiamata alle armi
form-muster-horde-title = { $card }: chiama alle armi in un'area
form-muster-submit = Chiama alle armi
form-muster-note = Ogni castello dà 1 punto arruolamento, ogni roccaforte 2. Lascia ogni area su “niente” per non chiamare alle armi nulla.
form-muster-one-area = Puoi chiamare alle armi in una sola area.
form-muster-two-points = { $plan } (entrambi i punti)
form-muster-second = { $area }, secondo punto (se la prima scelta ne usa uno)
form-muster-area =
    { $count ->
        [one] { $area } ({ $count } punto)
       *[other] { $area } ({ $count } punti)
    }
form-reconcile-title = Adegua gli eserciti ai rifornimenti
form-reconcile-submit = Distruggi le unità spuntate
form-reconcile-note = I tuoi eserciti superano il limite dei rifornimenti: spunta le unità da distruggere finché rientrano (quelle spuntate bastano).
form-reconcile-limit = Il tuo livello di rifornimenti { $level } consente eserciti al massimo di queste dimensioni: { $armies } (un esercito sono due o più unità in una zona).
form-muster-reserve = Unità rimaste nella tua riserva: { $units }. Tutte le aree insieme non possono usarne di più.
form-march-port = Un porto contiene al massimo tre delle tue navi.
form-march-neutral = Se una forza neutrale resiste, le unità mandate contro di essa restano qui: la marcia deve rispettare i rifornimenti anche così.

## Offerte

form-bid-title-track = La tua offerta per { $track }
form-bid-title-wildlings = La tua offerta per i Guardiani della Notte contro i Bruti
form-bid-title-other = La tua offerta
form-bid-submit = Sigilla la mia offerta
form-bid-note = Hai { $max } Potere a disposizione. La tua offerta resta segreta finché non arrivano tutte; fino ad allora puoi cambiarla.
form-bid-label = Potere da offrire (ne hai { $max })
form-tie-title = Risolvi i pareggi
form-tie-submit = Fissa il tracciato
form-tie-note = Hai il Trono di Spade: metti i Casati che hanno offerto lo stesso nell'ordine che scegli. Le offerte più alte restano davanti; ogni Casato occupa un posto.
form-tie-choice = { $house } (offerta { $bid })
form-tie-place = Posto { $n }
form-bidder-highest-title = Indica l'offerente più alto tra quelli a pari merito
form-bidder-lowest-title = Indica l'offerente più basso tra quelli a pari merito
form-bidder-highest-note = Più Casati hanno offerto di più contro i Bruti: come detentore del Trono di Spade, indichi quello che riceve la ricompensa della carta.
form-bidder-lowest-note = Più Casati hanno offerto di meno contro i Bruti: come detentore del Trono di Spade, indichi quello che subisce la penalità peggiore della carta.

## Carte Bruti

form-wild-held = I Guardiani della Notte hanno resistito: la carta Bruti è { $card }.
form-wild-won = I Bruti hanno vinto: la carta Bruti è { $card }.
form-wild-destroy-value-title = { $card }: distruggi unità per un valore di { $value } punti arruolamento
form-wild-destroy-value-note = { $lead } Spunta unità per un valore di { $value } punti arruolamento (un fante o una nave 1, un cavaliere 2), non più del necessario.
form-wild-destroy-title =
    { $count ->
        [one] { $card }: distruggi { $n } delle tue unità
       *[other] { $card }: distruggi { $n } delle tue unità
    }
form-wild-destroy-note =
    { $count ->
        [one] { $lead } Spunta { $n } delle tue unità da distruggere.
       *[other] { $lead } Spunta { $n } delle tue unità da distruggere.
    }
form-wild-horde-title = { $card }: distruggi 2 unità
form-wild-horde-note = { $lead } Distruggi 2 unità in una tua area con castello o roccaforte se puoi (quelle sono offerte), altrimenti 2 qualsiasi.
form-wild-raid-title =
    { $count ->
        [one] { $card }: distruggi { $n } unità
       *[other] { $card }: distruggi { $n } unità
    }
form-wild-raid-note =
    { $count ->
        [one] { $lead } Distruggi { $n } delle tue unità, oppure scendi di 2 posizioni sul tracciato dell'influenza dove sei più in alto (l'altro modulo).
       *[other] { $lead } Distruggi { $n } delle tue unità, oppure scendi di 2 posizioni sul tracciato dell'influenza dove sei più in alto (l'altro modulo).
    }
form-wild-raid-track-title = { $card }: oppure scendi di 2 posizioni su un tracciato
form-wild-raid-track-note = { $lead } Invece di perdere unità, scendi di 2 posizioni sul tracciato dove sei più in alto.
form-wild-raid-track-submit = Scendi su questo tracciato
form-wild-knights-title = { $card }: i cavalieri diventano fanti
form-wild-knights-all-note = { $lead } Tutti i tuoi cavalieri se ne vanno: spunta i cavalieri ({ $n }) sostituiti dai tuoi fanti disponibili; gli altri sono distrutti.
form-wild-knights-note = { $lead } Spunta i cavalieri ({ $n }) da sostituire con fanti.
form-wild-footmen-title = { $card }: i fanti diventano cavalieri
form-wild-footmen-note =
    { $max ->
        [one] { $lead } Spunta fino a { $max } fante da sostituire con un cavaliere.
       *[other] { $lead } Spunta fino a { $max } fanti da sostituire con cavalieri.
    }
form-wild-discard-title = { $card }: scarta una carta
form-wild-discard-submit = Scarta
form-wild-discard-note = { $lead } Scarta una carta Casato dalla tua mano.
form-wild-take-back-title = { $card }: riprendi una carta
form-wild-take-back-note = { $lead } Puoi riprendere in mano una carta dalla tua pila degli scarti.
form-wild-last-title = { $card }: vai in fondo a un tracciato
form-wild-last-note = { $lead } Scegli il tracciato su cui scendi all'ultimo posto.
form-wild-first-title = { $card }: vai in cima a un tracciato
form-wild-first-note = { $lead } Scegli il tracciato su cui prendi il primo posto.

## Abilità delle carte Casato e Sorti della Battaglia

form-ability-choose-again-note = Tyrion Lannister ha annullato la tua carta: scegline un'altra (non quella annullata).
form-ability-mace-note = Mace Tyrell distrugge uno dei fanti dell'avversario in battaglia: quale?
form-ability-mace-label = Quale fante?
form-ability-mace-standing = Un fante schierato
form-ability-mace-routed = Un fante in rotta
form-ability-tyrion-note-card = Annullare la carta dell'avversario, { $card }? L'avversario sceglie allora un'altra carta.
form-ability-tyrion-note = Annullare la carta dell'avversario? L'avversario sceglie allora un'altra carta.
form-ability-tyrion-yes = Sì, annullala
form-ability-tyrion-label = Usare Tyrion Lannister?
form-ability-tides-note = Hai la Spada d'Acciaio di Valyria: scartare la tua carta Sorti della Battaglia e pescarne un'altra invece di usare la Spada per +1?
form-ability-tides-yes = Sì, pesca di nuovo
form-ability-tides-no = No, tengo la mia carta
form-ability-tides-label = Pescare di nuovo?
form-ability-patchface-note = Scegli una carta dalla mano dell'avversario da scartare.
form-ability-use-label = Usarla?

## I moduli come testo nelle e-mail (src/decisions/text.rs)

text-one-of = una tra: { $choices }
text-nothing-asked = Al tuo Casato ora non è chiesto nulla.
text-no-such-part = Questa decisione non ha una parte { $n } (ne ha { $count }).
text-not-by-mail = A “{ $title }” non si può rispondere per e-mail: usa il link alla pagina della partita.
text-no-answer = La risposta non contiene nessuna scelta: scrivi le righe del modello.
text-no-such-box = “{ $label }”: in “{ $title }” non c'è una casella così da spuntare.
text-not-understood = “{ $line }”: non ho capito questa riga; le righe sono come “{ $example }”.
text-not-a-choice = “{ $value }” non è una scelta per “{ $label }”; le scelte sono: { $choices }.
