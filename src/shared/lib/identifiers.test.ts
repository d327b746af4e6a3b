import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cnpjWithCheckDigits,
  cpfWithCheckDigits,
  formatCelular,
  formatCnpj,
  formatCpf,
  formatPis,
  isValidCnpj,
  isValidCpf,
  isValidPis,
  onlyDigits,
  pisWithCheckDigit,
} from './identifiers'

describe('identifiers', () => {
  it('strips non-digits', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909')
    expect(onlyDigits('(11) 91234-5678')).toBe('11912345678')
    expect(onlyDigits(undefined)).toBe('')
  })

  it('checks CPF digits, with or without the mask; refuses wrong check digits, wrong length and repeated digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('11144477735')).toBe(true)
    expect(isValidCpf('52998224724')).toBe(false)
    expect(isValidCpf('52998224726')).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCpf('11111111111')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf(null)).toBe(false)
  })

  it('completes any 9 digits into a valid CPF whose altered check digit fails', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
        const cpf = cpfWithCheckDigits(base)
        fc.pre(!/^(\d)\1+$/.test(cpf))
        expect(isValidCpf(cpf)).toBe(true)
        const wrong = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`
        expect(isValidCpf(wrong)).toBe(false)
      }),
    )
  })

  it('checks PIS and CNPJ digits', () => {
    // 1·3+2·2+0·9+5·8+6·7+4·6+1·5+2·4+5·3+4·2 = 149; 149 mod 11 = 6; digit 11 − 6 = 5
    expect(isValidPis('12056412545')).toBe(true)
    expect(isValidPis('12056412547')).toBe(false)
    expect(isValidPis('120.54898.14-9')).toBe(true)
    expect(isValidPis('120.54898.14-5')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11222333000181')).toBe(true)
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false)
    expect(isValidCnpj('00000000000000')).toBe(false)
  })

  it('completes PIS and CNPJ bases with their check digits', () => {
    expect(pisWithCheckDigit('1205641254')).toBe('12056412545')
    expect(cnpjWithCheckDigits('112223330001')).toBe('11222333000181')
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.stringMatching(/^\d{12}$/), (pis, cnpj) => {
        fc.pre(!/^(\d)\1+$/.test(pis) && !/^(\d)\1+$/.test(cnpj))
        expect(isValidPis(pisWithCheckDigit(pis))).toBe(true)
        expect(isValidCnpj(cnpjWithCheckDigits(cnpj))).toBe(true)
      }),
    )
  })

  it('formats with the documented masks, leaving incomplete values as they are', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCelular('11912345678')).toBe('(11) 91234-5678')
    expect(formatPis('12054898149')).toBe('120.54898.14-9')
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatCnpj('46523015000135')).toBe('46.523.015/0001-35')
    expect(formatCpf('123')).toBe('123')
    expect(formatCnpj('123')).toBe('123')
  })
})
