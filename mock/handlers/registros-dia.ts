import type { HttpHandler } from 'msw'

/** Write calls of the time card: day actions (TC-111..129). */
export const registroDiaHandlers: HttpHandler[] = []
