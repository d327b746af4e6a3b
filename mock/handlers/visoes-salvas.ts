import { HttpResponse } from 'msw'
import {
  MSG_VISAO_JA_EXISTE,
  consultaVisoesSalvas,
  visaoSalvaCorpoSchema,
} from '@/shared/api/contract/endpoints/visoes-salvas'
import type { Db, VisaoSalva } from '../db/index'
import { http } from '../http/contrato'
import { lerCorpo } from '../http/corpo'
import { created, noContent, notFound, validationError } from '../http/spring'
import { jsonBody, session, type Session } from './lib/session'

const ENTIDADE = 'VisaoSalva'

function tabela(db: Db): VisaoSalva[] {
  db.visoesSalvas ??= []
  return db.visoesSalvas
}

const dono = (s: Session) => s.usuario?.id ?? s.user.sub
const dto = ({ id, tela, nome, parametros }: VisaoSalva) => ({ id, tela, nome, parametros })
const mesmoNome = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0

/** Saved views (docs/api-extensions.md 'Visões salvas'): each user reads, saves and deletes only their own. */
export const visaoSalvaHandlers = [
  http.get('/api/visoes-salvas', async ({ request }) => {
    const s = await session(request)
    const consulta = lerCorpo(consultaVisoesSalvas, { tela: new URL(request.url).searchParams.get('tela') ?? undefined })
    if (Array.isArray(consulta)) return validationError(ENTIDADE, consulta)
    const usuario = dono(s)
    const visoes = tabela(s.db).filter((v) => v.usuarioId === usuario && v.tela === consulta.tela)
    return HttpResponse.json(visoes.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')).map(dto))
  }),

  http.post('/api/visoes-salvas', async ({ request }) => {
    const s = await session(request)
    const corpo = lerCorpo(visaoSalvaCorpoSchema, await jsonBody(request))
    if (Array.isArray(corpo)) return validationError(ENTIDADE, corpo)
    const usuario = dono(s)
    const visoes = tabela(s.db)
    if (visoes.some((v) => v.usuarioId === usuario && v.tela === corpo.tela && mesmoNome(v.nome, corpo.nome))) {
      return validationError(ENTIDADE, [{ property: 'nome', message: MSG_VISAO_JA_EXISTE, invalidValue: corpo.nome }])
    }
    const visao: VisaoSalva = { id: Math.max(0, ...visoes.map((v) => v.id)) + 1, usuarioId: usuario, ...corpo }
    visoes.push(visao)
    return created(dto(visao))
  }),

  http.delete('/api/visoes-salvas/:id', async ({ request, params }) => {
    const s = await session(request)
    const visoes = tabela(s.db)
    const i = visoes.findIndex((v) => String(v.id) === params.id && v.usuarioId === dono(s))
    if (i < 0) return notFound()
    visoes.splice(i, 1)
    return noContent()
  }),
]
