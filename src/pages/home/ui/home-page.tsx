import { useQueries, useQuery } from '@tanstack/react-query'
import { configQueries } from '@/entities/configuracao'
import { homeQueries, type HomeCount } from '@/entities/home'
import { mayApproveRequests, seesHomeWidgets, sessaoQueries, useSessao } from '@/entities/sessao'
import { solicitacaoQueries } from '@/entities/solicitacao'
import { ErrorAlert, PageTitle } from '@/shared/ui'
import { competenciaAtualId } from '../model/carregar'
import { BoasVindas } from './boas-vindas'
import { CountTiles, TILES } from './count-tiles'
import { DivisaoHorasCard } from './divisao-horas-card'
import { SolicitacoesParaDeferimento } from './solicitacoes-para-deferimento'

/** HOME-001..016; the route's loader reads the widgets first (carregarHome). */
export function HomePage() {
  const sessao = useSessao()
  const staff = seesHomeWidgets(sessao)
  const aprova = mayApproveRequests(sessao)

  const counts = useQueries({
    queries: TILES.map((tile) => ({ ...homeQueries.count(tile.kind), enabled: staff })),
  })
  const divisao = useQuery({ ...homeQueries.divisaoHoras(), enabled: staff })
  const config = useQuery(configQueries.load())
  const permiteBaterPonto = useQuery(sessaoQueries.permiteBaterPonto()).data === true
  const competencia = competenciaAtualId(config.data?.current)
  const pendentes = useQuery({
    ...solicitacaoQueries.paraDeferimento({ competencia }),
    enabled: aprova && !config.isPending,
  })

  // HOME-016: one shared banner for whatever failed on this screen.
  const error = counts.find((query) => query.error)?.error ?? divisao.error ?? pendentes.error

  const countValues: Partial<Record<HomeCount, number>> = {}
  TILES.forEach((tile, index) => {
    const value = counts[index]?.data
    if (value !== undefined) countValues[tile.kind] = value
  })

  return (
    <div className="space-y-6">
      <PageTitle>Início</PageTitle>
      <ErrorAlert error={error} />
      {staff ? (
        <>
          <CountTiles counts={countValues} />
          <DivisaoHorasCard rows={divisao.data} loading={divisao.isPending} />
        </>
      ) : (
        <BoasVindas sessao={sessao} permiteBaterPonto={permiteBaterPonto} />
      )}
      {aprova && <SolicitacoesParaDeferimento solicitacoes={pendentes.data?.items} loading={pendentes.isPending} />}
    </div>
  )
}
