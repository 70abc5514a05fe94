# Stoly, které se zaplní (issue 32, item 4): žádosti o místo, pořadí otevřených her, staré lobby.
svc-fewer-not-yet = Stůl může začít s méně hráči, až bude čekat { $days } dní.
svc-fewer-not-allowed = Tato hra nemůže začít se { $seated } usazenými hráči: edice potřebuje alespoň { $min } a každý zvolený rod musí patřit k tomuto počtu.
home-seats-left = { $count ->
    [one] zbývá 1 místo
    [few] zbývají { $count } místa
   *[other] zbývá { $count } míst
}
match-title = Posaď mě do další hry
match-intro = Zvol druh hry: budeš usazen, jakmile bude mít otevřená hra toho druhu místo, nebo jakmile bude čekat dost hráčů na novou (ta pak hned začne).
match-edition = Edice
match-players = Hráči
match-deadlines = Termíny
match-pace-quick = rychlé (12 h na plánování, 8 h na krok, 4 h v bitvě)
match-pace-standard = běžné (48 h na plánování, 24 h na krok, 12 h v bitvě)
match-pace-relaxed = volné (72 h na plánování, 48 h na krok, 24 h v bitvě)
match-rated = Hodnocená
match-rated-yes = hodnocená
match-rated-no = nehodnocená
match-submit = Posaď mě do další hry
match-waiting = Čekáš na místo od { $since }: { $what }.
match-what = { $edition }, hráčů: { $players }, termíny { $pace }, { $rated }
match-others = { $count ->
    [one] Na tento druh hry zatím nikdo jiný nečeká.
    [few] Na tento druh hry čekají { $count } hráči (včetně tebe).
   *[other] Na tento druh hry čeká { $count } hráčů (včetně tebe).
}
match-cancel = Zrušit mou žádost
mail-matched-subject = { $game }: máš místo
mail-matched-seated = Požádal jsi o místo v další odpovídající hře: teď máš místo ve hře „{ $game }“.
mail-matched-started = Hra začala; zpráva o jejím začátku ti řekne tvůj rod.
mail-matched-waits = Hra začne, až budou obsazena poslední místa.
lobby-stale-title = Tento stůl čeká už { $days } dní
lobby-stale-text = Stůl, který se nezaplnil za { $stale } dny, se zaplní jen zřídka. Můžeš ho spustit hned:
lobby-start-fewer = Začít hned s usazenými hráči ({ $count })
lobby-stale-no-fewer = Začít jen s usazenými hráči tu nejde: edice potřebuje alespoň { $min } hráčů a každý zvolený rod musí být v menší hře.
mail-stale-subject = { $game }: tvůj stůl čeká už { $days ->
    [few] { $days } dny
   *[other] { $days } dní
}
mail-stale-waited = „{ $game }“ čeká už { $days ->
    [few] { $days } dny
   *[other] { $days } dní
} a obsazeno je { $seated } z { $players } míst. Stůl, který se do teď nezaplnil, se zaplní jen zřídka.
mail-stale-fewer = Můžeš ho spustit hned jako hru usazených hráčů ({ $count }), nebo s počítačem na prázdných místech (rod počítače může později kdokoli převzít).
mail-stale-computer = Můžeš ho spustit hned s počítačem na prázdných místech (rod počítače může později kdokoli převzít). Usazení hráči ho sami spustit nemohou: edice nebo zvolené rody takový počet nedovolují.
