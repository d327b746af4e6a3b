import { describe, expect, it } from 'vitest'
import { funcionarioLabel } from './funcionario'

describe('funcionarioLabel', () => {
  it('shows matricula and the social name when there is one', () => {
    expect(funcionarioLabel({ matricula: '0001', nome: 'João Silva', nomeOrNomeSocial: 'Joana Silva' })).toBe('0001 - Joana Silva')
    expect(funcionarioLabel({ matricula: null, nome: 'João Silva', nomeOrNomeSocial: null })).toBe('João Silva')
  })
})
