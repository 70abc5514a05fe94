# Português (pt): respostas dadas antecipadamente (issue 25): src/words/plans.rs,
# src/service/plans.rs, o formulário de ordens e a página do jogo.

plan-dropped = A sua resposta antecipada para { $what } não foi usada: { $why } Você é consultado como de costume.
plan-what-march = a marcha a partir de { $area }
plan-what-raid = o saque a partir de { $area }
plan-what-support = o apoio a partir de { $area }
plan-what-consolidate = a ordem de Consolidar Poder em { $area }
plan-what-raven = o Corvo Mensageiro
plan-what-muster = o recrutamento
plan-what-tie_break = o desempate de lances
plan-what-westeros_choice = a escolha em { $card }
plan-why-target-gone = a ordem em { $area } que ela devia remover não está mais lá.
svc-plan-too-many = Uma casa pode dar no máximo { $count } respostas antecipadas por rodada.
