import { z } from 'zod/mini'

/** A required text of at most `max` characters, trimmed: 'Preenchimento da descrição é obrigatório'. */
export function textoObrigatorio(nome: string, max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Preenchimento ${nome} é obrigatório`),
      z.maxLength(max, `O campo deve ter no máximo ${max} caracteres`),
    )
}

const lookupValueSchema = z.object({ value: z.string(), label: z.string() })

/** A required choice of a server search: 'Preenchimento da empresa é obrigatório'. */
export function escolhaObrigatoria(nome: string) {
  return z.nullable(lookupValueSchema).check(z.refine((valor) => valor !== null, `Preenchimento ${nome} é obrigatório`))
}

const IPV4 = /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$/

/** An IPv4 address (clocks and collectors): 'Informe um endereço IP válido'. */
export const IP_INVALIDO = 'Informe um endereço IP válido'
export const ipValido = (ip: string) => IPV4.test(ip.trim())

const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `valor` is 'YYYY-MM-DD' of a day that exists. */
function ehDiaReal(valor: string): boolean {
  const partes = DATA_ISO.exec(valor)
  if (!partes) return false
  const [ano, mes, dia] = partes.slice(1).map(Number) as [number, number, number]
  const data = new Date(Date.UTC(ano, mes - 1, dia))
  return data.getUTCFullYear() === ano && data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia
}

/**
 * A date field of a register (its DateInput gives the ISO date, or the text typed while it is no whole real date):
 * empty is `obrigatoria`'s message when the date is required; an incomplete or impossible date is `invalida`'s
 * ('Data de admissão inválida.'), never the required one.
 */
export function dataDoFormulario(mensagens: { obrigatoria?: string; invalida: string }) {
  const { obrigatoria, invalida } = mensagens
  return z
    .string()
    .check(
      ...(obrigatoria === undefined ? [] : [z.minLength(1, { error: obrigatoria, abort: true })]),
      z.refine((valor) => valor === '' || ehDiaReal(valor), invalida),
    )
}
