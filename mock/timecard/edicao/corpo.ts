import type { FieldError } from '../../http/spring'
import type { IdsCartao } from '../acesso'

/** A JSON request body as read by the editing calls. */
export type Corpo = Record<string, unknown>

export function vazio(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

/** An integer property (a number or a string of digits), or its validation error; null when absent. */
export function inteiro(body: Corpo, property: string, errors: FieldError[], obrigatorio: string | null = 'não deve ser nulo'): number | null {
  const value = body[property]
  if (vazio(value)) {
    if (obrigatorio) errors.push({ property, message: obrigatorio, invalidValue: null })
    return null
  }
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof n === 'number' && Number.isInteger(n)) return n
  errors.push({ property, message: 'deve ser um número inteiro', invalidValue: value })
  return null
}

/** The card ids of an editing body (idFuncionario, idCompetencia), or their validation errors. */
export function lerIdsCorpo(body: Corpo): IdsCartao | FieldError[] {
  const errors: FieldError[] = []
  const funcionarioId = inteiro(body, 'idFuncionario', errors)
  const competenciaId = inteiro(body, 'idCompetencia', errors)
  return funcionarioId === null || competenciaId === null ? errors : { funcionarioId, competenciaId }
}
