import { ResponsiveBar } from '@nivo/bar'
import { ResponsiveLine } from '@nivo/line'
import { formatarNumero } from '@/shared/lib'
import type { SerieDashboard } from '../model/series'

const TEMA = { text: { fontFamily: 'system-ui, sans-serif', fontSize: 11, fill: '#334155' } }

/** DASH-001..008: one series drawn with nivo (this module is loaded lazily, out of the first bundle). */
export default function GraficoSerie({ serie }: { serie: SerieDashboard }) {
  if (serie.tipo === 'linhas') return <Linhas serie={serie} />
  const horizontal = serie.tipo === 'barras-horizontais'
  const cores = new Map(serie.chaves.map((c) => [c.key, c.cor]))
  const { corDaLinha } = serie
  return (
    <ResponsiveBar
      data={serie.linhas}
      keys={serie.chaves.map((c) => c.key)}
      indexBy="categoria"
      ariaLabel={serie.ariaLabel}
      groupMode={serie.modo === 'empilhado' ? 'stacked' : 'grouped'}
      layout={horizontal ? 'horizontal' : 'vertical'}
      colors={(bar) => (corDaLinha ? corDaLinha(bar.data) : (cores.get(String(bar.id)) ?? '#64748b'))}
      margin={horizontal ? { top: 8, right: 24, bottom: 40, left: 200 } : { top: 16, right: 16, bottom: 40, left: 56 }}
      padding={0.3}
      innerPadding={serie.modo === 'agrupado' && serie.chaves.length > 1 ? 2 : 0}
      axisLeft={
        horizontal
          ? { tickSize: 0, tickPadding: 8 }
          : { legend: serie.unidade, legendOffset: -46, legendPosition: 'middle', format: formatarNumero }
      }
      axisBottom={
        horizontal ? { legend: serie.unidade, legendOffset: 32, legendPosition: 'middle', format: formatarNumero } : { tickRotation: 0 }
      }
      valueFormat={formatarNumero}
      labelSkipHeight={14}
      labelSkipWidth={20}
      labelTextColor="#ffffff"
      animate={false}
      theme={TEMA}
    />
  )
}

function Linhas({ serie }: { serie: SerieDashboard }) {
  const data = serie.chaves.map((c) => ({
    id: c.label,
    data: serie.linhas.map((linha) => ({ x: linha.categoria, y: Number(linha[c.key]) })),
  }))
  return (
    <ResponsiveLine
      data={data}
      ariaLabel={serie.ariaLabel}
      colors={serie.chaves.map((c) => c.cor)}
      margin={{ top: 16, right: 24, bottom: 40, left: 64 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      axisLeft={{ legend: serie.unidade, legendOffset: -54, legendPosition: 'middle', format: formatarNumero }}
      yFormat={formatarNumero}
      pointSize={6}
      animate={false}
      enableSlices="x"
      theme={TEMA}
    />
  )
}
