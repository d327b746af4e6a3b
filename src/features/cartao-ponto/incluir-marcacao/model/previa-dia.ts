import type { Marcacao } from '@/entities/cartao-ponto'
import { TURNO_MAXIMO_MINUTOS } from '@/shared/config'
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
  /**
   * In order, but a punch typed before is dated by the backend on another day than it counts on here (a night shift's
   * exit typed before its entry): the save must also put the day in order, which dates the typed punches as read here.
   */
  redatar: boolean
}

export type SlotDaPrevia = Pick<SlotMarcacao, 'pares' | 'data' | 'sequencia' | 'modoMarcacao' | 'marcacao'>

const MINUTOS_DO_DIA = 24 * 60
const POSICOES = 8

interface Batida {
  /** 1..8: entry / exit of pairs 1..4. */
  posicao: number
  hora: string
  /** The clock time, minutes from midnight. */
  minutos: number
  /** A clock punch's date, days after the day's (1 = the next day); null for a typed one, whose day is inferred. */
  diaDoRelogio: number | null
  /** Minutes from the start of the day (1500 = 01:00 of the next day), as the preview counts it. */
  instante: number
  /** A punch typed before (INCLUIDO): the day the backend dated it on, after the day's. */
  diaSalvo?: number
}

const diaNumero = (data: string) => Date.UTC(Number(data.slice(0, 4)), Number(data.slice(5, 7)) - 1, Number(data.slice(8, 10))) / 86_400_000

/**
 * The date that counts for a punch. A clock punch (ORIGINAL, PRE_ASSINALADO) keeps its clock date, so a night shift's
 * next-day exit comes after the entry. A punch typed by a person (INCLUIDO) has no date of its own: the next-day date
 * the backend may have inferred for it (from the slot it was typed into) is not taken; its day is inferred here from
 * its place in the day (emOrdemCruzandoMeiaNoite).
 */
function diaDoRelogio(marcacao: Pick<Marcacao, 'data' | 'tipoMarcacao'>, data: string): number | null {
  return marcacao.tipoMarcacao === 'INCLUIDO' ? null : diaNumero(marcacao.data) - diaNumero(data)
}

/** A typed punch on the day itself, a clock punch on its date. */
const instanteNoDia = (b: Pick<Batida, 'minutos' | 'diaDoRelogio'>, diaDigitada = 0) => (b.diaDoRelogio ?? diaDigitada) * MINUTOS_DO_DIA + b.minutos

const posicaoDe = (sequencia: number, modo: 'ENTRADA' | 'SAIDA') => (sequencia - 1) * 2 + (modo === 'SAIDA' ? 2 : 1)

const rotuloDe = (posicao: number) => `${posicao % 2 === 1 ? 'Entrada' : 'Saída'} ${Math.ceil(posicao / 2)}`

function batida(posicao: number, hora: string, dia: number | null, diaSalvo?: number): Batida {
  const minutos = hhmmToMinutes(hora)
  return { posicao, hora, minutos, diaDoRelogio: dia, instante: instanteNoDia({ minutos, diaDoRelogio: dia }), ...(diaSalvo === undefined ? {} : { diaSalvo }) }
}

/** The punches that count after the save, by position: the typed one at the slot, disregarded ones left out. */
function batidasAposSalvar(slot: SlotDaPrevia, hora: string): Batida[] {
  const alvo = posicaoDe(slot.sequencia, slot.modoMarcacao)
  const batidas: Batida[] = [batida(alvo, hora, null)]
  for (const par of slot.pares) {
    for (const [marcacao, modo] of [[par.entrada, 'ENTRADA'], [par.saida, 'SAIDA']] as const) {
      const posicao = posicaoDe(par.sequencia, modo)
      if (!marcacao || marcacao.desconsiderada || posicao === alvo) continue
      const dia = diaDoRelogio(marcacao, slot.data)
      batidas.push(batida(posicao, marcacao.hora, dia, dia === null ? diaNumero(marcacao.data) - diaNumero(slot.data) : undefined))
    }
  }
  return batidas.sort((a, b) => a.posicao - b.posicao)
}

const emOrdem = (instantes: readonly number[]) => instantes.every((t, i) => i === 0 || t >= (instantes[i - 1] as number))
const extensao = (instantes: readonly number[]) => (instantes.length === 0 ? 0 : Math.max(...instantes) - Math.min(...instantes))

/**
 * The punches' instants, in position order, reading the day across midnight (domain.md rules 2 and 14): a typed punch
 * earlier on the clock than the one before it is of the next day, once (midnight is crossed at most once: a clock
 * punch dated the next day has crossed it already); after that, the typed punches stay on the next day.
 * 22:00 02:00 03:00 06:00 → 22:00, then 02:00 03:00 06:00 of the next day.
 */
function instantesCruzandoMeiaNoite(batidas: readonly Batida[]): number[] {
  const instantes: number[] = []
  let cruzou = false
  batidas.forEach((b, i) => {
    const anterior = batidas[i - 1]
    const diaAnterior = anterior ? Math.floor((instantes[i - 1] as number) / MINUTOS_DO_DIA) : 0
    let dia = b.diaDoRelogio ?? diaAnterior
    if (b.diaDoRelogio === null && anterior && b.minutos < anterior.minutos && !cruzou) dia = diaAnterior + 1
    if (anterior && dia > diaAnterior) cruzou = true
    instantes.push(dia * MINUTOS_DO_DIA + b.minutos)
  })
  return instantes
}

const primeiraQueda = (instantes: readonly number[]) => instantes.findIndex((t, i) => i > 0 && t < (instantes[i - 1] as number))

/**
 * The day's punches in position order with the instants they count at, and where their time order breaks. In order
 * when they are so on the day itself, or read across midnight (instantesCruzandoMeiaNoite) when that keeps the day one
 * plausible shift: in order and at most TURNO_MAXIMO_MINUTOS from the first punch to the last. Otherwise the break is
 * the first punch where that reading fails (earlier than the one before it, or too far from the first: 07:00 after
 * 08:00 12:00 13:00) when it is earlier on the clock than the one before it; else the first such punch of the day.
 */
function ordemDoDia(batidas: readonly Batida[]): { batidas: Batida[]; quebra: number | null } {
  const noDia = batidas.map((b) => b.instante)
  if (emOrdem(noDia)) return { batidas: [...batidas], quebra: null }
  const cruzando = instantesCruzandoMeiaNoite(batidas)
  const falha = cruzando.findIndex((t, i) => i > 0 && (t < (cruzando[i - 1] as number) || t - Math.min(...cruzando.slice(0, i)) > TURNO_MAXIMO_MINUTOS))
  if (falha < 0) return { batidas: batidas.map((b, i) => ({ ...b, instante: cruzando[i] as number })), quebra: null }
  const quebra = (noDia[falha] as number) < (noDia[falha - 1] as number) ? falha : primeiraQueda(noDia)
  return { batidas: [...batidas], quebra }
}

/**
 * The punches put in time order, whatever their positions: on the day itself when that spans at most
 * TURNO_MAXIMO_MINUTOS (a day shift, a typo), else across midnight where that makes the shortest day within the bound:
 * the typed punches earlier on the clock than the chosen start count on the next day (22:00 02:00 01:00 06:00 →
 * 22:00 01:00 02:00 06:00). The backend's sort (POST /api/registros/{id}/ordenar) puts the day in this order.
 */
function ordenadasCruzandoMeiaNoite<T extends Pick<Batida, 'minutos' | 'diaDoRelogio'>>(batidas: readonly T[]): Array<T & { instante: number }> {
  const leitura = (inicio: number) => batidas.map((b) => ({ ...b, instante: instanteNoDia(b, b.minutos < inicio ? 1 : 0) }))
  let melhor = leitura(0)
  let menor = extensao(melhor.map((b) => b.instante))
  if (menor > TURNO_MAXIMO_MINUTOS) {
    for (const inicio of new Set(batidas.map((b) => b.minutos))) {
      const candidata = leitura(inicio)
      const span = extensao(candidata.map((b) => b.instante))
      if (span < menor) [melhor, menor] = [candidata, span]
    }
    if (menor > TURNO_MAXIMO_MINUTOS) melhor = leitura(0)
  }
  return melhor
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

function quebraDeOrdem(batidas: readonly Batida[], indice: number | null): QuebraDeOrdem | null {
  if (indice === null) return null
  const anterior = batidas[indice - 1] as Batida
  const seguinte = batidas[indice] as Batida
  const mesmoPar = anterior.posicao % 2 === 1 && seguinte.posicao === anterior.posicao + 1
  return {
    anterior: { rotulo: rotuloDe(anterior.posicao), hora: anterior.hora },
    seguinte: { rotulo: rotuloDe(seguinte.posicao), hora: seguinte.hora },
    somaDoPar: mesmoPar ? minutesToHhmm(duracao(anterior, seguinte)) : null,
  }
}

/**
 * Issue 14: how the day will look once the typed time is saved at the slot (including a new punch, or altering the
 * slot's), whether its punches would then be out of time order, and the same punches put in time order. A night shift
 * typed in order is in order (ordemDoDia). `hora` is a valid 'hh:mm'.
 */
export function previaDoDia(slot: SlotDaPrevia, hora: string): PreviaDia {
  const { batidas, quebra } = ordemDoDia(batidasAposSalvar(slot, hora))
  const ordenadas = quebra === null ? batidas : ordenadasCruzandoMeiaNoite(batidas).sort((a, b) => a.instante - b.instante || a.posicao - b.posicao)
  return {
    dia: diaPrevisto(new Map(batidas.map((b) => [b.posicao, b]))),
    quebra: quebraDeOrdem(batidas, quebra),
    emOrdem: diaPrevisto(new Map(ordenadas.map((b, i) => [i + 1, b]))),
    redatar: quebra === null && batidas.some((b) => b.diaSalvo !== undefined && b.diaSalvo !== (b.instante - b.minutos) / MINUTOS_DO_DIA),
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
