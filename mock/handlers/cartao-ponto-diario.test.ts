import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import type { CartaoPontoDiario } from './cartao-ponto-diario'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

async function diario(dbKey: string, query: string, as = 'rh'): Promise<CartaoPontoDiario> {
  const response = await call(`/api/cartao-ponto-diario${query}`, { as, dbKey })
  expect(response.status).toBe(200)
  return (await response.json()) as CartaoPontoDiario
}

describe('GET /api/cartao-ponto-diario', () => {
  it('[AUTH-031][mock] needs front_cartao_ponto_diario: 403 for the employee, 401 without a token', async () => {
    const dbKey = freshDb()
    expect((await call('/api/cartao-ponto-diario', { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call('/api/cartao-ponto-diario', { dbKey })).status).toBe(401)
    expect((await call('/api/cartao-ponto-diario?data=13/11/2026', { as: 'rh', dbKey })).status).toBe(400)
  })

  it('shows each employee’s day as their card does: Fernanda on 13/11 without the 08:02 entry', async () => {
    const dbKey = freshDb()
    const dia = await diario(dbKey, '?data=2026-11-13')
    expect(dia.competencia).toEqual({ id: 13, descricaoCurta: '11/2026' })
    const fernanda = dia.linhas.find((l) => l.funcionario.id === 1)
    const cartao = cartaoPontoSchema.parse(await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })).json())
    const registro = cartao.manutencaoDTO.registros['2026-11-13']?.registro
    expect(fernanda).toMatchObject({
      marcacoes: ['12:00', '13:00', '17:00'],
      horas: registro?.horas,
      errorMessage: 'Numero impar de marcacoes!',
      inconsistente: true,
      departamento: { id: 1, descricao: 'Secretaria Municipal de Administração' },
    })
    // Those who do not keep a time card (5, 6) are not listed.
    expect(dia.linhas.some((l) => l.funcionario.id === 5 || l.funcionario.id === 6)).toBe(false)
    const nomes = dia.linhas.map((l) => l.funcionario.nome)
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')))
  })

  it('filters by department; defaults to today', async () => {
    const dbKey = freshDb()
    const doDepartamento = await diario(dbKey, '?data=2026-11-13&departamentoId=1')
    expect(doDepartamento.linhas.length).toBeGreaterThan(0)
    expect(doDepartamento.linhas.every((l) => l.departamento?.id === 1)).toBe(true)
    const hoje = await diario(dbKey, '')
    expect(hoje.data).toBe('2026-11-16')
    expect(hoje.linhas.find((l) => l.funcionario.id === 1)?.marcacoes).toEqual(['08:00', '11:58'])
  })
})
