import { addDays, addMonths, startOfMonth } from 'date-fns'
import { HttpResponse } from 'msw'
import { competenciaCamposSchema, periodoDoMes } from '@/shared/api/contract/endpoints/competencias'
import { http } from '../http/contrato'
import { emOrdem, lerCampos, objeto } from '../http/campos'
import type { Competencia, Db } from '../db/index'
import { nextId } from '../db/queries'
import { sincronizarCongelamento } from '../db/congelamento'
import { fromIsoDate, isoDate } from '../db/lib/dates'
import { competenciaDe } from '../db/seed/competencias'
import { MSG_COMPETENCIA_FECHADA_RECALCULO } from '../timecard/acesso'
import { created, hal, noContent, notFound, pageRequest, sortBy, springError, validationError, type FieldError } from '../http/spring'
import { competenciaDto } from './lib/dto'
import { fullTextHandler } from './lib/fulltext'
import { jsonBody, session } from './lib/session'


const ultima = (db: Db) => [...db.competencias].sort((a, b) => b.fim.localeCompare(a.fim))[0]
const temRegistros = (db: Db, c: Competencia) =>
  db.registros.some((r) => r.competenciaId === c.id) || db.fechamentos.some((f) => f.competenciaId === c.id)

const mesAno = (c: Pick<Competencia, 'ano' | 'mes'>) => `${String(c.mes).padStart(2, '0')}/${c.ano}`
const MSG_MES_REPETIDO = 'já existe uma competência para este mês'
const repeteMes = (db: Db, ano: number, mes: number, id?: number) => db.competencias.some((c) => c.ano === ano && c.mes === mes && c.id !== id)
/** Another competence with a day of [inicio, fim]: one date belongs to one time card only. */
const sobreposta = (db: Db, inicio: string, fim: string, id?: number) =>
  db.competencias.find((c) => c.id !== id && c.inicio <= fim && c.fim >= inicio)

/**
 * A competence closed in Fechamento reopens there only (in order, the latest first), and a closed one keeps its period:
 * reopening it in this form left its closing and export in place over cards that could change again, and a new period
 * changed the closed cards.
 */
function mudancasDaFechada(db: Db, atual: Competencia, dados: { situacao?: string | null; inicio?: string | null; fim?: string | null }): FieldError[] {
  const erros: FieldError[] = []
  const fechamento = db.fechamentos.some((f) => f.competenciaId === atual.id)
  if (fechamento && dados.situacao !== 'FECHADA') {
    erros.push({ property: 'situacao', message: 'a competência foi fechada em Fechamento: reabra-a por lá', invalidValue: dados.situacao ?? null })
  }
  const continuaFechada = (atual.fechada || atual.situacao !== 'ABERTA') && dados.situacao === 'FECHADA'
  if (fechamento || continuaFechada) {
    for (const campo of ['inicio', 'fim'] as const) {
      if (dados[campo] && dados[campo] !== atual[campo]) {
        erros.push({ property: campo, message: 'o período de uma competência fechada não pode ser alterado', invalidValue: dados[campo] })
      }
    }
  }
  return erros
}

/**
 * REG-043: the body (the contract's: the end on or after the start, at most 31 days, starting or ending in its month),
 * one competence per month and no day in two competences.
 */
function lerCompetencia(body: Record<string, unknown>, atual: Competencia | null, db: Db): Competencia | FieldError[] {
  const { dados, erros } = lerCampos(competenciaCamposSchema, body)
  const { ano, mes, inicio, fim } = dados
  if (ano !== undefined && ano !== null && mes !== undefined && mes !== null && repeteMes(db, ano, mes, atual?.id)) {
    erros.push({ property: 'mes', message: MSG_MES_REPETIDO, invalidValue: mes })
  }
  const outra = inicio && fim && fim >= inicio ? sobreposta(db, inicio, fim, atual?.id) : undefined
  if (outra) erros.push({ property: 'inicio', message: `o período se sobrepõe ao da competência ${mesAno(outra)}`, invalidValue: inicio })
  if (atual) erros.push(...mudancasDaFechada(db, atual, dados))
  if (erros.length > 0 || ano === undefined || ano === null || mes === undefined || mes === null || !inicio || !fim) {
    return emOrdem(competenciaCamposSchema, erros)
  }
  const base = competenciaDe(atual?.id ?? nextId(db, db.competencias), new Date(ano, mes - 1, 1), dados.situacao !== 'FECHADA')
  return { ...base, inicio, fim, descricao: dados.descricao || base.descricao }
}

/**
 * REG-042: the competence after `anterior`: from the day after its end to the eve of the same day a month later (a
 * calendar month stays one; 21st to 20th stays so), named by the month after `anterior`'s.
 */
function seguinte(db: Db, anterior: Competencia): Competencia {
  const inicio = addDays(fromIsoDate(anterior.fim), 1)
  const periodo = { inicio: isoDate(inicio), fim: isoDate(addDays(addMonths(inicio, 1), -1)) }
  let mes = addMonths(new Date(anterior.ano, anterior.mes - 1, 1), 1)
  // A period started on the 29th to 31st can skip a month: then it is named by the month it ends in.
  if (!periodoDoMes(mes.getFullYear(), mes.getMonth() + 1, periodo.inicio, periodo.fim)) mes = startOfMonth(fromIsoDate(periodo.fim))
  return { ...competenciaDe(nextId(db, db.competencias), mes, true), ...periodo }
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

  /** REG-042: the period after the last competence, open; 409 when its month already has a competence (older data). */
  http.post('/api/competencias/proxima', async ({ request }) => {
    const { db } = await session(request)
    const anterior = ultima(db)
    const competencia = anterior
      ? seguinte(db, anterior)
      : competenciaDe(nextId(db, db.competencias), fromIsoDate(db.today.toISOString().slice(0, 10)), true)
    if (repeteMes(db, competencia.ano, competencia.mes)) {
      return springError(409, `Já existe uma competência para ${mesAno(competencia)}.`, new URL(request.url).pathname)
    }
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
      sincronizarCongelamento(db, atual)
      return HttpResponse.json(competenciaDto(atual))
    }
    db.competencias.push(competencia)
    sincronizarCongelamento(db, competencia)
    return created(competenciaDto(competencia))
  }),

  /** REG-046: recalculates every time card of the competence; a closed one cannot be (400). */
  http.get('/api/competencias/:id/recalcular', async ({ request, params }) => {
    const { db } = await session(request)
    const competencia = db.competencias.find((c) => String(c.id) === params.id)
    if (!competencia) return notFound()
    if (competencia.fechada) return springError(400, MSG_COMPETENCIA_FECHADA_RECALCULO, new URL(request.url).pathname)
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
