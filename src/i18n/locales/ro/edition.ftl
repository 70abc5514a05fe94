# Setul de reguli al unui joc (issue 16): ediția a 2-a (2011) sau ediția 1 (2003).

edition-second = Ediția a 2-a (2011)
edition-first = Ediția 1 (2003)
edition-decks-provisional = Pachetele Westeros: provizorii
new-edition = Setul de reguli
new-edition-first-note = Ediția 1: 3–5 jucători (fără Casa Martell) pe propria tablă de 45 de zone, fără porturi și fără garnizoane; propriile cărți de casă, un atac fix al sălbaticilor și un Raid special care înlătură două ordine. Pachetele sale Westeros nu sunt cunoscute: Rookery folosește pachete provizorii.
new-count-houses = { $count } jucători: { $houses }
new-count-adds = { $count } adaugă { $houses }
new-agot1-options = Opțiunile ediției 1
new-agot1-kc_start_fix = Corectura de start a Curții Regelui
new-agot1-kc_start_fix-help = Cu cinci jucători, Tyrell pornește al 4-lea și Greyjoy al 5-lea pe pista Curții Regelui (corectura autorului).
new-agot1-orders_mandatory = Ordinele sunt obligatorii
new-agot1-orders_mandatory-help = Fiecare zonă cu unități primește un ordin cât timp mai rămâne un jeton de ordin folosibil.
new-agot1-no_support_against_self = Fără sprijin împotriva propriilor unități
new-agot1-no_support_against_self-help = O casă nu poate sprijini adversarul propriilor unități (regula ediției a 2-a; ediția 1 o permite).
new-agot1-random_house_assignment = Case atribuite la întâmplare
new-agot1-random_house_assignment-help = Casele se împart la întâmplare când începe jocul, cum spun regulile ediției 1; dezactivat: cum s-a ales mai sus.
new-agot1-second_edition_orders = Raid și Consolidarea Puterii din ediția a 2-a
new-agot1-second_edition_orders-help = Raidul special înlătură un ordin (și un ordin de Apărare) în loc de două, Consolidarea Puterii specială poate recruta, o Consolidare a Puterii prădată îl costă pe proprietar 1 Putere, iar Consolidarea Puterii poate fi pusă pe mare.
new-agot1-second_edition_tie_breaks = Departajările din ediția a 2-a
new-agot1-second_edition_tie_breaks-help = O egalitate la sfârșitul jocului se departajează după regulile alese mai sus, nu după aprovizionare și apoi Putere.
new-error-edition = Alegeți ediția a 2-a sau ediția 1.
new-error-players-first = Ediția 1 se joacă în 3–5 jucători: nu are Casa Martell.
