import { hhmmToMinutes, minutesToHhmm } from '@/shared/lib'
import type { CartaoPonto, Manutencao, RegistroDia } from '../api/cartao-ponto.schema'

type CampoHhmmDoDia = {
  [K in keyof RegistroDia]: RegistroDia[K] extends string ? K : never
}[keyof RegistroDia]

interface Regra {
  /** The day's field whose values add up to the total. */
  campo: CampoHhmmDoDia
  /** The clauses of the day's calculation memory (mock/engine/memoria.ts) that explain this figure. */
  linhas: readonly RegExp[]
}

// The outcome of the 'Trabalhado … - Carga … = …' clause.
const EXTRA = /^trabalhad[^=]*= extra /i
const DEBITO = /^trabalhad[^=]*= débito /i
const TOLERANCIA = /tolerância/i
const TRABALHADO = /^trabalhad/i
const INTERVALO = /^intervalo /i
const INTERJORNADA = /^interjornada /i

const extra = (campo: CampoHhmmDoDia): Regra => ({ campo, linhas: [EXTRA, TOLERANCIA] })
const debito = (campo: CampoHhmmDoDia): Regra => ({ campo, linhas: [DEBITO, TOLERANCIA] })

/** Each summary total the app can break down: the day field it sums and the memory clauses that say why. */
export const COMPOSICAO_DOS_TOTAIS = {
  totalHoras: { campo: 'horas', linhas: [TRABALHADO, TOLERANCIA] },
  totalAdicionalNoturno: { campo: 'adicionalNoturno', linhas: [/^noturno /i] },
  totalHoraSobreAviso: { campo: 'horaSobreAviso', linhas: [/^sobreaviso /i] },
  totalHoraExtra: extra('horaExtra'),
  totalHoraExtra70: extra('horaExtra70'),
  totalHoraExtra100: extra('horaExtra100'),
  totalHoraExtraCustom: extra('horaExtraCustom'),
  totalHoraExtraNoturna: extra('horaExtraNoturna'),
  totalHoraExtraNoturnaCemPorcento: extra('horaExtraNoturnaCemPorcento'),
  totalHoraExtraIntervalo: { campo: 'horaExtraIntervalo', linhas: [INTERVALO] },
  totalHoraExtraInterjornada: { campo: 'horaExtraInterjornada', linhas: [INTERJORNADA] },
  totalHoraExtraGeral: { campo: 'horaExtraTotal', linhas: [EXTRA, TOLERANCIA, INTERVALO, INTERJORNADA] },
  totalFalta: debito('falta'),
  totalAtraso: debito('atraso'),
  totalSaidaAntecipada: debito('saidaAntecipada'),
  totalPermitidos: debito('permitidos'),
  totalCompensados: debito('compensados'),
  totalDescontoDSR: { campo: 'descontoDSR', linhas: [/^dsr descontado /i] },
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

export interface ComposicaoTotal {
  parcelas: ParcelaDoDia[]
  /** The sum of the shares as hh:mm. */
  soma: string
  total: string
  /** False when the days of this card do not make up the total (e.g. a DSR discounted for a week of another month). */
  confere: boolean
}

const minutos = (hhmm: string | null | undefined) => {
  const m = hhmmToMinutes(hhmm ?? '')
  return Number.isNaN(m) ? 0 : m
}

function motivos(memoria: string | null, linhas: readonly RegExp[]): string[] {
  const clausulas = (memoria ?? '').split('; ').filter(Boolean)
  const delas = clausulas.filter((c) => linhas.some((l) => l.test(c)))
  return delas.length > 0 ? delas : clausulas
}

/** Issue 15: the days with a non-zero share of a summary total, each with the memory clauses behind it. */
export function composicaoDoTotal(cartao: CartaoPonto, total: TotalComposto): ComposicaoTotal {
  const { campo, linhas } = COMPOSICAO_DOS_TOTAIS[total]
  const dias = Object.values(cartao.manutencaoDTO.registros)
    .map(({ registro }) => registro)
    .sort((a, b) => a.data.localeCompare(b.data))
  let soma = 0
  const parcelas: ParcelaDoDia[] = []
  for (const dia of dias) {
    const valor = minutos(dia[campo])
    if (valor === 0) continue
    soma += valor
    parcelas.push({ data: dia.data, valor: minutesToHhmm(valor), motivos: motivos(dia.memoriaCalculo, linhas) })
  }
  const doTotal = minutos(cartao.manutencaoDTO[total])
  return { parcelas, soma: minutesToHhmm(soma), total: minutesToHhmm(doTotal), confere: soma === doTotal }
}
