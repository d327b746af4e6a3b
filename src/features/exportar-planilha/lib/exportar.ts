import type { FormatoPlanilha, Planilha } from '../model/planilha'
import { gerarCsv } from './csv'
import { nomeDoArquivo } from './nome-do-arquivo'
import { salvarArquivo } from '@/shared/lib'
import { gerarXlsx } from './xlsx'

/** The sheet as a file of `formato`. */
export const arquivoDaPlanilha = (planilha: Planilha, formato: FormatoPlanilha): Promise<Blob> =>
  formato === 'xlsx' ? gerarXlsx(planilha) : Promise.resolve(gerarCsv(planilha))

/** Writes the sheet as `formato` and saves it as `partes` joined ('cartao-ponto-fernanda-11-2026.xlsx'). */
export async function exportarPlanilha(planilha: Planilha, formato: FormatoPlanilha, partes: readonly string[]): Promise<void> {
  salvarArquivo(await arquivoDaPlanilha(planilha, formato), nomeDoArquivo(partes, formato))
}
