import type { HttpHandler } from 'msw'

/** Write calls of the time card: justifications and conversions (TC-136..140, TC-147..165). */
export const justificativaHandlers: HttpHandler[] = []
