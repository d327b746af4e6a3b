import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

/** Hours as the server sends them: 'HH:MM' or 'HH.MM' strings (charts truncate them, DASH-009/010). */
const horas = z.string()

/** GET /api/dashboard/indicadores: every series of doc2 §3, one point per competence (MM/YYYY) unless said. */
export const indicadoresSchema = z.object({
  competencias: z.array(z.string()),
  /** DASH-002 */
  bancoHoras: z.array(z.object({ competencia: z.string(), bancoMais: horas, bancoMenos: horas })),
  /** DASH-003 */
  faltas: z.array(z.object({ competencia: z.string(), qtdeFaltas: z.number() })),
  /** DASH-004/005: `compare` colours the percentage red (true) or blue. */
  absenteismo: z.array(z.object({ competencia: z.string(), percentualAbsenteismo: z.number(), compare: z.boolean() })),
  /** DASH-006 */
  resumoHoras: z.array(z.object({ competencia: z.string(), horasExtras: horas, faltas: horas, horasTrabalhadas: horas })),
  /** DASH-007: the reasons of the period, the most used first. */
  motivos: z.array(z.object({ descricaoMotivo: z.string(), qtdeMotivo: z.number() })),
  /** DASH-008 */
  cartaoPontoDigital: z.array(z.object({ competencia: z.string(), qtdeAguardandoAceite: z.number(), qtdeAceite: z.number() })),
})
documentar(indicadoresSchema, { id: 'Indicadores' })
export type Indicadores = z.output<typeof indicadoresSchema>

export const dashboardEndpoints = definirEndpoints(() => ({
  'GET /api/dashboard/indicadores': { acesso: algum('front_dashboard'), origem: 'extensao', resposta: indicadoresSchema },
}))
