import type { HttpHandler } from 'msw'

/** Write calls of the time card: HR movements (TC-142..145). */
export const movimentacaoRhHandlers: HttpHandler[] = []
