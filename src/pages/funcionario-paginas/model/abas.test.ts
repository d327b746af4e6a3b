import { describe, expect, it } from 'vitest'
import type { Sessao } from '@/entities/sessao'
import { abasVisiveis, situacaoVinculo } from './abas'
import { enderecoTexto, linkOpenStreetMap } from './mapa'

const sessao = (permissions: string[]): Sessao => ({ userid: 'u', username: 'u', name: 'U', groups: ['rh'], permissions })

describe('employee pages', () => {
  it('[AUTH-029][AUTH-030] shows only the tabs the user may open', () => {
    const todas = abasVisiveis(sessao(['front_funcionario_visualizar', 'front_funcionario_mapa']), 7)
    expect(todas.map((a) => a.to)).toEqual([
      '/funcionario/7/dashboard',
      '/funcionario/7/quadroHorario',
      '/funcionario/7/bancoHoras',
      '/funcionario/7/bancoDias',
      '/funcionario/7/bancoCompensacao',
      '/funcionario/7/epis',
      '/funcionario/7/mapa',
    ])
    expect(abasVisiveis(sessao(['front_funcionario_visualizar']), 7).map((a) => a.pagina)).not.toContain('mapa')
    expect(abasVisiveis(sessao(['front_funcionario_mapa']), 7).map((a) => a.pagina)).toEqual(['mapa'])
  })

  it('tells future, current and ended links apart', () => {
    expect(situacaoVinculo({ inicio: '2026-12-01', fim: null }, '2026-11-16')).toBe('Futuro')
    expect(situacaoVinculo({ inicio: '2026-11-16', fim: null }, '2026-11-16')).toBe('Vigente')
    expect(situacaoVinculo({ inicio: '2020-01-01', fim: '2026-11-16' }, '2026-11-16')).toBe('Vigente')
    expect(situacaoVinculo({ inicio: '2020-01-01', fim: '2026-11-15' }, '2026-11-16')).toBe('Encerrado')
  })

  it('writes the address and links to OpenStreetMap by position, else by address', () => {
    const endereco = {
      logradouro: 'Praça da Matriz',
      numero: '100',
      complemento: null,
      bairro: 'Centro',
      cidade: 'Santa Aurora',
      uf: 'SP',
      cep: '13870000',
    }
    expect(enderecoTexto(endereco)).toBe('Praça da Matriz, 100 - Centro, Santa Aurora/SP, CEP 13870-000')
    expect(linkOpenStreetMap(-22.5, -47.25)).toBe('https://www.openstreetmap.org/?mlat=-22.5&mlon=-47.25#map=17/-22.5/-47.25')
    expect(linkOpenStreetMap(null, null, endereco)).toBe(
      'https://www.openstreetmap.org/search?query=Pra%C3%A7a%20da%20Matriz%2C%20100%2C%20Santa%20Aurora%2C%20SP',
    )
    expect(linkOpenStreetMap(null, null)).toBeNull()
  })
})
