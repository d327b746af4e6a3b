import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { documentar } from './documentar'

/** Spring Bean Validation's messages, as the backend writes them in a field error. */
export const EM_BRANCO = 'não deve estar em branco'
export const tamanhoEntre = (min: number, max: number) => `tamanho deve ser entre ${min} e ${max}`

/** A required text, trimmed, of 1 to `max` characters (`@NotBlank @Size(max)`). */
/** The length checks run only on a text: a value of another type gets the type's message once. */
const seTexto = { when: (p: { value: unknown }) => typeof p.value === 'string' }

/**
 * Characters that show nothing: zero-width space and joiner-less marks, the direction controls and the BOM. A text made
 * of them looks empty, and '001' followed by one looks like '001': they are taken out before anything is checked.
 */
const INVISIVEIS = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g

export const textoObrigatorio = (max: number) =>
  z
    .string({ error: EM_BRANCO })
    .check(
      z.overwrite((texto) => texto.replace(INVISIVEIS, '')),
      z.trim(),
      z.minLength(1, { error: EM_BRANCO, ...seTexto }),
      z.maxLength(max, { error: tamanhoEntre(1, max), ...seTexto }),
    )

const paginaInfo = z.object({ size: z.number(), totalElements: z.number(), totalPages: z.number(), number: z.number() })

/** The wire shape of a Spring Data REST collection (API-010): `_embedded.<rel>`, absent when empty; `page` when paged. */
export const colecaoHal = <T extends $ZodType>(rel: string, item: T) =>
  z.object({
    _embedded: z.optional(z.object({ [rel]: z.array(item) })),
    _links: z.optional(z.record(z.string(), z.unknown())),
    page: z.optional(paginaInfo),
  })

export const NAO_NULO = 'não deve ser nulo'
export const DATA_INVALIDA = 'Data inválida.'

/**
 * A required id the handler looks up, read as `Number()` reads it: a value naming no number is 'não deve ser nulo';
 * one naming no row is the handler's (the same message).
 */
export const idObrigatorio = z.coerce.number({ error: NAO_NULO })

/** An optional id: absent, null or '' is null; else `Number()` of it; a value naming no number is `naoEncontrado`. */
export const idOpcional = (naoEncontrado: string) =>
  z._default(
    z.nullable(z.union([z.pipe(z.literal(''), z.transform(() => null)), z.coerce.number()], { error: naoEncontrado })),
    null,
  )

/**
 * A reference `{id}` to a row the handler looks up; anything but an object is `erro` (default 'não deve ser nulo').
 * The id is `Number()` of what was sent (NaN names no row).
 */
const idReferencia = z.catch(z.coerce.number(), Number.NaN)
// The docs describe the id as the number it is (a NaN fallback would read as `default: null`).
documentar(idReferencia, {
  override: ({ jsonSchema }) => {
    delete jsonSchema.default
  },
})
export const referencia = (erro: string = NAO_NULO) => z.object({ id: idReferencia }, { error: erro })

const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/
const DATA_HORA_ISO = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

/** The real day a LocalDate value names ('YYYY-MM-DD', or an ISO date-time on that day), else null. */
export function diaIso(valor: string): string | null {
  const data = DATA_HORA_ISO.exec(valor)?.[1] ?? valor
  const partes = DATA_ISO.exec(data)
  if (!partes) return null
  const dia = new Date(Date.UTC(Number(partes[1]), Number(partes[2]) - 1, Number(partes[3])))
  return dia.getUTCFullYear() === Number(partes[1]) && dia.toISOString().slice(0, 10) === data ? data : null
}

/**
 * A required LocalDate (`@NotNull`): absent, null or blank is 'não deve ser nulo'; a value naming no real day is
 * 'Data inválida.'; a date-time becomes its day.
 */
export const dataObrigatoria = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? NAO_NULO : DATA_INVALIDA) })
  .check(
    z.refine((v) => v.trim() !== '', { error: NAO_NULO, abort: true }),
    z.refine((v) => diaIso(v) !== null, { error: DATA_INVALIDA, abort: true }),
    z.overwrite((v) => diaIso(v) ?? v),
  )

/** A whole number from `min` (1 or more: null and '' read as 0) to `max`, read as `Number()` reads it. */
export const inteiroEntre = (min: number, max: number) => {
  const mensagem = `deve estar entre ${min} e ${max}`
  return z.coerce.number({ error: mensagem }).check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, mensagem))
}

/** A free text, trimmed and cut to `max` characters; anything but a text is ''. Never refused. */
export const textoLivre = (max: number) => z.catch(z.string().check(z.trim(), z.overwrite((v) => v.slice(0, max))), '')

const minutosDe = (hhmm: string) => {
  const [h, m] = hhmm.replace('-', '').split(':').map(Number)
  return (hhmm.startsWith('-') ? -1 : 1) * ((h ?? 0) * 60 + (m ?? 0))
}

/** An amount of hours 'hhh:mm' other than 00:00 (with `comSinal`, '-hhh:mm' too); else `mensagem`. */
export const horasNaoNulas = (mensagem: string, { comSinal = false } = {}) => {
  const formato = comSinal ? /^-?\d{1,3}:[0-5]\d$/ : /^\d{1,3}:[0-5]\d$/
  return z.string({ error: mensagem }).check(z.refine((v) => formato.test(v) && minutosDe(v) !== 0, mensagem))
}

const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/
export const IP_INVALIDO = 'endereço IP inválido'

/** Whether `ip` is an IPv4 address. */
export const ehIpv4 = (ip: string) => IPV4.test(ip)

/** A text trimmed; anything but a text is ''. */
export const textoOuVazio = z.pipe(z.catch(z.string(), ''), z.string().check(z.trim()))

/** The wire shape of a Spring `Page<T>` (API-011): registers that are not HAL resources. */
export const paginaSpring = <T extends $ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number(), totalPages: z.number(), size: z.number(), number: z.number() })

/** A company as a register item carries it (projection full): id, code and name. */
export const empresaResumo = z.object({ id: z.number(), codigo: z.optional(z.number()), nome: z.string() })

/** An optional LocalDate: absent, null or blank is '' or null (no date); a value naming no real day is 'Data inválida.'. */
export const dataOpcional = z.optional(
  z.nullable(
    z.string({ error: DATA_INVALIDA }).check(
      z.refine((v) => v.trim() === '' || diaIso(v) !== null, { error: DATA_INVALIDA, abort: true }),
      z.overwrite((v) => (v.trim() === '' ? '' : (diaIso(v) ?? v))),
    ),
  ),
)

/** A whole number of at least `min` (`@Min`), read as `Number()` reads it (null and '' read as 0). */
export const inteiroMinimo = (min: number) => {
  const mensagem = `deve ser maior ou igual a ${min}`
  return z.coerce.number({ error: mensagem }).check(z.refine((n) => Number.isInteger(n) && n >= min, mensagem))
}

export const CEP_INVALIDO = 'CEP deve ter 8 dígitos'

/**
 * An address as saved (`@Valid`, companies and work places): street, number, district, city and state required, the
 * state upper-cased, CEP's digits (8 when given); the complement '' when absent. Anything but an object reads as {}.
 */
export const enderecoCorpo = z.pipe(
  z.catch(z.looseObject({}), {}),
  z.object({
    logradouro: textoObrigatorio(150),
    numero: textoObrigatorio(20),
    complemento: textoOuVazio,
    bairro: textoObrigatorio(80),
    cidade: textoObrigatorio(80),
    uf: textoObrigatorio(2).check(z.toUpperCase()),
    cep: z.pipe(
      textoOuVazio,
      z.string().check(
        z.overwrite((v) => v.replace(/\D/g, '')),
        z.refine((v) => v === '' || v.length === 8, CEP_INVALIDO),
      ),
    ),
  }),
)
const textoDoc = (maxLength: number) => ({ type: 'string' as const, minLength: 1, maxLength })
// The docs (zod-openapi) describe a pipe's input by its first schema: describe the address itself.
documentar(enderecoCorpo, {
  override: {
    properties: {
      logradouro: textoDoc(150),
      numero: textoDoc(20),
      complemento: { type: ['string' as const, 'null' as const] },
      bairro: textoDoc(80),
      cidade: textoDoc(80),
      uf: textoDoc(2),
      cep: { type: ['string' as const, 'null' as const], description: '8 dígitos (a máscara é ignorada)' },
    },
    required: ['logradouro', 'numero', 'bairro', 'cidade', 'uf'],
    additionalProperties: {},
  },
})

/** Spring's paging and sorting of a list (API-011, API-012): `page` (from 0), `size`, `sort=prop,dir` (repeatable). */
export const consultaPaginada = z.object({
  page: z.optional(z.coerce.number()),
  size: z.optional(z.coerce.number()),
  sort: z.optional(z.union([z.string(), z.array(z.string())])),
})

/** A full-text search (API-003): `text` (any part of the searched fields, accents and case ignored) and the paging. */
export const consultaBusca = z.extend(consultaPaginada, { text: z.optional(z.string()) })

/** The digits of a text or a number (a CPF, PIS or phone with or without its mask); anything else is ''. */
export const somenteDigitos = z.pipe(
  z.catch(z.union([z.string(), z.number()]), ''),
  z.transform((v) => String(v).replace(/\D/g, '')),
)
