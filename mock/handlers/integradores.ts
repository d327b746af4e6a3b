import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { integradorCorpoSchema } from '@/shared/api/contract/endpoints/integradores'
import type { Integrador } from '../db/index'
import { lerCorpo } from '../http/corpo'
import { noContent, type FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { integradorDto } from './lib/dto'
import { session } from './lib/session'

function lerIntegrador(body: Record<string, unknown>, atual: Integrador | null): Omit<Integrador, 'id'> | FieldError[] {
  const dados = lerCorpo(integradorCorpoSchema, body)
  return Array.isArray(dados) ? dados : { ...dados, lastContact: atual?.lastContact ?? null }
}

export const integradorHandlers = [
  /** The configured HR integrator and its last contact; 204 when none is configured (SHELL-015). */
  http.get('/api/integradores/ultimo-contato', async ({ request }) => {
    const { db } = await session(request)
    const integrador = db.integradores.find((i) => i.id === db.config.integradorId)
    return integrador ? HttpResponse.json(integradorDto(integrador)) : noContent()
  }),

  /** REG-084: the HR integrators (HAL rel integradores); the one the settings point to is kept (409). */
  ...crudHandlers({
    path: '/api/integradores',
    rel: 'integradores',
    entity: 'Integrador',
    rows: (db) => db.integradores,
    dto: integradorDto,
    sort: [{ property: 'nome', direction: 'asc' }],
    read: lerIntegrador,
    text: (i) => [i.id, i.nome],
    inUse: (i, db) => (db.config.integradorId === i.id ? 'Integrador configurado em uso: não pode ser excluído.' : null),
  }),
]
