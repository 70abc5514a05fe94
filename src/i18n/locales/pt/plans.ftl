# Português (pt): respostas dadas antecipadamente (issue 25): src/words/plans.rs,
# src/service/plans.rs, o formulário de ordens e a página do jogo.

plan-dropped = A sua resposta antecipada para { $what } não foi usada: { $why } Você é consultado como de costume.
plan-what-march = a marcha a partir de { $area }
plan-what-raid = o saque a partir de { $area }
plan-what-support = o apoio a partir de { $area }
plan-what-consolidate = a ordem de Consolidar Poder em { $area }
plan-what-raven = o Corvo Mensageiro
plan-what-raven_bury = manter ou enterrar a carta dos selvagens vista pelo Corvo
plan-what-muster = o recrutamento
plan-what-tie_break = o desempate de lances
plan-what-westeros_choice = a escolha em { $card }
plan-why-target-gone = a ordem em { $area } que ela devia remover não está mais lá.
svc-plan-too-many = Uma casa pode dar no máximo { $count } respostas antecipadas por rodada.

## As linhas do formulário de ordens e o formulário "Responder antecipadamente"
form-plan-title = Responder antecipadamente
form-plan-submit = Registrar estas respostas
form-plan-note = Responder antecipadamente (opcional): para cada ordem, o que responder quando chegar a vez dela. Uma resposta legal é usada na hora e o jogo não espera por você; uma que não é mais legal é descartada e você é consultado como de costume. Ninguém mais a vê; você pode mudá-la até que seja usada.
form-plan-row = Resposta antecipada para { $area }
form-plan-ask = Pergunte-me quando chegar a vez
form-plan-keep = Manter a resposta já registrada
form-plan-march = Se for marcha: todas as unidades para { $area }
form-plan-raid = Se for saque: remover a ordem em { $area }
form-plan-support-own = Se for apoio: minha própria casa, senão ninguém
form-plan-support-else = Se for apoio: minha própria casa, senão { $house }, senão ninguém
form-plan-support-none = Se for apoio: ninguém
form-plan-muster-row = Próximo recrutamento em { $area }
form-plan-muster-none = Não recrutar nada aqui (as outras linhas de recrutamento continuam valendo)
form-plan-muster-footman = Um soldado
form-plan-muster-knight = Um cavaleiro
form-plan-muster-two-footmen = Dois soldados
form-plan-muster-upgrade = Um soldado daqui vira cavaleiro
form-plan-muster-ship = Um navio no porto
form-bid-tie-note = Você detém o Trono de Ferro e desempata os lances. Se quiser, ordene as casas agora, a favorita primeiro: um empate entre as casas ordenadas, neste lance e nos seguintes enquanto detiver o trono, é então desfeito na hora, sem esperar por você. Ninguém mais vê. Deixe em “Pergunte-me quando chegar a vez” para ser consultado quando houver empate.
form-bid-tie-place = Em caso de empate, posição { $n }
