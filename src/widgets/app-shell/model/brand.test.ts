import { describe, expect, it } from 'vitest'
import { brandFor } from './brand'

describe('brandFor', () => {
  it('[SHELL-008] picks the brand variant from the host name', () => {
    expect(brandFor('ponto.santaaurora.sp.gov.br')).toEqual({ variant: 'gov', name: 'Ponto Gov' })
    expect(brandFor('prefeitura-exemplo.com.br').variant).toBe('gov')
    expect(brandFor('localhost')).toEqual({ variant: 'default', name: 'Ponto' })
    expect(brandFor('ponto.empresa.com.br').variant).toBe('default')
  })
})
