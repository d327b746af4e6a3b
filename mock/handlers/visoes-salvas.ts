import { HttpResponse } from 'msw'
import {
  MSG_LIMITE_VISOES,
  MSG_VISAO_JA_EXISTE,
  VISOES_POR_TELA_MAX,
  consultaVisoesSalvas,
  visaoSalvaCorpoSchema,
} from '@/shared/api/contract/endpoints/visoes-salvas'
import type { Db, VisaoSalva } from '../db/index'
import { nextId } from '../db/queries'
import { http } from '../http/contrato'
import { lerCorpo } from '../http/corpo'
import { created, noContent, notFound, springError, validationError, type FieldError } from '../http/spring'
import { jsonBody, session, type Session } from './lib/session'

const ENTIDADE = 'VisaoSalva'

function tabela(db: Db): VisaoSalva[] {
  db.visoesSalvas ??= []
  return db.visoesSalvas
}

const dono = (s: Session) => s.usuario?.id ?? s.user.sub
const dto = ({ id, tela, nome, parametros }: VisaoSalva) => ({ id, tela, nome, parametros })
const mesmoNome = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0

/** Spring's field errors without the parameters sent back: they may be as large as what the limit refuses. */
const semParametros = (erros: FieldError[]) =>
  erros.map((e) => (e.property.startsWith('parametros') ? { ...e, invalidValue: null } : e))

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
    if (Array.isArray(corpo)) return validationError(ENTIDADE, semParametros(corpo))
    const usuario = dono(s)
    const visoes = tabela(s.db)
    const daTela = visoes.filter((v) => v.usuarioId === usuario && v.tela === corpo.tela)
    if (daTela.some((v) => mesmoNome(v.nome, corpo.nome))) {
      return validationError(ENTIDADE, [{ property: 'nome', message: MSG_VISAO_JA_EXISTE, invalidValue: corpo.nome }])
    }
    if (daTela.length >= VISOES_POR_TELA_MAX) return springError(400, MSG_LIMITE_VISOES, new URL(request.url).pathname)
    const visao: VisaoSalva = { id: nextId(s.db, visoes), usuarioId: usuario, ...corpo }
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
