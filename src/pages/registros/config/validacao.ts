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
