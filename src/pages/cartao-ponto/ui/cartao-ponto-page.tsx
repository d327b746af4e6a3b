import { useCallback, useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { cartaoPontoQueries, useAvisoCartaoAlterado, type CartaoPonto } from '@/entities/cartao-ponto'
import { competenciaQueries, defaultCompetencia } from '@/entities/competencia'
import { funcionarioLabel, funcionarioQueries, pickFiltro, type FuncionarioFiltro } from '@/entities/funcionario'
import { isPlainEmployee, useSessao } from '@/entities/sessao'
import { CartaoPontoAcoes, CartaoPontoAvisos, CartaoPontoControles, type Destino } from '@/widgets/cartao-ponto-cabecalho'
import { CartaoPontoGrade } from '@/widgets/cartao-ponto-grade'
import { useDepoisDaPintura } from '@/shared/lib'
import { EmptyState, ErrorAlert, lazyComponent, PageTitle, Spinner, dismissToast } from '@/shared/ui'
import { MSG_ALTERADO_POR_OUTRA_SESSAO } from '../model/ao-vivo'
import { routeParams, type ManutencaoSearch } from '../model/search'
import { SucessoAlert } from './sucesso-alert'

const TotaisDoCartao = lazyComponent(() =>
  import('@/widgets/cartao-ponto-resumo').then(({ CartaoPontoResumo, CartaoPontoTabelas }) => {
    function TotaisDoCartao({ cartao }: { cartao: CartaoPonto }) {
      return (
        <>
          <CartaoPontoResumo cartao={cartao} />
          <CartaoPontoTabelas cartao={cartao} />
        </>
      )
    }
    return TotaisDoCartao
  }),
)

/** The totals and the tables under the grid, below it on the screen: their code loads and they render once the grid is painted. */
function DepoisDaGrade({ cartao }: { cartao: CartaoPonto }) {
  const pintado = useDepoisDaPintura()
  return pintado ? <TotaisDoCartao cartao={cartao} /> : null
}

export interface CartaoPontoPageProps {
  competenciaId: number | null
  funcionarioId: number | null
  search: ManutencaoSearch
}

/** /manutencao and /manutencao/{competencia}/{funcionario} (TC-001..065). */
export function CartaoPontoPage({ competenciaId, funcionarioId, search }: CartaoPontoPageProps) {
  const sessao = useSessao()
  const navigate = useNavigate()
  const [actionError, setActionError] = useState<unknown>(null)
  const [sucesso, setSucesso] = useState<string | null>(null)
  const filtro = pickFiltro(search)
  const selecionaFuncionario = !isPlainEmployee(sessao)
  // The app's live refresh reloads the card; this page says so when it is the one shown.
  useAvisoCartaoAlterado((alterado) => {
    if (alterado.competenciaId === competenciaId && alterado.funcionarioId === funcionarioId) setSucesso(MSG_ALTERADO_POR_OUTRA_SESSAO)
  })
  // 'Alteração salva. [Desfazer]' belongs to the card it was shown on.
  useEffect(() => () => dismissToast(), [])

  const competencias = useQuery(competenciaQueries.options())
  const competenciaEfetiva = competenciaId ?? defaultCompetencia(competencias.data ?? [])?.id ?? null
  const cartaoId = competenciaId !== null && funcionarioId !== null ? { competenciaId, funcionarioId } : null
  const cartao = useQuery({
    ...cartaoPontoQueries.detail(cartaoId ?? { competenciaId: 0, funcionarioId: 0 }),
    enabled: cartaoId !== null,
    // The loader already asked; a failure is shown, not asked again on mount (one request per card).
    retryOnMount: false,
  })
  const lista = useQuery({ ...funcionarioQueries.search({ filtro, page: search.page }), enabled: selecionaFuncionario })
  const dados = cartaoId ? cartao.data : undefined
  const doCartao = dados?.funcionario.id === funcionarioId ? dados?.funcionario : undefined
  const daLista = lista.data?.items.find((f) => f.id === funcionarioId)
  const nomeado = doCartao ?? daLista
  const funcionario = funcionarioId !== null && nomeado ? { id: funcionarioId, label: funcionarioLabel(nomeado) } : null

  const ir = (competencia: number | null, funcionarioEscolhido: number | null, novaBusca: ManutencaoSearch) => {
    setActionError(null)
    if (competencia === null && funcionarioEscolhido === null) void navigate({ to: '/manutencao', search: novaBusca })
    else {
      void navigate({
        to: '/manutencao/$competencia/$funcionario',
        params: routeParams(competencia, funcionarioEscolhido),
        search: novaBusca,
      })
    }
  }
  const onFuncionario = (destino: Destino) => ir(competenciaEfetiva, destino.funcionarioId, { ...search, page: destino.page })
  const onCompetencia = (id: number) => ir(id, funcionarioId, search)
  const onFiltro = (novo: FuncionarioFiltro) => ir(competenciaId, funcionarioId, { ...novo, page: 0 })
  const limparSucesso = useCallback(() => setSucesso(null), [])

  return (
    <div className="flex flex-col gap-3">
      <PageTitle className="mb-0">Cartão Ponto</PageTitle>
      <ErrorAlert error={cartaoId ? cartao.error : null} />
      <ErrorAlert error={competencias.error} />
      <ErrorAlert error={actionError} onDismiss={() => setActionError(null)} />
      <SucessoAlert message={sucesso} onDismiss={limparSucesso} />
      <CartaoPontoControles
        competencias={competencias.data}
        competenciaId={competenciaEfetiva}
        funcionarioId={funcionarioId}
        funcionario={funcionario}
        filtro={filtro}
        page={search.page}
        cartaoPronto={cartaoId === null || !cartao.isPending}
        selecionaFuncionario={selecionaFuncionario}
        onFuncionario={onFuncionario}
        onCompetencia={onCompetencia}
        onFiltro={onFiltro}
      />
      {funcionarioId === null && selecionaFuncionario && (
        <EmptyState>Selecione um funcionário para ver o cartão ponto.</EmptyState>
      )}
      {cartaoId && cartao.isPending && (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label="Carregando cartão ponto..." />
        </div>
      )}
      {dados && (
        <>
          <CartaoPontoAcoes cartao={dados} onError={setActionError} />
          <CartaoPontoAvisos
            cartao={dados}
            onVisualizar={(id) => ir(id, funcionarioId, search)}
            onAceite={setSucesso}
            onError={setActionError}
          />
          <CartaoPontoGrade cartao={dados} />
          <DepoisDaGrade cartao={dados} />
        </>
      )}
    </div>
  )
}
