import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cnpjWithCheckDigits, cpfWithCheckDigits, isValidCnpj, isValidCpf, isValidPis, pisWithCheckDigit } from './documentos'

describe('documentos', () => {
  it('validates known CPFs and rejects wrong check digits, wrong length and repeated digits', () => {
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('11144477735')).toBe(true)
    expect(isValidCpf('52998224726')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('11111111111')).toBe(false)
    expect(isValidCpf('529.982.247-25')).toBe(false)
  })

  it('completes any 9 digits into a valid CPF whose altered check digit fails', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
      const cpf = cpfWithCheckDigits(base)
      fc.pre(!/^(\d)\1+$/.test(cpf))
      expect(isValidCpf(cpf)).toBe(true)
      const wrong = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`
      expect(isValidCpf(wrong)).toBe(false)
    }))
  })

  it('validates PIS and CNPJ check digits', () => {
    // 1·3+2·2+0·9+5·8+6·7+4·6+1·5+2·4+5·3+4·2 = 149; 149 mod 11 = 6; digit 11 − 6 = 5
    expect(isValidPis('12056412545')).toBe(true)
    expect(isValidPis('12056412547')).toBe(false)
    expect(pisWithCheckDigit('1205641254')).toBe('12056412545')
    expect(isValidCnpj('11222333000181')).toBe(true)
    expect(isValidCnpj('11222333000182')).toBe(false)
    expect(cnpjWithCheckDigits('112223330001')).toBe('11222333000181')
  })
})
