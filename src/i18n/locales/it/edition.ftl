# Le regole di una partita (issue 16): la 2ª edizione (2011) o la 1ª edizione (2003).

edition-second = 2ª edizione (2011)
edition-first = 1ª edizione (2003)
edition-decks-provisional = Mazzi di Westeros: provvisori
new-edition = Regole
new-edition-first-note = La 1ª edizione: da 3 a 5 giocatori (senza la Casata Martell) sulla sua mappa di 45 aree, senza porti né guarnigioni; le sue carte casata, un attacco dei bruti fisso e un'Incursione speciale che rimuove due ordini. I suoi mazzi di Westeros non sono noti: Rookery usa mazzi provvisori.
new-count-houses = { $count } giocatori: { $houses }
new-count-adds = { $count } aggiunge { $houses }
new-agot1-options = Opzioni della 1ª edizione
new-agot1-kc_start_fix = Correzione iniziale della Corte del Re
new-agot1-kc_start_fix-help = Con cinque giocatori, Tyrell parte 4° e Greyjoy 5° sul tracciato della Corte del Re (la correzione dell'autore).
new-agot1-orders_mandatory = Ordini obbligatori
new-agot1-orders_mandatory-help = Ogni area con unità riceve un ordine finché resta un segnalino ordine utilizzabile.
new-agot1-no_support_against_self = Niente supporto contro se stessi
new-agot1-no_support_against_self-help = Una casata non può supportare l'avversario delle proprie unità (la regola della 2ª edizione; la 1ª edizione lo permette).
new-agot1-random_house_assignment = Casate assegnate a caso
new-agot1-random_house_assignment-help = Le casate sono distribuite a caso all'inizio della partita, come dicono le regole della 1ª edizione; spento: come scelto sopra.
new-agot1-second_edition_orders = Incursione e Consolidare il Potere della 2ª edizione
new-agot1-second_edition_orders-help = L'Incursione speciale rimuove un ordine (anche di Difesa) invece di due, il Consolidare il Potere speciale può reclutare, un Consolidare il Potere razziato costa 1 Potere al proprietario, e si può consolidare il potere anche in mare.
new-agot1-second_edition_tie_breaks = Spareggi della 2ª edizione
new-agot1-second_edition_tie_breaks-help = Un pareggio a fine partita si decide con gli spareggi scelti sopra, invece che con i rifornimenti e poi il Potere.
new-error-edition = Scegliete la 2ª o la 1ª edizione.
new-error-players-first = La 1ª edizione si gioca da 3 a 5 giocatori: non ha la Casata Martell.
