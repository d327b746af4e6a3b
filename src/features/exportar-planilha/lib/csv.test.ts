import { describe, expect, it } from 'vitest'
import { gerarCsv, textoCsv } from './csv'

const planilha = (linhas: (string | number | null)[][]) => ({ titulo: 'Teste', colunas: ['Nome', 'Valor'], linhas })

describe('CSV for Brazilian Excel', () => {
  it('starts with the UTF-8 BOM, separates fields with ";" and ends each line with CRLF', () => {
    expect(textoCsv(planilha([['Fernanda Funcionária', '08:00']]))).toBe('\uFEFFNome;Valor\r\nFernanda Funcionária;08:00\r\n')
  })

  it('writes numbers with a decimal comma and no thousands separator; null is an empty field', () => {
    expect(
      textoCsv(
        planilha([
          ['a', 1234.5],
          ['b', -0.25],
          ['c', null],
          ['d', Number.NaN],
        ]),
      ),
    ).toBe('\uFEFFNome;Valor\r\na;1234,5\r\nb;-0,25\r\nc;\r\nd;\r\n')
  })

  it('quotes fields with the separator, quotes, line breaks or edge spaces, doubling the quotes', () => {
    const csv = textoCsv(
      planilha([
        ['Silva; Souza', 'diz "oi"'],
        ['linha 1\nlinha 2', ' espaço '],
      ]),
    )
    expect(csv.split('\r\n').slice(1, 3)).toEqual(['"Silva; Souza";"diz ""oi"""', '"linha 1\nlinha 2";" espaço "'])
  })

  it('keeps a text that a spreadsheet would run as a formula as text, but not a negative balance', () => {
    const csv = textoCsv(
      planilha([
        ['=HYPERLINK("x")', '-01:30'],
        ['@SUM(A1)', '+5'],
        ['-x', '-3'],
        ["-2+3+cmd|' /C calc'!A0", '-1.234,5'],
      ]),
    )
    expect(csv.split('\r\n').slice(1, 5)).toEqual(['"\'=HYPERLINK(""x"")";-01:30', "'@SUM(A1);'+5", "'-x;-3", "'-2+3+cmd|' /C calc'!A0;-1.234,5"])
  })

  it("quotes a comma or a tab, so a reader whose list separator is ',' or tab does not split off a formula", () => {
    const csv = textoCsv(planilha([['Silva,=HYPERLINK("x")', 'a\t-1+1'], ['b', '-1.234,5']]))
    expect(csv.split('\r\n').slice(1, 3)).toEqual(['"Silva,=HYPERLINK(""x"")";"a\t-1+1"', 'b;-1.234,5'])
  })

  it('is a text/csv Blob in UTF-8 whose bytes start with the BOM', async () => {
    const blob = gerarCsv(planilha([['a', 1]]))
    expect(blob.type).toBe('text/csv;charset=utf-8')
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })
})
