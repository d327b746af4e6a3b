import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { isPlainEmployee, useSessao } from '@/entities/sessao'
import { solicitacaoQueries, type SolicitacaoDetalhe } from '@/entities/solicitacao'
import {
  SolicitacaoForm,
  useFuncionarioOpcao,
  useTiposSolicitacao,
  valoresIniciais,
  type PreenchimentoSolicitacao,
  type SolicitacaoFormInput,
} from '@/features/solicitacao/salvar'
import { PageTitle, Spinner } from '@/shared/ui'
import { proprioFuncionarioQuery } from '../model/carregar'

/**
 * /solicitacao/new (REQ-014): a new request pre-filled from the query (date or period, employee, request type). The
 * route's loader reads what the form waits for (carregarNovaSolicitacao).
 */
export function NovaSolicitacaoPage({ preenchimento }: { preenchimento: PreenchimentoSolicitacao }) {
  const sessao = useSessao()
  const navigate = useNavigate()
  const { tipos, isPending: carregandoTipos } = useTiposSolicitacao()
  const doQuery = useFuncionarioOpcao(preenchimento.funcionario)
  const proprio = useQuery({ ...proprioFuncionarioQuery(), enabled: preenchimento.funcionario === undefined && isPlainEmployee(sessao) })
  const carregando = carregandoTipos || doQuery.isPending || (proprio.fetchStatus === 'fetching' && proprio.isPending)
  const funcionario = doQuery.funcionario ?? proprio.data ?? null
  const tipo = tipos.find((t) => t.id === preenchimento.tipoSolicitacao) ?? null
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0">Nova solicitação</PageTitle>
      {carregando ? (
        <Spinner />
      ) : (
        <SolicitacaoForm
          key={`${funcionario?.id ?? ''}-${tipo?.id ?? ''}`}
          id={null}
          defaultValues={valoresIniciais(preenchimento, funcionario, tipo)}
          onSaved={(s) => void navigate({ to: '/solicitacao/$id/dashboard', params: { id: String(s.id) } })}
          onCancel={() => window.history.back()}
        />
      )}
    </div>
  )
}

function valoresDa(s: SolicitacaoDetalhe): SolicitacaoFormInput {
  const tipo = s.tipo ?? (s.tipoSolicitacao ? { ...s.tipoSolicitacao } : null)
  return {
    funcionario: { id: s.funcionario.id, label: s.funcionario.matricula ? `${s.funcionario.matricula} - ${s.funcionario.nome}` : s.funcionario.nome },
    tipoSolicitacao: tipo,
    inicio: s.inicio,
    fim: s.fim,
    horas: s.horas ?? '',
    motivo: s.motivo ? { id: s.motivo.id, descricao: s.motivo.descricao, ativo: true } : null,
    bancoDias: s.bancoDias ? { id: s.bancoDias.id, descricao: s.bancoDias.descricao } : null,
    observacaoSolicitante: s.observacaoSolicitante ?? '',
  }
}

/** /solicitacao/{id} (REQ-010): changes a pending request, which the route's loader reads (carregarEdicaoSolicitacao). */
export function EditarSolicitacaoPage({ id }: { id: string }) {
  const navigate = useNavigate()
  const { data: solicitacao } = useSuspenseQuery(solicitacaoQueries.detalhe(id))
  const irParaPainel = () => void navigate({ to: '/solicitacao/$id/dashboard', params: { id } })
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0">Solicitação nº {id}</PageTitle>
      {!solicitacao.acoes.editar ? (
        <p className="text-sm text-slate-700">Somente solicitações pendentes podem ser alteradas.</p>
      ) : (
        <SolicitacaoForm
          id={solicitacao.id}
          defaultValues={valoresDa(solicitacao)}
          anexo={solicitacao.anexo}
          onSaved={irParaPainel}
          onCancel={irParaPainel}
        />
      )}
    </div>
  )
}
