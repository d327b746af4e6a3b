import { HttpResponse } from 'msw'
import type { z } from 'zod/mini'
import {
  mensagemColetorSchema,
  tipoMensagemColetorSchema,
  type TipoMensagemColetor,
} from '@/shared/api/contract/endpoints/coletor'
import { http } from '../http/contrato'
import { hasRole } from '../http/auth'
import type { Coletor, Db } from '../db/index'
import { lerCorpo } from '../http/corpo'
import { springError, validationError, type FieldError } from '../http/spring'
import { enviarMensagemColetor } from './lib/mensagens-coletor'
import { objeto } from './lib/selecao-lote'
import { forbidden, jsonBody, session, type Session } from './lib/session'

/** The permission each message type needs (doc1 §9, doc2 §7). */
const PERMISSOES_MENSAGEM: Record<TipoMensagemColetor, readonly string[]> = {
  COLETOR_FUNCIONARIO_IMPORTAR: ['front_funcionario', 'front_coletor', 'front_coletor_enviofuncionario'],
  COLETOR_FUNCIONARIO_ENVIAR: ['front_coletor_enviofuncionario'],
  COLETOR_FUNCIONARIO_TRANSFERIR: ['front_coletor_transferenciafuncionario'],
}
type Mensagem = z.output<typeof mensagemColetorSchema>
type Payload<T extends TipoMensagemColetor> = Extract<Mensagem, { messageType: T }>['payload']

const ENTIDADE = 'ColetorMessage'
const recusa = (property: string, message: string, invalidValue: unknown) =>
  validationError(ENTIDADE, [{ property, message, invalidValue: invalidValue ?? null }])

/** The collector a payload names, or the field error. */
function coletorDe(db: Db, id: number, property: string): Coletor | Response {
  return db.coletores.find((c) => c.id === id) ?? recusa(`payload.${property}`, 'coletor não encontrado', id)
}

/** The employees a payload names, each existing and active, or the field errors. */
function funcionariosDe(db: Db, ids: number[]): number[] | Response {
  const errors: FieldError[] = []
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
const EXECUTAR: { [T in TipoMensagemColetor]: (s: Session, payload: Payload<T>, path: string) => Response | null } = {
  /** REG-012: an existing, active employee. */
  COLETOR_FUNCIONARIO_IMPORTAR: ({ db }, { funcionarioId }, path) => {
    const funcionario = db.funcionarios.find((f) => f.id === funcionarioId)
    if (!funcionario) return recusa('payload.funcionarioId', 'funcionário não encontrado', funcionarioId)
    return funcionario.ativo ? null : springError(400, 'Funcionário inativo não pode ser importado para o coletor.', path)
  },
  /** Sends employees to a collector (it then knows them). */
  COLETOR_FUNCIONARIO_ENVIAR: ({ db }, payload, path) => {
    const coletor = coletorDe(db, payload.coletorId, 'coletorId')
    if (coletor instanceof Response) return coletor
    const ids = funcionariosDe(db, payload.funcionarioIds)
    if (ids instanceof Response) return ids
    const falha = alcancar(coletor, db, path)
    if (!falha) coletor.funcionarioIds = [...new Set([...coletor.funcionarioIds, ...ids])]
    return falha
  },
  /** Moves employees the origin knows to another collector. */
  COLETOR_FUNCIONARIO_TRANSFERIR: ({ db }, payload, path) => {
    const origem = coletorDe(db, payload.coletorId, 'coletorId')
    if (origem instanceof Response) return origem
    const destino = coletorDe(db, payload.coletorDestinoId, 'coletorDestinoId')
    if (destino instanceof Response) return destino
    const ids = funcionariosDe(db, payload.funcionarioIds)
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

function executar<T extends TipoMensagemColetor>(s: Session, mensagem: Extract<Mensagem, { messageType: T }>, path: string) {
  return EXECUTAR[mensagem.messageType as T](s, mensagem.payload as Payload<T>, path)
}

export const coletorHandlers = [
  /** REG-011/012: a message for the collector (import, send or transfer employees); each type has its own permission. */
  http.post('/api/coletor/message', async ({ request }) => {
    const sessao = await session(request)
    const path = new URL(request.url).pathname
    const body = objeto(await jsonBody(request))
    const tipo = lerCorpo(tipoMensagemColetorSchema, body)
    if (Array.isArray(tipo)) return validationError(ENTIDADE, tipo)
    const { messageType } = tipo
    if (!PERMISSOES_MENSAGEM[messageType].some((role) => hasRole(sessao.user, role))) return forbidden(request)
    const lida = lerCorpo(mensagemColetorSchema, body)
    if (Array.isArray(lida)) return validationError(ENTIDADE, lida)
    const recusada = executar(sessao, lida, path)
    if (recusada) return recusada
    return HttpResponse.json(enviarMensagemColetor(sessao.db, messageType, lida.payload), { status: 202 })
  }),
]
