import type { z } from 'zod'
import type { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'

/** The time card as `GET /api/cartaoponto` sends it (the contract's input side: defaults not applied). */
export type CartaoPontoJson = z.input<typeof cartaoPontoSchema>
export type ManutencaoJson = CartaoPontoJson['manutencaoDTO']
export type RegistroDiaJson = ManutencaoJson['registros'][string]['registro']
