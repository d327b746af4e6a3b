import { http, HttpResponse } from 'msw'
import type { Db } from '../db/index'
import { springError, validationError } from '../http/spring'
import { jsonBody, sessionAnyOf } from './lib/session'

/** The message types the collector understands (doc1 §9, doc2 §7). */
export const TIPOS_MENSAGEM_COLETOR = ['COLETOR_FUNCIONARIO_IMPORTAR'] as const

export interface MensagemColetor {
  id: number
  messageType: (typeof TIPOS_MENSAGEM_COLETOR)[number]
  payload: Record<string, unknown>
  enviadaEm: string
}

/** Messages sent to the collector, per database (the collector service itself is outside this product). */
const enviadas = new WeakMap<Db, MensagemColetor[]>()
export const mensagensColetor = (db: Db): MensagemColetor[] => enviadas.get(db) ?? []

export const coletorHandlers = [
  /** REG-011/012: queues a message for the collector; importing an employee needs an existing, active one. */
  http.post('/api/coletor/message', async ({ request }) => {
    const { db } = await sessionAnyOf(request, ['front_funcionario', 'front_coletor', 'front_coletor_enviofuncionario'])
    const raw = await jsonBody(request)
    const body = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
    const messageType = TIPOS_MENSAGEM_COLETOR.find((t) => t === body.messageType)
    if (!messageType)
      return validationError('ColetorMessage', [
        { property: 'messageType', message: 'tipo de mensagem desconhecido', invalidValue: body.messageType ?? null },
      ])
    const payload = body.payload !== null && typeof body.payload === 'object' ? (body.payload as Record<string, unknown>) : {}
    const funcionario = db.funcionarios.find((f) => f.id === Number(payload.funcionarioId))
    if (!funcionario)
      return validationError('ColetorMessage', [
        { property: 'payload.funcionarioId', message: 'funcionário não encontrado', invalidValue: payload.funcionarioId ?? null },
      ])
    if (!funcionario.ativo)
      return springError(400, 'Funcionário inativo não pode ser importado para o coletor.', new URL(request.url).pathname)
    const lista = enviadas.get(db) ?? []
    const mensagem: MensagemColetor = { id: lista.length + 1, messageType, payload, enviadaEm: db.today.toISOString() }
    enviadas.set(db, [...lista, mensagem])
    return HttpResponse.json(mensagem, { status: 202 })
  }),
]
