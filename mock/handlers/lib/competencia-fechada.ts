import type { Competencia, Db, IsoDate } from '../../db/index'
import type { FieldError } from '../../http/spring'

/**
 * The closed competence a date falls in, if any. What is dated in a closed month (an hour-bank entry, a holiday, a
 * link's first day) was settled with that month's payroll: changing it would change the closed cards, the closing's
 * export and the balances carried forward, so it waits until the month is reopened.
 */
export function competenciaFechadaEm(db: Db, data: IsoDate | null | undefined): Competencia | undefined {
  if (!data) return undefined
  return db.competencias.find((c) => c.inicio <= data && data <= c.fim && (c.fechada || c.situacao !== 'ABERTA'))
}

/** 'a data pertence à competência 10/2026, que está fechada' on `property`, for the first closed date given. */
export function erroDataFechada(db: Db, property: string, ...datas: (IsoDate | null | undefined)[]): FieldError[] {
  for (const data of datas) {
    const c = competenciaFechadaEm(db, data)
    if (c) return [{ property, message: `a data pertence à competência ${c.descricaoCurta}, que está fechada`, invalidValue: datas[0] ?? null }]
  }
  return []
}

/** The refusal (409) to delete `item` ('Lançamento', 'Feriado') dated in a closed competence, or null. */
export function exclusaoEmFechada(db: Db, data: IsoDate, item: string): string | null {
  const c = competenciaFechadaEm(db, data)
  return c ? `${item} da competência ${c.descricaoCurta}, que está fechada: não pode ser excluído.` : null
}
