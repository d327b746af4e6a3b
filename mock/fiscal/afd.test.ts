import { describe, expect, it } from 'vitest'
import { escreverAfd1510, escreverAfd671, lerAfd, type AfdEntrada } from './afd'
import { crc16Kermit, crc16Modbus, latin1Bytes, latin1Text } from './texto'

const ENTRADA: AfdEntrada = {
  cnpj: '46523015000110',
  razaoSocial: 'Prefeitura Municipal de Santa Aurora - Paço',
  numeroFabricacao: '00014003750012345',
  inicio: '2026-11-01',
  fim: '2026-11-30',
  geradoEm: '2026-11-16T18:00',
  primeiroNsr: 41,
  marcacoes: [
    { dataHora: '2026-11-16T08:00', cpf: '12345678909', pis: '12011223344' },
    { dataHora: '2026-11-16T12:01', cpf: '12345678909', pis: '12011223344' },
    { dataHora: '2026-11-16T13:00', cpf: '12345678909', pis: '12011223344' },
  ],
}

const linhas = (bytes: Uint8Array) => latin1Text(bytes).split('\r\n').filter(Boolean)
const arquivo = (ls: string[]) => latin1Bytes(ls.join('\r\n') + '\r\n')

describe('CRC-16', () => {
  it('computes the catalogue check values of KERMIT and MODBUS', () => {
    expect(crc16Kermit('123456789')).toBe('2189')
    expect(crc16Modbus('123456789')).toBe('4B37')
  })
})

describe('lerAfd: Portaria 671 (leiaute 003)', () => {
  it('reads a valid file: header, punches with NSR, date, time and CPF, no errors', () => {
    const lido = lerAfd(escreverAfd671(ENTRADA))
    expect(lido.erros).toEqual([])
    expect(lido.portaria).toBe('671')
    expect(lido.crc).toBe('KERMIT')
    expect(lido.cabecalho).toMatchObject({ cnpjCpf: '46523015000110', numeroFabricacao: '00014003750012345', inicio: '2026-11-01', fim: '2026-11-30' })
    expect(lido.cabecalho?.razaoSocial).toBe('Prefeitura Municipal de Santa Aurora - Paço')
    expect(lido.marcacoes).toEqual([
      { linha: 2, nsr: 41, data: '2026-11-16', hora: '08:00', cpf: '12345678909', pis: null },
      { linha: 3, nsr: 42, data: '2026-11-16', hora: '12:01', cpf: '12345678909', pis: null },
      { linha: 4, nsr: 43, data: '2026-11-16', hora: '13:00', cpf: '12345678909', pis: null },
    ])
  })

  it('writes records of the layout widths with a KERMIT CRC-16 and ISO-8859-1 bytes', () => {
    const bytes = escreverAfd671(ENTRADA)
    const [header, marcacao, , , trailer] = linhas(bytes)
    expect(header).toHaveLength(302)
    expect(header!.slice(250, 253)).toBe('003')
    expect(marcacao).toHaveLength(50)
    expect(marcacao!.slice(0, 34)).toBe('0000000413' + '2026-11-16T08:00:00-0300')
    expect(marcacao!.slice(-4)).toBe(crc16Kermit(marcacao!.slice(0, -4)))
    expect(trailer).toBe('999999999' + '000000000' + '000000003' + '000000000'.repeat(4) + '9')
    expect(bytes.length).toBe(302 + 50 * 3 + 64 + 5 * 2)
    expect(bytes.includes(0xe7)).toBe(true) // 'ç' is one Latin-1 byte
  })

  it('accepts records whose CRC-16 is MODBUS', () => {
    const ls = linhas(escreverAfd671(ENTRADA)).map((l, i) => (i >= 1 && i <= 3 ? l.slice(0, -4) + crc16Modbus(l.slice(0, -4)) : l))
    const lido = lerAfd(arquivo(ls))
    expect(lido.erros).toEqual([])
    expect(lido.crc).toBe('MODBUS')
  })

  it('refuses a truncated file: the cut record has the wrong length and the trailer is missing', () => {
    const texto = latin1Text(escreverAfd671(ENTRADA))
    const lido = lerAfd(latin1Bytes(texto.slice(0, 302 + 2 + 50 + 2 + 30)))
    expect(lido.erros).toEqual([
      { linha: 3, mensagem: 'Tamanho inválido para o registro tipo 3: 30 caracteres (esperado 50).' },
      { linha: 3, mensagem: 'Trailer (registro tipo 9) ausente: o arquivo está incompleto (truncado?).' },
    ])
  })

  it('refuses reordered records (NSR out of order)', () => {
    const ls = linhas(escreverAfd671(ENTRADA))
    const reordenado = [ls[0]!, ls[2]!, ls[1]!, ls[3]!, ls[4]!]
    expect(lerAfd(arquivo(reordenado)).erros).toEqual([{ linha: 3, mensagem: 'NSR fora de ordem: 000000041 depois de 000000042.' }])
  })

  it('refuses a corrupted record (its CRC-16 no longer matches) and points at its line', () => {
    const ls = linhas(escreverAfd671(ENTRADA))
    ls[2] = ls[2]!.replace('12:01', '12:09')
    const { erros } = lerAfd(arquivo(ls))
    expect(erros).toHaveLength(1)
    expect(erros[0]).toMatchObject({ linha: 3 })
    expect(erros[0]!.mensagem).toMatch(/^CRC-16 inválido: informado "[0-9A-F]{4}", calculado [0-9A-F]{4}\.$/)
  })

  it('lists a corrupted last record before the missing trailer it was cut with: the errors go line by line, a line\'s own first', () => {
    const ls = linhas(escreverAfd671(ENTRADA))
    ls[2] = ls[2]!.replace('12:01', '12:09')
    const { erros } = lerAfd(arquivo(ls.slice(0, 3)))
    expect(erros.map((e) => [e.linha, e.mensagem.split(':')[0]])).toEqual([
      [3, 'CRC-16 inválido'],
      [3, 'Trailer (registro tipo 9) ausente'],
    ])
  })

  it('on a MODBUS clock’s file, a corrupted record is reported with the MODBUS value the clock would have written', () => {
    const modbus = (l: string) => l.slice(0, -4) + crc16Modbus(l.slice(0, -4))
    const ls = linhas(escreverAfd671(ENTRADA)).map((l, i, todas) => (i < todas.length - 1 ? modbus(l) : l))
    ls[2] = ls[2]!.replace('12:01', '12:09')
    const corpo = ls[2].slice(0, -4)
    expect(lerAfd(arquivo(ls)).erros).toEqual([{
      linha: 3,
      mensagem: `CRC-16 inválido: informado "${ls[2].slice(-4)}", calculado ${crc16Modbus(corpo)} (CRC-16/MODBUS, como nos demais registros).`,
    }])
  })

  it('refuses an unknown record type, a bad date and a trailer whose counts differ', () => {
    const ls = linhas(escreverAfd671(ENTRADA))
    const estranho = '0000000448' + 'x'.repeat(40)
    const dataRuim = '000000045' + '3' + '2026-02-30T08:00:00-0300' + '012345678909'
    const trailer = ls[4]!
    const lido = lerAfd(arquivo([...ls.slice(0, 4), estranho, dataRuim + crc16Kermit(dataRuim), trailer]))
    expect(lido.erros).toEqual([
      { linha: 5, mensagem: 'Tipo de registro desconhecido: "8".' },
      { linha: 6, mensagem: 'Data/hora da marcação inválida: "2026-02-30T08:00:00-0300".' },
      { linha: 7, mensagem: 'Trailer: quantidade de registros tipo 3 informada "000000003", encontrada 4.' },
    ])
  })

  it('refuses a file saved as UTF-8 instead of Latin-1', () => {
    const utf8 = new TextEncoder().encode(latin1Text(escreverAfd671(ENTRADA)))
    const { erros } = lerAfd(utf8)
    expect(erros[0]).toEqual({ linha: 0, mensagem: 'Codificação inválida: o AFD deve estar em ISO-8859-1 (Latin-1); o arquivo parece estar em UTF-8.' })
    expect(erros).toContainEqual({ linha: 1, mensagem: expect.stringContaining('Cabeçalho não reconhecido') as string })
  })

  it('reads REP-P punches (type 7, 137 characters, chained SHA-256) and accepts the signature line after the trailer', () => {
    const ls = linhas(escreverAfd671({ ...ENTRADA, repP: true }))
    expect(ls[1]).toHaveLength(137)
    const lido = lerAfd(arquivo([...ls, 'S'.repeat(100)]))
    expect(lido.erros).toEqual([])
    expect(lido.marcacoes[0]).toEqual({ linha: 2, nsr: 41, data: '2026-11-16', hora: '08:00', cpf: '12345678909', pis: null })
    expect(lido.marcacoes).toHaveLength(3)
  })

  it('refuses a REP-P file whose hash chain breaks, naming the first broken line', () => {
    const ls = linhas(escreverAfd671({ ...ENTRADA, repP: true }))
    // The punch of line 3 moved from 12:01 to 12:31, its hash left as it was.
    const alterada = ls[2]!.replace('T12:01', 'T12:31')
    expect(lerAfd(arquivo([ls[0]!, ls[1]!, alterada, ...ls.slice(3)])).erros).toEqual([
      { linha: 3, mensagem: 'Cadeia de hash (SHA-256) dos registros tipo 7 quebrada: o registro foi alterado, removido ou reordenado.' },
    ])
    // A record removed from the middle: the next one no longer seals the one before it.
    const semUma = lerAfd(arquivo([ls[0]!, ls[1]!, ls[3]!, ls.at(-1)!.replace('000000003', '000000002')]))
    expect(semUma.erros).toEqual([expect.objectContaining({ linha: 3, mensagem: expect.stringContaining('Cadeia de hash') as string })])
  })

  it('reads a real REP-C file: CPF left-aligned with a trailing space, Latin-1 names, a digital signature after the trailer', () => {
    const ls = linhas(escreverAfd671(ENTRADA))
    // The clock writes the CPF '12345678909 ' instead of '012345678909' (its CRC-16 computed over what it wrote).
    const desalinhado = (linha: string) => {
      const corpo = linha.slice(0, 34) + '12345678909 '
      return corpo + crc16Kermit(corpo)
    }
    // A type-5 record (employee): operation, CPF and a Latin-1 name.
    const empregado5 = '000000044' + '5' + '2026-11-16T07:00:00-0300' + 'I' + '012345678909' + 'JOÃO DA CONCEIÇÃO'.padEnd(52) + '00000000000' + ''
    const tipo5 = empregado5.padEnd(114) + crc16Kermit(empregado5.padEnd(114))
    const trailer = '999999999' + '000000000' + '000000003' + '000000000' + '000000001' + '000000000' + '000000000' + '9'
    const assinatura = 'MIIGZQYJKoZIhvcNAQcCoIIGVjCCBlICAQExDzANBglghkgBZQMEAgEFADALBgkqhkiG9w0BBwE='
    const lido = lerAfd(arquivo([ls[0]!, ...ls.slice(1, 4).map(desalinhado), tipo5, trailer, assinatura]))
    expect(lido.erros).toEqual([])
    expect(lido.marcacoes.map((m) => m.cpf)).toEqual(['12345678909', '12345678909', '12345678909'])
  })

  it('refuses an empty file and an unknown header', () => {
    expect(lerAfd(new Uint8Array()).erros).toEqual([{ linha: 0, mensagem: 'Arquivo vazio.' }])
    expect(lerAfd(latin1Bytes('bom dia\r\n')).erros[0]?.mensagem).toMatch(/^Cabeçalho não reconhecido/)
  })
})

describe('lerAfd: Portaria 1510', () => {
  it('reads a valid file: punches by PIS, dates ddMMyyyy and times HHmm', () => {
    const bytes = escreverAfd1510(ENTRADA)
    const ls = linhas(bytes)
    expect(ls.map((l) => l.length)).toEqual([232, 34, 34, 34, 46])
    const lido = lerAfd(bytes)
    expect(lido.erros).toEqual([])
    expect(lido.portaria).toBe('1510')
    expect(lido.crc).toBeNull()
    expect(lido.marcacoes[0]).toEqual({ linha: 2, nsr: 41, data: '2026-11-16', hora: '08:00', cpf: null, pis: '12011223344' })
  })

  it('refuses a truncated or reordered 1510 file', () => {
    const ls = linhas(escreverAfd1510(ENTRADA))
    expect(lerAfd(arquivo(ls.slice(0, 3))).erros).toEqual([
      { linha: 3, mensagem: 'Trailer (registro tipo 9) ausente: o arquivo está incompleto (truncado?).' },
    ])
    expect(lerAfd(arquivo([ls[0]!, ls[3]!, ls[1]!, ls[2]!, ls[4]!])).erros.map((e) => e.linha)).toEqual([3])
  })

  it('refuses a file announced as 671 that follows 1510', () => {
    expect(lerAfd(escreverAfd1510(ENTRADA), '671').erros).toEqual([{ linha: 1, mensagem: 'O arquivo segue a Portaria 1510, não a 671.' }])
  })
})
