import type { PreenchimentoSolicitacao } from '@/features/solicitacao/salvar'

function texto(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function id(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * REQ-014: the query of /solicitacao/new: `data` (one day) or `dataInicio`/`dataFim` (a period), `funcionario` and
 * `tipoSolicitacao` (ids), as the time card's day menu sends them.
 */
export function preenchimentoDaQuery(search: Record<string, unknown>): PreenchimentoSolicitacao {
  return {
    data: texto(search.data),
    dataInicio: texto(search.dataInicio),
    dataFim: texto(search.dataFim),
    funcionario: id(search.funcionario),
    tipoSolicitacao: id(search.tipoSolicitacao),
  }
}
