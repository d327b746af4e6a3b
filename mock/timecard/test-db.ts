import { createDb, type Db } from '../db/index'

/** The e2e date: competence 13 is 11/2026 (open), 12 is 10/2026. */
export const HOJE_E2E = new Date(2026, 10, 16, 12)
export const ATUAL = 13
export const ANTERIOR = 12

export function dbE2e(): Db {
  return createDb({ today: HOJE_E2E })
}
