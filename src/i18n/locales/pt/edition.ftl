# As regras de um jogo (issue 16): a 2.ª edição (2011) ou a 1.ª edição (2003).

edition-second = 2.ª edição (2011)
edition-first = 1.ª edição (2003)
edition-decks-provisional = Baralhos de Westeros: provisórios
new-edition = Regras
new-edition-first-note = A 1.ª edição: 3 a 5 jogadores (sem a Casa Martell) no seu próprio tabuleiro de 45 áreas, sem portos nem guarnições; as suas cartas de casa, um ataque dos selvagens fixo e um Saque especial que remove duas ordens. Os seus baralhos de Westeros não são conhecidos: o Rookery usa baralhos provisórios.
new-count-houses = { $count } jogadores: { $houses }
new-count-adds = { $count } acrescenta { $houses }
new-agot1-options = Opções da 1.ª edição
new-agot1-kc_start_fix = Correção inicial da Corte do Rei
new-agot1-kc_start_fix-help = Com cinco jogadores, Tyrell começa em 4.º e Greyjoy em 5.º na trilha da Corte do Rei (a correção do autor).
new-agot1-orders_mandatory = Ordens obrigatórias
new-agot1-orders_mandatory-help = Cada área com unidades recebe uma ordem enquanto restar uma ficha de ordem utilizável.
new-agot1-no_support_against_self = Sem apoio contra si mesmo
new-agot1-no_support_against_self-help = Uma casa não pode apoiar o adversário das suas próprias unidades (a regra da 2.ª edição; a 1.ª edição permite-o).
new-agot1-random_house_assignment = Casas atribuídas ao acaso
new-agot1-random_house_assignment-help = As casas são distribuídas ao acaso quando o jogo começa, como dizem as regras da 1.ª edição; desligado: como escolhido acima.
new-agot1-second_edition_orders = Saque e Consolidar Poder da 2.ª edição
new-agot1-second_edition_orders-help = O Saque especial remove uma ordem (também de Defesa) em vez de duas, Consolidar Poder especial pode recrutar, um Consolidar Poder saqueado custa 1 Poder ao dono, e Consolidar Poder pode ser posto no mar.
new-agot1-second_edition_tie_breaks = Desempates da 2.ª edição
new-agot1-second_edition_tie_breaks-help = Um empate no fim do jogo é desfeito pelos desempates escolhidos acima, em vez de pelo abastecimento e depois pelo Poder.
new-error-edition = Escolha a 2.ª ou a 1.ª edição.
new-error-players-first = A 1.ª edição joga-se com 3 a 5 jogadores: não tem a Casa Martell.
