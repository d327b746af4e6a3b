import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { hasRole } from '../http/auth'
import type { Coletor, Db } from '../db/index'
import { springError, validationError, type FieldError } from '../http/spring'
import { forbidden, jsonBody, session, type Session } from './lib/session'

/** The message types the collector understands (doc1 §9, doc2 §7), with the permission each needs. */
const PERMISSOES_MENSAGEM = {
  COLETOR_FUNCIONARIO_IMPORTAR: ['front_funcionario', 'front_coletor', 'front_coletor_enviofuncionario'],
  COLETOR_FUNCIONARIO_ENVIAR: ['front_coletor_enviofuncionario'],
  COLETOR_FUNCIONARIO_TRANSFERIR: ['front_coletor_transferenciafuncionario'],
} as const
export type TipoMensagemColetor = keyof typeof PERMISSOES_MENSAGEM
export const TIPOS_MENSAGEM_COLETOR = Object.keys(PERMISSOES_MENSAGEM) as TipoMensagemColetor[]

export interface MensagemColetor {
  id: number
  messageType: TipoMensagemColetor
  payload: Record<string, unknown>
  enviadaEm: string
}

/** Messages sent to the collector, per database (the collector service itself is outside this product). */
const enviadas = new WeakMap<Db, MensagemColetor[]>()
export const mensagensColetor = (db: Db): MensagemColetor[] => enviadas.get(db) ?? []

const ENTIDADE = 'ColetorMessage'
const recusa = (property: string, message: string, invalidValue: unknown) =>
  validationError(ENTIDADE, [{ property, message, invalidValue: invalidValue ?? null }])

/** The collector a payload names, or the field error. */
function coletorDe(db: Db, payload: Record<string, unknown>, property: string): Coletor | Response {
  const coletor = db.coletores.find((c) => c.id === Number(payload[property]))
  return coletor ?? recusa(`payload.${property}`, 'coletor não encontrado', payload[property])
}

/** The employees a payload names (at least one, each existing and active), or the field error. */
function funcionariosDe(db: Db, payload: Record<string, unknown>): number[] | Response {
  const ids = Array.isArray(payload.funcionarioIds) ? payload.funcionarioIds.map(Number) : []
  const errors: FieldError[] = []
  if (ids.length === 0)
    errors.push({ property: 'payload.funcionarioIds', message: 'selecione ao menos um funcionário', invalidValue: null })
  for (const id of ids)
    if (!db.funcionarios.some((f) => f.id === id && f.ativo))
      errors.push({ property: 'payload.funcionarioIds', message: `funcionário ${id} não encontrado ou inativo`, invalidValue: id })
  return errors.length > 0 ? validationError(ENTIDADE, errors) : [...new Set(ids)]
}

/** An offline collector refuses the connection (503), as the collector service does; an answer counts as a contact. */
function alcancar(coletor: Coletor, db: Db, path: string): Response | null {
  if (!coletor.online) return springError(503, `Connection refused: ${coletor.descricao} (${coletor.ip})`, path)
  coletor.ultimoContato = db.today.toISOString()
  return null
}

/** What each message does; a Response is a refusal. */
const EXECUTAR: Record<TipoMensagemColetor, (s: Session, payload: Record<string, unknown>, path: string) => Response | null> = {
  /** REG-012: an existing, active employee. */
  COLETOR_FUNCIONARIO_IMPORTAR: ({ db }, payload, path) => {
    const funcionario = db.funcionarios.find((f) => f.id === Number(payload.funcionarioId))
    if (!funcionario) return recusa('payload.funcionarioId', 'funcionário não encontrado', payload.funcionarioId)
    return funcionario.ativo ? null : springError(400, 'Funcionário inativo não pode ser importado para o coletor.', path)
  },
  /** Sends employees to a collector (it then knows them). */
  COLETOR_FUNCIONARIO_ENVIAR: ({ db }, payload, path) => {
    const coletor = coletorDe(db, payload, 'coletorId')
    if (coletor instanceof Response) return coletor
    const ids = funcionariosDe(db, payload)
    if (ids instanceof Response) return ids
    const falha = alcancar(coletor, db, path)
    if (!falha) coletor.funcionarioIds = [...new Set([...coletor.funcionarioIds, ...ids])]
    return falha
  },
  /** Moves employees the origin knows to another collector. */
  COLETOR_FUNCIONARIO_TRANSFERIR: ({ db }, payload, path) => {
    const origem = coletorDe(db, payload, 'coletorId')
    if (origem instanceof Response) return origem
    const destino = coletorDe(db, payload, 'coletorDestinoId')
    if (destino instanceof Response) return destino
    if (destino === origem) return recusa('payload.coletorDestinoId', 'o destino deve ser outro coletor', payload.coletorDestinoId)
    const ids = funcionariosDe(db, payload)
    if (ids instanceof Response) return ids
    const fora = ids.find((id) => !origem.funcionarioIds.includes(id))
    if (fora !== undefined) return recusa('payload.funcionarioIds', `funcionário ${fora} não está no coletor de origem`, fora)
    const falha = alcancar(destino, db, path)
    if (falha) return falha
    origem.funcionarioIds = origem.funcionarioIds.filter((id) => !ids.includes(id))
    destino.funcionarioIds = [...new Set([...destino.funcionarioIds, ...ids])]
    return null
  },
}

export const coletorHandlers = [
  /** REG-011/012: a message for the collector (import, send or transfer employees); each type has its own permission. */
  http.post('/api/coletor/message', async ({ request }) => {
    const sessao = await session(request)
    const path = new URL(request.url).pathname
    const raw = await jsonBody(request)
    const body = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
    const messageType = TIPOS_MENSAGEM_COLETOR.find((t) => t === body.messageType)
    if (!messageType) return recusa('messageType', 'tipo de mensagem desconhecido', body.messageType)
    if (!PERMISSOES_MENSAGEM[messageType].some((role) => hasRole(sessao.user, role))) return forbidden(request)
    const payload = body.payload !== null && typeof body.payload === 'object' ? (body.payload as Record<string, unknown>) : {}
    const recusada = EXECUTAR[messageType](sessao, payload, path)
    if (recusada) return recusada
    const lista = enviadas.get(sessao.db) ?? []
    const mensagem: MensagemColetor = { id: lista.length + 1, messageType, payload, enviadaEm: sessao.db.today.toISOString() }
    enviadas.set(sessao.db, [...lista, mensagem])
    return HttpResponse.json(mensagem, { status: 202 })
  }),
]
