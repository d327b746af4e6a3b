import { dayNumber } from './calendar'
import { formatMinutes as f, parseHora } from './format'
import type { DayResult, EngineSettings, Punch } from './types'

/** A punch as minutes since 1970-01-01 00:00 (its clock date and time). */
function instante(p: Punch): number {
  return dayNumber(p.data) * 1440 + parseHora(p.hora)
}

function limites(d: DayResult): { inicio: number; fim: number } | null {
  const pares = d.marcacoes.filter((p) => p.entrada && p.saida)
  const primeiro = pares[0]?.entrada
  const ultimo = pares[pares.length - 1]?.saida
  return primeiro && ultimo ? { inicio: instante(primeiro), fim: instante(ultimo) } : null
}

/**
 * Art. 66 (domain.md rule 13): between the end of one shift and the start of the next at least
 * `interjornadaMinutos` (11 h). A shorter rest flags the later day and its missing minutes are paid as overtime
 * (OJ 355 SDI-1: horaExtraInterjornada, part of horaExtraTotal). `saidaAnterior` is the last exit before the first day
 * (the previous competence's), when known. Returns new results; days must be in date order.
 */
export function applyInterjornada(dias: readonly DayResult[], settings: EngineSettings, saidaAnterior?: Punch): DayResult[] {
  let fimAnterior = saidaAnterior ? instante(saidaAnterior) : null
  return dias.map((d) => {
    const turno = d.error ? null : limites(d)
    if (!turno) return d
    const descanso = fimAnterior === null ? null : turno.inicio - fimAnterior
    fimAnterior = turno.fim
    if (descanso === null || descanso < 0 || descanso >= settings.interjornadaMinutos) return d
    const faltante = settings.interjornadaMinutos - descanso
    const clausula = `Interjornada ${f(descanso)} de ${f(settings.interjornadaMinutos)} (art. 66) = Extra interjornada ${f(faltante)}`
    return {
      ...d,
      horaExtraInterjornada: faltante,
      horaExtraTotal: d.horaExtraTotal + faltante,
      inconsistente: true,
      memoriaCalculo: d.memoriaCalculo ? `${d.memoriaCalculo}; ${clausula}` : clausula,
    }
  })
}
