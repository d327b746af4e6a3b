import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestQueryClient, server } from '@/shared/lib/test'
import { competenciaQueries } from './competencia.queries'

const item = (id: number, mes: number, situacao: string) => ({
  id,
  ano: 2026,
  mes,
  inicio: `2026-${mes}-01`,
  fim: `2026-${mes}-28`,
  descricao: `${mes}/2026`,
  descricaoCurta: `${mes}/26`,
  fechada: situacao !== 'ABERTA',
  situacao,
})

describe('competenciaQueries.options', () => {
  it('[TC-022][TC-023] asks for 9999 competences sorted by year then month, newest first, and keeps that order', async () => {
    let url: URL | undefined
    server.use(
      http.get('/api/competencias', ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({
          _embedded: { competencias: [item(11, 11, 'ABERTA'), item(10, 10, 'FECHADA')] },
          page: { size: 9999, totalElements: 2, totalPages: 1, number: 0 },
        })
      }),
    )
    const list = await createTestQueryClient().fetchQuery(competenciaQueries.options())
    expect(url?.searchParams.get('size')).toBe('9999')
    expect(url?.searchParams.getAll('sort')).toEqual(['ano,desc', 'mes,desc'])
    expect(list.map((c) => c.id)).toEqual([11, 10])
  })
})
