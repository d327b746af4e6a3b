import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { inteiroMinimo } from '../esquemas'
import { documentar } from '../documentar'

/** REG-080: the licence limits. */
export const limitesSchema = z.object({ funcionarios: z.number(), usuarios: z.number(), equipamentos: z.number(), coletores: z.number() })
documentar(limitesSchema, { id: 'Limites' })
export type Limites = z.infer<typeof limitesSchema>

/** The limits as saved: whole numbers from 0. */
export const limitesCorpoSchema = z.object({
  funcionarios: inteiroMinimo(0),
  usuarios: inteiroMinimo(0),
  equipamentos: inteiroMinimo(0),
  coletores: inteiroMinimo(0),
})
documentar(limitesCorpoSchema, { id: 'LimitesCorpo' })

export const limitesEndpoints = definirEndpoints(() => ({
  'GET /api/limites': { acesso: algum('front_config_geral'), requisitos: ['REG-080'], resposta: limitesSchema },
  'PUT /api/limites': { acesso: algum('front_config_geral'), requisitos: ['REG-080'], corpo: limitesCorpoSchema, resposta: limitesSchema },
}))
