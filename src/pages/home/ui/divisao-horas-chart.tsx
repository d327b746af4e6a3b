import { ResponsiveLineCanvas, type PointTooltipProps } from '@nivo/line'
import type { DivisaoHorasRow } from '@/entities/home'
import { formatarNumero } from '@/shared/lib'

const SERIES = [
  { id: 'Horas Trabalhadas', field: 'horasTrabalhadas', color: '#1f6fd1' },
  { id: 'Horas Extras', field: 'horasExtras', color: '#b26a00' },
  { id: 'Faltas', field: 'faltas', color: '#c62828' },
] as const

type Serie = { id: string; data: { x: string; y: number }[] }

function Dica({ point }: PointTooltipProps<Serie>) {
  return (
    <div className="flex items-center gap-2 rounded bg-white px-2 py-1 text-xs text-slate-800 shadow">
      <span aria-hidden="true" className="inline-block size-2.5 rounded-full" style={{ backgroundColor: point.seriesColor }} />
      {point.seriesId} em {point.data.xFormatted}: <strong>{point.data.yFormatted} h</strong>
    </div>
  )
}

/**
 * HOME-007: the 'Divisao das Horas' area chart (nivo, loaded lazily so it stays out of the first bundle). Drawn on a
 * canvas: the SVG chart sets up a react-spring animation for each of its ~150 elements even when told not to animate,
 * a long task on the first screen of every session. The canvas is one image with the chart's name; the legend is text.
 */
export default function DivisaoHorasChart({ rows }: { rows: readonly DivisaoHorasRow[] }) {
  const data: Serie[] = SERIES.map((serie) => ({
    id: serie.id,
    data: rows.map((row) => ({ x: row.competencia, y: row[serie.field] })),
  }))
  return (
    <div className="flex h-full flex-col">
      <div role="img" aria-label="Gráfico de área: divisão das horas por competência" className="min-h-0 flex-1">
        <ResponsiveLineCanvas<Serie>
          data={data}
          enableArea
          areaOpacity={0.12}
          colors={SERIES.map((serie) => serie.color)}
          margin={{ top: 16, right: 32, bottom: 32, left: 64 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          axisLeft={{ legend: 'Horas', legendOffset: -54, legendPosition: 'middle', format: formatarNumero }}
          yFormat={formatarNumero}
          axisBottom={{ tickRotation: 0 }}
          pointSize={6}
          tooltip={Dica}
          theme={{ text: { fontFamily: 'system-ui, sans-serif', fontSize: 11, fill: '#334155' } }}
        />
      </div>
      <ul aria-label="Legenda: Divisao das Horas" className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-700">
        {SERIES.map((serie) => (
          <li key={serie.id} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full" style={{ backgroundColor: serie.color }} />
            {serie.id}
          </li>
        ))}
      </ul>
    </div>
  )
}
