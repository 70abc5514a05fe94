# Italiano (it): risposte date in anticipo (issue 25): src/words/plans.rs, src/service/plans.rs,
# il modulo degli ordini e la pagina della partita.

plan-dropped = La tua risposta data in anticipo per { $what } non è stata usata: { $why } Ti viene chiesto come di consueto.
plan-what-march = la marcia da { $area }
plan-what-raid = l'incursione da { $area }
plan-what-support = il supporto da { $area }
plan-what-consolidate = l'ordine di Consolidare il Potere in { $area }
plan-what-raven = il Corvo Messaggero
plan-what-muster = il reclutamento
plan-what-tie_break = lo spareggio delle offerte
plan-what-westeros_choice = la scelta su { $card }
plan-why-target-gone = l'ordine in { $area } che doveva rimuovere non c'è più.
svc-plan-too-many = Una casata può dare al massimo { $count } risposte in anticipo per round.
