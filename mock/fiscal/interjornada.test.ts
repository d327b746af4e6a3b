import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createDb, type Db } from '../db/index'
import { nextId } from '../db/queries'
import { buildCartaoPonto, ensureMes } from '../timecard/index'
import { REP_P } from '../timecard/relogio'
import { dadosFiscais } from './dados'
import { escreverAcjef, escreverAej, escreverAfdt, type DadosFiscais } from './layouts'
import { latin1Text, minutosDe } from './texto'
import { validar } from './validador'

/**
 * CLT art. 66 (OJ 355 SDI-1, domain.md rule 13) in the fiscal files: the minutes missing from the 11 h rest between
 * two shifts are overtime on the later day, in the card and in the ACJEF (50 %, day modality, docs/decisions.md), also
 * when the earlier shift is the last one of the previous competence. Rita (employee 2) and Fernanda (employee 1, with
 * an hour bank) work 08:00-12:00 13:00-17:00 Monday to Friday; Sunday is their weekly rest day.
 */

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const RITA = 2
const FERNANDA = 1
const SETEMBRO = 11
const OUTUBRO = 12
const NOVEMBRO = 13
const COMPETENCIA_DO_MES: Record<string, number> = { '09': SETEMBRO, '10': OUTUBRO, '11': NOVEMBRO }

const novoDb = () => createDb({ today: new Date(2026, 10, 16, 12) })
const linhas = (bytes: Uint8Array) => latin1Text(bytes).split('\r\n').slice(0, -1)
const ddmmaaaa = (iso: string) => iso.split('-').reverse().join('')
const pisDe = (db: Db, id: number) => db.funcionarios.find((f) => f.id === id)!.pis.replace(/\D/g, '').padStart(12, '0')
const competenciaDe = (data: string) => COMPETENCIA_DO_MES[data.slice(5, 7)]!

/** Replaces a day's punches (its month generated first) with originals of the web clock at `horas`, and drops its treatments. */
function baterDia(db: Db, funcionarioId: number, data: string, horas: readonly string[]) {
  ensureMes(db, funcionarioId, competenciaDe(data))
  const registro = db.registros.find((r) => r.funcionarioId === funcionarioId && r.data === data)!
  db.marcacoes = db.marcacoes.filter((m) => m.registroId !== registro.id)
  db.tratamentos = db.tratamentos.filter((t) => t.registroId !== registro.id)
  for (const [i, hora] of horas.entries()) {
    db.marcacoes.push({
      id: nextId(db, db.marcacoes), registroId: registro.id, funcionarioId, data, hora, dataHora: `${data}T${hora}:00`,
      tipoMarcacao: 'ORIGINAL', sequencia: i + 1, desconsiderada: false, motivoId: null, nsr: null, equipamento: REP_P,
    })
  }
}

function arquivos(db: Db, inicio: string, fim: string) {
  const dados = dadosFiscais(db, db.empresas.find((e) => e.id === 1)!, inicio, fim, '2026-11-16T10:30')
  const aej = escreverAej(dados)
  const afdt = escreverAfdt(dados)
  const acjef = escreverAcjef(dados)
  expect(validar('AEJ', aej)).toEqual([])
  expect(validar('AFDT', afdt)).toEqual([])
  expect(validar('ACJEF', acjef)).toEqual([])
  return { dados, aej: linhas(aej), acjef: linhas(acjef) }
}

/** The ACJEF's jornada (record 3) of an employee on a date. */
const jornada = (acjef: string[], pis: string, data: string) => acjef.find((l) => l[9] === '3' && l.slice(10, 30) === pis + ddmmaaaa(data))

/** Its four overtime slots (quantity hhmm, percentage 3+1, modality), the empty ones left out. */
const extrasDa = (registro: string) =>
  [0, 1, 2, 3].map((i) => registro.slice(46 + 9 * i, 55 + 9 * i)).filter((slot) => slot !== '0000' + '0000' + ' ')

/** The overtime minutes of an employee's jornadas in the ACJEF. */
function totalDeExtras(acjef: string[], pis: string): number {
  return acjef
    .filter((l) => l[9] === '3' && l.slice(10, 22) === pis)
    .flatMap(extrasDa)
    .reduce((soma, slot) => soma + minutosDe(`${slot.slice(0, 2)}:${slot.slice(2, 4)}`), 0)
}

const vinculoDe = (dados: DadosFiscais, db: Db, id: number) => dados.vinculos.findIndex((v) => v.cpf === db.funcionarios.find((f) => f.id === id)!.cpf) + 1

interface Caso {
  titulo: string
  funcionarioId: number
  batidas: Record<string, readonly string[]>
  periodo: readonly [string, string]
  dia: string
  /** The card's horaExtraInterjornada and horaExtraTotal of `dia`. */
  interjornada: string
  extraTotal: string
  /** The ACJEF jornada of `dia`: its filled overtime slots and its last 9 positions (faltas, sign, to compensate). */
  slots: string[]
  fim: string
}

const CASOS: Caso[] = [
  {
    titulo: 'art. 66: 9 h rest from 30/09 23:00 (previous competence) to 01/10 08:00 → 02:00 interjornada overtime on 01/10, 50 % day',
    funcionarioId: RITA,
    batidas: { '2026-09-30': ['08:00', '12:00', '13:00', '23:00'], '2026-10-01': ['08:00', '12:00', '13:00', '17:00'] },
    periodo: ['2026-10-01', '2026-10-31'], dia: '2026-10-01',
    interjornada: '02:00', extraTotal: '02:00', slots: ['0200' + '0500' + 'D'], fim: '0000' + '1' + '0000',
  },
  {
    titulo: 'art. 66: exactly 11 h from 30/09 21:00 to 01/10 08:00 → no interjornada overtime',
    funcionarioId: RITA,
    batidas: { '2026-09-30': ['08:00', '12:00', '13:00', '21:00'], '2026-10-01': ['08:00', '12:00', '13:00', '17:00'] },
    periodo: ['2026-10-01', '2026-10-31'], dia: '2026-10-01',
    interjornada: '', extraTotal: '', slots: [], fim: '0000' + '1' + '0000',
  },
  {
    titulo: 'art. 66: 8 h rest from Saturday 31/10 23:00 to Sunday 01/11 07:00 → 03:00 at 50 % beside the rest day\'s 04:00 at 100 % (Lei 605/49 art. 9)',
    funcionarioId: RITA,
    batidas: { '2026-10-31': ['14:00', '18:00', '19:00', '23:00'], '2026-11-01': ['07:00', '11:00'] },
    periodo: ['2026-11-01', '2026-11-30'], dia: '2026-11-01',
    interjornada: '03:00', extraTotal: '07:00', slots: ['0400' + '1000' + 'D', '0300' + '0500' + 'D'], fim: '0000' + '1' + '0000',
  },
  {
    titulo: 'art. 66 in the month: 10 h rest from 14/10 22:00 to 15/10 08:00 → 01:00, in the 50 % slot with the 01:00 worked past 17:00',
    funcionarioId: RITA,
    batidas: { '2026-10-14': ['08:00', '12:00', '13:00', '22:00'], '2026-10-15': ['08:00', '12:00', '13:00', '18:00'] },
    periodo: ['2026-10-01', '2026-10-31'], dia: '2026-10-15',
    interjornada: '01:00', extraTotal: '02:00', slots: ['0200' + '0500' + 'D'], fim: '0000' + '1' + '0000',
  },
  {
    titulo: 'art. 66 with a period starting on 15/10: the rest still counts from 14/10 22:00, outside the file',
    funcionarioId: RITA,
    batidas: { '2026-10-14': ['08:00', '12:00', '13:00', '22:00'], '2026-10-15': ['08:00', '12:00', '13:00', '17:00'] },
    periodo: ['2026-10-15', '2026-10-31'], dia: '2026-10-15',
    interjornada: '01:00', extraTotal: '01:00', slots: ['0100' + '0500' + 'D'], fim: '0000' + '1' + '0000',
  },
  {
    titulo: 'art. 66 with an hour bank (art. 59): 02:00 of interjornada is paid, the 00:30 past 17:30 goes to the bank as hours to compensate',
    funcionarioId: FERNANDA,
    batidas: { '2026-09-30': ['08:00', '12:00', '13:00', '23:00'], '2026-10-01': ['08:00', '12:00', '13:00', '17:30'] },
    periodo: ['2026-10-01', '2026-10-31'], dia: '2026-10-01',
    interjornada: '02:00', extraTotal: '02:00', slots: ['0200' + '0500' + 'D'], fim: '0000' + '1' + '0030',
  },
]

describe('CLT art. 66 (OJ 355 SDI-1): the rest between shifts that was not given, in the card and in the ACJEF', () => {
  it.each(CASOS)('$titulo', (caso) => {
    const db = novoDb()
    for (const [data, horas] of Object.entries(caso.batidas)) baterDia(db, caso.funcionarioId, data, horas)
    const { acjef } = arquivos(db, ...caso.periodo)
    const cartao = buildCartaoPonto(db, caso.funcionarioId, competenciaDe(caso.dia))
    const doCartao = cartao.manutencaoDTO.registros[caso.dia]!.registro
    expect(doCartao.horaExtraInterjornada).toBe(caso.interjornada)
    expect(doCartao.horaExtraTotal).toBe(caso.extraTotal)

    const registro = jornada(acjef, pisDe(db, caso.funcionarioId), caso.dia)!
    expect(extrasDa(registro)).toEqual(caso.slots)
    expect(registro.slice(82)).toBe(caso.fim)
    // The file's overtime of the day is the card's horaExtraTotal.
    expect(totalDeExtras([registro], pisDe(db, caso.funcionarioId))).toBe(minutosDe(caso.extraTotal))
  })

  it("the ACJEF's overtime of each employee in October adds up to the card's total of overtime (30/09's exit included)", () => {
    const db = novoDb()
    baterDia(db, RITA, '2026-09-30', ['08:00', '12:00', '13:00', '23:00'])
    baterDia(db, RITA, '2026-10-01', ['08:00', '12:00', '13:00', '17:00'])
    baterDia(db, RITA, '2026-10-14', ['08:00', '12:00', '13:00', '22:00'])
    baterDia(db, RITA, '2026-10-15', ['08:00', '12:00', '13:00', '17:00'])
    const { dados, acjef } = arquivos(db, '2026-10-01', '2026-10-31')
    const funcionarios = db.funcionarios.filter((f) => dados.vinculos.some((v) => v.cpf === f.cpf))
    expect(funcionarios.length).toBeGreaterThan(5)
    for (const f of funcionarios) {
      const total = buildCartaoPonto(db, f.id, OUTUBRO).manutencaoDTO.totalHoraExtraGeral
      expect(totalDeExtras(acjef, pisDe(db, f.id)), f.nome).toBe(minutosDe(total))
    }
    // 9 h of rest before 01/10 and 10 h before 15/10: 02:00 + 01:00.
    expect(buildCartaoPonto(db, RITA, OUTUBRO).manutencaoDTO.totalHoraExtraInterjornada).toBe('03:00')
  })

  it('the AEJ carries the punches of the short-rest day and no absence or bank movement for the interjornada (record 07 as the card)', () => {
    const db = novoDb()
    baterDia(db, RITA, '2026-09-30', ['08:00', '12:00', '13:00', '23:00'])
    baterDia(db, RITA, '2026-10-01', ['08:00', '12:00', '13:00', '17:00'])
    baterDia(db, FERNANDA, '2026-09-30', ['08:00', '12:00', '13:00', '23:00'])
    baterDia(db, FERNANDA, '2026-10-01', ['08:00', '12:00', '13:00', '17:30'])
    const { dados, aej } = arquivos(db, '2026-10-01', '2026-10-31')
    const rita = vinculoDe(dados, db, RITA)
    const fernanda = vinculoDe(dados, db, FERNANDA)
    // Record 05 without its clock id: date-time, type, pair, source, contractual schedule on the first entry.
    const marcacoes = aej.filter((l) => l.startsWith(`05|${rita}|2026-10-01T`)).map((l) => l.split('|').filter((_, i) => i !== 3).join('|'))
    expect(marcacoes).toEqual([
      `05|${rita}|2026-10-01T08:00:00-0300|E|001|O|001|`,
      `05|${rita}|2026-10-01T12:00:00-0300|S|001|O||`,
      `05|${rita}|2026-10-01T13:00:00-0300|E|002|O||`,
      `05|${rita}|2026-10-01T17:00:00-0300|S|002|O||`,
    ])
    const doDia = (vinculo: number) => aej.filter((l) => l.startsWith(`07|${vinculo}|`) && l.split('|')[3] === '2026-10-01')
    expect(doDia(rita)).toEqual([])
    // The card's bank movement of the day: the 00:30 past 17:30, not the 02:00 of interjornada (always paid).
    expect(buildCartaoPonto(db, FERNANDA, OUTUBRO).manutencaoDTO.registros['2026-10-01']!.registro.saldoBanco).toBe('00:30')
    expect(doDia(fernanda)).toEqual([`07|${fernanda}|3|2026-10-01|30|1`])
  })

  it("opening a card generates the previous day's month, so day 1's rest never depends on what was opened before", () => {
    const db = novoDb()
    const ritaEm = (data: string) => db.registros.some((r) => r.funcionarioId === RITA && r.data === data)
    expect(ritaEm('2026-09-30')).toBe(false)
    buildCartaoPonto(db, RITA, OUTUBRO)
    expect(ritaEm('2026-09-30')).toBe(true)
  })
})
