import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import ptBR from 'zod/v4/locales/pt-BR.js'
import type { FieldError } from './spring'

function valorEm(corpo: unknown, caminho: readonly PropertyKey[]): unknown {
  let valor = corpo
  for (const chave of caminho) valor = valor !== null && typeof valor === 'object' ? (valor as Record<PropertyKey, unknown>)[chave] : undefined
  return valor ?? null
}

/** A property path as Spring writes it: `dias[0].horas`, `horariosSemana.SEGUNDA[1].entrada`. */
function caminhoSpring(caminho: readonly PropertyKey[]): string {
  return caminho.map((chave, i) => (typeof chave === 'number' ? `[${chave}]` : `${i > 0 ? '.' : ''}${String(chave)}`)).join('')
}

/** zod's own messages (a field of the wrong type, with no message of the contract's) in Portuguese, as the rest. */
const emPortugues = { error: ptBR().localeError }

/**
 * A request body read with the contract's schema (src/shared/api/contract): the data, or Bean Validation's field
 * errors (property path, message, the value sent) for Spring's 400.
 */
export function lerCorpo<T extends $ZodType>(schema: T, corpo: unknown): output<T> | FieldError[] {
  const resultado = safeParse(schema, corpo, emPortugues)
  if (resultado.success) return resultado.data
  return resultado.error.issues.map((issue) => ({
    property: caminhoSpring(issue.path),
    message: issue.message,
    invalidValue: valorEm(corpo, issue.path),
  }))
}
