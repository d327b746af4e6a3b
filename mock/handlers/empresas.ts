import { http, HttpResponse } from 'msw'
import { empresaDoUsuario } from '../db/queries'
import { notFound } from '../http/spring'
import { empresaDto } from './lib/dto'
import { fullTextHandler } from './lib/fulltext'
import { session } from './lib/session'

export const empresaHandlers = [
  /** The user's company (through the linked employee), else the first by codigo. */
  http.get('/api/empresas/search/first', async ({ request }) => {
    const { db, usuario } = await session(request)
    const empresa = empresaDoUsuario(db, usuario)
    return empresa ? HttpResponse.json(empresaDto(empresa)) : notFound()
  }),

  /** TC-034: company lookup (HAL rel `empresas`), by codigo, names or CNPJ. */
  fullTextHandler({
    path: '/api/empresas/search/fulltext',
    rel: 'empresas',
    rows: (s) => s.db.empresas,
    dto: empresaDto,
    text: (e) => [e.codigo, e.nome, e.nomeFantasia, e.cnpj],
    sort: [{ property: 'codigo', direction: 'asc' }],
  }),
]
