import { z } from 'zod/mini'

/** Hours may come as numbers or as 'HH:MM' / 'HH.MM' strings; strings are truncated to whole hours. */
const horas = z.union([
  z.number(),
  z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const hours = Number.parseInt(value.split(/[:.]/)[0] ?? '', 10)
      if (Number.isNaN(hours)) {
        ctx.issues.push({ code: 'custom', message: `Horas inválidas: ${value}`, input: value })
        return z.NEVER
      }
      return hours
    }),
  ),
])

export const divisaoHorasRowSchema = z.looseObject({
  competencia: z.string(),
  horasTrabalhadas: horas,
  horasExtras: horas,
  faltas: horas,
})

export type DivisaoHorasRow = z.infer<typeof divisaoHorasRowSchema>

export const divisaoHorasSchema = z.array(divisaoHorasRowSchema)

export const countSchema = z.number()
