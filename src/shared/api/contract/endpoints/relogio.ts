import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { referenciaDoCorpo } from '../cartao'
import { documentar } from '../documentar'

/** A punch of today's register, as the clock screen lists it. */
export const marcacaoDoDiaSchema = z.object({
  id: z.number(),
  data: z.string(),
  hora: z.string(),
  tipoMarcacao: z.string(),
  desconsiderada: z.boolean(),
})
export type MarcacaoDoDia = z.output<typeof marcacaoDoDiaSchema>

/** GET /api/relogio/hoje: the server's present instant, whether the user may clock in, their employee and today's punches. */
export const relogioHojeSchema = z.object({
  agora: z.string(),
  permiteBaterPonto: z.boolean(),
  funcionario: z.nullable(z.object({ id: z.number(), nome: z.string() })),
  marcacoes: z.array(marcacaoDoDiaSchema),
})
documentar(relogioHojeSchema, { id: 'RelogioHoje' })
export type RelogioHoje = z.output<typeof relogioHojeSchema>

/** The receipt of a clock-in (Portaria MTP 671/2021 art. 79). */
export const comprovanteSchema = z.object({
  id: z.number(),
  nsr: z.number(),
  dataHora: z.string(),
  data: z.string(),
  hora: z.string(),
  funcionario: z.object({ id: z.number(), nome: z.string(), cpf: z.string() }),
  empregador: z.object({ nome: z.string(), cnpj: z.string(), cei: z.nullable(z.string()) }),
  local: z.string(),
  equipamento: z.string(),
  /** Extension: the program's INPI registration number, the REP-P's identification (art. 79/80); absent = ''. */
  inpi: z._default(z.string(), ''),
  /** SHA-256 of the punch's AFD record (type 7), chained to the REP-P's records before it. */
  hash: z.string(),
})
documentar(comprovanteSchema, { id: 'Comprovante' })
export type Comprovante = z.output<typeof comprovanteSchema>

/** The answer of both clock-in calls (CLOCK-001/002): the punch, its competence and its receipt. */
export const registroPontoSchema = z.object({
  marcacao: z.object({ id: z.number(), data: z.string(), hora: z.string(), tipoMarcacao: z.string() }),
  competenciaId: z.nullable(z.number()),
  comprovante: comprovanteSchema,
})
documentar(registroPontoSchema, { id: 'RegistroPonto' })
export type RegistroPonto = z.output<typeof registroPontoSchema>

export const MSG_FUNCIONARIO_OBRIGATORIO = 'Selecione o funcionário'
export const MSG_HORA_OBRIGATORIA = 'Informe o horário'
export const MSG_HORA_INVALIDA = 'Horário inválido'
export const MSG_DATA_OBRIGATORIA = 'Informe a data'
export const MSG_DATA_INVALIDA_RELOGIO = 'Data invalida'
export const MSG_HORARIOS_OBRIGATORIOS = 'Informe ao menos um horário'

const HORA_DO_DIA = /^([01]\d|2[0-3]):[0-5]\d$/
const textoAparado = z.pipe(z.catch(z.string(), ''), z.string().check(z.trim()))

/** A time of day 'HH:mm' (00:00..23:59), trimmed. */
const horaDoDia = z.pipe(
  textoAparado,
  z.string().check(
    z.minLength(1, { error: MSG_HORA_OBRIGATORIA, abort: true }),
    z.regex(HORA_DO_DIA, { error: MSG_HORA_INVALIDA }),
  ),
)

/** The employee whose clock punches: one who exists, is active and keeps time (the backend's). */
const funcionarioDoRelogio = referenciaDoCorpo(MSG_FUNCIONARIO_OBRIGATORIO)

/** CLOCK-002: an employee's punch of today at `hora`, not after the present minute (the backend's). */
export const registrarAdminCorpoSchema = z.object({ funcionarioId: funcionarioDoRelogio, hora: horaDoDia })
documentar(registrarAdminCorpoSchema, { id: 'RegistrarPontoAdminCorpo' })
export type RegistrarAdminCorpo = z.input<typeof registrarAdminCorpoSchema>

const dataDoSimulador = z.pipe(
  textoAparado,
  z.string().check(
    z.minLength(1, { error: MSG_DATA_OBRIGATORIA, abort: true }),
    z.refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(new Date(`${d}T12:00:00`).getTime()), {
      error: MSG_DATA_INVALIDA_RELOGIO,
    }),
  ),
)

/** The times typed: the blank ones left out, at least one, each 'HH:mm'. */
const horasDoSimulador = z.pipe(
  z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((horas) => horas.map((h) => (typeof h === 'string' ? h.trim() : '')).filter((h) => h !== '')),
  ),
  z.array(z.string()).check(
    z.minLength(1, { error: MSG_HORARIOS_OBRIGATORIOS, abort: true }),
    z.superRefine((horas, ctx) => {
      for (const hora of horas) if (!HORA_DO_DIA.test(hora)) ctx.addIssue({ code: 'custom', message: MSG_HORA_INVALIDA, input: hora })
    }),
  ),
)

/**
 * The clock simulator: an employee's punches at the times of a date, as the web clock (REP-P) would have registered
 * them. The date in an open competence and no time after the present minute (the backend's).
 */
export const simuladorCorpoSchema = z.object({
  funcionarioId: funcionarioDoRelogio,
  data: dataDoSimulador,
  horas: horasDoSimulador,
})
documentar(simuladorCorpoSchema, { id: 'SimuladorRelogioCorpo' })
export type SimuladorCorpo = z.input<typeof simuladorCorpoSchema>

export const simulacaoSchema = z.object({
  funcionario: z.object({ id: z.number(), nome: z.string() }),
  competenciaId: z.number(),
  marcacoes: z.array(z.object({ id: z.number(), data: z.string(), hora: z.string(), nsr: z.nullable(z.number()) })),
})
documentar(simulacaoSchema, { id: 'SimulacaoRelogio' })
export type Simulacao = z.output<typeof simulacaoSchema>

export const relogioEndpoints = definirEndpoints(() => ({
  'GET /api/relogio/hoje': { acesso: algum('front_relogio'), origem: 'extensao', resposta: relogioHojeSchema },
  'POST /api/relogio/registrar': {
    acesso: algum('front_relogio'),
    requisitos: ['CLOCK-001'],
    consulta: z.object({ confirmar: z.optional(z.boolean()) }),
    resposta: registroPontoSchema,
  },
  'POST /api/relogio/registrar-admin': {
    acesso: algum('front_relogio'),
    requisitos: ['CLOCK-002'],
    corpo: registrarAdminCorpoSchema,
    resposta: registroPontoSchema,
  },
  'POST /api/relogio/simulador': {
    acesso: algum('front_relogio_simulador'),
    origem: 'extensao',
    corpo: simuladorCorpoSchema,
    resposta: simulacaoSchema,
  },
}))
