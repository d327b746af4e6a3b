import { HttpResponse } from 'msw'
import type { output } from 'zod/v4/core'
import { horarioCorpoSchema, minutosDeDuracao } from '@/shared/api/contract/endpoints/horarios'
import { http } from '../http/contrato'
import { DIAS_SEMANA, type Db, type DiaSemana, type Horario, type HorarioSlot, type TipoHorario } from '../db/index'
import { idsDeFaixasHorario, nextId } from '../db/queries'
import { formatMinutes, TYPE_RULES } from '../engine/index'
import { lerCorpo } from '../http/corpo'
import { created, hal, noContent, notFound, pageRequest, sortBy, springError, validationError, type FieldError } from '../http/spring'
import { horarioFlat, horarioResumoDto } from '../timecard/horario-dto'
import { fullTextHandler } from './lib/fulltext'
import { jsonBody, session } from './lib/session'

type HorarioCorpoLido = output<typeof horarioCorpoSchema>

/** REG-033: the general search finds every schedule; the variants only rotating scales or on-call schedules. */
const BUSCAS: [string, (tipo: TipoHorario) => boolean][] = [
  ['fulltext', () => true],
  ['fulltext-escalas', (tipo) => tipo === 'REVEZAMENTO'],
  ['fulltext-sobreAviso', (tipo) => tipo === 'SOBRE_AVISO'],
]

export const horarioHandlers = [
  ...BUSCAS.map(([nome, doTipo]) =>
    fullTextHandler({
      path: `/api/horarios/search/${nome}`,
      rel: 'horarios',
      rows: (s) => s.db.horarios.filter((h) => doTipo(h.tipoHorario)),
      dto: horarioResumoDto,
      text: (h) => [h.codigo, h.descricao, TYPE_RULES[h.tipoHorario].descricao],
      sort: [{ property: 'codigo', direction: 'asc' }],
    }),
  ),

  http.get('/api/horarios/:id/flat', async ({ request, params }) => {
    const { db } = await session(request)
    const horario = db.horarios.find((h) => String(h.id) === params.id)
    return horario ? HttpResponse.json(horarioFlat(horario)) : notFound()
  }),

  /** The schedule register's list (HAL rel horarios), by code unless sorted otherwise. */
  http.get('/api/horarios', async ({ request }) => {
    const { db } = await session(request)
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'codigo', direction: 'asc' }] })
    return hal('horarios', sortBy(db.horarios.map(horarioResumoDto), pr.sort), pr)
  }),

  /** REG-028: the template of a new schedule. */
  http.get('/api/horarios/novo', async ({ request }) => {
    await session(request)
    return HttpResponse.json(horarioForm(novoHorario()))
  }),

  /** REG-022, REG-030: one schedule as its form edits it. */
  http.get('/api/horarios/:id', async ({ request, params }) => {
    if (!/^\d+$/.test(String(params.id))) return undefined
    const { db } = await session(request)
    const horario = db.horarios.find((h) => String(h.id) === params.id)
    return horario ? HttpResponse.json(horarioForm(horario)) : notFound()
  }),

  /** REG-029: a new schedule. */
  http.post('/api/horarios', async ({ request }) => {
    const { db } = await session(request)
    const lido = lerHorario(db, await jsonBody(request), null)
    if (Array.isArray(lido)) return validationError('Horario', lido)
    db.horarios.push(lido)
    return created(horarioForm(lido))
  }),

  /** REG-029: an existing schedule (its id in the body); the time cards follow it at once. */
  http.put('/api/horarios', async ({ request }) => {
    const { db } = await session(request)
    const body = await jsonBody(request)
    const id = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).id : undefined
    const atual = db.horarios.find((h) => h.id === Number(id))
    if (!atual) return notFound()
    const lido = lerHorario(db, body, atual)
    if (Array.isArray(lido)) return validationError('Horario', lido)
    Object.assign(atual, lido)
    return HttpResponse.json(horarioForm(atual))
  }),

  /** REG-032: deletes a schedule no employee is linked to (409 otherwise). */
  http.delete('/api/horarios/:id', async ({ request, params }) => {
    const { db } = await session(request)
    const horario = db.horarios.find((h) => String(h.id) === params.id)
    if (!horario) return notFound()
    if (
      db.funcionarios.some((f) => f.quadrosHorario.some((q) => q.horarioId === horario.id)) ||
      db.registros.some((r) => r.horarioId === horario.id)
    ) {
      return springError(409, 'Horário vinculado a funcionários: não pode ser excluído.', new URL(request.url).pathname)
    }
    db.horarios.splice(db.horarios.indexOf(horario), 1)
    return noContent()
  }),
]

/** REG-022/024/025: the schedule's form: its weekly slots (or rotating cycle), workloads as hh:mm. */
export function horarioForm(h: Horario) {
  const carga = (minutos: number | null | undefined) => (minutos === null || minutos === undefined ? null : formatMinutes(minutos))
  return {
    id: h.id || null,
    codigo: h.codigo,
    descricao: h.descricao,
    tipoHorario: h.tipoHorario,
    controlaEntradaSaidaSeparado: h.controlaEntradaSaidaSeparado,
    toleranciaMinutos: h.toleranciaMinutos,
    ativo: h.ativo,
    horariosSemana: Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, (h.horariosSemana[dia] ?? []).map((s) => ({ ...s }))])),
    horarios:
      h.horarios && Object.fromEntries(Object.entries(h.horarios).map(([k, v]) => [k, { ...v, slots: v.slots.map((s) => ({ ...s })) }])),
    inicioRevezamento: h.inicioRevezamento,
    cargaDiaria: Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, carga(h.cargaDiaria[dia])])),
    cargaSemanal: carga(h.cargaSemanal),
    intervaloMinimo: carga(h.intervaloMinimo),
  }
}

function novoHorario(): Horario {
  return {
    id: 0,
    codigo: '',
    descricao: '',
    tipoHorario: 'FIXO',
    controlaEntradaSaidaSeparado: false,
    horariosSemana: {},
    horarios: null,
    inicioRevezamento: null,
    cargaDiaria: {},
    cargaSemanal: null,
    intervaloMinimo: null,
    // Rule 1 (CLT art. 58 §1): 5 minutes per punch, 10 a day, unless HR sets the schedule otherwise.
    toleranciaMinutos: 5,
    ativo: true,
  }
}

function objeto(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

type ParCorpo = HorarioCorpoLido['horariosSemana']['SEGUNDA'][number]

/** The pairs of a day as stored: numbered from the highest slot id of the database, in the order sent. */
function slotsDoDia(pares: readonly ParCorpo[], diaSemana: DiaSemana | null, proximoId: () => number): HorarioSlot[] {
  return pares.map((par, i) => ({ id: proximoId(), sequencia: i + 1, diaSemana, ...par }))
}

const minutosOuNulo = (duracao: string | null | undefined) => (duracao ? minutosDeDuracao(duracao) : null)

/** A schedule's body read with the contract's schema; its code is unique. Returns the schedule or the field errors. */
function lerHorario(db: Db, value: unknown, atual: Horario | null): Horario | FieldError[] {
  const corpo = lerCorpo(horarioCorpoSchema, objeto(value))
  if (Array.isArray(corpo)) return corpo
  if (db.horarios.some((h) => h.codigo === corpo.codigo && h.id !== atual?.id)) {
    return [{ property: 'codigo', message: 'já existe um horário com este código', invalidValue: corpo.codigo }]
  }
  const proximoId = idsDeFaixasHorario(db)
  const revezamento = corpo.tipoHorario === 'REVEZAMENTO'
  const cargaDiaria = Object.fromEntries(
    DIAS_SEMANA.flatMap((dia) => {
      const minutos = minutosOuNulo(corpo.cargaDiaria[dia])
      return minutos === null ? [] : [[dia, minutos]]
    }),
  )
  return {
    id: atual?.id ?? nextId(db, db.horarios),
    codigo: corpo.codigo,
    descricao: corpo.descricao,
    tipoHorario: corpo.tipoHorario,
    controlaEntradaSaidaSeparado: corpo.controlaEntradaSaidaSeparado,
    horariosSemana: revezamento
      ? {}
      : Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, slotsDoDia(corpo.horariosSemana[dia], dia, proximoId)])),
    horarios: revezamento
      ? Object.fromEntries(
          Object.values(corpo.horarios).map((dia, i) => [
            String(i + 1),
            { sequencia: i + 1, folga: dia.folga, slots: slotsDoDia(dia.slots, null, proximoId) },
          ]),
        )
      : null,
    inicioRevezamento: revezamento ? corpo.inicioRevezamento || null : null,
    cargaDiaria,
    cargaSemanal: minutosOuNulo(corpo.cargaSemanal),
    intervaloMinimo: minutosOuNulo(corpo.intervaloMinimo),
    toleranciaMinutos: corpo.toleranciaMinutos,
    ativo: corpo.ativo,
  }
}
