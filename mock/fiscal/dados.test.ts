import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createDb, type Db } from '../db/index'
import { HORARIO } from '../db/seed/horarios'
import { dadosFiscais } from './dados'
import { escreverAcjef, escreverAej, escreverAfdt, type DadosFiscais } from './layouts'
import { latin1Text } from './texto'
import { validar } from './validador'

/**
 * The fiscal files of the seeded October 2026 (competence 12): it has the 12 October holiday and Benício (employee
 * 14) on the night 12x36, whose shift of 11/10 runs into the holiday.
 */

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const OUTUBRO = ['2026-10-01', '2026-10-31'] as const
const novoDb = () => createDb({ today: new Date(2026, 10, 16, 12) })
const gerar = (db: Db, empresaId = 1, [inicio, fim]: readonly [string, string] = OUTUBRO) =>
  dadosFiscais(db, db.empresas.find((e) => e.id === empresaId)!, inicio, fim, '2026-11-16T10:30')
const linhas = (bytes: Uint8Array) => latin1Text(bytes).split('\r\n').slice(0, -1)
const indiceDe = (d: DadosFiscais, nome: string) => d.vinculos.findIndex((v) => v.nome === nome) + 1

/** Replaces the punches of a day already generated (the day's treatments go too). */
function baterDia(db: Db, funcionarioId: number, data: string, horas: string[]) {
  const registro = db.registros.find((r) => r.funcionarioId === funcionarioId && r.data === data)!
  const doDia = db.marcacoes.filter((m) => m.registroId === registro.id).sort((a, b) => a.sequencia - b.sequencia)
  expect(doDia.map((m) => m.tipoMarcacao)).toEqual(horas.map(() => 'ORIGINAL'))
  doDia.forEach((m, i) => Object.assign(m, { hora: horas[i], dataHora: `${data}T${horas[i]}:00`, desconsiderada: false }))
  db.tratamentos = db.tratamentos.filter((t) => t.registroId !== registro.id)
}

describe('the fiscal files of a seeded month, through the layout validator', () => {
  it('AEJ, AFDT and ACJEF of both companies follow their tables', () => {
    const db = novoDb()
    for (const empresa of db.empresas) {
      const d = gerar(db, empresa.id)
      expect(d.vinculos.length).toBeGreaterThan(0)
      expect(validar('AEJ', escreverAej(d))).toEqual([])
      expect(validar('AFDT', escreverAfdt(d))).toEqual([])
      expect(validar('ACJEF', escreverAcjef(d))).toEqual([])
    }
  })

  it("the night 12x36 on the holiday: 19:03-07:03 is 05:00 of day (the extension past 05:00 compensated, art. 59-A) and 08:00 of reduced night, the holiday's hours no overtime, the missing break 01:00 at 50 %", () => {
    const db = novoDb()
    const d = gerar(db)
    const benicio = db.funcionarios.find((f) => f.id === 14)!
    const jornada = d.vinculos.find((v) => v.cpf === benicio.cpf)!.dias.find((x) => x.data === '2026-10-11')!
    expect(jornada.marcacoes.map((m) => `${m.data} ${m.hora}`)).toEqual(['2026-10-11 19:03', '2026-10-12 07:03'])
    // 19:03-22:00 = 177 min and 05:00-07:03 = 123 min by the clock; 22:00-05:00 = 420 clock minutes × 60 / 52.5 = 480.
    const pis = benicio.pis.replace(/\D/g, '').padStart(12, '0')
    const registro = linhas(escreverAcjef(d)).find((l) => l.slice(10, 30) === pis + '11102026')!
    expect(registro.slice(30, 46)).toBe('1903' + '0007' + '0500' + '0800')
    // Art. 59-A: no 100 % on the holiday. The shift had no break: the card's 01:00 of interval overtime (art. 71 §4,
    // the company pays it) is in its total of overtime, so in the 50 % day slot (docs/decisions.md).
    expect(registro.slice(46, 82)).toBe('0100' + '0500' + 'D' + ('0000' + '0000' + ' ').repeat(3))
    const aej = linhas(escreverAej(d))
    const id = indiceDe(d, benicio.nome)
    expect(aej.filter((l) => /^05\|\d+\|2026-10-1[12]T/.test(l) && l.startsWith(`05|${id}|`))).toEqual([
      `05|${id}|2026-10-11T19:03:00-0300|1|E|001|O|007|`,
      `05|${id}|2026-10-12T07:03:00-0300|1|S|001|O||`,
    ])
    expect(aej).toContain('04|007|780|1900|0700')
  })

  it('a 20-minute delay is no day of absence in the AEJ and 00:20 of faltas/atrasos in the ACJEF', () => {
    const db = novoDb()
    gerar(db)
    // Rita (employee 2, 08:00-12:00 13:00-17:00, no bank) on Tuesday 13/10.
    baterDia(db, 2, '2026-10-13', ['08:20', '12:00', '13:00', '17:00'])
    const d = gerar(db)
    const rita = db.funcionarios.find((f) => f.id === 2)!
    const aej = linhas(escreverAej(d))
    const id = indiceDe(d, rita.nome)
    expect(aej.filter((l) => l.startsWith(`07|${id}|2|`))).toEqual([])
    expect(aej).toContain(`07|${id}|1|2026-10-04||`)
    const registro = linhas(escreverAcjef(d)).find((l) => l.slice(10, 30) === rita.pis.replace(/\D/g, '').padStart(12, '0') + '13102026')!
    expect(registro.slice(30, 46)).toBe('0820' + '0001' + '0740' + '0000')
    expect(registro.slice(82)).toBe('0020' + '1' + '0000')
  })

  it('the CEI of the city hall goes to the Portaria 1510 header, never to the CNO of the AEJ', () => {
    const d = gerar(novoDb())
    expect(linhas(escreverAej(d))[0]!.split('|').slice(2, 5)).toEqual(['46523015000135', '', ''])
    expect(linhas(escreverAfdt(d))[0]!.slice(11, 37)).toBe('46523015000135' + '512340018475')
  })

  it.each<[number, ...string[]]>([
    [1, 'Alice Melo Costa', 'Roberta Oliveira Melo'],
    [2, 'Maria Alice Xavier Carvalho'],
  ])('employees admitted without a schedule (company %i): their first entries name the "sem horário fixo" record 04 and the files follow the tables', (empresaId, ...nomes) => {
    const db = novoDb()
    const d = gerar(db, empresaId, ['2026-11-01', '2026-11-30'])
    const aej = escreverAej(d)
    expect(validar('AEJ', aej)).toEqual([])
    expect(validar('AFDT', escreverAfdt(d))).toEqual([])
    expect(validar('ACJEF', escreverAcjef(d))).toEqual([])
    const ls = linhas(aej)
    // No fixed times, and the normal 8 h the law sets when nothing else was contracted (CF art. 7º XIII, CLT art. 58).
    expect(ls.filter((l) => l.startsWith('04|SEM_HORARIO_FIXO|'))).toEqual(['04|SEM_HORARIO_FIXO|480||'])
    for (const nome of nomes) {
      const primeiras = ls.filter((l) => l.startsWith(`05|${indiceDe(d, nome)}|`) && l.split('|')[4] === 'E' && l.split('|')[5] === '001')
      expect(primeiras.length, nome).toBeGreaterThan(0)
      for (const l of primeiras) expect(l.split('|')[7]).toBe('SEM_HORARIO_FIXO')
    }
    // The ACJEF's numeric codes cannot name it: it has no record 2 and the jornadas keep the code 0000.
    const acjef = linhas(escreverAcjef(d))
    expect(acjef.filter((l) => l.slice(9, 10) === '2').map((l) => l.slice(10, 14))).not.toContain('0000')
    for (const nome of nomes) {
      const pis = db.funcionarios.find((f) => f.nome === nome)!.pis.replace(/\D/g, '').padStart(12, '0')
      const jornadas = acjef.filter((l) => l.slice(9, 10) === '3' && l.slice(10, 22) === pis)
      expect(jornadas.length, nome).toBeGreaterThan(0)
      for (const l of jornadas) expect(l.slice(34, 38)).toBe('0000')
    }
  })

  it('a schedule whose Saturday differs (011, 44 h, Saturday 08:00-12:00) has a record 04 for Saturdays, named by their first entries', () => {
    const db = novoDb()
    const d = gerar(db, 2)
    const aej = escreverAej(d)
    expect(validar('AEJ', aej)).toEqual([])
    expect(validar('ACJEF', escreverAcjef(d))).toEqual([])
    const ls = linhas(aej)
    // Hand-checked: Monday to Friday 08:00-12:00 13:00-17:00 = 480 minutes; Saturday 08:00-12:00 = 240.
    expect(ls.filter((l) => l.startsWith('04|011'))).toEqual(['04|011|480|0800|1200|1300|1700', '04|011-SAB|240|0800|1200'])
    const tecnico = db.funcionarios.find((f) => f.empresaId === 2 && f.quadrosHorario.some((q) => q.horarioId === HORARIO.comercial44))!
    const primeiras = ls
      .filter((l) => l.startsWith(`05|${indiceDe(d, tecnico.nome)}|`) && l.split('|')[4] === 'E' && l.split('|')[5] === '001')
      .map((l) => [l.split('|')[2]!.slice(0, 10), l.split('|')[7]])
    const sabados = primeiras.filter(([data]) => new Date(`${data}T12:00`).getDay() === 6)
    expect(sabados.length).toBeGreaterThan(0)
    for (const [data, codigo] of primeiras) expect(codigo, data).toBe(sabados.some(([s]) => s === data) ? '011-SAB' : '011')
    // The ACJEF keeps one record 2 for the schedule (its code is 4 digits).
    expect(linhas(escreverAcjef(d)).filter((l) => l.slice(9, 14) === '20011')).toHaveLength(1)
  })
})
