import { http, HttpResponse } from 'msw'
import { noContent } from '../http/spring'
import { integradorDto } from './lib/dto'
import { session } from './lib/session'

export const integradorHandlers = [
  /** The configured HR integrator and its last contact; 204 when none is configured (SHELL-015). */
  http.get('/api/integradores/ultimo-contato', async ({ request }) => {
    const { db } = await session(request)
    const integrador = db.integradores.find((i) => i.id === db.config.integradorId)
    return integrador ? HttpResponse.json(integradorDto(integrador)) : noContent()
  }),
]
