import { describe, expect, it } from 'vitest'
import { contexto } from './contexto'
import { dbE2e } from './test-db'
import { diaDoTurno, type MarcacaoDoDia } from './turno'

const db = dbE2e()
const ctxDe = (id: number) => contexto(db, db.funcionarios.find((f) => f.id === id)!)
/** Employee 14 works the 12x36 night shift 19:00-07:00; 2026-11-06 is a shift day, 2026-11-07 a day off. */
const NOTURNO = ctxDe(14)
/** Employee 1 works 08:00-12:00 13:00-17:00 on weekdays. */
const ADMINISTRATIVO = ctxDe(1)
/** Employee 12 has no schedule. */
const SEM_HORARIO = ctxDe(12)

const ja = (porDia: Record<string, string[]>) => (dia: string): MarcacaoDoDia[] =>
  (porDia[dia] ?? []).map((h) => (h.endsWith('+1') ? { data: dia, hora: h.slice(0, -2) } : { data: dia, hora: h }))

describe('diaDoTurno: a punch belongs to the shift, not to the calendar date (domain.md rule 14)', () => {
  it.each<[string, ReturnType<typeof ctxDe>, string, string, Record<string, string[]>, string]>([
    ['the 07:00 exit of a 19:00-07:00 shift goes to the day the shift began', NOTURNO, '2026-11-07', '07:00', { '2026-11-06': ['19:00'] }, '2026-11-06'],
    ['an exit at 08:30 after overtime too', NOTURNO, '2026-11-07', '08:30', { '2026-11-06': ['19:00'] }, '2026-11-06'],
    ['the exit goes to the shift even when its entry was not punched', NOTURNO, '2026-11-07', '07:00', {}, '2026-11-06'],
    ['a break punched after midnight belongs to the shift', NOTURNO, '2026-11-07', '00:30', { '2026-11-06': ['19:00'] }, '2026-11-06'],
    ['the entry of the next shift stays on its own day', NOTURNO, '2026-11-08', '19:00', { '2026-11-07': [] }, '2026-11-08'],
    ['a day worker who runs past midnight closes the day he began', ADMINISTRATIVO, '2026-11-17', '00:30', { '2026-11-16': ['08:00', '12:00', '13:00'] }, '2026-11-16'],
    ['a day worker’s closed day does not take the next morning’s entry', ADMINISTRATIVO, '2026-11-17', '07:55', { '2026-11-16': ['08:00', '12:00', '13:00'] }, '2026-11-17'],
    ['nor a punch after midnight when his day is closed', ADMINISTRATIVO, '2026-11-17', '00:30', { '2026-11-16': ['08:00', '12:00', '13:00', '17:00'] }, '2026-11-17'],
    ['without a schedule, an open entry closes within 16 h', SEM_HORARIO, '2026-11-17', '06:00', { '2026-11-16': ['22:00'] }, '2026-11-16'],
    ['without a schedule, an entry open for more than 16 h does not', SEM_HORARIO, '2026-11-17', '15:00', { '2026-11-16': ['22:00'] }, '2026-11-17'],
  ])('%s', (_titulo, ctx, data, hora, porDia, esperado) => {
    expect(diaDoTurno(ctx, data, hora, ja(porDia))).toBe(esperado)
  })
})

describe('without a schedule, the span of an open entry is the company setting (domain.md rule 14, /config)', () => {
  /** Employee 12 (no schedule) with an entry at 22:00 on 16/11 still open, on a database whose setting is `horas`. */
  function semHorarioCom(horas: number | undefined) {
    const banco = dbE2e()
    if (horas === undefined) delete banco.config.limiteJornadaAbertaHoras
    else banco.config.limiteJornadaAbertaHoras = horas
    return contexto(banco, banco.funcionarios.find((f) => f.id === 12)!)
  }
  const aberta = ja({ '2026-11-16': ['22:00'] })

  it.each<[string, number | undefined, string, string]>([
    ['16 h (the seed): an exit 11 h later closes the shift begun the day before', 16, '09:00', '2026-11-16'],
    ['10 h: the same punch 11 h later starts a day of its own', 10, '09:00', '2026-11-17'],
    ['10 h: a punch 8 h later still closes the shift', 10, '06:00', '2026-11-16'],
    ['10 h: exactly 10 h later still closes it', 10, '08:00', '2026-11-16'],
    ['a database saved before the setting existed: 16 h', undefined, '13:00', '2026-11-16'],
    ['a database saved before the setting existed: not beyond 16 h', undefined, '14:01', '2026-11-17'],
  ])('%s', (_titulo, horas, hora, esperado) => {
    expect(diaDoTurno(semHorarioCom(horas), '2026-11-17', hora, aberta)).toBe(esperado)
  })
})
