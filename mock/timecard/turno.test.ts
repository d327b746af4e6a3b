import { describe, expect, it } from 'vitest'
import type { DiaSemana } from '../db/index'
import { buildCartaoPonto } from './build'
import { addDays } from './calendar'
import { contexto } from './contexto'
import { LoteDeMarcacoes } from './lote-marcacoes'
import { ATUAL, dbE2e } from './test-db'
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
  (porDia[dia] ?? []).map((h) => (h.endsWith('+1') ? { data: addDays(dia, 1), hora: h.slice(0, -2) } : { data: dia, hora: h }))

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

describe('a night shift with a break after midnight stays whole on the day it began (rules 13 and 14, QA D2)', () => {
  /** Márcia's schedule: FIXO 22:00-02:00 / 03:00-06:00, Monday to Friday; 20/11 is a holiday, 21/11 her Saturday off. */
  const NOITE_COM_INTERVALO = 9101
  function comNoturnoComIntervalo() {
    const banco = dbE2e()
    const slots = (dia: DiaSemana) => [
      { id: 1, sequencia: 1, diaSemana: dia, entrada: '22:00', saida: '02:00', modoEntrada: 'MARCACAO', modoSaida: 'MARCACAO' } as const,
      { id: 2, sequencia: 2, diaSemana: dia, entrada: '03:00', saida: '06:00', modoEntrada: 'MARCACAO', modoSaida: 'MARCACAO' } as const,
    ]
    banco.horarios.push({
      id: NOITE_COM_INTERVALO, codigo: '101', descricao: 'Noturno hospital 22:00-02:00 / 03:00-06:00 seg-sex', tipoHorario: 'FIXO',
      controlaEntradaSaidaSeparado: false,
      horariosSemana: { SEGUNDA: slots('SEGUNDA'), TERCA: slots('TERCA'), QUARTA: slots('QUARTA'), QUINTA: slots('QUINTA'), SEXTA: slots('SEXTA') },
      horarios: null, inicioRevezamento: null, cargaDiaria: {}, cargaSemanal: null, intervaloMinimo: null, toleranciaMinutos: 10, ativo: true,
    })
    // Employee 12 (admitted 13/11, no schedule of its own) takes it.
    const funcionario = banco.funcionarios.find((f) => f.id === 12)!
    funcionario.quadrosHorario = [{ id: 9101, inicio: funcionario.admissao, fim: null, horarioId: NOITE_COM_INTERVALO }]
    return { banco, funcionario }
  }

  /** Imports the punches in clock order as an AFD does (LoteDeMarcacoes) and lists each day's record. */
  function importar(marcacoes: string[]) {
    const { banco, funcionario } = comNoturnoComIntervalo()
    const lote = new LoteDeMarcacoes(banco)
    for (const [i, dataHora] of marcacoes.entries()) {
      const [data, hora] = dataHora.split(' ') as [string, string]
      const destino = lote.destino(funcionario, data, hora)
      if (!('registro' in destino)) throw new Error(`no competence for ${data}`)
      lote.incluir(destino.registro, { data, hora, nsr: i + 1, equipamento: 'REP' })
    }
    const dia = (data: string) => {
      const registro = banco.registros.find((r) => r.funcionarioId === funcionario.id && r.data === data)
      return banco.marcacoes.filter((m) => m.registroId === registro?.id && !m.desconsiderada).map((m) => `${m.data.slice(8)} ${m.hora}`)
    }
    return { banco, funcionario, dia }
  }

  const HOLIDAY_AND_DAY_OFF = [
    '2026-11-20 22:00', '2026-11-21 02:00', '2026-11-21 03:00', '2026-11-21 07:30',
    '2026-11-21 22:00', '2026-11-22 02:00', '2026-11-22 03:00', '2026-11-22 06:00',
  ]

  it('the shift begun on the holiday 20/11 and the one begun on Saturday 21/11 (day off) each keep their 4 punches', () => {
    const { dia } = importar(HOLIDAY_AND_DAY_OFF)
    expect(dia('2026-11-20')).toEqual(['20 22:00', '21 02:00', '21 03:00', '21 07:30'])
    expect(dia('2026-11-21')).toEqual(['21 22:00', '22 02:00', '22 03:00', '22 06:00'])
    expect(dia('2026-11-22')).toEqual([])
  })

  it('so the card has no interjornada: 14:30 of rest between them, and the break is not a rest (art. 66, rule 13)', () => {
    const { banco, funcionario } = importar(HOLIDAY_AND_DAY_OFF)
    const cartao = buildCartaoPonto(banco, funcionario.id, ATUAL)
    for (const data of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      expect(cartao.manutencaoDTO.registros[data]!.registro.horaExtraInterjornada, data).toBe('')
    }
    expect(cartao.manutencaoDTO.totalHoraExtraInterjornada).toBe('00:00')
  })

  it('the same shift on scheduled weekdays also stays whole, and the rest between two of them starts a new day', () => {
    const { dia } = importar([
      '2026-11-17 22:00', '2026-11-18 02:00', '2026-11-18 03:00', '2026-11-18 06:00',
      '2026-11-18 22:00', '2026-11-19 02:00', '2026-11-19 03:00', '2026-11-19 06:00',
    ])
    expect(dia('2026-11-17')).toEqual(['17 22:00', '18 02:00', '18 03:00', '18 06:00'])
    expect(dia('2026-11-18')).toEqual(['18 22:00', '19 02:00', '19 03:00', '19 06:00'])
    expect(dia('2026-11-19')).toEqual([])
  })

  const marcia = () => {
    const { banco, funcionario } = comNoturnoComIntervalo()
    return contexto(banco, funcionario)
  }
  it.each<[string, () => ReturnType<typeof ctxDe>, string, string, Record<string, string[]>, string]>([
    ['on the holiday, the entry after a 1 h break resumes the shift', marcia, '2026-11-21', '03:00', { '2026-11-20': ['22:00', '02:00+1'] }, '2026-11-20'],
    ['and so does its exit past the schedule', marcia, '2026-11-21', '07:30', { '2026-11-20': ['22:00', '02:00+1', '03:00+1'] }, '2026-11-20'],
    ['a break of exactly 2 h (art. 71) still resumes it', marcia, '2026-11-22', '04:00', { '2026-11-21': ['22:00', '02:00+1'] }, '2026-11-21'],
    ['after more than 2 h it is a rest, and a new day', marcia, '2026-11-22', '04:01', { '2026-11-21': ['22:00', '02:00+1'] }, '2026-11-22'],
    ['the entry after a rest starts the day of its own', marcia, '2026-11-21', '22:00', { '2026-11-20': ['22:00', '02:00+1', '03:00+1', '07:30+1'] }, '2026-11-21'],
    ['without a schedule, a break after midnight keeps the shift', () => SEM_HORARIO, '2026-11-17', '03:00', { '2026-11-16': ['22:00', '02:00+1'] }, '2026-11-16'],
    ['without a schedule, the next evening’s entry starts a new day', () => SEM_HORARIO, '2026-11-17', '22:00', { '2026-11-16': ['22:00', '02:00+1', '03:00+1', '06:00+1'] }, '2026-11-17'],
    ['without a schedule, a break never stretches a shift beyond 16 h', () => SEM_HORARIO, '2026-11-17', '09:00', { '2026-11-16': ['16:00', '08:00+1'] }, '2026-11-17'],
    ['a day worker’s next morning is his own day', () => ADMINISTRATIVO, '2026-11-17', '08:00', { '2026-11-16': ['08:00', '12:00', '13:00', '17:00'] }, '2026-11-17'],
    ['a day worker’s lunch break is unaffected', () => ADMINISTRATIVO, '2026-11-17', '13:00', { '2026-11-17': ['08:00', '12:00'], '2026-11-16': ['08:00', '12:00', '13:00', '17:00'] }, '2026-11-17'],
  ])('%s', (_titulo, ctx, data, hora, porDia, esperado) => {
    expect(diaDoTurno(ctx(), data, hora, ja(porDia))).toBe(esperado)
  })
})
