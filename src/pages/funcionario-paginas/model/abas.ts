import { mayOpen, type Sessao } from '@/entities/sessao'

/** The seven employee pages (AUTH-029/030), in the order of the tabs. */
export const ABAS_FUNCIONARIO = [
  ['dashboard', 'Resumo'],
  ['quadroHorario', 'Quadro de horário'],
  ['bancoHoras', 'Banco de horas'],
  ['bancoDias', 'Banco de dias'],
  ['bancoCompensacao', 'Banco de compensação'],
  ['epis', 'EPIs'],
  ['mapa', 'Mapa'],
] as const

export type PaginaFuncionario = (typeof ABAS_FUNCIONARIO)[number][0]

/** The tabs this user may open, each with its path. */
export function abasVisiveis(sessao: Sessao | null, funcionarioId: number) {
  return ABAS_FUNCIONARIO.map(([pagina, rotulo]) => ({ pagina, rotulo, to: `/funcionario/${funcionarioId}/${pagina}` })).filter((aba) =>
    mayOpen(sessao, aba.to),
  )
}

/** A link's state on `hoje`: only future links may be removed. */
export function situacaoVinculo(v: { inicio: string; fim: string | null }, hoje: string): 'Futuro' | 'Vigente' | 'Encerrado' {
  if (v.inicio > hoje) return 'Futuro'
  return v.fim === null || v.fim >= hoje ? 'Vigente' : 'Encerrado'
}
