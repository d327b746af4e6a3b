import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestQueryClient, server } from '@/shared/lib/test'
import type { Sessao } from '@/entities/sessao'
import { prepararCartaoPonto } from './preparar'
import { manutencaoSearchSchema } from './search'

const search = manutencaoSearchSchema.parse({})
const rh: Sessao = { userid: 'u', username: 'rh', groups: ['rh'], permissions: ['front_manutencao_visualizar'] }
const funcionario: Sessao = { userid: 'f', username: '52998224725', groups: ['usuario'], permissions: ['front_manutencao_visualizar'] }

const comp = (id: number, mes: number, situacao: string) => ({
  id, ano: 2026, mes, inicio: '2026-01-01', fim: '2026-01-31', fechada: situacao !== 'ABERTA', situacao,
})

function backend() {
  const calls: string[] = []
  server.use(
    http.get('/api/competencias', () => {
      calls.push('competencias')
      return HttpResponse.json({
        _embedded: { competencias: [comp(12, 12, 'FECHADA'), comp(11, 11, 'ABERTA'), comp(10, 10, 'ABERTA'), comp(9, 9, 'FECHADA')] },
        page: { size: 9999, totalElements: 4, totalPages: 1, number: 0 },
      })
    }),
    http.get('/api/funcionarios/search/fulltext', () => {
      calls.push('funcionarios')
      return HttpResponse.json({ content: [{ id: 1, nome: 'Fernanda', matricula: '1001' }], totalElements: 1, totalPages: 1, size: 20, number: 0 })
    }),
    http.get('/api/cartaoponto', ({ request }) => {
      calls.push(`cartaoponto?${new URL(request.url).search.slice(1)}`)
      return new HttpResponse(null, { status: 404 })
    }),
  )
  return calls
}

describe('prepararCartaoPonto', () => {
  it('[TC-001] with nothing chosen it loads no time card', async () => {
    const calls = backend()
    const client = createTestQueryClient()
    expect(await prepararCartaoPonto(client, rh, { competenciaId: null, funcionarioId: null }, search)).toBeNull()
    await client.getQueryCache().find({ queryKey: ['competencias', 'options'] })?.promise
    expect(calls).toEqual(['competencias'])
  })

  it('[TC-024] an employee without a competence goes to the default (newest open) competence', async () => {
    backend()
    const target = await prepararCartaoPonto(createTestQueryClient(), rh, { competenciaId: null, funcionarioId: 15 }, search)
    expect(target).toEqual({ competenciaId: 11, funcionarioId: 15 })
  })

  it('[TC-006] with both chosen it starts loading the card with funcionarioId and competenciaId', async () => {
    const calls = backend()
    const client = createTestQueryClient()
    expect(await prepararCartaoPonto(client, rh, { competenciaId: 10, funcionarioId: 15 }, search)).toBeNull()
    await expect.poll(() => calls.find((c) => c.startsWith('cartaoponto'))).toBeDefined()
    const query = new URLSearchParams(calls.find((c) => c.startsWith('cartaoponto'))?.split('?')[1])
    expect(query.get('funcionarioId')).toBe('15')
    expect(query.get('competenciaId')).toBe('10')
  })

  it('a plain employee without an employee goes to their own card in the default competence', async () => {
    backend()
    const target = await prepararCartaoPonto(createTestQueryClient(), funcionario, { competenciaId: null, funcionarioId: null }, search)
    expect(target).toEqual({ competenciaId: 11, funcionarioId: 1 })
  })
})
