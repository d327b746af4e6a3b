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
