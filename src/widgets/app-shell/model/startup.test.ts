import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { createTestQueryClient, server } from '@/shared/lib/test'
import { ensureStartupData, startupQueries } from './startup'

const STARTUP_PATHS = [
  '/api/config/search/load',
  '/api/empresas/search/first',
  '/api/funcionarios/permite-bater-ponto',
  '/api/configuracao-campos/cartao-ponto',
  '/api/integradores/ultimo-contato',
]

describe('startup loads', () => {
  it('[API-002][CLOCK-003] loads config, company, clock-in permission, field settings and the integrator', async () => {
    const requested: string[] = []
    server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname))
    server.use(
      http.get('/api/config/search/load', () => HttpResponse.json({ permiteBaterPonto: true, modoEspecial: false })),
      http.get('/api/empresas/search/first', () => HttpResponse.json({ id: 1, codigo: 1, nome: 'Aurora' })),
      http.get('/api/funcionarios/permite-bater-ponto', () => HttpResponse.json(true)),
      http.get('/api/configuracao-campos/cartao-ponto', () => HttpResponse.json({ falta: { enabled: false } })),
      http.get('/api/integradores/ultimo-contato', () => new HttpResponse(null, { status: 204 })),
    )
    const queryClient = createTestQueryClient()
    const results = await ensureStartupData(queryClient)
    server.events.removeAllListeners()

    expect([...requested].sort()).toEqual([...STARTUP_PATHS].sort())
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
    for (const query of startupQueries) expect(queryClient.getQueryState(query.queryKey)?.status).toBe('success')
    const [, empresa, permite, campos, integrador] = results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))
    expect(empresa).toMatchObject({ nome: 'Aurora' })
    expect(permite).toBe(true)
    // Field settings missing from the answer count as enabled.
    expect(campos).toMatchObject({ falta: { enabled: false }, atraso: { enabled: true } })
    expect(integrador).toBeNull()
  })

  it('[API-002] a failed startup load does not stop the others', async () => {
    server.use(
      http.get('/api/config/search/load', () => HttpResponse.json({})),
      http.get('/api/empresas/search/first', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      http.get('/api/funcionarios/permite-bater-ponto', () => HttpResponse.json(false)),
      http.get('/api/configuracao-campos/cartao-ponto', () => HttpResponse.json({})),
      http.get('/api/integradores/ultimo-contato', () =>
        HttpResponse.json({ id: 1, nome: 'Integrador RH Folha', lastContact: null }),
      ),
    )
    const results = await ensureStartupData(createTestQueryClient())
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'])
  })
})
