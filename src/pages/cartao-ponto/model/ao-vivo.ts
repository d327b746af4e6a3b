/** Live refresh: why the card the user is looking at just changed. */
export const MSG_ALTERADO_POR_OUTRA_SESSAO = 'Cartão ponto atualizado: outra sessão acabou de alterá-lo.'
