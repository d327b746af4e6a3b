import { describe, expect, it } from 'vitest'
import { ACJEF, AEJ, AFDT, ASSINATURA_AEJ, type Campo1510 } from './leiautes'
import { validar } from './validador'

const CRLF = '\r\n'
const arquivo = (...linhas: string[]) => linhas.join(CRLF) + CRLF

describe('the layout tables', () => {
  it('Portaria 1510: positions follow one another from 001; the records have the sizes of Anexos II and III', () => {
    const contiguo = (campos: readonly Campo1510[]) => campos.every((c, i) => c.posicao[0] === (i === 0 ? 1 : campos[i - 1]!.posicao[1] + 1) && c.posicao[1] >= c.posicao[0])
    for (const tabela of [AFDT, ACJEF]) expect(Object.values(tabela).every(contiguo)).toBe(true)
    const tamanhos = (t: typeof AFDT) => Object.fromEntries(Object.entries(t).map(([tipo, campos]) => [tipo, campos.at(-1)!.posicao[1]]))
    expect(tamanhos(AFDT)).toEqual({ '1': 215, '2': 155, '9': 10 })
    expect(tamanhos(ACJEF)).toEqual({ '1': 215, '2': 30, '3': 91, '9': 10 })
  })

  it('AEJ: the fields of each record, in order (Portaria 671, Anexo VI)', () => {
    expect(Object.fromEntries(Object.entries(AEJ).map(([tipo, campos]) => [tipo, campos.length]))).toEqual({
      '01': 10, '02': 4, '03': 4, '04': 5, '05': 9, '06': 3, '07': 6, '08': 7, '99': 9,
    })
    expect(AEJ['05']!.map((c) => c.nome)).toEqual(['tipoReg', 'idtVinculoAej', 'dataHoraMarc', 'idRepAej', 'tpMarc', 'seqEntSaida', 'fonteMarc', 'codHorContratual', 'motivo'])
  })
})

describe('validar AEJ', () => {
  const CABECALHO = '01|1|46523015000135|||Prefeitura|2026-10-01|2026-10-31|2026-11-16T10:30:00-0300|001'
  const PROGRAMA = '08|Ponto|1.0.0|1|11222333000181|Ponto Sistemas|suporte@ponto.dev'
  const corpo = (...registros: string[]) => {
    const todos = [CABECALHO, ...registros, PROGRAMA]
    const contagem = ['01', '02', '03', '04', '05', '06', '07', '08'].map((t) => todos.filter((l) => l.startsWith(`${t}|`)).length)
    return arquivo(...todos, `99|${contagem.join('|')}`, ASSINATURA_AEJ)
  }
  const BASE = ['02|1|1|00014003750012345', '03|1|12345678909|João', '04|001|480|0800|1200|1300|1700']

  it('accepts a file that follows the table', () => {
    expect(validar('AEJ', corpo(...BASE, '05|1|2026-10-05T08:00:00-0300|1|E|001|O|001|', '07|1|3|2026-10-05|30|2'))).toEqual([])
  })

  it('reports the line, the field and the problem', () => {
    const violacoes = validar('AEJ', corpo(...BASE,
      '05|1|2026-10-05T08:00:00-0300|1|E|1|O||',
      '05|1|2026-10-05T12:00:00-0300||S|001|I||',
      '05|1|2026-10-05T13:00:00-0300|9|E|002|O|002|',
      '07|1|3|2026-10-05||',
      '07|1|1|2026-11-05||',
    ))
    expect(violacoes).toEqual([
      { linha: 5, campo: 'seqEntSaida', problema: 'tamanho 1, o leiaute pede 3' },
      { linha: 6, campo: 'motivo', problema: 'vazio (obrigatório quando tpMarc = "D" ou fonteMarc = "I")' },
      { linha: 7, campo: 'idRepAej', problema: '"9" não está em nenhum registro 02' },
      { linha: 7, campo: 'codHorContratual', problema: '"002" não está em nenhum registro 04' },
      { linha: 8, campo: 'qtMinutos', problema: 'vazio (obrigatório quando tipoAusenOuComp = "3")' },
      { linha: 8, campo: 'tipoMovBH', problema: 'vazio (obrigatório quando tipoAusenOuComp = "3")' },
      { linha: 9, campo: 'data', problema: '2026-11-05 fora do período 2026-10-01 a 2026-10-31 do cabeçalho' },
    ])
  })

  it('the contractual schedule is required on the first entry of a jornada', () => {
    expect(validar('AEJ', corpo(...BASE, '05|1|2026-10-05T08:00:00-0300|1|E|001|O||'))).toEqual([
      { linha: 5, campo: 'codHorContratual', problema: 'vazio (obrigatório quando tpMarc = "E" e seqEntSaida = "001")' },
    ])
  })

  it('record 06 only for an employee with more than one vínculo; CPF and CNPJ check digits', () => {
    expect(validar('AEJ', corpo('03|1|12345678900|João', '06|1|1001'))).toEqual([
      { linha: 2, campo: 'cpf', problema: 'CPF inválido: "12345678900"' },
      { linha: 3, campo: 'idtVinculoAej', problema: 'registro 06 para quem tem um só vínculo no arquivo' },
    ])
    expect(validar('AEJ', corpo('03|1|12345678909|João', '03|2|12345678909|João', '06|1|1001', '06|2|1002'))).toEqual([])
  })

  it('a CEI in the CNO field is caught by its size only when it is not 12 digits: the writer keeps it out (dados.ts)', () => {
    const comCaepf = CABECALHO.replace('|||', '|12345678901234|512340018475|')
    expect(validar('AEJ', arquivo(comCaepf, PROGRAMA, '99|1|0|0|0|0|0|0|1', ASSINATURA_AEJ))).toEqual([])
    const caepfCurto = CABECALHO.replace('|||', '|512340018475||')
    expect(validar('AEJ', arquivo(caepfCurto, PROGRAMA, '99|1|0|0|0|0|0|0|1', ASSINATURA_AEJ)))
      .toEqual([{ linha: 1, campo: 'caepf', problema: 'tamanho 12, o leiaute pede 14' }])
  })

  it('the trailer counts each record type; the signature line closes the file; records go in type order', () => {
    const semAssinatura = corpo(...BASE).replace(ASSINATURA_AEJ + CRLF, '').replace('99|1|1|1|1|0|0|0|1', '99|1|1|1|2|0|0|0|1')
    expect(validar('AEJ', semAssinatura)).toEqual([
      { linha: 6, campo: 'assinDigital', problema: 'a última linha não é a da assinatura digital ("ASSINATURA_DIGITAL_EM_ARQUIVO_P7S" em 100 posições)' },
      { linha: 6, campo: 'qtRegistrosTipo04', problema: 'diz 2, o arquivo tem 1' },
    ])
    expect(validar('AEJ', corpo('03|1|12345678909|João', '02|1|1|00014003750012345'))).toEqual([
      { linha: 3, campo: 'tipoReg', problema: 'registro 02 depois de um registro 03' },
    ])
  })

  it('record 04: a further pair is whole; a schedule without fixed times may leave its only pair empty', () => {
    expect(validar('AEJ', corpo('04|005|480||'))).toEqual([])
    expect(validar('AEJ', corpo('04|001|480|0800|1200|1300|'))).toEqual([{ linha: 2, campo: 'hrEntrada02', problema: 'par entrada/saída incompleto' }])
    expect(validar('AEJ', corpo('04|001|480|0800|'))).toEqual([{ linha: 2, campo: 'hrSaida01', problema: 'vazio (obrigatório)' }])
    expect(validar('AEJ', corpo('04|001|480|0800'))).toEqual([{ linha: 2, campo: '(registro)', problema: '4 campos, o registro 04 tem 3 mais pares entrada/saída' }])
  })
})

describe('validar AFDT and ACJEF', () => {
  const CABECALHO = '000000000' + '1' + '1' + '46523015000135' + '512340018475' + 'Prefeitura'.padEnd(150) + '01102026' + '31102026' + '16112026' + '1030'
  const marcacao = (nsr: number, extra = '') =>
    (String(nsr).padStart(9, '0') + '2' + '05102026' + '0800' + '012011223344' + '00014003750012345' + 'E' + '01' + 'O' + extra).padEnd(155)
  const TRAILER = '9999999999'

  it('AFDT: accepts the table; reports size, NSR sequence, a missing reason, dates out of the period, a wrong PIS', () => {
    expect(validar('AFDT', arquivo(CABECALHO, marcacao(1), marcacao(2), TRAILER))).toEqual([])
    const incluida = marcacao(3).slice(0, 54) + 'I' + ' '.repeat(100)
    const foraDoPeriodo = marcacao(4).replace('05102026', '01112026')
    const pisErrado = marcacao(5).replace('012011223344', '012011223345')
    expect(validar('AFDT', arquivo(CABECALHO, marcacao(1), marcacao(3).slice(0, 154), incluida, foraDoPeriodo, pisErrado, TRAILER))).toEqual([
      { linha: 3, campo: '(registro)', problema: '154 posições, o registro 2 tem 155' },
      { linha: 4, campo: 'motivo', problema: 'em branco (obrigatório quando tipo de marcação "D" ou registro "I")' },
      { linha: 4, campo: 'nsr', problema: '000000003, o seguinte é 000000002' },
      { linha: 5, campo: 'nsr', problema: '000000004, o seguinte é 000000003' },
      { linha: 5, campo: 'dataMarcacao', problema: '2026-11-01 fora do período 2026-10-01 a 2026-10-31 do cabeçalho' },
      { linha: 6, campo: 'pis', problema: 'PIS inválido: "012011223345"' },
      { linha: 6, campo: 'nsr', problema: '000000005, o seguinte é 000000004' },
    ])
  })

  it('header and trailer: the AFD constants, or the sequence of the records in the file (the tables allow both readings)', () => {
    const numerado = '000000001' + CABECALHO.slice(9)
    expect(validar('AFDT', arquivo(numerado, marcacao(2), marcacao(3), '000000004' + '9'))).toEqual([])
    expect(validar('AFDT', arquivo(CABECALHO, marcacao(1), '000000007' + '9'))).toEqual([
      { linha: 3, campo: 'sequencial', problema: '"000000007": nem 999999999 nem 000000002' },
    ])
  })

  const HORARIO = '000000001' + '2' + '0001' + '0800' + '1700' + '1200' + '1300'
  const jornada = (extras: string, codigo = '0001') => '000000002' + '3' + '012011223344' + '05102026' + '0800' + codigo + '0800' + '0000'
    + extras.padEnd(36, ' ').replace(/ {9}/g, '0000' + '0000' + ' ') + '0000' + '1' + '0000'

  it('ACJEF: formats of times, amounts and percentages; an overtime slot is whole; the schedule code exists', () => {
    expect(validar('ACJEF', arquivo(CABECALHO, HORARIO, jornada('0130' + '0500' + 'D'), TRAILER))).toEqual([])
    expect(validar('ACJEF', arquivo(CABECALHO, HORARIO.replace('1700', '2460'), jornada('0175' + '0500' + 'X', '0002'), TRAILER))).toEqual([
      { linha: 2, campo: 'saida', problema: 'hora fora do formato hhmm' },
      { linha: 3, campo: 'horasExtras1', problema: 'minutos acima de 59 (formato hhmm)' },
      { linha: 3, campo: 'modalidadeHorasExtras1', problema: 'valor "X" fora de D, N,  ' },
      { linha: 3, campo: 'codigoHorario', problema: '"0002" não está em nenhum registro 2' },
    ])
    expect(validar('ACJEF', arquivo(CABECALHO, HORARIO, jornada('0000' + '0500' + 'D'), TRAILER))).toEqual([
      { linha: 3, campo: 'percentualHorasExtras1', problema: 'percentual sem horas extras' },
      { linha: 3, campo: 'modalidadeHorasExtras1', problema: 'modalidade sem horas extras' },
    ])
  })

  it('both: CR LF after every record, no blank line', () => {
    expect(validar('ACJEF', [CABECALHO, HORARIO, '', TRAILER].join('\r\n'))).toEqual([
      { linha: 0, campo: '(arquivo)', problema: 'a última linha não termina em CR LF' },
      { linha: 3, campo: '(registro)', problema: 'linha em branco' },
      { linha: 3, campo: 'tipoRegistro', problema: 'registro "" fora de lugar ou desconhecido' },
    ])
  })
})
