import { describe, expect, it } from 'vitest'
import { escreverAcjef, escreverAej, escreverAfdt, type DadosFiscais } from './layouts'
import { latin1Text } from './texto'

const DADOS: DadosFiscais = {
  empregador: { tipoIdentificador: '1', cnpjCpf: '46.523.015/0001-10', cei: null, razaoSocial: 'Prefeitura Municipal de Santa Aurora' },
  inicio: '2026-10-01',
  fim: '2026-10-31',
  geradoEm: '2026-11-16T10:30',
  reps: [{ numeroFabricacao: '00014003750012345', tipo: 'REP_C' }],
  horarios: [{ codigo: '001', duracao: 480, pares: [{ entrada: '08:00', saida: '12:00' }, { entrada: '13:00', saida: '17:00' }] }],
  vinculos: [{
    cpf: '123.456.789-09', pis: '120.11223.34-4', nome: 'João Conceição', matricula: '1001',
    dias: [
      {
        data: '2026-10-05', codigoHorario: '001', primeiraEntrada: '08:00', horasDiurnas: 480, horasNoturnas: 0,
        extras: [{ minutos: 90, percentual: 50, modalidade: 'D' }], faltasAtrasos: 0, falta: false, descontoDSR: 0, saldoBanco: 0,
        marcacoes: [
          { data: '2026-10-05', hora: '08:00', rep: '00014003750012345', tipo: 'E', par: 1, fonte: 'O', motivo: null },
          { data: '2026-10-05', hora: '12:00', rep: null, tipo: 'S', par: 1, fonte: 'I', motivo: 'Esquecimento de marcação' },
          { data: '2026-10-05', hora: '12:01', rep: '00014003750012345', tipo: 'D', par: 0, fonte: 'O', motivo: 'Falha no relógio' },
        ],
      },
      {
        data: '2026-10-06', codigoHorario: '001', primeiraEntrada: null, horasDiurnas: 0, horasNoturnas: 0, extras: [],
        faltasAtrasos: 480, falta: true, descontoDSR: 0, saldoBanco: -30, marcacoes: [],
      },
    ],
  }],
}

const linhas = (bytes: Uint8Array) => {
  const texto = latin1Text(bytes)
  expect(texto.endsWith('\r\n')).toBe(true)
  return texto.split('\r\n').slice(0, -1)
}

describe('AEJ (Portaria 671, Anexo VI)', () => {
  it('writes records 01..08 and 99 separated by "|" with the layout fields', () => {
    const ls = linhas(escreverAej(DADOS))
    expect(ls[0]).toBe('01|1|46523015000110|||Prefeitura Municipal de Santa Aurora|2026-10-01|2026-10-31|2026-11-16T10:30:00-0300|001')
    expect(ls).toContain('02|1|1|00014003750012345')
    expect(ls).toContain('03|1|12345678909|João Conceição')
    expect(ls).toContain('04|001|480|0800|1200|1300|1700')
    expect(ls).toContain('05|1|2026-10-05T08:00:00-0300|1|E|1|O|001|')
    expect(ls).toContain('05|1|2026-10-05T12:00:00-0300||S|1|I|001|Esquecimento de marcação')
    expect(ls).toContain('05|1|2026-10-05T12:01:00-0300|1|D|0|O|001|Falha no relógio')
    expect(ls).toContain('06|1|1001')
    expect(ls).toContain('07|1|2|2026-10-06|480|')
    expect(ls).toContain('07|1|3|2026-10-06|30|2')
    expect(ls.filter((l) => l.startsWith('08|'))).toHaveLength(1)
    expect(ls.at(-1)).toBe('99|1|1|1|1|3|1|2|1')
    expect(ls.map((l) => l.slice(0, 2))).toEqual(['01', '02', '03', '04', '05', '05', '05', '06', '07', '07', '08', '99'])
  })

  it('is ISO-8859-1: one byte per accented character', () => {
    const bytes = escreverAej(DADOS)
    expect(bytes.includes(0xe3)).toBe(true) // ã
    expect(bytes.length).toBe(latin1Text(bytes).length)
  })
})

describe('AFDT (Portaria 1510)', () => {
  it('writes the header (215), one record 2 per treated punch (155) and the trailer (10)', () => {
    const ls = linhas(escreverAfdt(DADOS))
    expect(ls.map((l) => l.length)).toEqual([215, 155, 155, 155, 10])
    expect(ls[0]!.slice(0, 37)).toBe('000000000' + '1' + '1' + '46523015000110' + '000000000000')
    expect(ls[0]!.slice(187)).toBe('01102026' + '31102026' + '16112026' + '1030')
    expect(ls[1]!.slice(0, 55)).toBe('000000001' + '2' + '05102026' + '0800' + '012011223344' + '00014003750012345' + 'E' + '01' + 'O')
    expect(ls[2]!.slice(51, 55)).toBe('S01I')
    expect(ls[2]!.slice(55).trimEnd()).toBe('Esquecimento de marcação')
    expect(ls[3]!.slice(0, 10)).toBe('0000000032')
    expect(ls[3]!.slice(51, 55)).toBe('D00O')
    expect(ls[4]).toBe('9999999999')
  })

  it('encodes the overtime percentage with 3 integer positions and 1 decimal: 50 % is 0500, 100 % is 1000', () => {
    const dia = DADOS.vinculos[0]!.dias[0]!
    const cem = { ...DADOS, vinculos: [{ ...DADOS.vinculos[0]!, dias: [{ ...dia, extras: [{ minutos: 60, percentual: 100, modalidade: 'D' as const }] }] }] }
    expect(linhas(escreverAcjef(cem))[2]!.slice(46, 55)).toBe('0100' + '1000' + 'D')
  })
})

describe('ACJEF (Portaria 1510)', () => {
  it('writes the header, the contractual schedules (30), one record 3 per day (91) and the trailer', () => {
    const ls = linhas(escreverAcjef(DADOS))
    expect(ls.map((l) => l.length)).toEqual([215, 30, 91, 91, 10])
    expect(ls[1]).toBe('000000001' + '2' + '0001' + '0800' + '1200' + '1300' + '1700')
    expect(ls[2]).toBe('000000002' + '3' + '012011223344' + '05102026' + '0800' + '0001' + '0800' + '0000'
      + '0130' + '0500' + 'D' + ('0000' + '0000' + ' ').repeat(3) + '0000' + '1' + '0000')
    expect(ls[3]!.slice(-9)).toBe('0800' + '2' + '0030' + '')
    expect(ls[4]).toBe('9999999999')
  })

  it('encodes the overtime percentage with 3 integer positions and 1 decimal: 50 % is 0500, 100 % is 1000', () => {
    const dia = DADOS.vinculos[0]!.dias[0]!
    const cem = { ...DADOS, vinculos: [{ ...DADOS.vinculos[0]!, dias: [{ ...dia, extras: [{ minutos: 60, percentual: 100, modalidade: 'D' as const }] }] }] }
    expect(linhas(escreverAcjef(cem))[2]!.slice(46, 55)).toBe('0100' + '1000' + 'D')
  })
})
