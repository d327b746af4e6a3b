import type { Marcacao } from '@/entities/cartao-ponto'
import { hhmmToMinutes, minutesToHhmm } from '@/shared/lib'
import type { SlotMarcacao } from './slot'

/** A pair as the preview shows it: the punches' 'hh:mm', null for an empty slot. */
export interface ParPrevisto {
  sequencia: number
  entrada: string | null
  saida: string | null
}

/** A day as it would look: its non-empty pairs and the worked total of its complete pairs ('hh:mm'). */
export interface DiaPrevisto {
  pares: ParPrevisto[]
  total: string
}

/** Where the order breaks: the first punch that is earlier than the one before it in the grid. */
export interface QuebraDeOrdem {
  anterior: { rotulo: string; hora: string }
  seguinte: { rotulo: string; hora: string }
  /** Both punches make one complete pair (entry and exit of the same pair): its total, crossing midnight. */
  somaDoPar: string | null
}

export interface PreviaDia {
  /** The day after the save, the punch at the slot. */
  dia: DiaPrevisto
  /** Null when the punches stay in time order (entrada 1, saída 1, entrada 2, …). */
  quebra: QuebraDeOrdem | null
  /** The same punches in time order, placed into pairs 1..4 alternating entry and exit. */
  emOrdem: DiaPrevisto
}

export type SlotDaPrevia = Pick<SlotMarcacao, 'pares' | 'data' | 'sequencia' | 'modoMarcacao' | 'marcacao'>

const MINUTOS_DO_DIA = 24 * 60
const POSICOES = 8

interface Batida {
  /** 1..8: entry / exit of pairs 1..4. */
  posicao: number
  hora: string
  /** Minutes from the start of the day (1500 = 01:00 of the next day). */
  instante: number
}

const diaNumero = (data: string) => Date.UTC(Number(data.slice(0, 4)), Number(data.slice(5, 7)) - 1, Number(data.slice(8, 10))) / 86_400_000

/**
 * When a punch happens, from the start of the day. A clock punch (ORIGINAL, PRE_ASSINALADO) keeps its clock date, so a
 * night shift's next-day exit comes after the entry. A punch typed by a person (INCLUIDO) counts on the day it was
 * typed for: the next-day date the backend may have inferred for it is not taken.
 */
function instante(marcacao: Pick<Marcacao, 'hora' | 'data' | 'tipoMarcacao'>, data: string): number {
  const dias = diaNumero(marcacao.data) - diaNumero(data)
  const diasContados = marcacao.tipoMarcacao === 'INCLUIDO' && dias > 0 ? 0 : dias
  return diasContados * MINUTOS_DO_DIA + hhmmToMinutes(marcacao.hora)
}

const posicaoDe = (sequencia: number, modo: 'ENTRADA' | 'SAIDA') => (sequencia - 1) * 2 + (modo === 'SAIDA' ? 2 : 1)

const rotuloDe = (posicao: number) => `${posicao % 2 === 1 ? 'Entrada' : 'Saída'} ${Math.ceil(posicao / 2)}`

/** The punches that count after the save, by position: the typed one at the slot, disregarded ones left out. */
function batidasAposSalvar(slot: SlotDaPrevia, hora: string): Batida[] {
  const alvo = posicaoDe(slot.sequencia, slot.modoMarcacao)
  const batidas: Batida[] = [{ posicao: alvo, hora, instante: hhmmToMinutes(hora) }]
  for (const par of slot.pares) {
    for (const [marcacao, modo] of [[par.entrada, 'ENTRADA'], [par.saida, 'SAIDA']] as const) {
      const posicao = posicaoDe(par.sequencia, modo)
      if (!marcacao || marcacao.desconsiderada || posicao === alvo) continue
      batidas.push({ posicao, hora: marcacao.hora, instante: instante(marcacao, slot.data) })
    }
  }
  return batidas.sort((a, b) => a.posicao - b.posicao)
}

/** Exit minus entry; an exit earlier than its entry crosses midnight, as the backend counts it. */
function duracao(entrada: Batida, saida: Batida): number {
  const minutos = saida.instante - entrada.instante
  return minutos < 0 ? minutos + MINUTOS_DO_DIA : minutos
}

function diaPrevisto(porPosicao: ReadonlyMap<number, Batida>): DiaPrevisto {
  const pares: ParPrevisto[] = []
  let total = 0
  for (let sequencia = 1; sequencia <= POSICOES / 2; sequencia++) {
    const entrada = porPosicao.get(sequencia * 2 - 1)
    const saida = porPosicao.get(sequencia * 2)
    if (!entrada && !saida) continue
    pares.push({ sequencia, entrada: entrada?.hora ?? null, saida: saida?.hora ?? null })
    if (entrada && saida) total += duracao(entrada, saida)
  }
  return { pares, total: minutesToHhmm(total) }
}

function quebraDeOrdem(batidas: readonly Batida[]): QuebraDeOrdem | null {
  for (let i = 1; i < batidas.length; i++) {
    const anterior = batidas[i - 1] as Batida
    const seguinte = batidas[i] as Batida
    if (seguinte.instante >= anterior.instante) continue
    const mesmoPar = anterior.posicao % 2 === 1 && seguinte.posicao === anterior.posicao + 1
    return {
      anterior: { rotulo: rotuloDe(anterior.posicao), hora: anterior.hora },
      seguinte: { rotulo: rotuloDe(seguinte.posicao), hora: seguinte.hora },
      somaDoPar: mesmoPar ? minutesToHhmm(duracao(anterior, seguinte)) : null,
    }
  }
  return null
}

/**
 * Issue 14: how the day will look once the typed time is saved at the slot (including a new punch, or altering the
 * slot's), whether its punches would then be out of time order, and the same punches put in time order.
 * `hora` is a valid 'hh:mm'.
 */
export function previaDoDia(slot: SlotDaPrevia, hora: string): PreviaDia {
  const batidas = batidasAposSalvar(slot, hora)
  const ordenadas = [...batidas].sort((a, b) => a.instante - b.instante || a.posicao - b.posicao)
  return {
    dia: diaPrevisto(new Map(batidas.map((b) => [b.posicao, b]))),
    quebra: quebraDeOrdem(batidas),
    emOrdem: diaPrevisto(new Map(ordenadas.map((b, i) => [i + 1, b]))),
  }
}

/** The warning of a day out of time order, naming where it breaks. */
export function avisoForaDeOrdem(quebra: QuebraDeOrdem): string {
  const { anterior, seguinte, somaDoPar } = quebra
  const onde =
    somaDoPar === null
      ? `${seguinte.hora} na ${seguinte.rotulo} é anterior a ${anterior.hora} na ${anterior.rotulo}`
      : `${anterior.hora} – ${seguinte.hora} soma ${somaDoPar}`
  return `As marcações ficarão fora da ordem de horário: ${onde}.`
}
