import { describe, expect, it } from 'vitest'
import {
  formatCelular,
  formatCnpj,
  formatCpf,
  formatPis,
  isValidCnpj,
  isValidCpf,
  isValidPis,
  onlyDigits,
} from './identifiers'

describe('identifiers', () => {
  it('strips non-digits', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909')
    expect(onlyDigits('(11) 91234-5678')).toBe('11912345678')
    expect(onlyDigits(undefined)).toBe('')
  })

  it('checks CPF digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('52998224724')).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
  })

  it('checks PIS and CNPJ digits', () => {
    expect(isValidPis('120.54898.14-9')).toBe(true)
    expect(isValidPis('120.54898.14-5')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false)
    expect(isValidCnpj('00000000000000')).toBe(false)
  })

  it('formats with the documented masks', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCelular('11912345678')).toBe('(11) 91234-5678')
    expect(formatPis('12054898149')).toBe('120.54898.14-9')
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatCpf('123')).toBe('123')
  })
})
