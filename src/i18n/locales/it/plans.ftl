# Italiano (it): risposte date in anticipo (issue 25): src/words/plans.rs, src/service/plans.rs,
# il modulo degli ordini e la pagina della partita.

plan-dropped = La tua risposta data in anticipo per { $what } non è stata usata: { $why } Ti viene chiesto come di consueto.
plan-what-march = la marcia da { $area }
plan-what-raid = l'incursione da { $area }
plan-what-support = il supporto da { $area }
plan-what-consolidate = l'ordine di Consolidare il Potere in { $area }
plan-what-raven = il Corvo Messaggero
plan-what-raven_bury = tenere o seppellire la carta dei bruti vista dal Corvo
plan-what-muster = il reclutamento
plan-what-tie_break = lo spareggio delle offerte
plan-what-westeros_choice = la scelta su { $card }
plan-why-target-gone = l'ordine in { $area } che doveva rimuovere non c'è più.
svc-plan-too-many = Una casata può dare al massimo { $count } risposte in anticipo per round.

## Le righe del modulo degli ordini e il modulo "Rispondi in anticipo"
form-plan-title = Rispondi in anticipo
form-plan-submit = Registra queste risposte
form-plan-note = Rispondi in anticipo (facoltativo): per ogni ordine, cosa rispondere quando arriva il suo turno. Una risposta legale viene usata subito e la partita non ti aspetta; una non più legale viene scartata e ti viene chiesto come di consueto. Nessun altro la vede; puoi cambiarla finché non viene usata.
form-plan-row = Risposta in anticipo per { $area }
form-plan-ask = Chiedimelo quando arriva il momento
form-plan-keep = Mantieni la risposta già registrata
form-plan-march = Se è una marcia: tutte le unità in { $area }
form-plan-raid = Se è un'incursione: rimuovi l'ordine in { $area }
form-plan-support-own = Se è un supporto: la mia casata, altrimenti nessuno
form-plan-support-else = Se è un supporto: la mia casata, altrimenti { $house }, altrimenti nessuno
form-plan-support-none = Se è un supporto: nessuno
form-plan-muster-row = Prossimo reclutamento in { $area }
form-plan-muster-none = Non reclutare nulla qui (le altre righe di reclutamento valgono comunque)
form-plan-muster-footman = Un fante
form-plan-muster-knight = Un cavaliere
form-plan-muster-two-footmen = Due fanti
form-plan-muster-upgrade = Un fante qui diventa cavaliere
form-plan-muster-ship = Una nave nel porto
form-bid-tie-note = Detieni il Trono di Spade e risolvi i pareggi. Se vuoi, ordina ora le casate, la preferita per prima: un pareggio tra le casate ordinate, in questa offerta e nelle successive finché detieni il trono, viene risolto subito senza aspettarti. Nessun altro lo vede. Lascia “Chiedimelo quando arriva il momento” per essere interpellato quando arriva un pareggio.
form-bid-tie-place = In caso di pareggio, posto { $n }
