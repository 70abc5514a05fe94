# Veřejná hra (issue 32): hodnocení, žebříček.
svc-rating-too-low = Tato hra vyžaduje hodnocení alespoň { $min }; vaše je { $mine }.
svc-min-rating-range = Nejnižší hodnocení je celé číslo od 0 do { $max } (ne { $value }).
svc-not-a-rating = „{ $value }“ není hodnocení (celé číslo).
new-public-play = Veřejná hra
new-rated = Hodnocená: výsledek mění hodnocení hráčů
new-min-rating = Nejnižší hodnocení pro připojení nebo převzetí rodu (0: kdokoli)
rules-rated = Hodnocená: výsledek mění hodnocení hráčů (ne když hru ukončí hlasování).
rules-unrated = Nehodnocená.
rules-min-rating = Hráči potřebují ke vstupu hodnocení aspoň { $min }.
lobby-table-rating = Průměrné hodnocení stolu: { $rating }.
profile-ratings = Hodnocení
profile-rating-line = { $edition }: { $rating } ({ $games ->
    [one] { $games } hodnocená hra
    [few] { $games } hodnocené hry
   *[other] { $games } hodnocených her
})
profile-no-rating = Zatím žádná dokončená hodnocená hra.
leaderboard-title = Žebříček
leaderboard-player = Hráč
leaderboard-rating = Hodnocení
leaderboard-games = Hodnocené hry
leaderboard-empty = Žádná hodnocená hra této edice zatím neskončila.
leaderboard-note = Hodnocení je opatrný odhad metody Weng-Lin (OpenSkill), μ − 3σ: 0 pro nováčka, roste s přibývajícími výsledky. Počítají se jen hry označené při založení jako hodnocené a ukončené podle pravidel; hráč, který nechal svůj rod v občanských nepokojích, je poslední.
new-faceless = Bez tváří: hráči vystupují jen jako své rody, dokud hra neskončí
new-faceless-hint = Nikdo nevidí, kdo hraje za který rod (na stránkách, v e-mailech, havranech, kanálech, API ani exportu, ani na profilech hráčů), dokud hra neskončí; pak se jména ukážou. Každý hráč dál vidí své vlastní jméno.
rules-faceless = Bez tváří: hráči vystupují jen jako své rody, dokud hra neskončí.
faceless-seat = Hráč { $number }
faceless-someone = hráč
svc-faceless-no-sitter = Hra bez tváří nebere zástupce (poznal by váš rod): nechte zástupce prázdného a během vaší nepřítomnosti hrají váš rod výchozí tahy při termínech.
