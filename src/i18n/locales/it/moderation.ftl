# Gioco pubblico (issue 32): moderazione — segnalazioni, azioni dei moderatori, silenziare.

## Rifiuti

svc-moderation-reason = Spiega il motivo, in al massimo { $max } caratteri.
svc-not-a-moderator = Quell'account non è un moderatore.
svc-reports-per-day = Oggi hai inviato { $max } segnalazioni, il massimo in un giorno. Riprova domani.
svc-suspension-days = Una sospensione dura da 1 a { $max } giorni.
svc-account-banned = Questo account è stato bandito da un moderatore: non può accedere.
svc-account-suspended = Questo account è stato sospeso da un moderatore fino a { $until }: non può accedere fino ad allora.
svc-mute-yourself = Non puoi silenziare te stesso.
svc-moderation-field = Il campo “{ $field }” del modulo manca o non è valido.

## I moduli di segnalazione e il silenziare

report-open = Segnala
report-reason = Perché lo segnali? (lo legge un moderatore)
report-send = Invia la segnalazione
report-thanks = Grazie: un moderatore leggerà la tua segnalazione.
mute-player = Silenzia i corvi di { $name } in tutte le partite
mute-player-off = Mostra di nuovo i corvi di { $name }
mute-player-on-note = Non vedi né ricevi per posta i corvi di questo giocatore.
seat-why-moderator = un moderatore ha tolto il casato al suo giocatore

## La pagina dei moderatori

mod-title = Moderazione
mod-reports = Segnalazioni aperte
mod-no-reports = Nessuna segnalazione aperta.
mod-report-head = { $reporter } ha segnalato { $subject } ({ $at }):
mod-subject-raven = un messaggio corvo
mod-subject-game = il nome di una partita
mod-subject-profile = un profilo
mod-the-message = Il messaggio:
mod-report-game = La partita: “{ $game }” (partita { $id })
mod-report-player = Il giocatore: { $name }
mod-action = Azione
mod-action-hide = Nascondi il messaggio
mod-action-rename = Rinomina la partita
mod-action-warn = Ammonisci il giocatore
mod-action-suspend = Sospendi l'account
mod-action-ban = Banna l'account
mod-action-extend = Proroga la scadenza
mod-action-replace = Sostituisci un giocatore
mod-action-dismiss = Archivia la segnalazione
mod-new-name = Nuovo nome (per rinominare)
mod-days = Giorni (per sospendere)
mod-reason = Motivo (inviato per posta al giocatore)
mod-do = Esegui
mod-account = Agisci su un account
mod-player = Giocatore
mod-game = Agisci su una partita in corso
mod-game-number = Numero della partita
mod-hours = Ore (per prorogare)
mod-house = Casato (per sostituirne il giocatore)
mod-hints = Indizi di una persona a due posti
mod-hints-note = Due account seduti nella stessa partita che hanno effettuato l'accesso dallo stesso browser o dallo stesso indirizzo. Un indizio, non una prova: una famiglia o un club condividono un indirizzo. I giocatori non lo vedono mai.
mod-no-hints = Nessuno.
mod-hint-browser = { $a } e { $b } hanno effettuato l'accesso dallo stesso browser e siedono insieme in “{ $game }” (partita { $id }).
mod-hint-address = { $a } e { $b } hanno effettuato l'accesso dallo stesso indirizzo e siedono insieme in “{ $game }” (partita { $id }).
mod-log = Registro di moderazione
mod-log-empty = Ancora niente.
mod-log-line = { $moderator }: { $action } — { $whom } { $detail }
mod-whom-raven = messaggio { $id } di { $name }
mod-whom-game = “{ $game }” (partita { $id })
mod-why = Motivo:

## Le mail al giocatore interessato

mail-moderated-why = Ricevi questa mail perché un moderatore di questo sito Rookery è intervenuto sul tuo account, sulla tua partita o su un tuo messaggio.
mail-moderated-reason = Il motivo del moderatore: { $reason }
mail-moderated-open-game = Apri la partita
mail-moderated-hide-subject = Un moderatore ha nascosto uno dei tuoi corvi in “{ $game }”
mail-moderated-hide = Un moderatore ha nascosto uno dei tuoi messaggi corvo in “{ $game }”: nessuno lo vede più.
mail-moderated-rename-subject = Un moderatore ha rinominato la tua partita
mail-moderated-rename = Un moderatore ha rinominato la tua partita: { $detail }.
mail-moderated-warn-subject = Un'ammonizione da un moderatore
mail-moderated-warn = Un moderatore ti ammonisce per come giochi o scrivi su questo sito.
mail-moderated-suspend-subject = Il tuo account è sospeso
mail-moderated-suspend = Un moderatore ha sospeso il tuo account fino a { $until }: non puoi accedere fino ad allora, e i tuoi casati nelle partite in corso sono in disordine civile finché qualcuno non li rileva.
mail-moderated-ban-subject = Il tuo account è bannato
mail-moderated-ban = Un moderatore ha bannato il tuo account: non puoi più accedere, e i tuoi casati nelle partite in corso sono passati in disordine civile perché altri li rilevino.
mail-moderated-extend-subject = Un moderatore ha prorogato la scadenza in “{ $game }”
mail-moderated-extend = Un moderatore ha prorogato la scadenza in “{ $game }”: ora è { $until }.
mail-moderated-replace-subject = Un moderatore ti ha sostituito in “{ $game }”
mail-moderated-replace = Un moderatore ti ha tolto il Casato { $house } in “{ $game }”: ora qualsiasi giocatore può rilevarlo.
