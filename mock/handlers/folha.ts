import { TIPOS_EVENTO, type AdicionalNoturno, type Db, type Evento, type PeriodoFechamento } from '../db/index'
import { isTimeOfDay, type FieldError } from '../http/spring'
import { lerEmpresa } from './departamentos'
import { crudHandlers, requiredText } from './lib/crud'

/** A whole number within [min, max], or Spring's message. */
function faixa(body: Record<string, unknown>, property: string, min: number, max: number, errors: FieldError[]): number {
  const n = Number(body[property])
  if (body[property] === null || body[property] === '' || !Number.isInteger(n) || n < min || n > max)
    errors.push({ property, message: `deve estar entre ${min} e ${max}`, invalidValue: body[property] ?? null })
  return n
}

function lerPeriodo(body: Record<string, unknown>, _atual: PeriodoFechamento | null, db: Db): Omit<PeriodoFechamento, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const descricao = requiredText(body, 'descricao', 100, errors)
  const empresaId = lerEmpresa(body, db, errors)
  const diaInicio = faixa(body, 'diaInicio', 1, 28, errors)
  return errors.length > 0 ? errors : { descricao, empresaId, diaInicio }
}

/** A payroll event: its code is unique (the export would be ambiguous otherwise). */
function lerEvento(body: Record<string, unknown>, atual: Evento | null, db: Db): Omit<Evento, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const codigo = requiredText(body, 'codigo', 10, errors)
  const descricao = requiredText(body, 'descricao', 100, errors)
  const tipo = TIPOS_EVENTO.find((t) => t === body.tipo)
  if (!tipo) errors.push({ property: 'tipo', message: 'tipo de evento desconhecido', invalidValue: body.tipo ?? null })
  if (codigo && db.eventos.some((e) => e !== atual && e.codigo === codigo))
    errors.push({ property: 'codigo', message: 'código já cadastrado', invalidValue: codigo })
  return errors.length > 0 || !tipo ? errors : { codigo, descricao, tipo }
}

function hora(body: Record<string, unknown>, property: string, errors: FieldError[]): string {
  const valor = typeof body[property] === 'string' ? body[property] : ''
  if (!isTimeOfDay(valor)) errors.push({ property, message: 'deve estar no formato hh:mm', invalidValue: body[property] ?? null })
  return valor
}

function lerAdicional(body: Record<string, unknown>): Omit<AdicionalNoturno, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const descricao = requiredText(body, 'descricao', 100, errors)
  const inicio = hora(body, 'inicio', errors)
  const fim = hora(body, 'fim', errors)
  if (inicio && inicio === fim) errors.push({ property: 'fim', message: 'deve ser diferente do início', invalidValue: fim })
  const percentual = faixa(body, 'percentual', 1, 100, errors)
  return errors.length > 0 ? errors : { descricao, inicio, fim, percentual, reducaoHoraNoturna: body.reducaoHoraNoturna === true }
}

export const folhaHandlers = [
  /** Closing periods (HAL rel periodosfechamento): from a day of one month to the day before it in the next. */
  ...crudHandlers({
    path: '/api/periodosfechamento',
    rel: 'periodosfechamento',
    entity: 'PeriodoFechamento',
    rows: (db) => db.periodosFechamento,
    dto: (p, db) => ({ ...p, empresa: db.empresas.find((e) => e.id === p.empresaId)?.nome }),
    sort: [{ property: 'descricao', direction: 'asc' }],
    read: lerPeriodo,
    text: (p) => [p.descricao, p.diaInicio],
  }),

  /** Payroll events (HAL rel eventos): the codes the closing export uses for each total. */
  ...crudHandlers({
    path: '/api/eventos',
    rel: 'eventos',
    entity: 'Evento',
    rows: (db) => db.eventos,
    dto: (e) => ({ ...e }),
    sort: [{ property: 'codigo', direction: 'asc' }],
    read: lerEvento,
    text: (e) => [e.codigo, e.descricao, e.tipo],
  }),

  /** Night premium rules (a Spring page); the last one is kept (409): the time card always needs one. */
  ...crudHandlers({
    path: '/api/adicional-noturno',
    entity: 'AdicionalNoturno',
    rows: (db) => db.adicionaisNoturnos,
    dto: (a) => ({ ...a }),
    sort: [{ property: 'descricao', direction: 'asc' }],
    read: lerAdicional,
    text: (a) => [a.descricao],
    inUse: (_a, db) => (db.adicionaisNoturnos.length <= 1 ? 'Ao menos uma regra de adicional noturno deve existir.' : null),
  }),
]
