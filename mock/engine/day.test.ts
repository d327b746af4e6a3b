import { describe, expect, it } from 'vitest'
import { MSG_SEM_QUADRO } from '@/shared/config/mensagens'
import { calculateDay } from './day'
import { COMERCIAL, SEG, day, schedule, settings, treatment } from './fixtures'
import { MSG_IMPAR } from './pairs'

const S = settings()

describe('calculateDay: FIXO schedule 08:00-12:00 13:00-17:00 (carga 4 h + 4 h = 08:00)', () => {
  it('exact schedule: worked = workload, nothing else', () => {
    // (12:00-08:00) + (17:00-13:00) = 240 + 240 = 480 = carga
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '17:00']), S)
    expect(r).toMatchObject({ horas: 480, cargaHoraria: 480, horaExtraCalculada: 0, horaExtraTotal: 0, atraso: 0, falta: 0 })
    expect(r.error).toBe(false)
    expect(r.justificar).toBe(false)
    expect(r.memoriaCalculo).toBe('Trabalhado 08:00 - Carga 08:00 = 00:00')
  })

  it('within tolerance (+4 / -3): the day equals the schedule', () => {
    // deviations 4, 0, 0, 3: each <= 5 and 4 + 3 = 7 <= 10 -> balance 0 although worked = 236 + 237 = 473
    const r = calculateDay(day(SEG, COMERCIAL, ['08:04', '12:00', '13:00', '16:57']), S)
    expect(r.horas).toBe(473)
    expect(r).toMatchObject({ atraso: 0, saidaAntecipada: 0, falta: 0, horaExtraCalculada: 0, justificar: false })
    expect(r.memoriaCalculo).toBe('Trabalhado 07:53 - Carga 08:00 = 00:00 (dentro da tolerância)')
  })

  it('deviations of 5 each but summing 12 exceed the daily tolerance: the whole difference counts', () => {
    // deviations 5 (entry late), 2 (lunch out early), 5 (exit early): sum 12 > 10 -> 480 - 468 = 12 owed
    const r = calculateDay(day(SEG, COMERCIAL, ['08:05', '11:58', '13:00', '16:55']), S)
    expect(r.horas).toBe(468)
    // delay up to the late entry (5), early leave up to the early exit (5), the rest (2) is absence in hours
    expect(r).toMatchObject({ atraso: 5, saidaAntecipada: 5, falta: 2, diasFalta: 0 })
  })

  it('beyond tolerance: a 12-minute delay is atraso 12', () => {
    // deviation 12 > 5 -> 480 - (228 + 240) = 12, all of it after the scheduled entry
    const r = calculateDay(day(SEG, COMERCIAL, ['08:12', '12:00', '13:00', '17:00']), S)
    expect(r).toMatchObject({ horas: 468, atraso: 12, saidaAntecipada: 0, falta: 0, justificar: true })
    expect(r.memoriaCalculo).toBe('Trabalhado 07:48 - Carga 08:00 = Débito 00:12 (atraso)')
  })

  it('early leave: leaving at 16:30 is saidaAntecipada 30', () => {
    // 240 + (16:30 - 13:00 = 210) = 450 -> 30 owed, all before the scheduled exit
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '16:30']), S)
    expect(r).toMatchObject({ horas: 450, atraso: 0, saidaAntecipada: 30, falta: 0 })
  })

  it('overtime at 50 % only', () => {
    // 240 + (17:12 - 13:00 = 252) = 492 -> 12 extra <= 120 -> all at 50 %
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '17:12']), S)
    expect(r).toMatchObject({ horaExtraCalculada: 12, horaExtra: 12, horaExtra70: 0, horaExtraTotal: 12 })
    expect(r.memoriaCalculo).toBe('Trabalhado 08:12 - Carga 08:00 = Extra 00:12 (50%)')
  })

  it('overtime at 50 % and 70 %: 3 h extra = 2 h at 50 % + 1 h at 70 %', () => {
    // 240 + (20:00 - 13:00 = 420) = 660 -> 180 extra = 120 (50 %) + 60 (70 %)
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '20:00']), S)
    expect(r).toMatchObject({ horaExtraCalculada: 180, horaExtra: 120, horaExtra70: 60, horaExtra100: 0, horaExtraTotal: 180 })
    expect(r.memoriaCalculo).toBe('Trabalhado 11:00 - Carga 08:00 = Extra 03:00 (50% 02:00, 70% 01:00)')
  })

  it('custom band: overtime beyond its threshold goes to horaExtraCustom', () => {
    // 240 min extra with a custom band from 150: 120 (50 %) + 30 (70 %, 120..150) + 90 (custom, 150..240)
    const custom = settings({ horaExtraCustom: { label: 'HE 80%', aPartirDeMinutos: 150 } })
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '21:00']), custom)
    expect(r).toMatchObject({ horaExtra: 120, horaExtra70: 30, horaExtraCustom: 90, horaExtraTotal: 240 })
    expect(r.memoriaCalculo).toContain('HE 80% 01:30')
  })

  it('without permission overtime is calculated but not paid, and HORA_EXTRA authorises it', () => {
    // 60 extra: horaExtraCalculada 60, paid 0; with HORA_EXTRA of 40 min: 40 paid at 50 %
    const noPermission = settings({ permiteHoraExtra: false })
    const input = day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '18:00'])
    const unpaid = calculateDay(input, noPermission)
    expect(unpaid).toMatchObject({ horaExtraCalculada: 60, horaExtra: 0, horaExtraTotal: 0, permitidos: 0, justificar: true })
    const authorised = calculateDay({ ...input, treatments: [treatment('HORA_EXTRA', { minutos: 40, ocorrencia: 'I' })] }, noPermission)
    expect(authorised).toMatchObject({ horaExtraCalculada: 60, horaExtra: 40, horaExtraTotal: 40 })
  })

  it('HORA_EXTRA_ENTRADA authorises only the minutes before the scheduled entry', () => {
    // 07:00 entry, 18:00 exit: 60 early + 60 late = 120 extra; only the 60 early ones are authorised
    const input = day(SEG, COMERCIAL, ['07:00', '12:00', '13:00', '18:00'], { treatments: [treatment('HORA_EXTRA_ENTRADA')] })
    const r = calculateDay(input, settings({ permiteHoraExtra: false }))
    expect(r).toMatchObject({ horaExtraCalculada: 120, horaExtra: 60 })
  })
})

describe('calculateDay: days without workload', () => {
  it('holiday worked: all overtime at 100 %', () => {
    // holiday -> carga 0; 4 h worked -> 240 at 100 %
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00'], { holiday: { descricao: 'Proclamação' } }), S)
    expect(r).toMatchObject({ feriado: true, cargaHoraria: 0, horaExtra100: 240, horaExtra: 0, horaExtraTotal: 240 })
    expect(r.memoriaCalculo).toBe('Feriado (Proclamação); Trabalhado 04:00 - Carga 00:00 = Extra 04:00 (100%)')
  })

  it('holiday not worked: no workload and no absence', () => {
    const r = calculateDay(day(SEG, COMERCIAL, [], { holiday: { descricao: 'Natal' } }), S)
    expect(r).toMatchObject({ falta: 0, diasFalta: 0, cargaHoraria: 0, justificar: false })
  })

  it('rest day worked: 100 %, and night overtime on it goes to horaExtraNoturnaCemPorcento', () => {
    // Sunday rest 20:00-23:00 = 180 extra; 22:00-23:00 = 60 night clock -> 120 at 100 % + 69 reduced night at 100 %
    const domingo = schedule('FIXO', [], { folga: true, descanso: true })
    const r = calculateDay(day('2026-11-22', domingo, ['20:00', '23:00']), S)
    expect(r).toMatchObject({ descanso: true, horaExtra100: 120, horaExtraNoturnaCemPorcento: 69, horaExtraNoturna: 0 })
    // 60 night clock minutes * 8 / 7 = 68.57 -> 69
    expect(r.adicionalNoturno).toBe(69)
  })

  it('vacation (hrMovement): no workload, no absence', () => {
    const r = calculateDay(day(SEG, COMERCIAL, [], { hrMovement: { tipo: 'FERIAS', descricao: 'Férias' } }), S)
    expect(r).toMatchObject({ cargaHoraria: 0, falta: 0, diasFalta: 0, error: false, memoriaCalculo: 'Férias' })
  })

  it('a holiday during vacation is a vacation day: the day is named by the leave, not by the holiday', () => {
    const input = day(SEG, COMERCIAL, [], { hrMovement: { tipo: 'FERIAS', descricao: 'Férias' }, holiday: { descricao: 'Finados' } })
    expect(calculateDay(input, S)).toMatchObject({ cargaHoraria: 0, falta: 0, diasFalta: 0, error: false, memoriaCalculo: 'Férias' })
  })
})

describe('calculateDay: night work (art. 73)', () => {
  const noite = schedule('FIXO', ['22:00', '05:00'])

  it('22:00-05:00: 7 clock hours are 8:00 night hours of adicional noturno', () => {
    // 420 clock minutes, all in 22:00-05:00 -> 420 * 60 / 52.5 = 480
    const r = calculateDay(day(SEG, noite, ['22:00', '05:00+1']), S)
    expect(r).toMatchObject({ horas: 420, cargaHoraria: 420, adicionalNoturno: 480, horaExtraCalculada: 0 })
    expect(r.memoriaCalculo).toBe('Trabalhado 07:00 - Carga 07:00 = 00:00; Noturno 07:00 = 08:00 reduzidas, adicional de 20 %; Intervalo 00:00 menor que o exigido 01:00 (art. 71)')
  })

  it('extended to 07:00 after the whole night window (prorrogação): night overtime', () => {
    // 22:00-07:00 = 540 clock; window fully covered, so 05:00-07:00 is night too: 540 * 8 / 7 = 617.1 -> 617
    // overtime 540 - 420 = 120 clock, all of it night time outside the schedule -> in reduced hours 120 * 8 / 7 = 137
    const r = calculateDay(day(SEG, noite, ['22:00', '07:00+1']), S)
    expect(r).toMatchObject({ horas: 540, adicionalNoturno: 617, horaExtraNoturna: 137, horaExtra: 0, horaExtraTotal: 137 })
  })

  it('without prorrogação only 22:00-05:00 is night and the overtime is daytime', () => {
    // night 420 -> 480; overtime 05:00-07:00 outside the window -> 120 at 50 %
    const r = calculateDay(day(SEG, noite, ['22:00', '07:00+1']), settings({ noturno: { inicio: '22:00', fim: '05:00', prorrogacao: false, horaReduzida: true, percentual: 20 } }))
    expect(r).toMatchObject({ adicionalNoturno: 480, horaExtraNoturna: 0, horaExtra: 120 })
  })

  it('a shift starting after 22:00 did not cover the window: no prorrogação', () => {
    // 23:00-07:00: night 23:00-05:00 = 360 -> 360 * 8 / 7 = 411.4 -> 411
    const r = calculateDay(day(SEG, schedule('FIXO', ['23:00', '07:00']), ['23:00', '07:00+1']), S)
    expect(r.adicionalNoturno).toBe(411)
  })
})

describe('calculateDay: breaks (art. 71)', () => {
  it('a 30-minute break on an 8 h day is 30 min of interval overtime when the company uses it', () => {
    // worked (12:00-08:00) + (16:30-12:30) = 480 > 360 -> 60 required, 30 taken -> 30 missing
    const input = day(SEG, COMERCIAL, ['08:00', '12:00', '12:30', '16:30'])
    const on = calculateDay(input, settings({ utilizaHoraExtraIntervalo: true }))
    expect(on).toMatchObject({ horaExtraIntervalo: 30, horaExtraCalculada: 0, horaExtraTotal: 30 })
    expect(on.memoriaCalculo).toContain('Intervalo 00:30 de 01:00 = Extra intervalo 00:30')
    expect(calculateDay(input, S).horaExtraIntervalo).toBe(0)
  })

  it('FIXO_INTERVALO_FLEXIVEL: the break is free, only entry and exit are fixed, the company minimum applies', () => {
    // fixed 08:00 and 17:00, carga 480, minimum break 60; break 11:00-12:00 -> equals schedule
    const flexBreak = schedule('FIXO_INTERVALO_FLEXIVEL', ['08:00', '17:00'], { cargaMinutos: 480, intervaloMinimo: 60 })
    const ok = calculateDay(day(SEG, flexBreak, ['08:00', '11:00', '12:00', '17:00']), settings({ utilizaHoraExtraIntervalo: true }))
    expect(ok).toMatchObject({ horas: 480, horaExtraCalculada: 0, atraso: 0, horaExtraIntervalo: 0 })
    // break of 40 min (11:00-11:40): 500 worked -> 20 extra (balance beyond the daily 10); 60 - 40 = 20 interval overtime
    const short = calculateDay(day(SEG, flexBreak, ['08:00', '11:00', '11:40', '17:00']), settings({ utilizaHoraExtraIntervalo: true }))
    expect(short).toMatchObject({ horas: 500, horaExtraCalculada: 20, horaExtra: 20, horaExtraIntervalo: 20, horaExtraTotal: 40 })
    // break of 2 h (11:00-13:00) with entry and exit on time: 420 worked -> 60 owed as absence in hours
    const long = calculateDay(day(SEG, flexBreak, ['08:00', '11:00', '13:00', '17:00']), S)
    expect(long).toMatchObject({ horas: 420, falta: 60, atraso: 0, saidaAntecipada: 0, diasFalta: 0 })
  })
})

describe('calculateDay: absence and justifications', () => {
  it('a scheduled day without punches is an absence of the whole workload', () => {
    const r = calculateDay(day(SEG, COMERCIAL, []), S)
    expect(r).toMatchObject({ falta: 480, diasFalta: 1, justificar: true })
    expect(r.memoriaCalculo).toBe('Trabalhado 00:00 - Carga 08:00 = Débito 08:00 (falta)')
  })

  it('ABONO excuses the whole day with pay (permitidos)', () => {
    const r = calculateDay(day(SEG, COMERCIAL, [], { treatments: [treatment('ABONO')] }), S)
    expect(r).toMatchObject({ falta: 0, diasFalta: 0, permitidos: 480, compensados: 0, justificar: false })
    expect(r.memoriaCalculo).toBe('Trabalhado 00:00 - Carga 08:00 = Débito 08:00 (abonado)')
  })

  it('an ABONO of 2 h (inclusion) excuses only 2 h of the absence', () => {
    // 480 - 120 = 360 still owed, still a whole-day absence
    const r = calculateDay(day(SEG, COMERCIAL, [], { treatments: [treatment('ABONO', { minutos: 120, ocorrencia: 'I' })] }), S)
    expect(r).toMatchObject({ falta: 360, permitidos: 120, diasFalta: 1 })
  })

  it('ABONO_ENTRADA excuses the delay, not the early leave', () => {
    // 08:12 entry (12 late) and 16:50 exit (10 early): 22 owed = atraso 12 + saida 10
    const input = day(SEG, COMERCIAL, ['08:12', '12:00', '13:00', '16:50'], { treatments: [treatment('ABONO_ENTRADA')] })
    const r = calculateDay(input, S)
    expect(r).toMatchObject({ atraso: 0, saidaAntecipada: 10, permitidos: 12 })
  })

  it('ABONO_SAIDA excuses the early leave', () => {
    const input = day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '16:30'], { treatments: [treatment('ABONO_SAIDA')] })
    expect(calculateDay(input, S)).toMatchObject({ saidaAntecipada: 0, permitidos: 30 })
  })

  it('JUSTIFICATIVA records a reason without excusing', () => {
    const r = calculateDay(day(SEG, COMERCIAL, [], { treatments: [treatment('JUSTIFICATIVA')] }), S)
    expect(r).toMatchObject({ falta: 480, diasFalta: 1, permitidos: 0, justificar: false })
  })

  it('BANCO_DE_DIAS_DEBITO excuses the day against the day bank', () => {
    const r = calculateDay(day(SEG, COMERCIAL, [], { treatments: [treatment('BANCO_DE_DIAS_DEBITO', { bancoDiasId: 7 })] }), S)
    expect(r).toMatchObject({ falta: 0, diasFalta: 0, compensados: 480, idBancoDias: 7, bancoDias: { bancoId: 7, dias: -1 } })
  })

  it('BANCO_DE_DIAS_CREDITO trades the overtime of a worked day off for a day in the bank', () => {
    const folga = schedule('FIXO', [], { folga: true })
    const r = calculateDay(day('2026-11-21', folga, ['08:00', '12:00'], { treatments: [treatment('BANCO_DE_DIAS_CREDITO', { bancoDiasId: 7 })] }), S)
    expect(r).toMatchObject({ horaExtraCalculada: 240, horaExtra100: 0, saldoBanco: 0, bancoDias: { bancoId: 7, dias: 1 } })
  })
})

describe('calculateDay: hour bank (art. 59)', () => {
  const banco = settings({ bancoHoras: true })

  it('credit: the overtime goes to the bank instead of being paid', () => {
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '17:12']), banco)
    expect(r).toMatchObject({ horaExtraCalculada: 12, horaExtra: 0, saldoBanco: 12, bhExtra: 12, bhMenos: 0 })
    expect(r.memoriaCalculo).toBe('Trabalhado 08:12 - Carga 08:00 = Extra 00:12 (banco de horas)')
  })

  it('debit: the delay comes out of the bank instead of being discounted', () => {
    const r = calculateDay(day(SEG, COMERCIAL, ['08:12', '12:00', '13:00', '17:00']), banco)
    expect(r).toMatchObject({ atraso: 0, saldoBanco: -12, bhMenos: 12, justificar: false })
  })

  it('holiday overtime is credited as bhExtra100 and night overtime as bhExtraNoturna', () => {
    // holiday 20:00-23:00: 120 day + 60 night clock = 69 reduced
    const r = calculateDay(day(SEG, COMERCIAL, ['20:00', '23:00'], { holiday: { descricao: 'Feriado' } }), banco)
    expect(r).toMatchObject({ bhExtra100: 120, bhExtraNoturna: 69, saldoBanco: 189, horaExtra100: 0 })
  })

  it('BANCO_DE_HORAS_CREDITO moves overtime of an employee paid by payroll into the bank', () => {
    // 60 extra, 45 credited, 15 paid at 50 %
    const input = day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '18:00'], { treatments: [treatment('BANCO_DE_HORAS_CREDITO', { minutos: 45 })] })
    expect(calculateDay(input, S)).toMatchObject({ horaExtra: 15, bhExtra: 45, saldoBanco: 45 })
  })

  it('BANCO_DE_HORAS_DEBITO compensates an absence from the bank', () => {
    const input = day(SEG, COMERCIAL, [], { treatments: [treatment('BANCO_DE_HORAS_DEBITO')] })
    expect(calculateDay(input, S)).toMatchObject({ falta: 0, compensados: 480, bhMenos: 480, saldoBanco: -480, diasFalta: 0 })
  })

  it('BANCO_DE_HORAS_DEBITO_SAIDA compensates only the early leave', () => {
    // 08:10 entry (10 late) and 16:00 exit (60 early): 70 owed -> delay stays, leave from the bank
    const input = day(SEG, COMERCIAL, ['08:10', '12:00', '13:00', '16:00'], { treatments: [treatment('BANCO_DE_HORAS_DEBITO_SAIDA')] })
    expect(calculateDay(input, S)).toMatchObject({ atraso: 10, saidaAntecipada: 0, compensados: 60, bhMenos: 60 })
  })

  it('HORA_EXTRA pays overtime of a bank employee instead of crediting it', () => {
    const input = day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '18:00'], { treatments: [treatment('HORA_EXTRA', { minutos: 20 })] })
    expect(calculateDay(input, banco)).toMatchObject({ horaExtra: 20, bhExtra: 40, saldoBanco: 40 })
  })

  it('a compensation bank takes the balance into compensacao', () => {
    const comp = settings({ bancoCompensacao: true })
    expect(calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '17:30']), comp)).toMatchObject({
      horaExtra: 0,
      compensacao: 30,
      compensacaoMais: 30,
    })
    expect(calculateDay(day(SEG, COMERCIAL, ['08:20', '12:00', '13:00', '17:00']), comp)).toMatchObject({
      atraso: 0,
      compensacao: -20,
      compensacaoMais: 0,
    })
  })
})

describe('calculateDay: punches and errors', () => {
  it('an odd number of punches makes the day inconsistent with a message', () => {
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00']), S)
    expect(r).toMatchObject({ error: true, inconsistente: true, errorMessage: MSG_IMPAR, justificar: true })
    expect(r.errorMessage).toBe('Numero impar de marcacoes!')
    expect(r.falta).toBe(0)
    expect(r.marcacoes).toHaveLength(2)
    expect(r.marcacoes[1]?.saida).toBeUndefined()
  })

  it("[TC-096][mock] punches without a schedule: 'Registro não possui quadro de horário!'", () => {
    const r = calculateDay(day(SEG, null, ['08:00', '12:00']), S)
    expect(r).toMatchObject({ error: true, inconsistente: true, errorMessage: 'Registro não possui quadro de horário!', horas: 240 })
    expect(MSG_SEM_QUADRO).toBe('Registro não possui quadro de horário!')
  })

  it('[TC-096][mock] a workday without schedule nor punches also lacks a schedule; a holiday does not', () => {
    expect(calculateDay(day(SEG, null, []), S).errorMessage).toBe(MSG_SEM_QUADRO)
    expect(calculateDay(day(SEG, null, [], { holiday: { descricao: 'Natal' } }), S).error).toBe(false)
  })

  it('three and four pairs are arranged by time', () => {
    const tres = schedule('FIXO', ['07:00', '10:00', '10:30', '13:00', '14:00', '16:30'])
    // 180 + 150 + 150 = 480
    const r3 = calculateDay(day(SEG, tres, ['14:00', '07:00', '10:00', '16:30', '10:30', '13:00']), S)
    expect(r3.marcacoes.map((p) => [p.sequencia, p.entrada?.hora, p.saida?.hora])).toEqual([
      [1, '07:00', '10:00'],
      [2, '10:30', '13:00'],
      [3, '14:00', '16:30'],
    ])
    expect(r3).toMatchObject({ horas: 480, cargaHoraria: 480, horaExtraCalculada: 0 })
    // 4 pairs: 120 + 120 + 120 + 150 = 510 against 480 -> 30 extra
    const r4 = calculateDay(day(SEG, COMERCIAL, ['08:00', '10:00', '10:15', '12:15', '13:00', '15:00', '15:15', '17:45']), S)
    expect(r4.marcacoes).toHaveLength(4)
    expect(r4).toMatchObject({ horas: 510, horaExtra: 30 })
  })

  it('[TC-073][mock] at most four pairs: a fifth pair is not arranged and the day is inconsistent', () => {
    const horas = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']
    const r = calculateDay(day(SEG, COMERCIAL, horas), S)
    expect(r.marcacoes).toHaveLength(4)
    expect(r.marcacoes.map((p) => p.sequencia)).toEqual([1, 2, 3, 4])
    expect(r).toMatchObject({ error: true, errorMessage: 'Mais de quatro pares de marcações!', horas: 240 })
  })

  it('a disregarded punch is ignored; the original punches keep it', () => {
    const input = day(SEG, COMERCIAL, ['08:00', '08:02', '12:00', '13:00', '17:00'])
    const ignored = input.punches[1]
    if (!ignored) throw new Error('fixture')
    ignored.desconsiderada = true
    const included = { id: 999, hora: '12:00', data: SEG, tipoMarcacao: 'INCLUIDO' as const }
    const r = calculateDay({ ...input, punches: [...input.punches.filter((p) => p.hora !== '12:00'), included] }, S)
    expect(r).toMatchObject({ horas: 480, error: false, horaExtraCalculada: 0 })
    expect(r.marcacoes[0]?.saida).toBe(included)
    expect(r.marcacoesOriginais.map((p) => p.hora)).toEqual(['08:00', '08:02', '13:00', '17:00'])
  })
})

describe('calculateDay: schedule types', () => {
  it('FLEXIVEL: only the daily workload counts, no delay', () => {
    const flex = schedule('FLEXIVEL', ['08:00', '12:00', '13:00', '17:00'], { cargaMinutos: 480 })
    // 10:00-14:00 + 15:00-19:30 = 240 + 270 = 510 -> 30 extra although entry was 2 h late
    const late = calculateDay(day(SEG, flex, ['10:00', '14:00', '15:00', '19:30']), S)
    expect(late).toMatchObject({ horas: 510, atraso: 0, horaExtra: 30, quadroHorarioTipoDescricao: 'Flexível' })
    // 10:00-13:00 + 14:00-17:00 = 360 -> 120 owed as absence in hours
    const short = calculateDay(day(SEG, flex, ['10:00', '13:00', '14:00', '17:00']), S)
    expect(short).toMatchObject({ atraso: 0, saidaAntecipada: 0, falta: 120, diasFalta: 0 })
  })

  it('CARGA_HORARIA: the daily target is cargaMinutos, with the daily tolerance', () => {
    const carga = schedule('CARGA_HORARIA', [], { cargaMinutos: 360 })
    expect(calculateDay(day(SEG, carga, ['07:00', '13:00']), S)).toMatchObject({ cargaHoraria: 360, horaExtraCalculada: 0 })
    // 365 - 360 = 5 <= 10 -> 0
    expect(calculateDay(day(SEG, carga, ['07:00', '13:05']), S).horaExtraCalculada).toBe(0)
    // 420 - 360 = 60 -> 60 at 50 %
    expect(calculateDay(day(SEG, carga, ['07:00', '14:00']), S).horaExtra).toBe(60)
  })

  it('REVEZAMENTO 12x36 (19:00-07:00): 12 h crossing midnight, then a day off', () => {
    const plantao = schedule('REVEZAMENTO', ['19:00', '07:00'], { codigo: '12X36' })
    // 19:00-07:00 = 720 = carga; night 22:00-05:00 (420) + prorrogação 05:00-07:00 (120) = 540 -> 617
    const r = calculateDay(day(SEG, plantao, ['19:00', '07:00+1']), S)
    expect(r).toMatchObject({ horas: 720, cargaHoraria: 720, horaExtraCalculada: 0, adicionalNoturno: 617, escalaMensal: true })
    expect(r.quadroHorarioResumo).toBe('19:00-07:00')
    const descanso = calculateDay(day('2026-11-17', schedule('REVEZAMENTO', [], { folga: true }), []), S)
    expect(descanso).toMatchObject({ folga: true, falta: 0, cargaHoraria: 0 })
  })

  it('SOBRE_AVISO: the standby hours not worked go to horaSobreAviso, the call-in is overtime', () => {
    const aviso = schedule('SOBRE_AVISO', ['18:00', '23:00'])
    // standby 300; called in 20:00-21:30 = 90 worked -> 210 standby, 90 extra at 50 %
    const r = calculateDay(day(SEG, aviso, ['20:00', '21:30']), S)
    expect(r).toMatchObject({ horaSobreAviso: 210, horas: 90, horaExtra: 90, escalaSobreAviso: true, falta: 0 })
    expect(calculateDay(day(SEG, aviso, []), S)).toMatchObject({ horaSobreAviso: 300, falta: 0, diasFalta: 0 })
  })
})

describe('calculateDay: today and future days', () => {
  it('today in progress: no absence, an open pair is not an error', () => {
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00']), S, { hoje: SEG })
    expect(r).toMatchObject({ error: false, falta: 0, horas: 240 })
    expect(r.memoriaCalculo).toContain('Dia em andamento')
  })

  it('today in progress after the lunch break owes no break: no interval overtime until the day ends', () => {
    const settingsComIntervalo = settings({ utilizaHoraExtraIntervalo: true })
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:04', '13:04']), settingsComIntervalo, { hoje: SEG })
    expect(r).toMatchObject({ horaExtraIntervalo: 0, horaExtraTotal: 0 })
    expect(r.memoriaCalculo).not.toContain('Extra intervalo')
  })

  it('a future day has its workload but no absence', () => {
    const r = calculateDay(day('2026-11-17', COMERCIAL, []), S, { hoje: SEG })
    expect(r).toMatchObject({ cargaHoraria: 480, falta: 0, diasFalta: 0, memoriaCalculo: 'Dia futuro' })
  })
})

describe('[TC-209][mock] day record fields', () => {
  it('[TC-209][mock] carries every calculated field of the day record', () => {
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '17:00']), S)
    const fields = [
      'marcacoes', 'marcacoesOriginais', 'horas', 'cargaHoraria', 'horaExtra', 'horaExtra70', 'horaExtra100',
      'horaExtraCustom', 'horaExtraTotal', 'horaExtraCalculada', 'horaExtraIntervalo', 'horaExtraNoturna',
      'horaExtraNoturnaCemPorcento', 'falta', 'atraso', 'saidaAntecipada', 'adicionalNoturno', 'saldoBanco',
      'compensacao', 'compensacaoMais', 'bhExtra', 'bhExtra100', 'bhExtraNoturna', 'bhMenos', 'permitidos',
      'compensados', 'descontoDSR', 'folga', 'feriado', 'descanso', 'error', 'errorMessage', 'inconsistente',
      'escalaMensal', 'escalaSobreAviso', 'horaSobreAviso', 'quadroHorarioId', 'quadroHorarioTipo',
      'quadroHorarioTipoDescricao', 'quadroHorarioDescricao', 'quadroHorarioResumo', 'codigoHorario',
      'horarioEspecial', 'justificar', 'idBancoDias',
    ]
    for (const field of fields) expect(r, field).toHaveProperty(field)
    expect(r).toMatchObject({ quadroHorarioTipo: 'FIXO', quadroHorarioTipoDescricao: 'Fixo', codigoHorario: '001' })
    expect(r.quadroHorarioResumo).toBe('08:00-12:00 13:00-17:00')
  })
})
