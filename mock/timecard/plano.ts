import type { TipoMarcacao } from '../db/index'
import { parseHora } from '../engine/index'
import type { Rng } from './prng'
import type { DiaHorario } from './schedule'
import type { Efeito } from './scenarios'

/** A punch to be generated: minutes from the start of the record's day (1500 = 01:00 of the next day). */
export interface Planejada {
  offset: number
  /** Scheduled time the punch stands for, before any variation. */
  previsto: number
  tipo: TipoMarcacao
  desconsiderada: boolean
  motivoId: number | null
  /** Kept exactly (pre-marked, included, or set by a scenario). */
  fixa: boolean
}

function ponto(previsto: number, pre = false): Planejada {
  return { offset: previsto, previsto, tipo: pre ? 'PRE_ASSINALADO' : 'ORIGINAL', desconsiderada: false, motivoId: null, fixa: pre }
}

/** Times of the slots as offsets; a time before the previous one is on the next day. */
function desdobrar(horas: string[]): number[] {
  let last = -1
  return horas.map((h) => {
    let t = parseHora(h)
    while (t < last) t += 1440
    last = t
    return t
  })
}

/** Fixed slots: one punch per entry and exit, pre-marked where the slot says so. */
function fixos(dia: DiaHorario): Planejada[] {
  const horas = dia.slots.flatMap((s) => [s.entrada as string, s.saida as string])
  const modos = dia.slots.flatMap((s) => [s.modoEntrada, s.modoSaida])
  return desdobrar(horas).map((t, i) => ponto(t, modos[i] === 'PRE_ASSINALADO'))
}

/** Fixed entry and exit; the break keeps its length but starts when the employee likes. */
function intervaloFlexivel(dia: DiaHorario, r: Rng): Planejada[] {
  const base = fixos(dia)
  const first = base[0]
  const last = base[base.length - 1]
  if (!first || !last || base.length < 4) return base
  const saida = (base[1]?.previsto ?? first.previsto + 240) + r.int(-30, 30)
  const volta = saida + (base[2]?.previsto ?? saida) - (base[1]?.previsto ?? saida)
  return [first, ponto(saida), ponto(volta), last]
}

/** Types without fixed times: a plausible morning start, a break, the day's workload. */
function porCarga(carga: number, r: Rng): Planejada[] {
  const entrada = 450 + r.int(0, 90)
  if (carga <= 360) return [ponto(entrada), ponto(entrada + carga)]
  const manha = 240 + r.int(-20, 20)
  const volta = entrada + manha + 60 + r.int(0, 15)
  return [ponto(entrada), ponto(entrada + manha), ponto(volta), ponto(volta + carga - manha)]
}

/** On-call windows: now and then the employee is called in for a while. */
function sobreAviso(dia: DiaHorario, r: Rng): Planejada[] {
  const slot = dia.slots[0]
  if (!slot || !r.chance(0.15)) return []
  const inicio = parseHora(slot.entrada as string) + r.int(60, 300)
  return [ponto(inicio), ponto(inicio + r.int(60, 180))]
}

export const SEM_QUADRO = ['08:00', '12:00', '13:00', '17:00']

/** The punches a working day would have with everything on time. */
export function pontosPrevistos(dia: DiaHorario | undefined, r: Rng): Planejada[] {
  if (!dia) return desdobrar(SEM_QUADRO).map((t) => ponto(t))
  switch (dia.horario.tipoHorario) {
    case 'SOBRE_AVISO':
      return sobreAviso(dia, r)
    case 'FIXO_INTERVALO_FLEXIVEL':
      return intervaloFlexivel(dia, r)
    case 'FLEXIVEL':
    case 'CARGA_HORARIA':
      return dia.slots.length > 0 ? fixos(dia) : porCarga(dia.cargaMinutos ?? 0, r)
    default:
      return fixos(dia)
  }
}

/**
 * Everyday variation: entry and exit a few minutes either way; each break moves as a whole (it never shrinks,
 * so no break falls short of the legal one); now and then a late entry, a late or an early exit.
 */
export function variar(pontos: Planejada[], r: Rng, opcoes: { amplitude: number; desvios: boolean }): void {
  const a = opcoes.amplitude
  const mover = (p: Planejada | undefined, desvio: number) => {
    if (p && !p.fixa) p.offset = p.previsto + desvio
  }
  mover(pontos[0], r.int(-a, a))
  mover(pontos[pontos.length - 1], r.int(-a, a))
  for (let i = 1; i + 1 < pontos.length - 1; i += 2) {
    const desvio = r.int(-2, 2)
    mover(pontos[i], desvio)
    mover(pontos[i + 1], desvio)
  }
  if (!opcoes.desvios || pontos.length < 2) return
  const first = pontos[0] as Planejada
  const last = pontos[pontos.length - 1] as Planejada
  if (!first.fixa && r.chance(0.05)) first.offset = first.previsto + r.int(6, 25)
  if (!last.fixa && r.chance(0.05)) {
    // Staying late on a one-period day would make it need a break (art. 71); the draw is kept so later days stay the same.
    const atraso = r.int(10, 50)
    if (pontos.length > 2) last.offset = last.previsto + atraso
  } else if (!last.fixa && r.chance(0.03)) last.offset = last.previsto - r.int(6, 30)
}

function maisProxima(pontos: Planejada[], hora: string): number {
  const alvo = parseHora(hora)
  let best = -1
  pontos.forEach((p, i) => {
    const d = Math.min(Math.abs(p.previsto - alvo), Math.abs(p.previsto - 1440 - alvo))
    const bestP = pontos[best]
    if (!bestP || d < Math.min(Math.abs(bestP.previsto - alvo), Math.abs(bestP.previsto - 1440 - alvo))) best = i
  })
  return best
}

/** Takes `minutos` of work off the end of the day: whole pairs first, then part of the last one. */
function sairAntes(pontos: Planejada[], minutos: number): Planejada[] {
  const out = [...pontos]
  let resta = minutos
  while (resta > 0 && out.length >= 2) {
    const entrada = out[out.length - 2] as Planejada
    const saida = out[out.length - 1] as Planejada
    const duracao = saida.previsto - entrada.previsto
    if (resta >= duracao && out.length > 2) {
      out.splice(-2, 2)
      resta -= duracao
      continue
    }
    out[out.length - 1] = { ...saida, offset: saida.previsto - Math.min(resta, duracao - 1), fixa: true }
    resta = 0
  }
  return out
}

/** Applies a day's scenario effects to its punches (treatments are handled by the caller). */
export function aplicarEfeitos(pontos: Planejada[], efeitos: readonly Efeito[]): Planejada[] {
  let out = [...pontos]
  for (const e of efeitos) {
    const first = out[0]
    const last = out[out.length - 1]
    switch (e.tipo) {
      case 'falta':
        out = []
        break
      case 'trabalho':
        out = desdobrar(e.horas).map((t) => ({ ...ponto(t), fixa: true }))
        break
      case 'atraso':
        if (first) Object.assign(first, { offset: first.previsto + e.minutos, fixa: true })
        break
      case 'horaExtra':
        if (last) Object.assign(last, { offset: last.previsto + e.minutos, fixa: true })
        break
      case 'saidaAntecipada':
        out = sairAntes(out, e.minutos)
        break
      case 'semSaida':
        out = out.slice(0, -1)
        break
      case 'semMarcacao': {
        const i = maisProxima(out, e.hora)
        if (i >= 0) out.splice(i, 1)
        break
      }
      case 'incluida': {
        const i = maisProxima(out, e.hora)
        const alvo = out[i]
        if (alvo) {
          const offset = alvo.previsto - (alvo.previsto % 1440) + parseHora(e.hora)
          out[i] = { offset, previsto: offset, tipo: 'INCLUIDO', desconsiderada: false, motivoId: e.motivoId, fixa: true }
        }
        break
      }
      case 'desconsiderada': {
        const alvo = out[e.indice]
        if (alvo) {
          const offset = alvo.offset + 1
          out.push({ offset, previsto: offset, tipo: 'ORIGINAL', desconsiderada: true, motivoId: e.motivoId, fixa: true })
        }
        break
      }
      case 'tratamento':
        break
    }
  }
  return out
}
