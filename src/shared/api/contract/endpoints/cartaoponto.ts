import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { cartaoPontoSchema } from './cartaoponto.schema'

export const cartaopontoEndpoints = definirEndpoints(() => ({
  'GET /api/cartaoponto': {
    acesso: algum('front_manutencao_visualizar'),
    requisitos: ['TC-006', 'TC-010'],
    consulta: z.object({ funcionarioId: z.number(), competenciaId: z.number() }),
    resposta: cartaoPontoSchema,
  },
}))
