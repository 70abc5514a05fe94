# Veřejná hra (issue 32): moderování — nahlášení, zásahy moderátorů, ztlumení.

## Odmítnutí

svc-moderation-reason = Napište důvod, nejvýše { $max } znaků.
svc-not-a-moderator = Tento účet není moderátor.
svc-reports-per-day = Dnes jste poslali { $max } nahlášení, nejvíc za jeden den. Zkuste to znovu zítra.
svc-suspension-days = Pozastavení trvá 1 až { $max } dní.
svc-account-banned = Tento účet moderátor zablokoval: nelze se do něj přihlásit.
svc-account-suspended = Tento účet moderátor pozastavil do { $until }: do té doby se do něj nelze přihlásit.
svc-mute-yourself = Nemůžete ztlumit sami sebe.
svc-moderation-field = Pole formuláře „{ $field }“ chybí nebo není platné.

## Formuláře nahlášení a ztlumení

report-open = Nahlásit
report-reason = Proč to hlásíte? (čte to moderátor)
report-send = Odeslat nahlášení
report-thanks = Děkujeme: vaše nahlášení si přečte moderátor.
mute-player = Ztlumit havrany hráče { $name } ve všech hrách
mute-player-off = Znovu zobrazovat havrany hráče { $name }
mute-player-on-note = Havrany tohoto hráče nevidíte a nedostáváte e-mailem.
seat-why-moderator = moderátor odebral rod jeho hráči

## Stránka moderátorů

mod-title = Moderování
mod-reports = Otevřená nahlášení
mod-no-reports = Žádné otevřené nahlášení.
mod-report-head = { $reporter } nahlásil(a) { $subject } ({ $at }):
mod-subject-raven = zprávu havranem
mod-subject-game = název hry
mod-subject-profile = profil
mod-the-message = Zpráva:
mod-report-game = Hra: „{ $game }“ (hra { $id })
mod-report-player = Hráč: { $name }
mod-action = Zásah
mod-action-hide = Skrýt zprávu
mod-action-rename = Přejmenovat hru
mod-action-warn = Napomenout hráče
mod-action-suspend = Pozastavit účet
mod-action-ban = Zablokovat účet
mod-action-extend = Prodloužit termín
mod-action-replace = Nahradit hráče
mod-action-dismiss = Odložit nahlášení
mod-new-name = Nový název (k přejmenování)
mod-days = Dny (k pozastavení)
mod-reason = Důvod (hráči přijde e-mailem)
mod-do = Provést
mod-account = Zásah u účtu
mod-player = Hráč
mod-game = Zásah v rozehrané hře
mod-game-number = Číslo hry
mod-hours = Hodiny (k prodloužení)
mod-house = Rod (k nahrazení jeho hráče)
mod-hints = Náznaky jednoho člověka na dvou místech
mod-hints-note = Dva účty u jedné hry, které se přihlásily ze stejného prohlížeče nebo ze stejné adresy. Náznak, ne důkaz: adresu sdílí i rodina nebo klub. Hráči tohle nikdy nevidí.
mod-no-hints = Žádné.
mod-hint-browser = { $a } a { $b } se přihlásili ze stejného prohlížeče a sedí spolu ve hře „{ $game }“ (hra { $id }).
mod-hint-address = { $a } a { $b } se přihlásili ze stejné adresy a sedí spolu ve hře „{ $game }“ (hra { $id }).
mod-log = Záznam moderování
mod-log-empty = Zatím nic.
mod-log-line = { $moderator }: { $action } — { $whom } { $detail }
mod-whom-raven = zpráva { $id } od hráče { $name }
mod-whom-game = „{ $game }“ (hra { $id })
mod-why = Proč:

## E-maily dotčenému hráči

mail-moderated-why = Tento e-mail dostáváte, protože moderátor tohoto webu Rookery zasáhl u vašeho účtu, hry nebo zprávy.
mail-moderated-reason = Důvod moderátora: { $reason }
mail-moderated-open-game = Otevřít hru
mail-moderated-hide-subject = Moderátor skryl jednoho z vašich havranů ve hře „{ $game }“
mail-moderated-hide = Moderátor skryl jednu z vašich zpráv havranem ve hře „{ $game }“: už ji nikdo nevidí.
mail-moderated-rename-subject = Moderátor přejmenoval vaši hru
mail-moderated-rename = Moderátor přejmenoval vaši hru: { $detail }.
mail-moderated-warn-subject = Napomenutí od moderátora
mail-moderated-warn = Moderátor vás napomíná kvůli tomu, jak na tomto webu hrajete nebo píšete.
mail-moderated-suspend-subject = Váš účet je pozastaven
mail-moderated-suspend = Moderátor pozastavil váš účet do { $until }: do té doby se nemůžete přihlásit a vaše rody v rozehraných hrách jsou v občanských nepokojích, dokud je někdo nepřevezme.
mail-moderated-ban-subject = Váš účet je zablokován
mail-moderated-ban = Moderátor zablokoval váš účet: už se nemůžete přihlásit a vaše rody v rozehraných hrách přešly do občanských nepokojů, aby je převzali jiní.
mail-moderated-extend-subject = Moderátor prodloužil termín ve hře „{ $game }“
mail-moderated-extend = Moderátor prodloužil termín ve hře „{ $game }“: nyní je { $until }.
mail-moderated-replace-subject = Moderátor vás nahradil ve hře „{ $game }“
mail-moderated-replace = Moderátor vám ve hře „{ $game }“ odebral rod { $house }: teď ho může převzít kterýkoli hráč.
