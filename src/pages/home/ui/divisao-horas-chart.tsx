import { Line } from '@nivo/line'
import type { DivisaoHorasRow } from '@/entities/home'
import { formatarNumero } from '@/shared/lib'
import { Dimensionado } from '@/shared/ui'

const SERIES = [
  { id: 'Horas Trabalhadas', field: 'horasTrabalhadas', color: '#1f6fd1' },
  { id: 'Horas Extras', field: 'horasExtras', color: '#b26a00' },
  { id: 'Faltas', field: 'faltas', color: '#c62828' },
] as const

/** HOME-007: the 'Divisao das Horas' area chart (nivo, loaded lazily so it stays out of the first bundle). */
export default function DivisaoHorasChart({ rows }: { rows: readonly DivisaoHorasRow[] }) {
  const data = SERIES.map((serie) => ({
    id: serie.id,
    data: rows.map((row) => ({ x: row.competencia, y: row[serie.field] })),
  }))
  return (
    <Dimensionado>
      {({ largura, altura }) => (
        <Line
          width={largura}
          height={altura}
          data={data}
          ariaLabel="Gráfico de área: divisão das horas por competência"
          enableArea
          areaOpacity={0.12}
          colors={SERIES.map((serie) => serie.color)}
          margin={{ top: 16, right: 40, bottom: 64, left: 64 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto' }}
          axisLeft={{ legend: 'Horas', legendOffset: -54, legendPosition: 'middle', format: formatarNumero }}
          yFormat={formatarNumero}
          axisBottom={{ tickRotation: 0 }}
          pointSize={6}
          // Drawn once, without the entry animation's frames; the slices give the tooltips (no mesh to compute).
          animate={false}
          enableSlices="x"
          legends={[
            {
              anchor: 'bottom',
              direction: 'row',
              translateY: 56,
              itemWidth: 140,
              itemHeight: 18,
              symbolSize: 10,
              symbolShape: 'circle',
            },
          ]}
          theme={{ text: { fontFamily: 'system-ui, sans-serif', fontSize: 11, fill: '#334155' } }}
        />
      )}
    </Dimensionado>
  )
}
