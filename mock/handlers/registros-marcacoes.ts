import type { HttpHandler } from 'msw'

/** Write calls of the time card: punches (TC-099..110, TC-126). */
export const registroMarcacaoHandlers: HttpHandler[] = []
