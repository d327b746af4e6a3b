import type { CemDaData } from './cem-porcento'
import { diaMes, formatMinutes as f } from './format'
import type { DayResult } from './types'

/** What the day result alone does not tell about how its figures came out. */
export interface MemoExtras {
  /** Label of a day without workload ('Feriado (Natal)', 'Folga', 'Férias'...), if any. */
  diaSemCarga: string | null
  tolerante: boolean
  noturnoRelogio: number
  /** The night premium's percentage in the company's rule (art. 73: 20 %; rural work, Lei 5.889/73: 25 %). */
  percentualNoturno: number
  naoAutorizada: number
  debitoBancoHoras: number
  debitoCompensacao: number
  intervaloFeito: number
  intervaloExigido: number
  horaExtraCustomLabel: string
  andamento: 'HOJE' | 'FUTURO' | null
  /** A break against art. 71 (breaks.ts), or null. */
  intervaloIrregular: string | null
  /** Worked time with the night hour reduced, when a declared workload was compared with it. */
  trabalhadoReduzido: number | null
  /** The holiday a 12x36 shift worked as its ordinary workload (art. 59-A). */
  feriado12x36: string | null
  /** The 100 % dates of a shift that also has minutes on an ordinary date (cem-porcento.ts). */
  cemPorData: readonly CemDaData[]
  /** The schedule's own tolerance, when it has one. */
  toleranciaMinutos: number | null
  /** A day of a weekly workload (carga-semanal.ts), or null. */
  semana: MemoSemana | null
}

export interface MemoSemana {
  /** The day's own balance handed to the week (after its justifications, on a day that does not settle). */
  saldoDia: number
  /** On the day that settles the week: the week's bounds in the competence, workload and balance. */
  acerto: { inicio: string; fim: string; carga: number; saldo: number } | null
}

type Part = [label: string, minutes: number]

function detail(total: number, parts: Part[]): string {
  const present = parts.filter(([, m]) => m > 0)
  const only = present[0]
  if (present.length === 1 && only && only[1] === total) return ` (${only[0]})`
  return present.length ? ` (${present.map(([label, m]) => `${label} ${f(m)}`).join(', ')})` : ''
}

const DENTRO_DA_TOLERANCIA = '00:00 (dentro da tolerância)'

function overtimeParts(r: DayResult, x: MemoExtras): Part[] {
  return [
    ['50%', r.horaExtra],
    ['70%', r.horaExtra70],
    [x.horaExtraCustomLabel, r.horaExtraCustom],
    ['100%', r.horaExtra100],
    ['noturna', r.horaExtraNoturna],
    ['noturna 100%', r.horaExtraNoturnaCemPorcento],
    ['banco de horas', r.bhExtra + r.bhExtra100 + r.bhExtraNoturna],
    ['compensação', r.compensacaoMais],
    ['banco de dias', r.bancoDias && r.bancoDias.dias > 0 ? r.horaExtraCalculada : 0],
    ['não autorizada', x.naoAutorizada],
  ]
}

function debitParts(r: DayResult, x: MemoExtras): Part[] {
  return [
    ['falta', r.falta],
    ['atraso', r.atraso],
    ['saída antecipada', r.saidaAntecipada],
    ['abonado', r.permitidos],
    ['compensado', r.compensados],
    ['banco de horas', x.debitoBancoHoras],
    ['compensação', x.debitoCompensacao],
  ]
}

function sumOf(parts: readonly Part[]): number {
  return parts.reduce((sum, [, m]) => sum + m, 0)
}

function outcome(r: DayResult, x: MemoExtras): string {
  const balance = r.horas - r.cargaHoraria
  // A day within tolerance still has the minutes of its shift on a holiday or rest-day date (cem-porcento.ts).
  if (r.horaExtraCalculada > 0) return `Extra ${f(r.horaExtraCalculada)}${detail(r.horaExtraCalculada, overtimeParts(r, x))}`
  if (x.tolerante && balance !== 0) return DENTRO_DA_TOLERANCIA
  const debits = debitParts(r, x)
  const debit = sumOf(debits)
  return debit > 0 ? `Débito ${f(debit)}${detail(debit, debits)}` : '00:00'
}

/** A day of a weekly workload: what its justifications excused (not on the settling day) and what it hands to the week. */
function towardsWeek(r: DayResult, x: MemoExtras, semana: MemoSemana): string {
  const own = semana.acerto ? (x.tolerante && r.horas !== r.cargaHoraria ? DENTRO_DA_TOLERANCIA : '00:00') : outcome(r, x)
  if (semana.saldoDia === 0) return own
  const saldo = `${semana.saldoDia > 0 ? '+' : ''}${f(semana.saldoDia)} para o acerto da semana`
  return own === '00:00' ? saldo : `${own}, ${saldo}`
}


/** 'Semana de 05/10 a 11/10: 43:59 trabalhadas de 44:00 → falta de 00:01'. */
function weekSettlement(r: DayResult, x: MemoExtras, acerto: NonNullable<MemoSemana['acerto']>): string {
  const semana = `Semana de ${diaMes(acerto.inicio)} a ${diaMes(acerto.fim)}: ${f(acerto.carga + acerto.saldo)} trabalhadas de ${f(acerto.carga)}`
  if (r.horaExtraCalculada > 0) return `${semana} → extra de ${f(r.horaExtraCalculada)}${detail(r.horaExtraCalculada, overtimeParts(r, x))}`
  const debits = debitParts(r, x)
  const debit = sumOf(debits)
  if (debit === 0) return `${semana} → sem saldo`
  return r.falta === debit ? `${semana} → falta de ${f(debit)}` : `${semana} → débito de ${f(debit)}${detail(debit, debits)}`
}

/** memoriaCalculo: e.g. 'Trabalhado 08:12 - Carga 08:00 = Extra 00:12 (50%)'. */
export function describeDay(r: DayResult, x: MemoExtras): string {
  const clauses: string[] = []
  if (x.diaSemCarga) clauses.push(x.diaSemCarga)
  if (x.feriado12x36) clauses.push(`Feriado (${x.feriado12x36}) na escala 12x36: jornada normal (art. 59-A)`)
  // 'Feriado 20/11: 06:00 a 100 % (de 00:00 a 06:00)'
  for (const d of x.cemPorData) clauses.push(`${d.rotulo}: ${f(d.minutos)} a 100 % (de ${f(d.de)} a ${f(d.ate)})`)
  if (x.andamento === 'FUTURO' && r.horas === 0) clauses.push('Dia futuro')
  else if (r.horas > 0 || r.cargaHoraria > 0) {
    const trabalhado = x.trabalhadoReduzido === null ? f(r.horas) : `${f(r.horas)} (${f(x.trabalhadoReduzido)} com a hora noturna reduzida)`
    clauses.push(`Trabalhado ${trabalhado} - Carga ${f(r.cargaHoraria)} = ${x.semana ? towardsWeek(r, x, x.semana) : outcome(r, x)}`)
  }
  if (x.semana?.acerto) clauses.push(weekSettlement(r, x, x.semana.acerto))
  if (x.andamento === 'HOJE') clauses.push('Dia em andamento')
  if (x.tolerante && x.toleranciaMinutos !== null) clauses.push(`Tolerância do horário: ${x.toleranciaMinutos} min por marcação`)
  if (x.noturnoRelogio > 0) {
    clauses.push(
      (r.adicionalNoturno === x.noturnoRelogio
        ? `Noturno ${f(x.noturnoRelogio)} (sem redução da hora noturna)`
        : `Noturno ${f(x.noturnoRelogio)} = ${f(r.adicionalNoturno)} reduzidas`) + `, adicional de ${x.percentualNoturno} %`,
    )
  }
  if (x.intervaloIrregular) clauses.push(x.intervaloIrregular)
  if (r.horaExtraIntervalo > 0) {
    clauses.push(`Intervalo ${f(x.intervaloFeito)} de ${f(x.intervaloExigido)} = Extra intervalo ${f(r.horaExtraIntervalo)}`)
  }
  if (r.horaSobreAviso > 0) clauses.push(`Sobreaviso ${f(r.horaSobreAviso)}`)
  return clauses.join('; ')
}

export function describeDsr(memoria: string, desconto: number, proximaCompetencia = false): string {
  const motivo = proximaCompetencia ? 'falta na semana; o descanso cai na próxima competência' : 'falta na semana'
  const clause = `DSR descontado ${f(desconto)} (${motivo})`
  return memoria ? `${memoria}; ${clause}` : clause
}
