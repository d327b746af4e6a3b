import { z } from 'zod/mini'
import { algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { idObrigatorio, paginaSpring, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/** REG-034: one day of a roster: the day's schedule, or a rest day, and the hours planned (hh:mm). */
export const escalaDiaSchema = z.object({
  data: z.string(),
  quadroHorarioId: z.nullable(z.number()),
  folga: z.boolean(),
  horas: z.nullable(z.string()),
})
documentar(escalaDiaSchema, { id: 'EscalaDia' })

/** REG-034: an employee's shift roster for one competence, with an escalaDia per day. */
export const escalaSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  funcionario: z.optional(z.object({ id: z.number(), nome: z.string(), matricula: z.nullable(z.string()) })),
  competencia: z.optional(z.object({ id: z.number(), descricaoCurta: z.string(), fechada: z.boolean() })),
  folgas: z.number(),
  dias: z.array(escalaDiaSchema),
})
documentar(escalaSchema, { id: 'Escala' })

/**
 * A roster as saved: its header and, when given, its days (escalaDia). The days are checked by the backend against
 * the competence's days and the schedules (one per day, in order; hours hh:mm), so they are not described here.
 */
export const escalaCorpoSchema = z.object({
  descricao: textoObrigatorio(100),
  competenciaId: idObrigatorio,
  funcionarioId: idObrigatorio,
  dias: z.optional(z.unknown()),
})
documentar(escalaCorpoSchema, { id: 'EscalaCorpo' })
export type EscalaCorpo = z.input<typeof escalaCorpoSchema>

const escalas = paginaSpring(escalaSchema)
const ler = algum('front_escalas', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar')

export const escalasEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/escalas', {
    leitura: ler,
    escrita: algum('front_escalas'),
    lista: escalas,
    item: escalaSchema,
    corpo: escalaCorpoSchema,
  }),
}))
