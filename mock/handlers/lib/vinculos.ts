import type { Vigencia } from '../../db/index'

type ComBanco = Vigencia & ({ bancoDiasId: number } | { bancoHorasId: number })

/** Whether an employee is linked to a bank on a date (several day banks may be in force at once). */
export function vinculadoEm(vinculos: readonly ComBanco[], bancoId: number, data: string): boolean {
  return vinculos.some(
    (v) => ('bancoDiasId' in v ? v.bancoDiasId : v.bancoHorasId) === bancoId && v.inicio <= data && (v.fim === null || v.fim >= data),
  )
}
