import type { AlteracaoCartao, DiaResumo, TipoAlteracao } from '../api/alteracao-cartao.schema'

/** The kinds of change as the screens name them. */
export const ROTULOS_TIPO_ALTERACAO: Record<TipoAlteracao, string> = {
  MARCACAO_INCLUIDA: 'Marcação incluída',
  MARCACAO_ALTERADA: 'Marcação alterada',
  MARCACAO_DESCONSIDERADA: 'Marcação desconsiderada',
  MARCACAO_RECONSIDERADA: 'Marcação reconsiderada',
  MARCACAO_MOVIDA: 'Marcação movida',
  MARCACAO_REMOVIDA: 'Marcação removida',
  MARCACOES_ORDENADAS: 'Marcações postas em ordem',
  MARCACOES_RESTAURADAS: 'Marcações originais restauradas',
  JUSTIFICATIVA_INCLUIDA: 'Justificativa incluída',
  JUSTIFICATIVA_ALTERADA: 'Justificativa alterada',
  JUSTIFICATIVA_REMOVIDA: 'Justificativa removida',
  CONVERSAO: 'Conversão',
  HORARIO_ALTERADO: 'Horário alterado',
  DIA_FOLGA: 'Folga',
  DIA_REMOVIDO: 'Marcações e tratamentos removidos',
  OBSERVACAO: 'Observação do cartão',
  BLOQUEIO: 'Bloqueio',
  DESBLOQUEIO: 'Desbloqueio',
}

/** Where a change came from, and the screen of its record when it has one. */
export interface OrigemExibida {
  texto: string
  href: string | null
}

const numerada = (nome: string, id: number | null) => (id === null ? nome : `${nome} nº ${id}`)

export function origemDaAlteracao({ origem, origemId: id }: Pick<AlteracaoCartao, 'origem' | 'origemId'>): OrigemExibida {
  switch (origem) {
    case 'CARTAO':
      return { texto: 'Cartão', href: null }
    case 'SOLICITACAO':
      return { texto: numerada('Solicitação', id), href: id === null ? null : `/solicitacao/${id}/dashboard` }
    case 'ACAO_LOTE':
      return { texto: numerada('Ação em lote', id), href: id === null ? null : `/acoes-lote/${id}/view` }
    case 'IMPORTACAO_AFD':
      return { texto: numerada('Importação de AFD', id), href: null }
    case 'RELOGIO':
      return { texto: 'Relógio', href: null }
    case 'FECHAMENTO':
      return { texto: 'Fechamento', href: id === null ? null : `/fechamento/${id}` }
    case 'DESFAZER':
      return { texto: 'Desfazer', href: null }
    case 'MOVIMENTACAO_RH':
      return { texto: numerada('Movimentação do RH', id), href: null }
    case 'MOVIMENTACAO_MARCACAO':
      return { texto: numerada('Movimentação de marcações', id), href: null }
  }
}

/** The punches that count, in slot order: '08:00 12:00 13:00' ('sem marcações'; 'sem registro' before the day had one). */
export function marcacoesDoResumo(resumo: DiaResumo | null): string {
  if (!resumo) return 'sem registro'
  const contam = resumo.marcacoes.filter((m) => !m.desconsiderada).sort((a, b) => a.sequencia - b.sequencia)
  return contam.length === 0 ? 'sem marcações' : contam.map((m) => m.hora).join(' ')
}

/** The justifications: '01:00 Hora extra; Atestado' ('nenhuma'). */
export function tratamentosDoResumo(resumo: DiaResumo | null): string {
  const tratamentos = resumo?.tratamentos ?? []
  return tratamentos.length === 0 ? 'nenhuma' : tratamentos.map((t) => [t.hora, t.motivo].filter(Boolean).join(' ')).join('; ')
}

/** What a change did to the day, as 'antes → depois' lines: the punches, and the justifications when they changed. */
export function antesEDepois({ alcance, antes, depois }: Pick<AlteracaoCartao, 'alcance' | 'antes' | 'depois'>): string[] {
  if (antes === null && depois === null) return []
  if (alcance === 'CARTAO') return [`Observação: ${antes?.observacao ?? 'nenhuma'} → ${depois?.observacao ?? 'nenhuma'}`]
  const linhas = [`${marcacoesDoResumo(antes)} → ${marcacoesDoResumo(depois)}`]
  const [tratamentosAntes, tratamentosDepois] = [tratamentosDoResumo(antes), tratamentosDoResumo(depois)]
  if (tratamentosAntes !== tratamentosDepois) linhas.push(`Justificativas: ${tratamentosAntes} → ${tratamentosDepois}`)
  return linhas
}
