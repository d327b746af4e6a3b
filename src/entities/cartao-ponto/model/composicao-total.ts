import { compararIso, hhmmToMinutes, minutesToHhmm } from '@/shared/lib'
import type { CartaoPonto, Manutencao, RegistroDia } from '../api/cartao-ponto.schema'

type CampoHhmmDoDia = {
  [K in keyof RegistroDia]: RegistroDia[K] extends string ? K : never
}[keyof RegistroDia]

interface Parte {
  campo: CampoHhmmDoDia
  /** -1: the field counts against the total (a discount in the balance). */
  sinal: 1 | -1
}

interface Regra {
  /** The day's fields whose values add up to the total. */
  campos: readonly Parte[]
  /** The clauses of the day's calculation memory (mock/engine/memoria.ts) that explain this figure. */
  linhas: readonly RegExp[]
}

// The outcome of the 'Trabalhado … - Carga … = …' clause.
export const EXTRA = /^trabalhad[^=]*= extra /i
export const DEBITO = /^trabalhad[^=]*= débito /i
const TOLERANCIA = /tolerância/i
const TRABALHADO = /^trabalhad/i
const INTERVALO = /^intervalo /i
const INTERJORNADA = /^interjornada /i

const DSR = /^dsr descontado /i

const mais = (campo: CampoHhmmDoDia): Parte => ({ campo, sinal: 1 })
const menos = (campo: CampoHhmmDoDia): Parte => ({ campo, sinal: -1 })
const um = (campo: CampoHhmmDoDia, linhas: readonly RegExp[]): Regra => ({ campos: [mais(campo)], linhas })
const extra = (campo: CampoHhmmDoDia): Regra => um(campo, [EXTRA, TOLERANCIA])
const debito = (campo: CampoHhmmDoDia): Regra => um(campo, [DEBITO, TOLERANCIA])
/** What the month discounts (mock/engine/month.ts): absences, lateness, early exits and the rest days lost. */
const DESCONTOS = ['falta', 'atraso', 'saidaAntecipada', 'descontoDSR'] as const satisfies CampoHhmmDoDia[]

/** Each summary total the app can break down: the day field it sums and the memory clauses that say why. */
export const COMPOSICAO_DOS_TOTAIS = {
  totalHoras: um('horas', [TRABALHADO, TOLERANCIA]),
  totalAdicionalNoturno: um('adicionalNoturno', [/^noturno /i]),
  totalHoraSobreAviso: um('horaSobreAviso', [/^sobreaviso /i]),
  totalHoraExtra: extra('horaExtra'),
  totalHoraExtra70: extra('horaExtra70'),
  totalHoraExtra100: extra('horaExtra100'),
  totalHoraExtraCustom: extra('horaExtraCustom'),
  totalHoraExtraNoturna: extra('horaExtraNoturna'),
  totalHoraExtraNoturnaCemPorcento: extra('horaExtraNoturnaCemPorcento'),
  totalHoraExtraIntervalo: um('horaExtraIntervalo', [INTERVALO]),
  totalHoraExtraInterjornada: um('horaExtraInterjornada', [INTERJORNADA]),
  totalHoraExtraGeral: um('horaExtraTotal', [EXTRA, TOLERANCIA, INTERVALO, INTERJORNADA]),
  totalFalta: debito('falta'),
  totalAtraso: debito('atraso'),
  totalSaidaAntecipada: debito('saidaAntecipada'),
  totalPermitidos: debito('permitidos'),
  totalCompensados: debito('compensados'),
  totalDescontoDSR: um('descontoDSR', [DSR]),
  totalHorasNegativasGeral: { campos: DESCONTOS.map(mais), linhas: [DEBITO, TOLERANCIA, DSR] },
  // The balance: the month's overtime less what it discounts, day by day.
  totalHorasGeral: { campos: [mais('horaExtraTotal'), ...DESCONTOS.map(menos)], linhas: [EXTRA, DEBITO, TOLERANCIA, INTERVALO, INTERJORNADA, DSR] },
} as const satisfies Partial<Record<keyof Manutencao, Regra>>

export type TotalComposto = keyof typeof COMPOSICAO_DOS_TOTAIS

export const temComposicao = (total: string): total is TotalComposto => Object.hasOwn(COMPOSICAO_DOS_TOTAIS, total)

export interface ParcelaDoDia {
  data: string
  /** The day's share as hh:mm. */
  valor: string
  /** The clauses of the day's memory about this figure (the whole memory when none names it, e.g. an error). */
  motivos: string[]
}

/** A share of a figure that is no day of the card (an hour bank's opening balance, its entries by hand). */
export interface ParcelaAvulsa {
  rotulo: string
  valor: string
  motivo: string
}

export interface ComposicaoTotal {
  parcelas: ParcelaDoDia[]
  /** Shares listed after the days, in the sum too. */
  avulsas?: ParcelaAvulsa[]
  /** The sum of the shares as hh:mm (a count for a figure in days). */
  soma: string
  total: string
  /** False when the days of this card do not make up the total (e.g. a DSR discounted for a week of another month). */
  confere: boolean
  /** Why the figure is no sum of days (then nothing is listed). */
  semDias?: string
}

export const minutos = (hhmm: string | null | undefined) => {
  const m = hhmmToMinutes(hhmm ?? '')
  return Number.isNaN(m) ? 0 : m
}

/** The card's days in date order. */
export const diasDoCartao = (cartao: CartaoPonto): RegistroDia[] =>
  Object.values(cartao.manutencaoDTO.registros)
    .map(({ registro }) => registro)
    .sort((a, b) => compararIso(a.data, b.data))

export function motivos(memoria: string | null, linhas: readonly RegExp[]): string[] {
  const clausulas = (memoria ?? '').split('; ').filter(Boolean)
  const delas = clausulas.filter((c) => linhas.some((l) => l.test(c)))
  return delas.length > 0 ? delas : clausulas
}

/** Issue 15: the days with a non-zero share of a summary total, each with the memory clauses behind it. */
export function composicaoDoTotal(cartao: CartaoPonto, total: TotalComposto): ComposicaoTotal {
  const { campos, linhas }: Regra = COMPOSICAO_DOS_TOTAIS[total]
  const dias = diasDoCartao(cartao)
  const doDia = (dia: RegistroDia) => campos.reduce((parcela, { campo, sinal }) => parcela + sinal * minutos(dia[campo]), 0)
  const doTotal = minutos(cartao.manutencaoDTO[total])
  // A backend may write a discount as a negative total ('Total Horas Descontadas' -04:20): the days follow its sign.
  const somaCrua = dias.reduce((soma, dia) => soma + doDia(dia), 0)
  const sinal = doTotal < 0 && somaCrua > 0 ? -1 : 1
  let soma = 0
  const parcelas: ParcelaDoDia[] = []
  for (const dia of dias) {
    const valor = sinal * doDia(dia)
    if (valor === 0) continue
    soma += valor
    parcelas.push({ data: dia.data, valor: minutesToHhmm(valor), motivos: motivos(dia.memoriaCalculo, linhas) })
  }
  return { parcelas, soma: minutesToHhmm(soma), total: minutesToHhmm(doTotal), confere: soma === doTotal }
}
