/** The shared CSV writer of every export (pt-BR spreadsheets: ';' between cells, CRLF between lines). */

export const CSV_SEPARATOR = ';'

/** What a spreadsheet runs as a formula or a command when a cell starts with it (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

/** Numbers and hour amounts ('-3', '1.234,56', '-01:30'): values, never formulas, so they stay as they are. */
const NUMERIC = /^-?\d+([.,:]\d+)*$/

/** A text cell a spreadsheet would evaluate gets a leading apostrophe, which shows it as plain text. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !NUMERIC.test(value) ? `'${value}` : value
}

/**
 * What ends a cell in some reader: the file's ';', a quote, a line break, and also the ',' and the tab that Excel and
 * LibreOffice split on when the computer's list separator is not ';'. There an unquoted 'Silva,=1+1' would become a
 * cell '=1+1', run as a formula.
 */
const NEEDS_QUOTES = /[";,\t\n\r]/

/** One cell: formula-neutralized, then quoted when it holds a separator, a quote or a line break (numbers as they are). */
export function csvCell(value: string | number | null | undefined): string {
  const text = neutralizeFormula(value === null || value === undefined ? '' : String(value))
  return NEEDS_QUOTES.test(text) && !NUMERIC.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(CSV_SEPARATOR)
}

/** The lines of a file, each ended by CRLF. */
export function csvText(lines: readonly (readonly (string | number | null | undefined)[])[]): string {
  return lines.map((line) => `${csvLine(line)}\r\n`).join('')
}
