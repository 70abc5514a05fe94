# Čeština (cs): odpovědi předem (issue 25): src/words/plans.rs, src/service/plans.rs,
# formulář rozkazů a stránka hry.

plan-dropped = Vaše odpověď předem pro { $what } nebyla použita: { $why } Budete dotázáni jako obvykle.
plan-what-march = pochod z oblasti { $area }
plan-what-raid = nájezd z oblasti { $area }
plan-what-support = podporu z oblasti { $area }
plan-what-consolidate = rozkaz Upevnění moci v oblasti { $area }
plan-what-raven = Havrana poslíčka
plan-what-raven_bury = ponechání nebo pohřbení karty divochů, kterou Havran viděl
plan-what-muster = verbování
plan-what-tie_break = rozhodování remíz v přihazování
plan-what-westeros_choice = volbu na kartě { $card }
plan-why-target-gone = rozkaz v oblasti { $area }, který měl odstranit, už tam není.
svc-plan-too-many = Rod smí podat nejvýše { $count } odpovědí předem za kolo.

## Řádky formuláře rozkazů a formulář „Odpovědět předem“
form-plan-title = Odpovědět předem
form-plan-submit = Podat tyto odpovědi
form-plan-note = Odpovědět předem (nepovinné): u každého rozkazu, co odpovědět, až přijde jeho krok. Platná odpověď se použije hned a hra na vás nečeká; ta, která už platná není, se zahodí a budete dotázáni jako obvykle. Nikdo jiný ji nevidí; můžete ji měnit, dokud není použita.
form-plan-row = Odpověď předem pro oblast { $area }
form-plan-ask = Zeptej se mě, až to přijde
form-plan-keep = Ponechat už podanou odpověď
form-plan-march = Je-li to pochod: všechny jednotky do oblasti { $area }
form-plan-raid = Je-li to nájezd: odstranit rozkaz v oblasti { $area }
form-plan-support-own = Je-li to podpora: můj vlastní rod, jinak nikoho
form-plan-support-else = Je-li to podpora: můj vlastní rod, jinak rod { $house }, jinak nikoho
form-plan-support-none = Je-li to podpora: nikoho
form-plan-muster-row = Příští verbování v oblasti { $area }
form-plan-muster-none = Zde nic neverbovat (ostatní řádky verbování platí dál)
form-plan-muster-footman = Pěšák
form-plan-muster-knight = Rytíř
form-plan-muster-two-footmen = Dva pěšáci
form-plan-muster-upgrade = Pěšák zde se stane rytířem
form-plan-muster-ship = Loď v přístavu
form-bid-tie-note = Držíte Železný trůn a rozhodujete remízy. Můžete rody seřadit hned, nejvíce zvýhodněný první: remíza mezi seřazenými rody v tomto přihazování i v dalších, dokud trůn držíte, se pak rozhodne hned, bez čekání na vás. Nikdo jiný to nevidí. Ponechte „Zeptej se mě, až to přijde“, chcete-li být dotázáni, až remíza nastane.
form-bid-tie-place = Při remíze místo { $n }
