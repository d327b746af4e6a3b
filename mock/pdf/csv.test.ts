import { describe, expect, it } from 'vitest'
import { csvCell, csvLine, csvText } from './csv'

describe('csvCell', () => {
  it('prefixes an apostrophe to text a spreadsheet would run as a formula', () => {
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)")
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"')
  })

  it('neutralizes first and then quotes, so the apostrophe sits inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvCell('\r=1')).toBe('"\'\r=1"')
  })

  it('leaves negative numbers and hour balances as they are', () => {
    expect(csvCell('-01:30')).toBe('-01:30')
    expect(csvCell('-3')).toBe('-3')
    expect(csvCell('-1.234,56')).toBe('-1.234,56')
    expect(csvCell(-7)).toBe('-7')
  })

  it('quotes separators, quotes and line breaks and writes nothing for absent values', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('dito "assim"')).toBe('"dito ""assim"""')
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('José da Silva')).toBe('José da Silva')
  })

  it("quotes a comma or a tab, so a reader whose list separator is ',' or tab does not split off a formula", () => {
    expect(csvCell('Silva,=HYPERLINK("http://x")')).toBe('"Silva,=HYPERLINK(""http://x"")"')
    expect(csvCell('Silva\t+1+1')).toBe('"Silva\t+1+1"')
    expect(csvCell('-1.234,56')).toBe('-1.234,56')
    expect(csvCell('2,5')).toBe('2,5')
  })
})

describe('csvLine and csvText', () => {
  it('joins cells with semicolons and ends every line with CRLF', () => {
    expect(csvLine(['001', '+55 11', '-00:10'])).toBe("001;'+55 11;-00:10")
    expect(csvText([['a', 'b'], ['=c', 'd']])).toBe("a;b\r\n'=c;d\r\n")
  })
})
