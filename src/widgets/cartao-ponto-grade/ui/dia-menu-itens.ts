import { canChange, type CabecalhoCartao, type RegistroDia } from '@/entities/cartao-ponto'
import { hasRole, mayOpen, ROLE, type Sessao } from '@/entities/sessao'
import { mayRemoverDia } from '@/features/cartao-ponto/acoes-registro'

export interface SolicitacaoDia {
  rotulo: string
  href: string
}

/** What the day menu offers (TC-111..113, TC-127, TC-130, TC-131). */
export interface ItensMenuDia {
  justificar: boolean
  alterarHorario: boolean
  /** Special schedule, restore and remove act on a stored day register. */
  especial: boolean
  restaurar: boolean
  remover: boolean
  solicitacoes: SolicitacaoDia[]
  /** Issue 15 §1: whoever reads the card reads its history. */
  historico: boolean
}

export const ROTULOS_MENU_DIA = {
  justificar: 'Justificar / abonar o dia',
  alterarHorario: 'Alterar horário do dia',
  especial: 'Horário especial',
  restaurar: 'Restaurar marcações originais',
  remover: 'Remover marcações e tratamentos',
  incluirMarcacao: 'Solicitar inclusão de marcação',
  compensarBancoHoras: 'Solicitar compensação de banco de horas',
  historico: 'Histórico do dia',
} as const

const NOVA_SOLICITACAO = '/solicitacao/new'

/** TC-130/131: /solicitacao/new pre-filled with the day, the employee and the request type. */
export function hrefSolicitacao(data: string, funcionarioId: number, tipoSolicitacaoId: number): string {
  const query = new URLSearchParams({ data, funcionario: String(funcionarioId), tipoSolicitacao: String(tipoSolicitacaoId) })
  return `${NOVA_SOLICITACAO}?${query.toString()}`
}

export function itensMenuDia(sessao: Sessao, cartao: CabecalhoCartao, registro: RegistroDia): ItensMenuDia {
  const edita = canChange(sessao, cartao)
  const armazenado = edita && registro.id !== null
  const solicitacoes: SolicitacaoDia[] = []
  if (mayOpen(sessao, NOVA_SOLICITACAO)) {
    const { tipoSolicitacaoIncluirMarcacao: incluir, tipoSolicitacaoCompensarBancoHoras: compensar } = cartao.config
    const funcionarioId = cartao.funcionario.id
    if (incluir) solicitacoes.push({ rotulo: ROTULOS_MENU_DIA.incluirMarcacao, href: hrefSolicitacao(registro.data, funcionarioId, incluir.id) })
    if (compensar) {
      solicitacoes.push({ rotulo: ROTULOS_MENU_DIA.compensarBancoHoras, href: hrefSolicitacao(registro.data, funcionarioId, compensar.id) })
    }
  }
  return {
    justificar: edita,
    alterarHorario: edita,
    especial: armazenado,
    restaurar: armazenado,
    remover: armazenado && mayRemoverDia(sessao),
    solicitacoes,
    historico: hasRole(sessao, ROLE.verCartao),
  }
}

/** With nothing to offer there is no menu button. */
export function temItens(itens: ItensMenuDia): boolean {
  const { justificar, alterarHorario, especial, restaurar, remover, solicitacoes, historico } = itens
  return justificar || alterarHorario || especial || restaurar || remover || solicitacoes.length > 0 || historico
}
