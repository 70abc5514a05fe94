# Joc public (issue 32): moderare — raportări, acțiunile moderatorilor, dezactivare.

## Refuzuri

svc-moderation-reason = Spuneți de ce, în cel mult { $max } caractere.
svc-not-a-moderator = Acel cont nu este moderator.
svc-reports-per-day = Azi ați trimis { $max } raportări, cele mai multe într-o zi. Încercați din nou mâine.
svc-suspension-days = O suspendare durează de la 1 la { $max } zile.
svc-account-banned = Acest cont a fost blocat de un moderator: nu se poate autentifica.
svc-account-suspended = Acest cont a fost suspendat de un moderator până la { $until }: nu se poate autentifica până atunci.
svc-mute-yourself = Nu vă puteți dezactiva pe dumneavoastră.
svc-moderation-field = Câmpul „{ $field }” al formularului lipsește sau nu este valid.

## Formularele de raportare și dezactivarea

report-open = Raportează
report-reason = De ce raportați asta? (o citește un moderator)
report-send = Trimite raportarea
report-thanks = Mulțumim: un moderator vă va citi raportarea.
mute-player = Dezactivează corbii lui { $name } în toate jocurile
mute-player-off = Arată din nou corbii lui { $name }
mute-player-on-note = Nu vedeți și nu primiți prin mail corbii acestui jucător.
seat-why-moderator = un moderator a luat casa de la jucătorul ei

## Pagina moderatorilor

mod-title = Moderare
mod-reports = Raportări deschise
mod-no-reports = Nicio raportare deschisă.
mod-report-head = { $reporter } a raportat { $subject } ({ $at }):
mod-subject-raven = un mesaj cu corb
mod-subject-game = numele unui joc
mod-subject-profile = un profil
mod-the-message = Mesajul:
mod-report-game = Jocul: „{ $game }” (jocul { $id })
mod-report-player = Jucătorul: { $name }
mod-action = Acțiune
mod-action-hide = Ascunde mesajul
mod-action-rename = Redenumește jocul
mod-action-warn = Avertizează jucătorul
mod-action-suspend = Suspendă contul
mod-action-ban = Blochează contul
mod-action-extend = Prelungește termenul
mod-action-replace = Înlocuiește un jucător
mod-action-dismiss = Închide raportarea
mod-new-name = Nume nou (pentru redenumire)
mod-days = Zile (pentru suspendare)
mod-reason = Motiv (jucătorul îl primește prin mail)
mod-do = Execută
mod-account = Acționează asupra unui cont
mod-player = Jucător
mod-game = Acționează într-un joc în desfășurare
mod-game-number = Numărul jocului
mod-hours = Ore (pentru prelungire)
mod-house = Casa (pentru înlocuirea jucătorului ei)
mod-hints = Indicii ale unei persoane pe două locuri
mod-hints-note = Două conturi așezate în același joc care s-au autentificat din același browser sau de la aceeași adresă. Un indiciu, nu o dovadă: o familie sau un club împart o adresă. Jucătorii nu văd niciodată asta.
mod-no-hints = Niciunul.
mod-hint-browser = { $a } și { $b } s-au autentificat din același browser și stau împreună în „{ $game }” (jocul { $id }).
mod-hint-address = { $a } și { $b } s-au autentificat de la aceeași adresă și stau împreună în „{ $game }” (jocul { $id }).
mod-log = Jurnalul moderării
mod-log-empty = Nimic încă.
mod-log-line = { $moderator }: { $action } — { $whom } { $detail }
mod-whom-raven = mesajul { $id } al lui { $name }
mod-whom-game = „{ $game }” (jocul { $id })
mod-why = De ce:

## Mailurile către jucătorul vizat

mail-moderated-why = Primiți acest mail pentru că un moderator al acestui site Rookery a acționat asupra contului, jocului sau mesajului dumneavoastră.
mail-moderated-reason = Motivul moderatorului: { $reason }
mail-moderated-open-game = Deschide jocul
mail-moderated-hide-subject = Un moderator a ascuns unul dintre corbii dumneavoastră în „{ $game }”
mail-moderated-hide = Un moderator a ascuns unul dintre mesajele dumneavoastră cu corb în „{ $game }”: nu-l mai vede nimeni.
mail-moderated-rename-subject = Un moderator v-a redenumit jocul
mail-moderated-rename = Un moderator v-a redenumit jocul: { $detail }.
mail-moderated-warn-subject = Un avertisment de la un moderator
mail-moderated-warn = Un moderator vă avertizează în privința felului în care jucați sau scrieți pe acest site.
mail-moderated-suspend-subject = Contul dumneavoastră este suspendat
mail-moderated-suspend = Un moderator v-a suspendat contul până la { $until }: nu vă puteți autentifica până atunci, iar casele dumneavoastră din jocurile în desfășurare sunt în haos civil până le preia cineva.
mail-moderated-ban-subject = Contul dumneavoastră este blocat
mail-moderated-ban = Un moderator v-a blocat contul: nu vă mai puteți autentifica, iar casele dumneavoastră din jocurile în desfășurare au intrat în haos civil ca să le preia alții.
mail-moderated-extend-subject = Un moderator a prelungit termenul în „{ $game }”
mail-moderated-extend = Un moderator a prelungit termenul în „{ $game }”: acum este { $until }.
mail-moderated-replace-subject = Un moderator v-a înlocuit în „{ $game }”
mail-moderated-replace = Un moderator v-a luat Casa { $house } în „{ $game }”: acum orice jucător o poate prelua.
