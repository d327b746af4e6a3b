/**
 * A cell as exported: text stays text (hours 'HH:MM' included, so a signed balance such as '-01:30' reads as on
 * screen), a number stays a number (XLSX number, decimal comma in the CSV), null is an empty cell.
 */
export type Celula = string | number | null

/** What an export writes: the sheet's title, one header per column and the rows, each with one cell per column. */
export interface Planilha {
  titulo: string
  colunas: readonly string[]
  linhas: ReadonlyArray<readonly Celula[]>
}

export type FormatoPlanilha = 'xlsx' | 'csv'

export const TIPO_DO_FORMATO: Record<FormatoPlanilha, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
}
