import { parseHora } from '../engine/index'
import { dayNumber, horaDoDia } from './calendar'
import type { MesCalculado } from './mes'

export interface BlocoHoje {
  previsaoSaida: string | null
  marcacoesAtuais: { hora: string }[]
}

/** The break the day should have: the schedule's gaps, else the legal one (art. 71) or the schedule's minimum. */
function intervaloPrevisto(dia: MesCalculado['dias'][number], carga: number): number {
  const slots = dia.input.schedule?.slots ?? []
  if (slots.length > 1) {
    let total = 0
    for (let i = 1; i < slots.length; i++) {
      const gap = parseHora((slots[i] as { entrada: string }).entrada) - parseHora((slots[i - 1] as { saida: string }).saida)
      total += gap < 0 ? gap + 1440 : gap
    }
    return total
  }
  if (carga > 360) return Math.max(60, dia.input.schedule?.intervaloMinimo ?? 0)
  return carga > 240 ? 15 : 0
}

/**
 * TC-057/058: today's punches and the predicted exit: first entry + the day's workload + the break (the one
 * already taken when longer than the scheduled one). Only for the competence of today.
 */
export function blocoHoje(mes: MesCalculado): BlocoHoje | null {
  const hoje = mes.hoje
  if (hoje === undefined || hoje < mes.competencia.inicio) return null
  const dia = mes.dias.find((d) => d.data === hoje)
  const resultado = mes.resultado.dias.find((d) => d.data === hoje)
  if (!dia || !resultado) return { previsaoSaida: null, marcacoesAtuais: [] }
  const base = dayNumber(hoje)
  const pontos = dia.marcacoes
    .filter((m) => !m.desconsiderada)
    .map((m) => ({ hora: m.hora, offset: (dayNumber(m.data) - base) * 1440 + parseHora(m.hora) }))
    .sort((a, b) => a.offset - b.offset)
  const marcacoesAtuais = pontos.map((p) => ({ hora: p.hora }))
  const primeira = pontos[0]
  const carga = resultado.cargaHoraria
  if (!primeira || carga === 0) return { previsaoSaida: null, marcacoesAtuais }
  let intervaloFeito = 0
  for (let i = 2; i < pontos.length; i += 2) intervaloFeito += (pontos[i] as { offset: number }).offset - (pontos[i - 1] as { offset: number }).offset
  const intervalo = Math.max(intervaloPrevisto(dia, carga), intervaloFeito)
  return { previsaoSaida: horaDoDia(primeira.offset + carga + intervalo), marcacoesAtuais }
}
