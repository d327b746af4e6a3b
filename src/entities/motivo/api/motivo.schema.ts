import { z } from 'zod/mini'

export const motivoSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.boolean() })
