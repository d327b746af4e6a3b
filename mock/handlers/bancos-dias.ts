import { bancoDiasCorpoSchema } from '@/shared/api/contract/endpoints/bancodias'
import type { BancoDias, Db } from '../db/index'
import { lerCorpo } from '../http/corpo'
import type { FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { fullTextHandler } from './lib/fulltext'

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const

const bancoDiasDto = (b: BancoDias) => ({ id: b.id, descricao: b.descricao, ativo: b.ativo })

function lerBancoDias(body: Record<string, unknown>, atual: BancoDias | null, db: Db): Omit<BancoDias, 'id'> | FieldError[] {
  const corpo = lerCorpo(bancoDiasCorpoSchema, body)
  if (Array.isArray(corpo)) return corpo
  const { descricao } = corpo
  if (db.bancosDias.some((b) => b.descricao.toLowerCase() === descricao.toLowerCase() && b.id !== atual?.id)) {
    return [{ property: 'descricao', message: 'já existe um banco de dias com esta descrição', invalidValue: descricao }]
  }
  return corpo
}

const emUso = (db: Db, b: BancoDias) =>
  db.funcionarios.some((f) => f.bancosDias.some((v) => v.bancoDiasId === b.id)) ||
  db.lancamentosBancoDias.some((l) => l.bancoDiasId === b.id) ||
  db.tratamentos.some((t) => t.bancoDiasId === b.id)

export const bancoDiasHandlers = [
  /** TC-165: day bank picker; bancodias is not a HAL resource (API-011), so a Spring page. */
  fullTextHandler({
    path: '/api/bancodias/search/fulltext',
    rows: (s) => s.db.bancosDias,
    dto: bancoDiasDto,
    text: (b) => [b.descricao],
    sort: [...POR_DESCRICAO],
  }),

  /** REG-054..057: the day bank register (POST new, PUT /{id}); a bank in use is kept (409). */
  ...crudHandlers({
    path: '/api/bancodias',
    entity: 'BancoDias',
    rows: (db) => db.bancosDias,
    dto: bancoDiasDto,
    sort: [...POR_DESCRICAO],
    read: lerBancoDias,
    inUse: (b, db) => (emUso(db, b) ? 'Banco de dias em uso por funcionários ou lançamentos: não pode ser excluído.' : null),
  }),
]
