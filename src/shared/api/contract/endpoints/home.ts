import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

const horasEmTexto = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const hours = Number.parseInt(value.split(/[:.]/)[0] ?? '', 10)
    if (Number.isNaN(hours)) {
      ctx.issues.push({ code: 'custom', message: `Horas inválidas: ${value}`, input: value })
      return z.NEVER
    }
    return hours
  }),
)
// The docs describe what the server sends (the app truncates it).
documentar(horasEmTexto, { override: { type: 'string', description: "'HH:MM' ou 'HH.MM'" } })

/** Hours may come as numbers or as 'HH:MM' / 'HH.MM' strings; strings are truncated to whole hours. */
const horas = z.union([z.number(), horasEmTexto])

/** HOME-007: one competence of the hours chart. */
export const divisaoHorasRowSchema = z.looseObject({
  competencia: z.string(),
  horasTrabalhadas: horas,
  horasExtras: horas,
  faltas: horas,
})
documentar(divisaoHorasRowSchema, { id: 'DivisaoHoras' })
export type DivisaoHorasRow = z.infer<typeof divisaoHorasRowSchema>

export const divisaoHorasSchema = z.array(divisaoHorasRowSchema)

/** HOME-003..006: how many of them the user sees. */
export const countSchema = z.number()

const painel = algum('administrador', 'rh', 'responsavel', 'supervisor')

export const homeEndpoints = definirEndpoints(() => ({
  'GET /api/home/funcionarios': { acesso: painel, requisitos: ['HOME-003'], resposta: countSchema },
  'GET /api/home/departamentos': { acesso: painel, requisitos: ['HOME-004'], resposta: countSchema },
  'GET /api/home/cargos': { acesso: painel, requisitos: ['HOME-005'], resposta: countSchema },
  'GET /api/home/localtrabalho': { acesso: painel, requisitos: ['HOME-006'], resposta: countSchema },
  'GET /api/home/divisaoHoras': { acesso: painel, requisitos: ['HOME-007'], resposta: divisaoHorasSchema },
}))
