# Jogo público (issue 32): classificações, o ranking.
svc-rating-too-low = Este jogo pede uma classificação de pelo menos { $min }; a sua é { $mine }.
svc-min-rating-range = A classificação mínima é um número inteiro de 0 a { $max } (não { $value }).
svc-not-a-rating = “{ $value }” não é uma classificação (um número inteiro).
new-public-play = Jogo público
new-rated = Valendo classificação: o resultado muda a classificação dos jogadores
new-min-rating = Classificação mínima para participar ou assumir uma Casa (0: qualquer um)
rules-rated = Valendo classificação: o resultado muda a classificação dos jogadores (não se uma votação encerrar o jogo).
rules-unrated = Não vale classificação.
rules-min-rating = Os jogadores precisam de uma classificação de pelo menos { $min } para participar.
lobby-table-rating = Classificação média da mesa: { $rating }.
profile-ratings = Classificações
profile-rating-line = { $edition }: { $rating } ({ $games ->
    [one] { $games } jogo valendo classificação
   *[other] { $games } jogos valendo classificação
})
profile-no-rating = Nenhum jogo valendo classificação terminado ainda.
leaderboard-title = Ranking
leaderboard-player = Jogador
leaderboard-rating = Classificação
leaderboard-games = Jogos valendo classificação
leaderboard-empty = Nenhum jogo valendo classificação desta edição terminou ainda.
leaderboard-note = A classificação é a estimativa cautelosa do método Weng-Lin (OpenSkill), μ − 3σ: 0 para um novato, subindo à medida que os resultados se somam. Só contam os jogos marcados como valendo classificação na criação e encerrados pelas regras; um jogador que deixou sua Casa em desordem civil fica em último.
new-faceless = Sem rosto: os jogadores aparecem só como as suas Casas até o fim do jogo
new-faceless-hint = Ninguém vê quem joga com qual Casa (nem nas páginas, nos e-mails, corvos, feeds, na API ou na exportação, nem nos perfis dos jogadores) até o jogo terminar; então os nomes são mostrados. Cada jogador continua a ver o próprio nome.
rules-faceless = Sem rosto: os jogadores aparecem só como as suas Casas até o fim do jogo.
faceless-seat = Jogador { $number }
faceless-someone = um jogador
svc-faceless-no-sitter = Um jogo sem rosto não aceita substituto (ele saberia a sua Casa): deixe o substituto em branco, e enquanto estiver fora a sua Casa joga as escolhas padrão nos prazos.
