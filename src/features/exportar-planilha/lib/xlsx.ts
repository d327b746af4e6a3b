import type { SheetData } from 'write-excel-file/browser'
import { TIPO_DO_FORMATO, type Celula, type Planilha } from '../model/planilha'

/** Excel's limit for a sheet name, and the characters it refuses there. */
const NOME_DA_ABA_MAX = 31
const PROIBIDOS_NA_ABA = /[\\/?*[\]:]/g
const LARGURA_MAX = 60

const nomeDaAba = (titulo: string) => titulo.replace(PROIBIDOS_NA_ABA, '-').slice(0, NOME_DA_ABA_MAX) || 'Planilha'

const largura = (celula: Celula) => (celula === null ? 0 : String(celula).length)

function celula(valor: Celula) {
  if (valor === null) return null
  return typeof valor === 'number' ? { value: valor, type: Number } : { value: valor, type: String }
}

/** The sheet as an .xlsx Blob; the writer is loaded only now, on the first export, so no screen's initial JS grows. */
export async function gerarXlsx(planilha: Planilha): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  const dados: SheetData = [
    planilha.colunas.map((titulo) => ({ value: titulo, type: String, fontWeight: 'bold' as const })),
    ...planilha.linhas.map((linha) => linha.map(celula)),
  ]
  const columns = planilha.colunas.map((titulo, indice) => ({
    width: Math.min(LARGURA_MAX, Math.max(titulo.length, ...planilha.linhas.map((linha) => largura(linha[indice] ?? null))) + 2),
  }))
  const blob = await writeXlsxFile(dados, { columns, sheet: nomeDaAba(planilha.titulo), stickyRowsCount: 1 }).toBlob()
  return blob.type ? blob : new Blob([blob], { type: TIPO_DO_FORMATO.xlsx })
}
