import { describe, expect, it } from 'vitest'
import { esperaRestante, LIMITE, MAXIMO_DE_CONTAS, mensagemDeEspera, registrarFalha, registrarSucesso } from './tentativas'

const T0 = 1_800_000_000_000
const MIN = 60_000

describe('temporary lockout of the login', () => {
  it('waits a minute after the fifth failure, twice as long after each further one, at most 15 minutes', () => {
    for (let i = 1; i < LIMITE; i++) registrarFalha('a', 'Rh', T0)
    expect(esperaRestante('a', 'rh', T0)).toBe(0)
    registrarFalha('a', 'rh', T0)
    expect(esperaRestante('a', ' RH ', T0)).toBe(MIN)
    expect(esperaRestante('a', 'rh', T0 + MIN)).toBe(0)
    registrarFalha('a', 'rh', T0 + MIN)
    expect(esperaRestante('a', 'rh', T0 + MIN)).toBe(2 * MIN)
    for (let i = 0; i < 10; i++) registrarFalha('a', 'rh', T0 + MIN)
    expect(esperaRestante('a', 'rh', T0 + MIN)).toBe(15 * MIN)
  })

  it('a success clears the count; each database and username counts apart', () => {
    for (let i = 0; i < LIMITE; i++) registrarFalha('b', 'admin', T0)
    expect(esperaRestante('b', 'admin', T0)).toBe(MIN)
    expect(esperaRestante('c', 'admin', T0)).toBe(0)
    expect(esperaRestante('b', 'rh', T0)).toBe(0)
    registrarSucesso('b', 'admin')
    expect(esperaRestante('b', 'admin', T0)).toBe(0)
  })

  it('a flood of invented names does not free a locked account', () => {
    for (let i = 0; i < LIMITE; i++) registrarFalha('d', 'conta:7', T0)
    for (let i = 0; i <= MAXIMO_DE_CONTAS; i++) registrarFalha('d', `nome:invasor-${i}`, T0)
    expect(esperaRestante('d', 'conta:7', T0)).toBe(MIN)
  })

  it('says how many minutes are left', () => {
    expect(mensagemDeEspera(59_000)).toBe('Muitas tentativas sem sucesso. Tente novamente em 1 minuto.')
    expect(mensagemDeEspera(61_000)).toBe('Muitas tentativas sem sucesso. Tente novamente em 2 minutos.')
  })
})
