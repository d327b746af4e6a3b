import type { Debits } from './absence'
import type { DayBankMovement, Treatment, TipoJustificativa } from './types'

/**
 * Justifications on the debit side of a day, applied in the order given:
 * - ABONO (whole day), ABONO_ENTRADA (delay), ABONO_SAIDA (early leave): excused with pay -> `permitidos`;
 *   an abono is a paid absence, so it is not a compensation and causes no DSR loss.
 * - BANCO_DE_HORAS_DEBITO(_ENTRADA/_SAIDA): excused against the hour bank -> `compensados` and a bank debit.
 * - BANCO_DE_DIAS_DEBITO: the whole day excused against a day bank -> `compensados` and one day debited.
 * - JUSTIFICATIVA records a reason without excusing; INCLUIR_MARCACAO only documents included punches.
 * A treatment carrying `minutos` (an inclusion, ocorrencia 'I') excuses at most that much.
 */
type DebitField = keyof Debits

const WHOLE: DebitField[] = ['falta', 'atraso', 'saidaAntecipada']

const TARGETS: Partial<Record<TipoJustificativa, { fields: DebitField[]; destino: 'permitidos' | 'compensados' }>> = {
  ABONO: { fields: WHOLE, destino: 'permitidos' },
  ABONO_ENTRADA: { fields: ['atraso'], destino: 'permitidos' },
  ABONO_SAIDA: { fields: ['saidaAntecipada'], destino: 'permitidos' },
  BANCO_DE_HORAS_DEBITO: { fields: WHOLE, destino: 'compensados' },
  BANCO_DE_HORAS_DEBITO_ENTRADA: { fields: ['atraso'], destino: 'compensados' },
  BANCO_DE_HORAS_DEBITO_SAIDA: { fields: ['saidaAntecipada'], destino: 'compensados' },
  BANCO_DE_DIAS_DEBITO: { fields: WHOLE, destino: 'compensados' },
}

export interface Excuses {
  /** What is left to pay as absence, delay and early leave. */
  debits: Debits
  permitidos: number
  compensados: number
  /** Minutes debited from the hour bank by BANCO_DE_HORAS_DEBITO*. */
  bancoHorasDebito: number
  bancoDias: DayBankMovement | null
}

function dayBankMovement(t: Treatment, dias: number): DayBankMovement | null {
  return t.bancoDiasId === undefined ? null : { bancoId: t.bancoDiasId, dias }
}

export function excuseDebits(debits: Debits, treatments: readonly Treatment[]): Excuses {
  const left: Debits = { ...debits }
  const out: Excuses = { debits: left, permitidos: 0, compensados: 0, bancoHorasDebito: 0, bancoDias: null }
  for (const t of treatments) {
    if (t.tipo === 'BANCO_DE_DIAS_CREDITO') out.bancoDias = dayBankMovement(t, 1)
    const target = TARGETS[t.tipo]
    if (!target) continue
    let budget = t.tipo === 'BANCO_DE_DIAS_DEBITO' ? Infinity : (t.minutos ?? Infinity)
    let taken = 0
    for (const field of target.fields) {
      const amount = Math.min(left[field], budget)
      left[field] -= amount
      budget -= amount
      taken += amount
    }
    out[target.destino] += taken
    if (t.tipo.startsWith('BANCO_DE_HORAS')) out.bancoHorasDebito += taken
    if (t.tipo === 'BANCO_DE_DIAS_DEBITO') out.bancoDias = dayBankMovement(t, -1)
  }
  return out
}

export function hasTreatment(treatments: readonly Treatment[], ...tipos: TipoJustificativa[]): boolean {
  return treatments.some((t) => tipos.includes(t.tipo))
}
