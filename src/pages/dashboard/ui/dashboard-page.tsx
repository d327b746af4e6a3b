import { useSuspenseQuery } from '@tanstack/react-query'
import { indicadorQueries } from '@/entities/indicador'
import { PageTitle } from '@/shared/ui'
import { seriesDoDashboard } from '../model/series'
import { SerieCard } from './serie-card'

/**
 * /dashboard 'Indicadores' (DASH-001..010): every series of the last six competences, computed by the server and read
 * by the route's loader (carregarDashboard).
 */
export function DashboardPage() {
  const indicadores = useSuspenseQuery(indicadorQueries.todos())
  const periodo = indicadores.data.competencias
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle={periodo.length > 0 ? `Competências ${periodo[0]} a ${periodo[periodo.length - 1]}` : undefined}>
        Indicadores
      </PageTitle>
      <div className="grid gap-4 xl:grid-cols-2">
        {seriesDoDashboard(indicadores.data).map((serie) => (
          <SerieCard key={serie.id} serie={serie} />
        ))}
      </div>
    </div>
  )
}
