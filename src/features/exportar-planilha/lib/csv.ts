import { TIPO_DO_FORMATO, type Celula, type Planilha } from '../model/planilha'

const BOM = '\uFEFF'
const SEPARADOR = ';'
const FIM_DE_LINHA = '\r\n'

/** A text a spreadsheet would run as a formula ('=', '+', '-', '@', tab, carriage return first) is kept as text... */
const PARECE_FORMULA = /^[=+\-@\t\r]/
/** ...unless it is a number or an hour balance as a whole: '-2', '-01:30', '1.234,5'. */
const NUMERO_OU_HORAS = /^-?\d+(?:[.,:]\d+)*$/

/**
 * What ends a field in some reader: the ';', a quote, a line break, and the ',' and tab that Excel and LibreOffice split
 * on when the computer's list separator is not ';' (there an unquoted 'Silva,=1+1' would leave a cell '=1+1').
 */
const PRECISA_DE_ASPAS = /[";,\t\r\n]/

function campo(celula: Celula): string {
  if (celula === null) return ''
  if (typeof celula === 'number') return Number.isFinite(celula) ? String(celula).replace('.', ',') : ''
  const texto = PARECE_FORMULA.test(celula) && !NUMERO_OU_HORAS.test(celula) ? `'${celula}` : celula
  const aspas = (PRECISA_DE_ASPAS.test(texto) && !NUMERO_OU_HORAS.test(texto)) || texto.trim() !== texto
  return aspas ? `"${texto.replaceAll('"', '""')}"` : texto
}

/** The CSV text as Brazilian Excel opens it: UTF-8 with BOM, ';' between fields, decimal comma, CRLF, RFC 4180 quotes. */
export function textoCsv({ colunas, linhas }: Planilha): string {
  const registros = [colunas, ...linhas].map((linha) => linha.map(campo).join(SEPARADOR))
  return BOM + registros.join(FIM_DE_LINHA) + FIM_DE_LINHA
}

export const gerarCsv = (planilha: Planilha): Blob => new Blob([textoCsv(planilha)], { type: TIPO_DO_FORMATO.csv })
