import type { TipoMensagemColetor } from '@/shared/api/contract/endpoints/coletor'
import type { Db } from '../../db/index'

export interface MensagemColetor {
  id: number
  messageType: TipoMensagemColetor
  payload: Record<string, unknown>
  enviadaEm: string
}

/** Messages sent to the collector, per database (the collector service itself is outside this product). */
const enviadas = new WeakMap<Db, MensagemColetor[]>()
export const mensagensColetor = (db: Db): MensagemColetor[] => enviadas.get(db) ?? []

/** Queues a message for the collector; its id is its place in the database's queue. */
export function enviarMensagemColetor(db: Db, messageType: TipoMensagemColetor, payload: Record<string, unknown>): MensagemColetor {
  const lista = enviadas.get(db) ?? []
  const mensagem: MensagemColetor = { id: lista.length + 1, messageType, payload, enviadaEm: db.today.toISOString() }
  enviadas.set(db, [...lista, mensagem])
  return mensagem
}
