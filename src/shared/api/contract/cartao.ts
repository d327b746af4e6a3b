import { z } from 'zod/mini'
import { MSG_HORARIO_MAXIMO } from '../../config/mensagens'
import { DATA_INVALIDA, NAO_NULO, diaIso } from './esquemas'
import { documentar } from './documentar'

/** The pieces of the time card's requests, read as the backend's converters read them (doc1 §7). */

export const NUMERO_INTEIRO = 'deve ser um número inteiro'
export const FORMATO_HHMM = 'deve estar no formato hh:mm'
/** The longest amount of a day, in minutes (24:00). */
export const HORA_MAXIMA = 24 * 60

const vazio = (v: unknown) => v === null || v === undefined || v === ''

/** A whole number sent as a number or a text of digits, else null. */
export function inteiroDe(valor: unknown): number | null {
  const n = typeof valor === 'string' && /^\d+$/.test(valor.trim()) ? Number(valor) : valor
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}

/** The id of a reference `{id}` or of a bare id, else null. */
export function idDe(valor: unknown): number | null {
  return inteiroDe(valor !== null && typeof valor === 'object' ? (valor as { id?: unknown }).id : valor)
}

/** What the docs say of a value the schema reads through a transform (zod-openapi describes a pipe by its input). */
function descrever<T extends z.ZodMiniType>(schema: T, doc: Record<string, unknown>): T {
  const registravel: z.ZodMiniType = schema
  documentar(registravel, {
    override: ({ jsonSchema }) => {
      for (const chave of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[chave]
      Object.assign(jsonSchema, doc)
    },
  })
  return schema
}

/**
 * A required whole number (a number or a text of digits): absent, null or '' is `obrigatorio`, anything else
 * `invalido` ('deve ser um número inteiro' unless told).
 */
export const inteiroObrigatorio = (obrigatorio: string = NAO_NULO, invalido: string = NUMERO_INTEIRO) =>
  descrever(
    z.pipe(
      z.unknown().check(
        z.refine((v) => !vazio(v), { error: obrigatorio }),
        z.refine((v) => vazio(v) || inteiroDe(v) !== null, { error: invalido }),
      ),
      z.transform((v) => inteiroDe(v) as number),
    ),
    { type: 'integer' },
  )

/** An optional whole number: null or '' is null (absent, undefined). */
export const inteiroOpcional = () =>
  z.optional(
    descrever(
      z.pipe(
        z.unknown().check(z.refine((v) => vazio(v) || inteiroDe(v) !== null, { error: NUMERO_INTEIRO })),
        z.transform((v) => (vazio(v) ? null : inteiroDe(v))),
      ),
      { type: ['integer', 'null'] },
    ),
  )

/**
 * A reference `{id}` (or a bare id) to a row the handler looks up: absent, null or '' (or `{id: null}`) is
 * `obrigatorio` (null when it may be left out); an id naming no whole number is NaN, which names no row.
 */
export function referenciaDoCorpo(obrigatorio: string): z.ZodMiniType<number, unknown>
export function referenciaDoCorpo(obrigatorio: null): z.ZodMiniType<number | null | undefined, unknown>
export function referenciaDoCorpo(obrigatorio: string | null): z.ZodMiniType<unknown, unknown> {
  const ausente = (v: unknown) => vazio(v) || (typeof v === 'object' && vazio((v as { id?: unknown }).id))
  const schema = descrever(
    z.pipe(
      z.unknown().check(z.refine((v) => obrigatorio === null || !ausente(v), { error: obrigatorio ?? '' })),
      z.transform((v) => (ausente(v) ? null : (idDe(v) ?? Number.NaN))),
    ),
    {
      anyOf: [{ type: 'object', properties: { id: { type: 'integer' } } }, { type: 'integer' }, ...(obrigatorio ? [] : [{ type: 'null' }])],
    },
  )
  return obrigatorio === null ? z.optional(schema) : schema
}

const ehHhmm = (v: unknown): v is string => typeof v === 'string' && /^\d{2,3}:[0-5]\d$/.test(v)

/** Minutes of 'hh:mm' (or 'hhh:mm'). */
export const minutosDe = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/**
 * An amount 'hh:mm' (2 or 3 digits of hours), in minutes up to `maximo` (24:00 unless told), else `mensagem`;
 * absent, null or '' is `obrigatoria` (null when it may be left out).
 */
export function horasDoCorpo(opcoes?: { maximo?: number; mensagem?: string; obrigatoria?: null }): z.ZodMiniType<number | null | undefined, unknown>
export function horasDoCorpo(opcoes: { maximo?: number; mensagem?: string; obrigatoria: string }): z.ZodMiniType<number, unknown>
export function horasDoCorpo({
  maximo = HORA_MAXIMA,
  mensagem = MSG_HORARIO_MAXIMO,
  obrigatoria = null,
}: { maximo?: number; mensagem?: string; obrigatoria?: string | null } = {}): z.ZodMiniType<unknown, unknown> {
  const schema = descrever(
    z.pipe(
      z.unknown().check(
        z.refine((v) => obrigatoria === null || !vazio(v), { error: obrigatoria ?? '' }),
        z.refine((v) => vazio(v) || ehHhmm(v), { error: FORMATO_HHMM }),
        z.refine((v) => !ehHhmm(v) || minutosDe(v) <= maximo, { error: mensagem }),
      ),
      z.transform((v) => (vazio(v) ? null : minutosDe(v as string))),
    ),
    { type: obrigatoria === null ? ['string', 'null'] : 'string', pattern: '^\\d{2,3}:[0-5]\\d$' },
  )
  return obrigatoria === null ? z.optional(schema) : schema
}

/**
 * A LocalDate: absent, null or '' (with `brancoEhVazio`, blank too) is `obrigatoria` (null when it may be left out);
 * a value naming no real day is `invalida` (with `estrita`, a date-time too). Answers 'YYYY-MM-DD'.
 */
interface OpcoesData {
  estrita?: boolean
  brancoEhVazio?: boolean
  /** The message of a value naming no real day ('Data inválida.' unless told). */
  invalida?: string
}
export function dataDoCorpo(opcoes?: OpcoesData & { obrigatoria?: string }): z.ZodMiniType<string, unknown>
export function dataDoCorpo(opcoes: OpcoesData & { obrigatoria: null }): z.ZodMiniType<string | null | undefined, unknown>
export function dataDoCorpo({
  obrigatoria = NAO_NULO as string | null,
  estrita = false,
  brancoEhVazio = false,
  invalida = DATA_INVALIDA,
}: OpcoesData & { obrigatoria?: string | null } = {}): z.ZodMiniType<unknown, unknown> {
  const ausente = (v: unknown) => vazio(v) || (brancoEhVazio && typeof v === 'string' && v.trim() === '')
  const dia = (v: unknown) => (typeof v !== 'string' ? null : estrita ? (diaIso(v) === v ? v : null) : diaIso(v))
  const schema = descrever(
    z.pipe(
      z.unknown().check(
        z.refine((v) => obrigatoria === null || !ausente(v), { error: obrigatoria ?? '' }),
        z.refine((v) => ausente(v) || dia(v) !== null, { error: invalida }),
      ),
      z.transform((v) => (ausente(v) ? null : dia(v))),
    ),
    { type: obrigatoria === null ? ['string', 'null'] : 'string', format: 'date' },
  )
  return obrigatoria === null ? z.optional(schema) : schema
}

/** One of `valores`; anything else (absent included) is `mensagem`. */
export const umDe = <const T extends readonly [string, ...string[]]>(valores: T, mensagem: string) =>
  z.enum(valores, { error: mensagem })

/** One of `valores`, or absent, null or '' (null); anything else is `mensagem`. */
export const umDeOpcional = <const T extends readonly [string, ...string[]]>(valores: T, mensagem: string) =>
  z.optional(
    descrever(
      z.pipe(
        z.unknown().check(z.refine((v) => vazio(v) || (valores as readonly unknown[]).includes(v), { error: mensagem })),
        z.transform((v) => (vazio(v) ? null : (v as T[number]))),
      ),
      { type: ['string', 'null'], enum: [...valores, null] },
    ),
  )

/** An optional text trimmed, up to `max` characters ('tamanho deve ser entre 0 e max'); absent, null or '' is null. */
export const textoOpcional = (max: number, { naoTexto = `tamanho deve ser entre 0 e ${max}` } = {}) =>
  z.optional(
    descrever(
      z.pipe(
        z.unknown().check(
          z.refine((v) => vazio(v) || typeof v === 'string', { error: naoTexto }),
          z.refine((v) => typeof v !== 'string' || v.trim().length <= max, { error: `tamanho deve ser entre 0 e ${max}` }),
        ),
        z.transform((v) => (vazio(v) ? null : (v as string).trim() || null)),
      ),
      { type: ['string', 'null'], maxLength: max },
    ),
  )

interface Leitura {
  readonly issues: readonly { readonly path?: readonly PropertyKey[] }[]
}

/**
 * When a check of several fields runs: once those fields passed, whatever the others did (the backend answers every
 * error of a body at once).
 */
export const quandoValidos =
  (...campos: string[]) =>
  (leitura: Leitura): boolean =>
    !leitura.issues.some((issue) => campos.includes(String(issue.path?.[0])))

/** Days from `inicio` to `fim` ('YYYY-MM-DD'), both counted. */
export const diasEntre = (inicio: string, fim: string) => Math.round((Date.parse(fim) - Date.parse(inicio)) / 86_400_000) + 1

/** The pairs of a day's grid (TC-073). */
export const MAX_PARES = 4

/** The pair 1..4 of a slot: a whole number, or a text of digits. */
export function sequenciaDe(valor: unknown): number | null {
  const n = typeof valor === 'string' && /^\d+$/.test(valor) ? Number(valor) : valor
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PARES ? n : null
}

export const sequenciaDoCorpo = () =>
  descrever(
    z.pipe(
      z.unknown().check(z.refine((v) => sequenciaDe(v) !== null, { error: `deve estar entre 1 e ${MAX_PARES}` })),
      z.transform((v) => sequenciaDe(v) as number),
    ),
    { type: 'integer', minimum: 1, maximum: MAX_PARES },
  )

export const MODOS_MARCACAO = ['ENTRADA', 'SAIDA'] as const
export type ModoMarcacao = (typeof MODOS_MARCACAO)[number]
export const modoMarcacaoDoCorpo = () => umDe(MODOS_MARCACAO, `deve ser um de ${MODOS_MARCACAO.join(', ')}`)

/** Which time card: one employee in one competence (the query, path or body of the card's calls). */
export const idsCartaoSchema = z.object({ funcionarioId: inteiroObrigatorio(), competenciaId: inteiroObrigatorio() })

/** The two ids of a card (doc1 §7), named as the editing calls name them. */
export const idsDoCartaoCorpo = {
  idFuncionario: inteiroObrigatorio(),
  idCompetencia: inteiroObrigatorio(),
}
export const idsDoCartaoSchema = z.object(idsDoCartaoCorpo)
