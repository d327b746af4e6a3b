export const MSG_ALTERACAO_SALVA = 'Alteração salva.'
export const MSG_ALTERACAO_DESFEITA = 'Alteração desfeita.'
export const MSG_NADA_A_DESFAZER = 'Não há alteração sua neste dia para desfazer.'
export const MSG_DESFAZER_INDISPONIVEL = 'Histórico indisponível neste servidor: a alteração não pode ser desfeita por aqui.'
