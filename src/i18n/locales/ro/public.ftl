# Joc public (issue 32): clasamente, tabela.
svc-rating-too-low = Acest joc cere un rating de cel puțin { $min }; al tău este { $mine }.
svc-min-rating-range = Ratingul minim este un număr întreg de la 0 la { $max } (nu { $value }).
svc-not-a-rating = „{ $value }” nu este un rating (un număr întreg).
new-public-play = Joc public
new-rated = Cu rating: rezultatul schimbă ratingul jucătorilor
new-min-rating = Ratingul minim pentru a te alătura sau a prelua o Casă (0: oricine)
rules-rated = Cu rating: rezultatul schimbă ratingul jucătorilor (nu și dacă un vot încheie jocul).
rules-unrated = Fără rating.
rules-min-rating = Jucătorii au nevoie de un rating de cel puțin { $min } ca să se alăture.
lobby-table-rating = Ratingul mediu al mesei: { $rating }.
profile-ratings = Rating
profile-rating-line = { $edition }: { $rating } ({ $games ->
    [one] { $games } joc cu rating
    [few] { $games } jocuri cu rating
   *[other] { $games } de jocuri cu rating
})
profile-no-rating = Niciun joc cu rating încheiat încă.
leaderboard-title = Clasament
leaderboard-player = Jucător
leaderboard-rating = Rating
leaderboard-games = Jocuri cu rating
leaderboard-empty = Niciun joc cu rating din această ediție nu s-a încheiat încă.
leaderboard-note = Ratingul este estimarea prudentă a metodei Weng-Lin (OpenSkill), μ − 3σ: 0 pentru un nou venit, crește pe măsură ce se adună rezultatele. Contează doar jocurile marcate cu rating la creare și încheiate după reguli; un jucător care și-a lăsat Casa în dezordine civilă este clasat ultimul.
new-faceless = Fără chip: jucătorii apar doar ca Casele lor până la sfârșitul jocului
new-faceless-hint = Nimeni nu vede cine joacă ce Casă (nici pe pagini, în e-mailuri, corbi, fluxuri, API sau export, nici pe profilurile jucătorilor) până se termină jocul; apoi numele sunt arătate. Fiecare jucător își vede în continuare propriul nume.
rules-faceless = Fără chip: jucătorii apar doar ca Casele lor până la sfârșitul jocului.
faceless-seat = Jucătorul { $number }
faceless-someone = un jucător
svc-faceless-no-sitter = Un joc fără chip nu primește înlocuitor (ar afla Casa ta): lasă înlocuitorul gol, iar cât lipsești Casa ta joacă alegerile implicite la termene.
