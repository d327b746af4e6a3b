import { z } from 'zod/mini'
import { bancoDiasVigenteSchema, quadroVigenteSchema, type BancoDiasVigente, type QuadroVigente } from './funcionario.schema'

/** 200 with the schedule, or 204 (an empty body) without one: null. */
export const quadroVigenteRespostaSchema = z.pipe(
  z.union([z.literal(''), quadroVigenteSchema]),
  z.transform((body: QuadroVigente | ''): QuadroVigente | null => (body === '' ? null : body)),
)

/** 200 with the day bank, or 204 (an empty body) without one on that date: null. */
export const bancoDiasVigenteRespostaSchema = z.pipe(
  z.union([z.literal(''), bancoDiasVigenteSchema]),
  z.transform((body: BancoDiasVigente | ''): BancoDiasVigente | null => (body === '' ? null : body)),
)
