import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import {
  DIAS_SEMANA,
  TIPOS_HORARIO,
  type Db,
  type DiaSemana,
  type Horario,
  type HorarioSequencia,
  type HorarioSlot,
  type ModoMarcacao,
  type TipoHorario,
} from '../db/index'
import { toMinutes } from '../db/lib/dates'
import { nextId } from '../db/queries'
import { formatMinutes, TYPE_RULES } from '../engine/index'
import {
  created, hal, isTimeOfDay, MSG_NAO_NULO, noContent, notFound, pageRequest, readDate, sortBy, springError, validationError, type FieldError,
} from '../http/spring'
import { requiredText } from './lib/crud'
import { fullTextHandler } from './lib/fulltext'
import { jsonBody, session } from './lib/session'

const MAX_PARES = 4

/** Pairs a flat row carries (entrada1/saida1 .. entrada4/saida4). */
const PARES = 4

export function horarioResumoDto(h: Horario) {
  return {
    id: h.id,
    codigo: h.codigo,
    descricao: h.descricao,
    tipoHorario: h.tipoHorario,
    tipoHorarioDescricao: TYPE_RULES[h.tipoHorario].descricao,
    ativo: h.ativo,
  }
}

function duracao(slots: HorarioSlot[]): number {
  return slots.reduce((total, s) => {
    if (!s.entrada || !s.saida) return total
    const minutos = toMinutes(s.saida) - toMinutes(s.entrada)
    return total + (minutos < 0 ? minutos + 1440 : minutos)
  }, 0)
}

export interface HorarioFlatLinha {
  diaSemana: DiaSemana | null
  sequencia: number | null
  folga: boolean
  cargaHoraria: string
  [par: `${'entrada' | 'saida'}${number}`]: string | null
}

function linha(h: Horario, diaSemana: DiaSemana | null, sequencia: number | null, slots: HorarioSlot[], folga: boolean): HorarioFlatLinha {
  const carga = folga || h.tipoHorario === 'SOBRE_AVISO' ? 0 : ((diaSemana && h.cargaDiaria[diaSemana]) ?? duracao(slots))
  const row: HorarioFlatLinha = { diaSemana, sequencia, folga, cargaHoraria: formatMinutes(carga) }
  const ordenados = [...slots].sort((a, b) => a.sequencia - b.sequencia)
  for (let i = 0; i < PARES; i++) {
    row[`entrada${i + 1}`] = ordenados[i]?.entrada ?? null
    row[`saida${i + 1}`] = ordenados[i]?.saida ?? null
  }
  return row
}

/** REG-031: one row per weekday (weekly schedules) or per day of the cycle (REVEZAMENTO), pairs flattened. */
export function horarioFlat(h: Horario) {
  const dias = h.horarios
    ? Object.values(h.horarios)
        .sort((a, b) => a.sequencia - b.sequencia)
        .map((s) => linha(h, null, s.sequencia, s.slots, s.folga))
    : DIAS_SEMANA.map((dia) => {
        const slots = h.horariosSemana[dia] ?? []
        return linha(h, dia, null, slots, slots.length === 0 && !h.cargaDiaria[dia])
      })
  return {
    ...horarioResumoDto(h),
    controlaEntradaSaidaSeparado: h.controlaEntradaSaidaSeparado,
    toleranciaMinutos: h.toleranciaMinutos,
    inicioRevezamento: h.inicioRevezamento,
    cargaSemanal: h.cargaSemanal === null ? null : formatMinutes(h.cargaSemanal),
    intervaloMinimo: h.intervaloMinimo === null ? null : formatMinutes(h.intervaloMinimo),
    dias,
  }
}

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
    toleranciaMinutos: 10,
    ativo: true,
  }
}

function objeto(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

const DIA_MINUTOS = 24 * 60

/** An amount 'hh:mm' up to `maximo` minutes (a day's load cannot pass 24:00, a week's 168:00). */
function minutos(value: unknown, property: string, errors: FieldError[], maximo: number): number | null {
  if (value === null || value === undefined || value === '') return null
  const texto = String(value)
  if (!/^\d{1,3}:[0-5]\d$/.test(texto)) {
    errors.push({ property, message: 'deve estar no formato hh:mm', invalidValue: value })
    return null
  }
  if (toMinutes(texto) > maximo) {
    errors.push({ property, message: `deve ser no máximo ${formatMinutes(maximo)}`, invalidValue: value })
    return null
  }
  return toMinutes(texto)
}

function lerSlots(value: unknown, property: string, diaSemana: DiaSemana | null, db: Db, errors: FieldError[]): HorarioSlot[] {
  const lista = Array.isArray(value) ? value : []
  if (lista.length > MAX_PARES) errors.push({ property, message: `no máximo ${MAX_PARES} pares por dia`, invalidValue: lista.length })
  let id = Math.max(
    0,
    ...db.horarios
      .flatMap((h) => [...Object.values(h.horariosSemana).flat(), ...Object.values(h.horarios ?? {}).flatMap((s) => s.slots)])
      .map((s) => s?.id ?? 0),
  )
  return lista.slice(0, MAX_PARES).map((raw, i) => {
    const slot = objeto(raw)
    const hora = (campo: 'entrada' | 'saida') => {
      const v = slot[campo]
      if (!isTimeOfDay(v)) {
        errors.push({ property: `${property}[${i}].${campo}`, message: 'deve estar no formato hh:mm', invalidValue: v ?? null })
        return null
      }
      return v
    }
    const modo = (campo: 'modoEntrada' | 'modoSaida'): ModoMarcacao => (slot[campo] === 'PRE_ASSINALADO' ? 'PRE_ASSINALADO' : 'MARCACAO')
    return {
      id: ++id,
      sequencia: i + 1,
      diaSemana,
      entrada: hora('entrada'),
      saida: hora('saida'),
      modoEntrada: modo('modoEntrada'),
      modoSaida: modo('modoSaida'),
    }
  })
}

/** Checks a schedule's body and returns the schedule, or the field errors (Spring's 400). */
function lerHorario(db: Db, value: unknown, atual: Horario | null): Horario | FieldError[] {
  const body = objeto(value)
  const errors: FieldError[] = []
  const codigo = requiredText(body, 'codigo', 20, errors)
  const descricao = requiredText(body, 'descricao', 100, errors)
  const tipoHorario = TIPOS_HORARIO.find((t) => t === body.tipoHorario)
  if (!tipoHorario) errors.push({ property: 'tipoHorario', message: 'não deve ser nulo', invalidValue: body.tipoHorario ?? null })
  if (codigo && db.horarios.some((h) => h.codigo === codigo && h.id !== atual?.id)) {
    errors.push({ property: 'codigo', message: 'já existe um horário com este código', invalidValue: codigo })
  }
  const tolerancia = Number(body.toleranciaMinutos ?? 10)
  if (!Number.isInteger(tolerancia) || tolerancia < 0 || tolerancia > 60) {
    errors.push({ property: 'toleranciaMinutos', message: 'deve estar entre 0 e 60', invalidValue: body.toleranciaMinutos })
  }
  const semana = objeto(body.horariosSemana)
  const horariosSemana = Object.fromEntries(
    DIAS_SEMANA.map((dia) => [dia, lerSlots(semana[dia], `horariosSemana.${dia}`, dia, db, errors)]),
  )
  const cargas = objeto(body.cargaDiaria)
  const cargaDiaria = Object.fromEntries(
    DIAS_SEMANA.flatMap((dia) => {
      const m = minutos(cargas[dia], `cargaDiaria.${dia}`, errors, DIA_MINUTOS)
      return m === null ? [] : [[dia, m]]
    }),
  )
  let horarios: Record<string, HorarioSequencia> | null = null
  if (tipoHorario === 'REVEZAMENTO') {
    const ciclo = Object.values(objeto(body.horarios)).map(objeto)
    if (ciclo.length === 0) errors.push({ property: 'horarios', message: 'o revezamento precisa de ao menos um dia', invalidValue: null })
    horarios = Object.fromEntries(
      ciclo.map((dia, i) => [
        String(i + 1),
        {
          sequencia: i + 1,
          folga: dia.folga === true,
          slots: dia.folga === true ? [] : lerSlots(dia.slots, `horarios.${i + 1}.slots`, null, db, errors),
        },
      ]),
    )
  }
  const inicio = readDate(body.inicioRevezamento, 'inicioRevezamento', errors, tipoHorario === 'REVEZAMENTO' ? MSG_NAO_NULO : null)
  const cargaSemanal = minutos(body.cargaSemanal, 'cargaSemanal', errors, 7 * DIA_MINUTOS)
  const intervaloMinimo = minutos(body.intervaloMinimo, 'intervaloMinimo', errors, DIA_MINUTOS)
  if (errors.length > 0 || !tipoHorario) return errors
  return {
    id: atual?.id ?? nextId(db.horarios),
    codigo,
    descricao,
    tipoHorario,
    controlaEntradaSaidaSeparado: body.controlaEntradaSaidaSeparado === true,
    horariosSemana: tipoHorario === 'REVEZAMENTO' ? {} : horariosSemana,
    horarios,
    inicioRevezamento: tipoHorario === 'REVEZAMENTO' ? inicio : null,
    cargaDiaria,
    cargaSemanal,
    intervaloMinimo,
    toleranciaMinutos: tolerancia,
    ativo: body.ativo !== false,
  }
}
