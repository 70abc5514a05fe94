# Mese care se umplu (issue 32, item 4): cereri de loc, ordinea jocurilor deschise, lobby-uri vechi.
svc-fewer-not-yet = O masă poate începe cu mai puțini jucători după ce a așteptat { $days } zile.
svc-fewer-not-allowed = Jocul nu poate începe cu cei { $seated } jucători așezați: ediția cere cel puțin { $min }, iar fiecare casă aleasă trebuie să fie una a acestui număr.
home-seats-left = { $count ->
    [one] 1 loc liber
    [few] { $count } locuri libere
   *[other] { $count } de locuri libere
}
match-title = Așază-mă în următorul joc
match-intro = Alege felul jocului: ești așezat imediat ce un joc deschis de acest fel are loc sau așteaptă destui jucători ca să se formeze unul (care începe atunci imediat).
match-edition = Ediția
match-players = Jucători
match-deadlines = Termene
match-pace-quick = rapide (12 h pentru planificare, 8 h pe pas, 4 h într-o luptă)
match-pace-standard = obișnuite (48 h pentru planificare, 24 h pe pas, 12 h într-o luptă)
match-pace-relaxed = lejere (72 h pentru planificare, 48 h pe pas, 24 h într-o luptă)
match-rated = Cu rating
match-rated-yes = cu rating
match-rated-no = fără rating
match-submit = Așază-mă în următorul joc
match-waiting = Aștepți un loc din { $since }: { $what }.
match-what = { $edition }, { $players } jucători, termene { $pace }, { $rated }
match-others = { $count ->
    [one] Nimeni altcineva nu așteaptă încă un astfel de joc.
    [few] { $count } jucători (inclusiv tu) așteaptă un astfel de joc.
   *[other] { $count } de jucători (inclusiv tu) așteaptă un astfel de joc.
}
match-cancel = Anulează cererea mea
mail-matched-subject = { $game }: ai un loc
mail-matched-seated = Ai cerut să fii așezat în următorul joc potrivit: acum ai un loc în „{ $game }”.
mail-matched-started = Jocul a început; mesajul de început îți spune casa ta.
mail-matched-waits = Jocul începe când sunt ocupate ultimele locuri.
lobby-stale-title = Masa aceasta așteaptă de { $days } zile
lobby-stale-text = O masă care nu s-a umplut după { $stale } zile rareori se mai umple. O poți porni acum:
lobby-start-fewer = Începe acum cu cei { $count } jucători așezați
lobby-stale-no-fewer = Nu se poate începe doar cu jucătorii așezați: ediția cere cel puțin { $min } jucători, iar fiecare casă aleasă trebuie să fie în jocul mai mic.
mail-stale-subject = { $game }: masa ta așteaptă de { $days ->
    [few] { $days } zile
   *[other] { $days } de zile
}
mail-stale-waited = „{ $game }” așteaptă de { $days ->
    [few] { $days } zile
   *[other] { $days } de zile
} cu { $seated } din cele { $players } locuri ocupate. O masă care nu s-a umplut până acum rareori se mai umple.
mail-stale-fewer = O poți porni acum ca joc al celor { $count } jucători așezați sau cu calculatorul pe locurile libere (oricine poate prelua mai târziu o casă a calculatorului).
mail-stale-computer = O poți porni acum cu calculatorul pe locurile libere (oricine poate prelua mai târziu o casă a calculatorului). Jucătorii așezați nu o pot porni singuri: ediția sau casele alese nu permit acest număr.
