import { adicionalNoturnoCorpoSchema } from '@/shared/api/contract/endpoints/adicional-noturno'
import { eventoCorpoSchema } from '@/shared/api/contract/endpoints/eventos'
import { leiauteFolhaCorpoSchema, MSG_LEIAUTE } from '@/shared/api/contract/endpoints/leiautes-folha'
import { periodoFechamentoCorpoSchema } from '@/shared/api/contract/endpoints/periodosfechamento'
import type { AdicionalNoturno, Db, Evento, LeiauteFolha, PeriodoFechamento } from '../db/index'
import { lerCorpo } from '../http/corpo'
import { MSG_NAO_NULO, type FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { leiautesFolhaDe } from './lib/leiautes-folha'

/** A closing period: the body is the contract's; its company exists. */
function lerPeriodo(body: Record<string, unknown>, _atual: PeriodoFechamento | null, db: Db): Omit<PeriodoFechamento, 'id'> | FieldError[] {
  const dados = lerCorpo(periodoFechamentoCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  if (!db.empresas.some((e) => e.id === dados.empresaId)) return [{ property: 'empresaId', message: MSG_NAO_NULO, invalidValue: body.empresaId ?? null }]
  return dados
}

/** A payroll event: its code is unique (the export would be ambiguous otherwise). */
function lerEvento(body: Record<string, unknown>, atual: Evento | null, db: Db): Omit<Evento, 'id'> | FieldError[] {
  const dados = lerCorpo(eventoCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  if (db.eventos.some((e) => e !== atual && e.codigo === dados.codigo)) return [{ property: 'codigo', message: 'código já cadastrado', invalidValue: dados.codigo }]
  return dados
}

const semAcento = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** A layout as saved: the contract's body; its description is unique (ignoring case and accents). */
function lerLeiaute(body: Record<string, unknown>, atual: LeiauteFolha | null, db: Db): Omit<LeiauteFolha, 'id'> | FieldError[] {
  const dados = lerCorpo(leiauteFolhaCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  if (leiautesFolhaDe(db).some((l) => l !== atual && semAcento(l.descricao) === semAcento(dados.descricao))) {
    return [{ property: 'descricao', message: MSG_LEIAUTE.descricaoRepetida, invalidValue: dados.descricao }]
  }
  return dados
}

function lerAdicional(body: Record<string, unknown>, _atual: AdicionalNoturno | null, db: Db): Omit<AdicionalNoturno, 'id'> | FieldError[] {
  const dados = lerCorpo(adicionalNoturnoCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  if (dados.empresaId !== null && !db.empresas.some((e) => e.id === dados.empresaId)) {
    return [{ property: 'empresaId', message: 'empresa não encontrada', invalidValue: dados.empresaId }]
  }
  return dados
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

  /** Layouts of the closing's payroll export (a Spring page; docs/api-extensions.md): column order, widths, separator. */
  ...crudHandlers({
    path: '/api/leiautes-folha',
    entity: 'LeiauteFolha',
    rows: leiautesFolhaDe,
    dto: (l) => ({ ...l, colunas: l.colunas.map((c) => ({ ...c })) }),
    sort: [{ property: 'descricao', direction: 'asc' }],
    read: lerLeiaute,
    text: (l) => [l.descricao, l.formato],
  }),

  /** Night premium rules (a Spring page); the last one is kept (409): the time card always needs one. */
  ...crudHandlers({
    path: '/api/adicional-noturno',
    entity: 'AdicionalNoturno',
    rows: (db) => db.adicionaisNoturnos,
    dto: (a, db) => ({ ...a, empresa: a.empresaId === null ? null : (db.empresas.find((e) => e.id === a.empresaId)?.nome ?? null) }),
    sort: [{ property: 'descricao', direction: 'asc' }],
    read: lerAdicional,
    text: (a) => [a.descricao],
    inUse: (_a, db) => (db.adicionaisNoturnos.length <= 1 ? 'Ao menos uma regra de adicional noturno deve existir.' : null),
  }),
]
