import { HttpResponse } from 'msw'
import { aceiteConsultaSchema, aceiteCorpoSchema, type Aceite as AceiteDto } from '@/shared/api/contract/endpoints/aceites'
import { http } from '../http/contrato'
import { objeto } from '../http/campos'
import { lerCorpo } from '../http/corpo'
import { isoLocalDateTime } from '../db/lib/dates'
import type { Aceite, Db } from '../db/index'
import { created, notFound, springError, validationError } from '../http/spring'
import { localizar, publicarAlteracao } from '../timecard/acesso'
import { departamentoDe, funcionarioRef } from './lib/apuracao'
import { forbidden, jsonBody, session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

export const MSG_SEM_ACEITE_PENDENTE = 'Nao ha aceite pendente para este cartao ponto.'

/** A row of /aceite 'Cartão Ponto Digital': one employee's time card of a competence, awaiting acceptance or accepted. */
function aceiteItem(db: Db, a: Aceite, proprioId: number | undefined): AceiteDto[] {
  const f = db.funcionarios.find((x) => x.id === a.funcionarioId)
  const c = db.competencias.find((x) => x.id === a.competenciaId)
  if (!f || !c) return []
  return [{
    id: a.id,
    funcionario: funcionarioRef(f),
    departamento: departamentoDe(db, f, c.fim),
    competencia: { id: c.id, descricaoCurta: c.descricaoCurta, inicio: c.inicio, fim: c.fim },
    situacao: a.situacao,
    dataAceite: a.dataAceite,
    podeAceitar: a.situacao === 'PENDENTE' && a.funcionarioId === proprioId,
  }]
}

export const aceiteHandlers = [
  /**
   * The time cards awaiting acceptance and the accepted ones (front_aceites): a plain employee sees their own,
   * a responsible user those of their departments and work places, the other staff everyone. Filters: situacao
   * (PENDENTE or ACEITO), funcionarioId, competenciaId. Newest competence first, then name.
   */
  http.get('/api/aceites', async ({ request }) => {
    const s = await session(request)
    const filtro = lerCorpo(aceiteConsultaSchema, Object.fromEntries(new URL(request.url).searchParams))
    if (Array.isArray(filtro)) return validationError('Aceite', filtro)
    const { funcionarioId = null, competenciaId = null, situacao = null } = filtro
    const visivel = funcionarioVisivel(s)
    const funcionarios = new Map(s.db.funcionarios.map((f) => [f.id, f]))
    const itens = s.db.aceites
      .filter((a) => {
        const f = funcionarios.get(a.funcionarioId)
        return f !== undefined && visivel(f) && (situacao === null || a.situacao === situacao)
          && (funcionarioId === null || a.funcionarioId === funcionarioId) && (competenciaId === null || a.competenciaId === competenciaId)
      })
      .flatMap((a) => aceiteItem(s.db, a, s.funcionario?.id))
      .sort((a, b) => b.competencia.inicio.localeCompare(a.competencia.inicio) || a.funcionario.nome.localeCompare(b.funcionario.nome, 'pt-BR'))
    return HttpResponse.json(itens)
  }),

  /**
   * One acceptance of /aceite/{id}: the same row as the list, under the same visibility (404 when unknown, 403 for
   * an employee the user does not see, as funcionarioDoPath).
   */
  http.get('/api/aceites/:id', async ({ request, params }) => {
    const s = await session(request)
    const id = String(params.id)
    if (!/^\d+$/.test(id)) {
      return validationError('Aceite', [{ property: 'id', message: 'deve ser um número inteiro', invalidValue: id }])
    }
    const aceite = s.db.aceites.find((a) => a.id === Number(id))
    const funcionario = aceite && s.db.funcionarios.find((f) => f.id === aceite.funcionarioId)
    if (!aceite || !funcionario) return notFound()
    if (!funcionarioVisivel(s)(funcionario)) throw forbidden(request)
    const [item] = aceiteItem(s.db, aceite, s.funcionario?.id)
    return item ? HttpResponse.json(item) : notFound()
  }),

  /**
   * TC-063: the employee accepts (signs) their own time card of a competence. Acceptance is the employee's
   * signature, so even staff may only accept their own card; 409 when nothing is pending.
   */
  http.post('/api/aceites', async ({ request }) => {
    const s = await session(request)
    const ids = lerCorpo(aceiteCorpoSchema, objeto(await jsonBody(request)))
    if (Array.isArray(ids)) return validationError('Aceite', ids)
    if (!localizar(s.db, ids)) return notFound()
    if (s.funcionario?.id !== ids.funcionarioId) throw forbidden(request)
    const aceite = s.db.aceites.find((a) => a.funcionarioId === ids.funcionarioId && a.competenciaId === ids.competenciaId && a.situacao === 'PENDENTE')
    if (!aceite) return springError(409, MSG_SEM_ACEITE_PENDENTE, new URL(request.url).pathname)
    aceite.situacao = 'ACEITO'
    aceite.dataAceite = isoLocalDateTime(s.db.today)
    aceite.usuarioId = s.usuario?.id ?? s.user.sub
    publicarAlteracao(request, ids)
    return created({ id: aceite.id, dataAceite: aceite.dataAceite })
  }),
]
