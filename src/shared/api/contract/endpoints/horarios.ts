import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'
import { colecaoHal, dataOpcional, inteiroEntre, NAO_NULO, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/** REG-023: the schedule types. */
export const CODIGOS_TIPO_HORARIO = ['FLEXIVEL', 'FIXO', 'FIXO_INTERVALO_FLEXIVEL', 'REVEZAMENTO', 'CARGA_HORARIA', 'SOBRE_AVISO'] as const
export const DIAS_SEMANA = ['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA', 'SABADO', 'DOMINGO'] as const
type DiaSemana = (typeof DIAS_SEMANA)[number]

const tipoHorario = z.enum(CODIGOS_TIPO_HORARIO)
const diaSemana = z.enum(DIAS_SEMANA)
const MODOS = ['MARCACAO', 'PRE_ASSINALADO'] as const
const modo = z.enum(MODOS)

/** REG-024: one entry/exit pair of a day: its order (sequencia), weekday and how each side is punched. */
const slotSchema = z.object({
  id: z.nullish(z.number()),
  sequencia: z.optional(z.number()),
  diaSemana: z.nullish(diaSemana),
  entrada: z.nullable(z.string()),
  saida: z.nullable(z.string()),
  modoEntrada: modo,
  modoSaida: modo,
})

/** REG-022/024/025: a schedule; the list carries only its summary, the form its days too. */
export const horarioSchema = z.object({
  id: z.nullable(z.number()),
  codigo: z.string(),
  descricao: z.string(),
  tipoHorario,
  tipoHorarioDescricao: z.optional(z.string()),
  ativo: z.boolean(),
  controlaEntradaSaidaSeparado: z.optional(z.boolean()),
  toleranciaMinutos: z.optional(z.number()),
  /** REG-024: the weekly slots keyed by weekday (SEGUNDA..SEXTA, and the weekend when worked). */
  horariosSemana: z.optional(z.partialRecord(diaSemana, z.array(slotSchema))),
  horarios: z.optional(
    z.nullable(z.record(z.string(), z.object({ sequencia: z.number(), folga: z.boolean(), slots: z.array(slotSchema) }))),
  ),
  inicioRevezamento: z.optional(z.nullable(z.string())),
  cargaDiaria: z.optional(z.record(z.string(), z.nullable(z.string()))),
  cargaSemanal: z.optional(z.nullable(z.string())),
  intervaloMinimo: z.optional(z.nullable(z.string())),
})
documentar(horarioSchema, { id: 'Horario' })
export type Horario = z.infer<typeof horarioSchema>

/** REG-033: a schedule as the searches list it. */
export const horarioResumoSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  descricao: z.string(),
  tipoHorario,
  tipoHorarioDescricao: z.optional(z.string()),
  ativo: z.optional(z.boolean()),
})
documentar(horarioResumoSchema, { id: 'HorarioResumo' })
export type HorarioResumo = z.infer<typeof horarioResumoSchema>

const hora = z.nullable(z.string())

/**
 * REG-031: one row of the flat form: a weekday (weekly schedules) or a day of the cycle (REVEZAMENTO), with up to four
 * pairs flattened into entrada1/saida1..entrada4/saida4 and the day's workload (hh:mm).
 */
export const horarioFlatDiaSchema = z.object({
  diaSemana: z.nullable(diaSemana),
  sequencia: z.nullable(z.number()),
  folga: z.boolean(),
  cargaHoraria: z.string(),
  entrada1: hora,
  saida1: hora,
  entrada2: hora,
  saida2: hora,
  entrada3: hora,
  saida3: hora,
  entrada4: hora,
  saida4: hora,
})
export type HorarioFlatDia = z.infer<typeof horarioFlatDiaSchema>

/** REG-031: GET /api/horarios/{id}/flat, the schedule's summary and its days as flat rows. */
export const horarioFlatSchema = z.extend(horarioResumoSchema, {
  controlaEntradaSaidaSeparado: z.optional(z.boolean()),
  toleranciaMinutos: z.optional(z.number()),
  inicioRevezamento: z.optional(z.nullable(z.string())),
  cargaSemanal: z.optional(z.nullable(z.string())),
  intervaloMinimo: z.optional(z.nullable(z.string())),
  dias: z.array(horarioFlatDiaSchema),
})
documentar(horarioFlatSchema, { id: 'HorarioFlat' })
export type HorarioFlat = z.infer<typeof horarioFlatSchema>

const FORMATO_HHMM = 'deve estar no formato hh:mm'
const MAX_PARES_DIA = 4
const MSG_REVEZAMENTO_SEM_DIAS = 'o revezamento precisa de ao menos um dia'
const MINUTOS_DIA = 24 * 60
const HORA_DO_DIA = /^([01]\d|2[0-3]):[0-5]\d$/
const DURACAO = /^\d{1,3}:[0-5]\d$/

/** Minutes of an amount 'hhh:mm'. */
export const minutosDeDuracao = (duracao: string) => {
  const [h, m] = duracao.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}
const duracaoDe = (minutos: number) => `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`

/** A check run even after a type error elsewhere: Spring reports every field at once. */
const sempre = { when: () => true }
const ehObjeto = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** What the body sends, as the backend reads it: a value `aceita` refuses, or none, reads as `vazio` (never refused). */
const lido = <T extends $ZodType>(aceita: (v: unknown) => boolean, vazio: unknown, schema: T) =>
  z.prefault(
    z.pipe(
      z.transform((v: unknown) => (aceita(v) ? v : vazio)),
      schema,
    ),
    vazio,
  )

/** A boolean; any other value, or none, is `vazio`. */
const booleano = (vazio: boolean) => z._default(z.catch(z.boolean(), vazio), vazio)
/** A pair's side is punched unless it is PRE_ASSINALADO. */
const modoDoPar = z._default(z.catch(modo, 'MARCACAO'), 'MARCACAO')

const porDia = <T extends $ZodType>(schema: T) =>
  z.object(Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, schema])) as Record<DiaSemana, T>)

const horaDoDia = z.string({ error: FORMATO_HHMM }).check(z.regex(HORA_DO_DIA, FORMATO_HHMM))

/** A pair as sent: entry and exit 'HH:mm' (00:00..23:59); a mode other than PRE_ASSINALADO is MARCACAO. */
const parObjeto = z.object({ entrada: horaDoDia, saida: horaDoDia, modoEntrada: modoDoPar, modoSaida: modoDoPar })
documentar(parObjeto, { id: 'ParHorarioCorpo' })
const parCorpo = z.pipe(
  z.transform((v: unknown) => (ehObjeto(v) ? v : {})),
  parObjeto,
)

/** A day's pairs, in their order: at most four; anything but a list is none. */
const paresCorpo = lido(
  Array.isArray,
  [],
  z.array(parCorpo).check(z.maxLength(MAX_PARES_DIA, { error: `no máximo ${MAX_PARES_DIA} pares por dia`, ...sempre })),
)

/** An amount 'hhh:mm' up to `maximo` minutes (a day's load up to 24:00, a week's up to 168:00); absent, null or '' is none. */
const duracaoAte = (maximo: number) =>
  z.optional(
    z.nullable(
      z.string({ error: FORMATO_HHMM }).check(
        z.refine((v) => v === '' || DURACAO.test(v), { error: FORMATO_HHMM, abort: true }),
        z.refine((v) => v === '' || minutosDeDuracao(v) <= maximo, `deve ser no máximo ${duracaoDe(maximo)}`),
      ),
    ),
  )

/** A day of a rotating cycle: a rest day has no pairs (those sent are not read). */
const diaDoCicloCorpo = z.pipe(
  z.transform((v: unknown): { folga?: boolean; slots?: unknown } => {
    const dia = ehObjeto(v) ? v : {}
    return dia.folga === true ? { folga: true, slots: [] } : { folga: false, slots: dia.slots }
  }),
  z.object({ folga: booleano(false), slots: paresCorpo }),
)

/** REG-025: the cycle, its days numbered 1..n in the order sent; anything but an object is no day. */
const cicloCorpo = z.prefault(
  z.pipe(
    z.transform((v: unknown) => Object.fromEntries(Object.values(ehObjeto(v) ? v : {}).map((dia, i) => [String(i + 1), dia]))),
    z.record(z.string(), diaDoCicloCorpo),
  ),
  {},
)

const preenchido = (v: unknown) => v !== null && v !== undefined && (typeof v !== 'string' || v.trim() !== '')
const revezamento = (h: { tipoHorario?: unknown }) => h.tipoHorario === 'REVEZAMENTO'

interface SemanaDoHorario {
  horariosSemana: Partial<Record<DiaSemana, readonly { entrada: string; saida: string }[]>>
  cargaDiaria: Partial<Record<DiaSemana, string | null | undefined>>
}

/** A day's workload as the engine reads it: its load when given, else the length of its pairs (past midnight too). */
function cargaDoDia(h: SemanaDoHorario, dia: DiaSemana): number {
  const carga = h.cargaDiaria[dia]
  if (carga) return minutosDeDuracao(carga)
  return (h.horariosSemana[dia] ?? []).reduce(
    (total, par) => total + ((minutosDeDuracao(par.saida) - minutosDeDuracao(par.entrada) + MINUTOS_DIA) % MINUTOS_DIA),
    0,
  )
}

/**
 * Rule 11: a weekly workload (Carga Horária) is the week's days' loads added up, as the engine settles it; a weekly
 * figure the days don't add up to would be ignored without a word (a schedule with only '44:00 semanais' has no day to owe).
 */
const cargaSemanalDosDias = z.superRefine((h: SemanaDoHorario & { tipoHorario: string; cargaSemanal?: string | null }, ctx) => {
  if (h.tipoHorario !== 'CARGA_HORARIA' || !h.cargaSemanal) return
  const soma = DIAS_SEMANA.reduce((total, dia) => total + cargaDoDia(h, dia), 0)
  if (soma === minutosDeDuracao(h.cargaSemanal)) return
  ctx.addIssue({
    code: 'custom',
    path: ['cargaSemanal'],
    message: `deve ser igual à soma das cargas dos dias (${duracaoDe(soma)})`,
    input: h.cargaSemanal,
  })
})

/**
 * REG-029: a schedule as saved (PUT: its id in the body). A rotating one (REVEZAMENTO) needs its cycle and the day
 * it starts; the others their weekly pairs or daily loads (a cycle they send is not read). Whether the code is unique
 * is the backend's.
 */
const horarioCorpo = z
  .object({
    codigo: textoObrigatorio(20),
    descricao: textoObrigatorio(100),
    tipoHorario: z.enum(CODIGOS_TIPO_HORARIO, { error: NAO_NULO }),
    toleranciaMinutos: lido((v) => v !== undefined && v !== null, 10, inteiroEntre(0, 60)),
    horariosSemana: lido(ehObjeto, {}, porDia(paresCorpo)),
    cargaDiaria: lido(ehObjeto, {}, porDia(duracaoAte(MINUTOS_DIA))),
    horarios: cicloCorpo,
    inicioRevezamento: dataOpcional,
    cargaSemanal: duracaoAte(7 * MINUTOS_DIA),
    intervaloMinimo: duracaoAte(MINUTOS_DIA),
    controlaEntradaSaidaSeparado: booleano(false),
    ativo: booleano(true),
  })
  .check(
    z.refine((h) => !revezamento(h) || (ehObjeto(h.horarios) && Object.keys(h.horarios).length > 0), {
      error: MSG_REVEZAMENTO_SEM_DIAS,
      path: ['horarios'],
      ...sempre,
    }),
    z.refine((h) => !revezamento(h) || preenchido(h.inicioRevezamento), {
      error: NAO_NULO,
      path: ['inicioRevezamento'],
      ...sempre,
    }),
    cargaSemanalDosDias,
  )
export const horarioCorpoSchema = z.pipe(
  z.transform((v: unknown) => (ehObjeto(v) && !revezamento(v) ? { ...v, horarios: null } : v)),
  horarioCorpo,
)
documentar(horarioCorpoSchema, { id: 'HorarioCorpo' })
export type HorarioCorpo = z.input<typeof horarioCorpo>

const horarios = colecaoHal('horarios', horarioResumoSchema)
const escrever = algum('front_horariotrabalho')

export const horariosEndpoints = definirEndpoints(() => ({
  'GET /api/horarios/search/fulltext': { acesso: COM_PAPEL, requisitos: ['REG-033', 'TC-034'], resposta: horarios },
  'GET /api/horarios/search/fulltext-escalas': { acesso: COM_PAPEL, requisitos: ['REG-033'], resposta: horarios },
  'GET /api/horarios/search/fulltext-sobreAviso': { acesso: COM_PAPEL, requisitos: ['REG-033'], resposta: horarios },
  'GET /api/horarios/:id/flat': { acesso: COM_PAPEL, requisitos: ['REG-031'], resposta: horarioFlatSchema },
  'GET /api/horarios': { acesso: COM_PAPEL, origem: 'rest', resposta: horarios },
  'GET /api/horarios/novo': { acesso: COM_PAPEL, requisitos: ['REG-028'], resposta: horarioSchema },
  'GET /api/horarios/:id': { acesso: COM_PAPEL, requisitos: ['REG-030'], resposta: horarioSchema },
  'POST /api/horarios': { acesso: escrever, requisitos: ['REG-029'], corpo: horarioCorpoSchema, resposta: horarioSchema },
  'PUT /api/horarios': {
    acesso: escrever,
    requisitos: ['REG-029'],
    corpo: horarioCorpoSchema,
    resposta: horarioSchema,
    resumo: 'Salva um horário existente: o id vai no corpo.',
  },
  'DELETE /api/horarios/:id': { acesso: escrever, requisitos: ['REG-032'] },
}))
