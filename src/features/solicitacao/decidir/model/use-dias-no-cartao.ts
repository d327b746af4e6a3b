import { useQueries, useQuery } from '@tanstack/react-query'
import { cartaoPontoQueries, type CartaoPonto, type RegistroDia } from '@/entities/cartao-ponto'
import { competenciaQueries } from '@/entities/competencia'
import { hasRole, ROLE, useSessao } from '@/entities/sessao'
import type { SolicitacaoDetalhe } from '@/entities/solicitacao'
import { formatDate } from '@/shared/lib'
import { competenciaDoDia, diasDoPeriodo } from './dias-da-solicitacao'
import { avisosDeDuplicidade } from './duplicidade'

export interface DiaNoCartao {
  data: string
  /** The day as the employee's card has it now; null when no competence or card holds it. */
  registro: RegistroDia | null
}

export interface DiasNoCartao {
  dias: DiaNoCartao[]
  /** Days of the period beyond the ones shown. */
  restantes: number
  carregando: boolean
  erro: unknown
  /** What approving would duplicate (docs/decisions.md 'Aprovação com o dia em vista'); dated when the period has several days. */
  avisos: string[]
  /** What approving writes on the card (INCLUIR_MARCACAO, ABONO, …), as the detail or the card's configuration says. */
  efeito: string | undefined
}

/** The include-punch effect, from the detail or, when the backend does not say, from the card's configuration. */
function efeitoDa(s: SolicitacaoDetalhe, cartoes: readonly CartaoPonto[]): string | undefined {
  if (s.efeito) return s.efeito
  const incluir = cartoes[0]?.config.tipoSolicitacaoIncluirMarcacao?.id
  return incluir !== undefined && incluir === s.tipoSolicitacao?.id ? 'INCLUIR_MARCACAO' : undefined
}

/**
 * The request's days (the first LIMITE_DIAS) as they are now on the employee's time card: the card of each day's
 * competence, through the time card entity's query (shared with the card screen's cache). Null for a user who may
 * not look up time cards.
 */
export function useDiasNoCartao(s: SolicitacaoDetalhe): DiasNoCartao | null {
  const podeVer = hasRole(useSessao(), ROLE.verCartao)
  const { dias, restantes } = diasDoPeriodo(s.inicio, s.fim)
  const competencias = useQuery({ ...competenciaQueries.options(), enabled: podeVer })
  const doDia = new Map(dias.map((data) => [data, competenciaDoDia(data, competencias.data ?? [])?.id]))
  const ids = [...new Set([...doDia.values()].filter((id) => id !== undefined))]
  const cartoes = useQueries({
    queries: ids.map((competenciaId) => ({
      ...cartaoPontoQueries.detail({ competenciaId, funcionarioId: s.funcionario.id }),
      enabled: podeVer,
    })),
  })
  if (!podeVer) return null

  const carregados = cartoes.flatMap((c) => (c.data ? [c.data] : []))
  const registroDe = (data: string) =>
    carregados.find((c) => c.competencia.id === doDia.get(data))?.manutencaoDTO.registros[data]?.registro ?? null
  const noCartao = dias.map((data) => ({ data, registro: registroDe(data) }))
  const carregando = competencias.isPending || cartoes.some((c) => c.isPending)
  const erro = competencias.error ?? cartoes.find((c) => c.error)?.error ?? null
  const avaliados = noCartao.flatMap((d) => (d.registro ? [{ data: d.data, registro: d.registro }] : []))
  const efeito = efeitoDa(s, carregados)
  const avisos = carregando
    ? []
    : avisosDeDuplicidade({ id: s.id, efeito, horas: s.horas, motivoId: s.motivo?.id }, avaliados).map((a) =>
        dias.length > 1 ? `${formatDate(a.data)}: ${a.mensagem}` : a.mensagem,
      )
  return { dias: noCartao, restantes, carregando, erro, avisos, efeito }
}
