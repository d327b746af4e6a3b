import { http, HttpResponse } from 'msw'
import type { Motivo } from '../motivo'

/**
 * Hand-written answers of the reason picker's two lookups over `motivos`, for component tests: every active reason
 * (GET /api/motivos/search/ativos, REG-052) and the active ones matching the text (GET .../fulltext-ativos, REG-053).
 * `pesquisas` receives the texts searched.
 */
export function motivosAtivosHandlers(motivos: readonly Motivo[], pesquisas: string[] = []) {
  const ativos = motivos.filter((m) => m.ativo)
  return [
    http.get('/api/motivos/search/ativos', () => HttpResponse.json({ _embedded: { motivos: ativos } })),
    http.get('/api/motivos/search/fulltext-ativos', ({ request }) => {
      const text = new URL(request.url).searchParams.get('text') ?? ''
      pesquisas.push(text)
      const achados = ativos.filter((m) => m.descricao.toLowerCase().includes(text.toLowerCase()))
      const page = { size: 30, totalElements: achados.length, totalPages: achados.length > 0 ? 1 : 0, number: 0 }
      return HttpResponse.json({ _embedded: { motivos: achados }, page })
    }),
  ]
}
