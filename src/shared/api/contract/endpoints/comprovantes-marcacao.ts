import { z } from 'zod/mini'
import { AUTENTICADO, definirEndpoints } from '../endpoint'
import { comprovanteSchema } from './relogio'

export const comprovantesMarcacaoEndpoints = definirEndpoints(() => ({
  /** CLOCK-004: the logged-in user's own receipts, newest first (none without an employee). */
  'GET /api/comprovantes-marcacao': { acesso: AUTENTICADO, origem: 'rest', resposta: z.array(comprovanteSchema) },
  /** A receipt's PDF, named by x-filename. */
  'GET /api/comprovantes-marcacao/:id/pdf': { acesso: AUTENTICADO, origem: 'extensao' },
}))
