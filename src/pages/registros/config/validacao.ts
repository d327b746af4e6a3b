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
