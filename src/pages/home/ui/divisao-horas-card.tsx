import { lazy, Suspense } from 'react'
import { hasChartData, type DivisaoHorasRow } from '@/entities/home'
import { Card, Spinner } from '@/shared/ui'
import { MSG_GRAFICO_SEM_DADOS } from '@/shared/config'
import { useQuandoVisivel } from '@/shared/lib'

const DivisaoHorasChart = lazy(() => import('./divisao-horas-chart'))

const Carregando = () => (
  <div className="flex h-full items-center justify-center">
    <Spinner />
  </div>
)

/** HOME-007..009: the chart only with more than one row; the message otherwise. Drawn once in view, after the first paint. */
export function DivisaoHorasCard({ rows, loading }: { rows: readonly DivisaoHorasRow[] | undefined; loading: boolean }) {
  const [lugar, visivel] = useQuandoVisivel<HTMLDivElement>()
  return (
    <Card title="Divisao das Horas">
      {loading ? (
        <div className="flex h-72 items-center justify-center">
          <Spinner />
        </div>
      ) : rows && hasChartData(rows) ? (
        <div ref={lugar} className="h-72">
          {visivel ? (
            <Suspense fallback={<Carregando />}>
              <DivisaoHorasChart rows={rows} />
            </Suspense>
          ) : (
            <Carregando />
          )}
        </div>
      ) : (
        <p className="py-8 text-center text-sm text-slate-600">{MSG_GRAFICO_SEM_DADOS}</p>
      )}
    </Card>
  )
}
