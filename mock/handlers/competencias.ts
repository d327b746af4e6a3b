import { addMonths } from 'date-fns'
import { HttpResponse } from 'msw'
import { competenciaCamposSchema } from '@/shared/api/contract/endpoints/competencias'
import { http } from '../http/contrato'
import { emOrdem, lerCampos, objeto } from '../http/campos'
import type { Competencia, Db } from '../db/index'
import { nextId } from '../db/queries'
import { fromIsoDate } from '../db/lib/dates'
import { competenciaDe } from '../db/seed/competencias'
import { created, hal, noContent, notFound, pageRequest, sortBy, springError, validationError, type FieldError } from '../http/spring'
import { competenciaDto } from './lib/dto'
import { fullTextHandler } from './lib/fulltext'
import { jsonBody, session } from './lib/session'


const ultima = (db: Db) => [...db.competencias].sort((a, b) => b.fim.localeCompare(a.fim))[0]
const temRegistros = (db: Db, c: Competencia) =>
  db.registros.some((r) => r.competenciaId === c.id) || db.fechamentos.some((f) => f.competenciaId === c.id)

/** REG-043: the body (the contract's), the end on or after the start and one competence per month. */
function lerCompetencia(body: Record<string, unknown>, atual: Competencia | null, db: Db): Competencia | FieldError[] {
  const { dados, erros } = lerCampos(competenciaCamposSchema, body)
  const { ano, mes, inicio, fim } = dados
  if (db.competencias.some((c) => c.ano === ano && c.mes === mes && c.id !== atual?.id)) {
    erros.push({ property: 'mes', message: 'já existe uma competência para este mês', invalidValue: mes })
  }
  if (erros.length > 0 || ano === undefined || ano === null || mes === undefined || mes === null || !inicio || !fim) {
    return emOrdem(competenciaCamposSchema, erros)
  }
  const base = competenciaDe(atual?.id ?? nextId(db.competencias), new Date(ano, mes - 1, 1), dados.situacao !== 'FECHADA')
  return { ...base, inicio, fim, descricao: dados.descricao || base.descricao }
}

export const competenciaHandlers = [
  /** TC-022 / REG-045: HAL list (rel `competencias`) honouring size (9999 too) and repeated sort; unsorted = by id. */
  http.get('/api/competencias', async ({ request }) => {
    const { db } = await session(request)
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'id', direction: 'asc' }] })
    return hal('competencias', sortBy(db.competencias.map(competenciaDto), pr.sort), pr)
  }),

  /** The competence register's search (HAL rel competencias): by MM/YYYY, description or year. */
  fullTextHandler({
    path: '/api/competencias/search/fulltext',
    rel: 'competencias',
    rows: (s) => s.db.competencias,
    dto: competenciaDto,
    text: (c) => [c.descricaoCurta, c.descricao, c.ano],
    sort: [{ property: 'fim', direction: 'desc' }],
  }),

  /** REG-042: the month after the last competence, open. */
  http.post('/api/competencias/proxima', async ({ request }) => {
    const { db } = await session(request)
    const anterior = ultima(db)
    const mes = anterior ? addMonths(fromIsoDate(anterior.inicio), 1) : fromIsoDate(db.today.toISOString().slice(0, 10))
    const competencia = competenciaDe(nextId(db.competencias), mes, true)
    db.competencias.push(competencia)
    return created(competenciaDto(competencia))
  }),

  /** REG-043: saves a new competence (no id) or an existing one. */
  http.post('/api/competencias/save', async ({ request }) => {
    const { db } = await session(request)
    const body = objeto(await jsonBody(request))
    const atual = body.id === undefined || body.id === null ? null : db.competencias.find((c) => c.id === Number(body.id))
    if (atual === undefined) return notFound()
    const competencia = lerCompetencia(body, atual, db)
    if (Array.isArray(competencia)) return validationError('Competencia', competencia)
    if (atual) {
      Object.assign(atual, competencia)
      return HttpResponse.json(competenciaDto(atual))
    }
    db.competencias.push(competencia)
    return created(competenciaDto(competencia))
  }),

  /** REG-046: recalculates every time card of the competence; a closed one cannot be (400). */
  http.get('/api/competencias/:id/recalcular', async ({ request, params }) => {
    const { db } = await session(request)
    const competencia = db.competencias.find((c) => String(c.id) === params.id)
    if (!competencia) return notFound()
    if (competencia.fechada) return springError(400, 'Competência fechada não pode ser recalculada.', new URL(request.url).pathname)
    return noContent()
  }),

  /** REG-041 */
  http.get('/api/competencias/:id', async ({ request, params }) => {
    if (!/^\d+$/.test(String(params.id))) return undefined
    const { db } = await session(request)
    const competencia = db.competencias.find((c) => String(c.id) === params.id)
    return competencia ? HttpResponse.json(competenciaDto(competencia)) : notFound()
  }),

  /** REG-044: deletes a competence that holds no time card nor closing (409 otherwise). */
  http.delete('/api/competencias/:id', async ({ request, params }) => {
    const { db } = await session(request)
    const competencia = db.competencias.find((c) => String(c.id) === params.id)
    if (!competencia) return notFound()
    if (temRegistros(db, competencia)) {
      return springError(409, 'Competência com cartões ponto ou fechamento: não pode ser excluída.', new URL(request.url).pathname)
    }
    db.competencias.splice(db.competencias.indexOf(competencia), 1)
    return noContent()
  }),
]
