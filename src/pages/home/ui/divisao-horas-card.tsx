import { lazy, Suspense } from 'react'
import { hasChartData, type DivisaoHorasRow } from '@/entities/home'
import { Card, Spinner } from '@/shared/ui'
import { MSG_GRAFICO_SEM_DADOS } from '@/shared/config'

const DivisaoHorasChart = lazy(() => import('./divisao-horas-chart'))

/** HOME-007..009: the chart only with more than one row; the message otherwise. */
export function DivisaoHorasCard({ rows, loading }: { rows: readonly DivisaoHorasRow[] | undefined; loading: boolean }) {
  return (
    <Card title="Divisao das Horas">
      {loading ? (
        <div className="flex h-72 items-center justify-center">
          <Spinner />
        </div>
      ) : rows && hasChartData(rows) ? (
        <div className="h-72">
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <DivisaoHorasChart rows={rows} />
          </Suspense>
        </div>
      ) : (
        <p className="py-8 text-center text-sm text-slate-600">{MSG_GRAFICO_SEM_DADOS}</p>
      )}
    </Card>
  )
}
