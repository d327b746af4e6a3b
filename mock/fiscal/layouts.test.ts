import { describe, expect, it } from 'vitest'
import { escreverAcjef, escreverAej, escreverAfdt, type DadosFiscais, type DiaFiscal, type MarcacaoFiscal, type VinculoFiscal } from './layouts'
import { ASSINATURA_AEJ } from './leiautes'
import { latin1Text } from './texto'
import { validar } from './validador'

const REP = '00014003750012345'
const marca = (data: string, hora: string, tipo: MarcacaoFiscal['tipo'], par: number, extra: Partial<MarcacaoFiscal> = {}): MarcacaoFiscal =>
  ({ data, hora, rep: REP, tipo, par, fonte: 'O', motivo: null, ...extra })

const dia = (data: string, extra: Partial<DiaFiscal>): DiaFiscal => ({
  data, codigoHorario: '001', primeiraEntrada: null, horasDiurnas: 0, horasNoturnas: 0, extras: [], faltasAtrasos: 0, faltaDia: 0,
  dsr: false, bancoHoras: 0, compensacao: 0, marcacoes: [], ...extra,
})

const JOAO: VinculoFiscal = {
  cpf: '123.456.789-09', pis: '120.11223.34-4', nome: 'João Conceição', matricula: '1001',
  dias: [
    // 08:00-12:00 (exit included by hand, a stray 12:01 disregarded), 13:00-18:30: 8 h ordinary and 1:30 at 50 %.
    dia('2026-10-05', {
      primeiraEntrada: '08:00', horasDiurnas: 480, extras: [{ minutos: 90, percentual: 50, modalidade: 'D' }],
      marcacoes: [
        marca('2026-10-05', '08:00', 'E', 1),
        marca('2026-10-05', '12:00', 'S', 1, { rep: null, fonte: 'I', motivo: 'Esquecimento de marcação' }),
        marca('2026-10-05', '12:01', 'D', 1, { motivo: 'Falha no relógio' }),
        marca('2026-10-05', '13:00', 'E', 2),
        marca('2026-10-05', '18:30', 'S', 2),
      ],
    }),
    // A whole day of unjustified absence.
    dia('2026-10-06', { faltasAtrasos: 480, faltaDia: 480 }),
    // 20 minutes late: a shortfall in the ACJEF, no absence in the AEJ.
    dia('2026-10-07', {
      primeiraEntrada: '08:20', horasDiurnas: 460, faltasAtrasos: 20,
      marcacoes: [marca('2026-10-07', '08:20', 'E', 1), marca('2026-10-07', '12:00', 'S', 1), marca('2026-10-07', '13:00', 'E', 2), marca('2026-10-07', '17:00', 'S', 2)],
    }),
    // The weekly rest day.
    dia('2026-10-11', { dsr: true }),
    // 30 minutes short, taken from the hour bank; the next day 1 h more, credited to it.
    dia('2026-10-13', {
      primeiraEntrada: '08:00', horasDiurnas: 450, bancoHoras: -30,
      marcacoes: [marca('2026-10-13', '08:00', 'E', 1), marca('2026-10-13', '12:00', 'S', 1), marca('2026-10-13', '13:00', 'E', 2), marca('2026-10-13', '16:30', 'S', 2)],
    }),
    dia('2026-10-14', {
      primeiraEntrada: '08:00', horasDiurnas: 480, bancoHoras: 60,
      marcacoes: [marca('2026-10-14', '08:00', 'E', 1), marca('2026-10-14', '12:00', 'S', 1), marca('2026-10-14', '13:00', 'E', 2), marca('2026-10-14', '18:00', 'S', 2)],
    }),
  ],
}

/**
 * A night shift from 19:00 to 08:00 as the writer gets it, with the night extended past 05:00 (Súmula 60; a 12x36
 * schedule would compensate it): 19:00-22:00 by the clock, 22:00-07:00 reduced, 07:00-08:00 night overtime.
 */
const BENICIO: VinculoFiscal = {
  cpf: '529.982.247-25', pis: '123.45678.90-0', nome: 'Benício Saraiva', matricula: '1014',
  dias: [dia('2026-10-11', {
    codigoHorario: '007', primeiraEntrada: '19:00', horasDiurnas: 180, horasNoturnas: 617, extras: [{ minutos: 69, percentual: 50, modalidade: 'N' }],
    marcacoes: [marca('2026-10-11', '19:00', 'E', 1), marca('2026-10-12', '08:00', 'S', 1)],
  })],
}

const DADOS: DadosFiscais = {
  empregador: { tipoIdentificador: '1', cnpjCpf: '46.523.015/0001-35', cei: '512340018475', caepf: null, cno: null, razaoSocial: 'Prefeitura Municipal de Santa Aurora' },
  inicio: '2026-10-01',
  fim: '2026-10-31',
  geradoEm: '2026-11-16T10:30',
  reps: [{ numeroFabricacao: REP, tipo: 'REP_C' }],
  horarios: [
    { codigo: '001', duracao: 480, pares: [{ entrada: '08:00', saida: '12:00' }, { entrada: '13:00', saida: '17:00' }] },
    { codigo: '005', duracao: 480, pares: [] },
    { codigo: '007', duracao: 780, pares: [{ entrada: '19:00', saida: '07:00' }] },
  ],
  vinculos: [JOAO, BENICIO],
}

const linhas = (bytes: Uint8Array) => {
  const texto = latin1Text(bytes)
  expect(texto.endsWith('\r\n')).toBe(true)
  return texto.split('\r\n').slice(0, -1)
}

describe('AEJ (Portaria 671, Anexo VI)', () => {
  const ls = linhas(escreverAej(DADOS))

  it('writes records 01..08, 99 and the signature line, each field as the layout asks', () => {
    expect(validar('AEJ', escreverAej(DADOS))).toEqual([])
    expect(ls[0]).toBe('01|1|46523015000135|||Prefeitura Municipal de Santa Aurora|2026-10-01|2026-10-31|2026-11-16T10:30:00-0300|001')
    expect(ls).toContain('02|1|1|00014003750012345')
    expect(ls).toContain('03|1|12345678909|João Conceição')
    expect(ls).toContain('04|001|480|0800|1200|1300|1700')
    expect(ls.filter((l) => l.startsWith('08|'))).toEqual(['08|Ponto|1.0.0|1|11222333000181|Ponto Sistemas|suporte@ponto.dev'])
    expect(ls.at(-2)).toBe('99|1|1|2|3|19|0|4|1')
    expect(ls.at(-1)).toBe(ASSINATURA_AEJ)
    expect(ASSINATURA_AEJ).toHaveLength(100)
  })

  it('numbers the pair of each punch with 3 digits and names the contractual schedule on the first entry only', () => {
    expect(ls.filter((l) => l.startsWith('05|1|2026-10-05'))).toEqual([
      '05|1|2026-10-05T08:00:00-0300|1|E|001|O|001|',
      '05|1|2026-10-05T12:00:00-0300||S|001|I||Esquecimento de marcação',
      '05|1|2026-10-05T12:01:00-0300|1|D|001|O||Falha no relógio',
      '05|1|2026-10-05T13:00:00-0300|1|E|002|O||',
      '05|1|2026-10-05T18:30:00-0300|1|S|002|O||',
    ])
  })

  it('record 07: 1 is the rest day the employee had, 2 a whole day of absence only, 3 the hour bank (1 in, 2 out)', () => {
    expect(ls.filter((l) => l.startsWith('07|'))).toEqual([
      '07|1|2|2026-10-06|480|',
      '07|1|1|2026-10-11||',
      '07|1|3|2026-10-13|30|2',
      '07|1|3|2026-10-14|60|1',
    ])
    // The 20-minute delay of 2026-10-07 is no absence.
    expect(ls.some((l) => l.includes('2026-10-07|'))).toBe(false)
  })

  it('durJornada of a schedule without fixed times is its daily workload; its first pair is left empty', () => {
    expect(ls).toContain('04|005|480||')
    expect(ls).toContain('04|007|780|1900|0700')
  })

  it("puts a CAEPF or a CNO in their own fields and never a CEI; the header's final date reaches a night shift's last exit", () => {
    const comCaepf = { ...DADOS, empregador: { ...DADOS.empregador, cei: null, caepf: '12.345.678/9012-34', cno: '51.234.00184/75' } }
    const cabecalho = linhas(escreverAej(comCaepf))[0]!.split('|')
    expect(cabecalho.slice(3, 5)).toEqual(['12345678901234', '512340018475'])
    const virada = { ...DADOS, fim: '2026-10-11', vinculos: [BENICIO] }
    expect(linhas(escreverAej(virada))[0]!.split('|')[7]).toBe('2026-10-12')
    expect(validar('AEJ', escreverAej(virada))).toEqual([])
  })

  it("names the day's own contractual schedule on its first entry; a record 04 of the AEJ only stays out of the ACJEF", () => {
    const sabado = dia('2026-10-10', {
      codHorContratual: '001-SAB', primeiraEntrada: '08:00', horasDiurnas: 240,
      marcacoes: [marca('2026-10-10', '08:00', 'E', 1), marca('2026-10-10', '12:00', 'S', 1)],
    })
    const dados: DadosFiscais = {
      ...DADOS,
      horarios: [...DADOS.horarios, { codigo: '001-SAB', duracao: 240, pares: [{ entrada: '08:00', saida: '12:00' }], soAej: true }],
      vinculos: [{ ...JOAO, dias: [sabado] }],
    }
    const aej = escreverAej(dados)
    expect(validar('AEJ', aej)).toEqual([])
    expect(linhas(aej)).toContain('04|001-SAB|240|0800|1200')
    expect(linhas(aej)).toContain('05|1|2026-10-10T08:00:00-0300|1|E|001|O|001-SAB|')
    const acjef = escreverAcjef(dados)
    expect(validar('ACJEF', acjef)).toEqual([])
    expect(linhas(acjef).filter((l) => l.slice(9, 10) === '2').map((l) => l.slice(10, 14))).toEqual(['0001', '0005', '0007'])
  })

  it('writes record 06 (matrícula eSocial) only for an employee with more than one vínculo in the file', () => {
    const segundoContrato = { ...JOAO, matricula: '2001', dias: [] }
    const dois = linhas(escreverAej({ ...DADOS, vinculos: [JOAO, segundoContrato, BENICIO] }))
    expect(dois.filter((l) => l.startsWith('06|'))).toEqual(['06|1|1001', '06|2|2001'])
    expect(validar('AEJ', escreverAej({ ...DADOS, vinculos: [JOAO, segundoContrato, BENICIO] }))).toEqual([])
  })

  it('is ISO-8859-1: one byte per accented character; a "|" in a text field does not split it', () => {
    const bytes = escreverAej(DADOS)
    expect(bytes.includes(0xe3)).toBe(true) // ã
    expect(bytes.length).toBe(latin1Text(bytes).length)
    const comBarra = { ...DADOS, vinculos: [{ ...JOAO, nome: 'João | Conceição' }] }
    expect(linhas(escreverAej(comBarra))).toContain('03|1|12345678909|João   Conceição')
  })
})

describe('AFDT (Portaria 1510, Anexo II)', () => {
  it('writes the header (215), one record 2 per treated punch (155) and the trailer (10)', () => {
    expect(validar('AFDT', escreverAfdt(DADOS))).toEqual([])
    const ls = linhas(escreverAfdt(DADOS))
    expect(ls.map((l) => l.length)).toEqual([215, ...Array(19).fill(155), 10])
    expect(ls[0]!.slice(0, 37)).toBe('000000000' + '1' + '1' + '46523015000135' + '512340018475')
    expect(ls[0]!.slice(187)).toBe('01102026' + '31102026' + '16112026' + '1030')
    expect(ls[1]!.slice(0, 55)).toBe('000000001' + '2' + '05102026' + '0800' + '012011223344' + REP + 'E' + '01' + 'O')
    expect(ls[2]!.slice(34, 55)).toBe('0'.repeat(17) + 'S01I')
    expect(ls[2]!.slice(55).trimEnd()).toBe('Esquecimento de marcação')
    expect(ls[3]!.slice(51, 55)).toBe('D01O')
    expect(ls[5]!.slice(51, 55)).toBe('S02O')
    expect(ls.at(-1)).toBe('9999999999')
  })
})

describe('ACJEF (Portaria 1510, Anexo III)', () => {
  const ls = linhas(escreverAcjef(DADOS))
  const SEM_EXTRA = '0000' + '0000' + ' '

  it('writes the header, the contractual schedules (30), one record 3 per jornada (91) and the trailer', () => {
    expect(validar('ACJEF', escreverAcjef(DADOS))).toEqual([])
    expect(ls.map((l) => l.length)).toEqual([215, 30, 30, 30, 91, 91, 91, 91, 91, 91, 10])
    expect(ls[10]).toBe('9999999999')
  })

  it('record 2 gives entrada, saída, início and fim do intervalo, in that order', () => {
    expect(ls.slice(1, 4)).toEqual([
      '000000001' + '2' + '0001' + '0800' + '1700' + '1200' + '1300',
      '000000002' + '2' + '0005' + '0000' + '0000' + '0000' + '0000',
      '000000003' + '2' + '0007' + '1900' + '0700' + '0000' + '0000',
    ])
  })

  it('encodes the overtime percentage with 3 integer positions and 1 decimal: 50 % is 0500, 100 % is 1000', () => {
    expect(ls[4]).toBe('000000004' + '3' + '012011223344' + '05102026' + '0800' + '0001' + '0800' + '0000'
      + '0130' + '0500' + 'D' + SEM_EXTRA.repeat(3) + '0000' + '1' + '0000')
    const cem = { ...DADOS, vinculos: [{ ...JOAO, dias: [{ ...JOAO.dias[0]!, extras: [{ minutos: 60, percentual: 100, modalidade: 'D' as const }] }] }] }
    expect(linhas(escreverAcjef(cem))[4]!.slice(46, 55)).toBe('0100' + '1000' + 'D')
  })

  it('a shortfall is in faltas/atrasos; hour-bank minutes are "horas para compensar", not ordinary hours', () => {
    expect(ls[5]!.slice(22, 30) + ls[5]!.slice(82)).toBe('06102026' + '0800' + '1' + '0000')
    expect(ls[6]!.slice(38, 46) + ls[6]!.slice(82)).toBe('0740' + '0000' + '0020' + '1' + '0000')
    expect(ls[7]!.slice(38, 46) + ls[7]!.slice(82)).toBe('0730' + '0000' + '0000' + '2' + '0030')
    expect(ls[8]!.slice(38, 46) + ls[8]!.slice(82)).toBe('0800' + '0000' + '0000' + '1' + '0100')
  })

  it('a jornada with more than four kinds of overtime (a night shift into a holiday) goes on in a second record 3: no hours dropped', () => {
    // 14:00 to 08:00 into a holiday: 50, 70 and 75 % by day and 50 % at night before midnight, 100 % by day and night after.
    const extras: DiaFiscal['extras'] = [
      { minutos: 120, percentual: 50, modalidade: 'D' }, { minutos: 60, percentual: 70, modalidade: 'D' },
      { minutos: 30, percentual: 75, modalidade: 'D' }, { minutos: 60, percentual: 100, modalidade: 'D' },
      { minutos: 70, percentual: 50, modalidade: 'N' }, { minutos: 137, percentual: 100, modalidade: 'N' },
    ]
    const feriado = { ...DADOS, vinculos: [{ ...BENICIO, dias: [{ ...BENICIO.dias[0]!, extras, faltasAtrasos: 15, bancoHoras: -20 }] }] }
    const arquivo = escreverAcjef(feriado)
    expect(validar('ACJEF', arquivo)).toEqual([])
    const jornada = '3' + '012345678900' + '11102026' + '1900' + '0007'
    const registros = linhas(arquivo).filter((l) => l.slice(9, 10) === '3')
    expect(registros).toEqual([
      '000000004' + jornada + '0300' + '1017' + '0200' + '0500' + 'D' + '0100' + '0700' + 'D' + '0030' + '0750' + 'D' + '0100' + '1000' + 'D'
        + '0015' + '2' + '0020',
      '000000005' + jornada + '0000' + '0000' + '0110' + '0500' + 'N' + '0217' + '1000' + 'N' + SEM_EXTRA.repeat(2) + '0000' + '1' + '0000',
    ])
    const minutos = registros.flatMap((l) => [46, 55, 64, 73].map((i) => Number(l.slice(i, i + 2)) * 60 + Number(l.slice(i + 2, i + 4))))
    expect(minutos.reduce((a, b) => a + b, 0)).toBe(extras.reduce((a, e) => a + e.minutos, 0))
  })

  it('night work: ordinary day hours by the clock, ordinary night hours reduced, night overtime once, as "N"', () => {
    expect(ls[9]).toBe('000000009' + '3' + '012345678900' + '11102026' + '1900' + '0007' + '0300' + '1017'
      + '0109' + '0500' + 'N' + SEM_EXTRA.repeat(3) + '0000' + '1' + '0000')
  })
})
