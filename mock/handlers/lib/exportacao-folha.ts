import type { CampoLeiauteFolha } from '@/shared/api/contract/endpoints/leiautes-folha'
import type { Evento, Funcionario, LeiauteFolha } from '../../db/index'
import { formatMinutes } from '../../engine/index'
import { alfa, num } from '../../fiscal/texto'
import { neutralizeFormula } from '../../pdf/csv'

/** One line of the payroll export: an employee's total of one event in the competence. */
export interface LancamentoFolha {
  funcionario: Funcionario
  evento: Evento
  minutos: number
  /** The competence as 'MM/AAAA'. */
  competencia: string
  cnpjEmpresa: string
}

/** Hours as a decimal number of hours, two places: 90 minutes → 1.5. */
export const horasDecimais = (minutos: number) => Math.round((minutos / 60) * 100) / 100

/** Each field's value as text, and whether a fixed-width file aligns it as a number. */
const CAMPOS: Record<CampoLeiauteFolha, { cabecalho: string; numero: boolean; valor: (l: LancamentoFolha, decimal: string) => string }> = {
  MATRICULA: { cabecalho: 'matricula', numero: true, valor: (l) => l.funcionario.matricula ?? String(l.funcionario.id) },
  CPF: { cabecalho: 'cpf', numero: true, valor: (l) => l.funcionario.cpf.replace(/\D/g, '') },
  PIS: { cabecalho: 'pis', numero: true, valor: (l) => l.funcionario.pis.replace(/\D/g, '') },
  NOME: { cabecalho: 'nome', numero: false, valor: (l) => l.funcionario.nome },
  EVENTO: { cabecalho: 'evento', numero: true, valor: (l) => l.evento.codigo },
  DESCRICAO_EVENTO: { cabecalho: 'descricao', numero: false, valor: (l) => l.evento.descricao },
  HORAS_HHMM: { cabecalho: 'horas', numero: true, valor: (l) => formatMinutes(l.minutos) },
  HORAS_DECIMAL: { cabecalho: 'horas_decimal', numero: true, valor: (l, decimal) => horasDecimais(l.minutos).toFixed(2).replace('.', decimal) },
  COMPETENCIA_MMAAAA: { cabecalho: 'competencia', numero: true, valor: (l) => l.competencia.replace(/\D/g, '') },
  EMPRESA_CNPJ: { cabecalho: 'cnpj_empresa', numero: true, valor: (l) => l.cnpjEmpresa.replace(/\D/g, '') },
}

/**
 * A fixed-width cell: numbers right-aligned with zeros (hours HHHMM without the colon, decimal hours with their
 * mark; longer values keep their last digits), texts left-aligned with spaces and cut at the width.
 */
function celulaFixa(campo: CampoLeiauteFolha, valor: string, largura: number): string {
  if (!CAMPOS[campo].numero) return alfa(valor, largura)
  if (campo === 'HORAS_DECIMAL') return valor.padStart(largura, '0').slice(-largura)
  return num(valor, largura)
}

/** A CSV cell: formula-neutralized, quoted when it holds the separator, a quote or a line break. */
function celulaCsv(valor: string, separador: string): string {
  const texto = neutralizeFormula(valor)
  return texto.includes(separador) || /["\n\r]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto
}

/** The lines of the file the layout describes (CRLF-ended text; the caller writes it as Latin-1). */
export function textoDoLeiaute(leiaute: LeiauteFolha, lancamentos: readonly LancamentoFolha[]): string {
  const linhas: string[] = []
  if (leiaute.formato === 'CSV') {
    if (leiaute.cabecalho) linhas.push(leiaute.colunas.map((c) => CAMPOS[c.campo].cabecalho).join(leiaute.separador))
    for (const l of lancamentos) {
      linhas.push(leiaute.colunas.map((c) => celulaCsv(CAMPOS[c.campo].valor(l, leiaute.decimal), leiaute.separador)).join(leiaute.separador))
    }
  } else {
    for (const l of lancamentos) {
      linhas.push(leiaute.colunas.map((c) => celulaFixa(c.campo, CAMPOS[c.campo].valor(l, leiaute.decimal), c.tamanho ?? 0)).join(''))
    }
  }
  return linhas.map((linha) => `${linha}\r\n`).join('')
}

/** The sheet of the export: matrícula, name, event, its description, the hours as 'hh:mm' and as a decimal number. */
export async function planilhaDaFolha(lancamentos: readonly LancamentoFolha[], competencia: string): Promise<Uint8Array<ArrayBuffer>> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const titulo = (value: string) => ({ value, type: String, fontWeight: 'bold' as const })
  const texto = (value: string) => ({ value, type: String })
  const dados = [
    ['Matrícula', 'Nome', 'Evento', 'Descrição', 'Horas', 'Horas (decimal)'].map(titulo),
    ...lancamentos.map((l) => [
      texto(l.funcionario.matricula ?? String(l.funcionario.id)),
      texto(l.funcionario.nome),
      texto(l.evento.codigo),
      texto(l.evento.descricao),
      texto(formatMinutes(l.minutos)),
      { value: horasDecimais(l.minutos), type: Number, format: '0.00' },
    ]),
  ]
  const columns = [12, 40, 8, 30, 10, 16].map((width) => ({ width }))
  const blob = await writeXlsxFile(dados, { columns, sheet: `Folha ${competencia.replace('/', '-')}`, stickyRowsCount: 1 }).toBlob()
  // Bytes, not the Blob: a test DOM's Blob is not one the fetch of the response can stream.
  return new Uint8Array(await blob.arrayBuffer())
}
