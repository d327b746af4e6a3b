import { z } from 'zod/mini'

export const fecharCompetenciaSchema = z.object({ ignorarInconsistencias: z.boolean() })
export type FecharCompetenciaValues = z.output<typeof fecharCompetenciaSchema>
