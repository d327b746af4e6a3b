/**
 * Our own texts of the error catalogue, for cases the spec leaves open; the spec's own messages
 * (doc1 §8 / doc2 §8) are in the catalogue of `@/shared/config`.
 */
export const MSG_NOT_FOUND = 'Registro não encontrado.'
export const MSG_FORBIDDEN = 'Sem permissão para executar esta operação.'

export const MSG_SAVE_TIMEOUT =
  'O servidor não respondeu a tempo. O que você digitou foi mantido; confira se a alteração foi gravada antes de tentar novamente.'

/** The connection-refused marker a proxy writes when the backend is down. */
export const CONNECTION_REFUSED = 'ECONNREFUSED'
