import { cargoCorpoSchema } from '@/shared/api/contract/endpoints/cargos'
import type { Cargo } from '../db/index'
import { lerCorpo } from '../http/corpo'
import type { FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { fullTextHandler } from './lib/fulltext'

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const

function cargoDto(c: Cargo) {
  return { id: c.id, codigo: c.codigo, descricao: c.descricao, descricaoComCodigo: c.descricaoComCodigo }
}

function lerCargo(body: Record<string, unknown>, atual: Cargo | null, db: { cargos: Cargo[] }): Omit<Cargo, 'id'> | FieldError[] {
  const corpo = lerCorpo(cargoCorpoSchema, body)
  if (Array.isArray(corpo)) return corpo
  const { codigo, descricao } = corpo
  if (db.cargos.some((c) => c.codigo === codigo && c.id !== atual?.id)) {
    return [{ property: 'codigo', message: 'já existe um cargo com este código', invalidValue: codigo }]
  }
  return { codigo, descricao, descricaoComCodigo: `${codigo} - ${descricao}` }
}

export const cargoHandlers = [
  /** TC-034, REG-061: position lookup (HAL rel `cargos`), by code or description. */
  fullTextHandler({
    path: '/api/cargos/search/fulltext',
    rel: 'cargos',
    rows: (s) => s.db.cargos,
    dto: cargoDto,
    text: (c) => [c.codigo, c.descricao],
    sort: [...POR_DESCRICAO],
  }),

  /** REG-061: positions that some employee holds. */
  fullTextHandler({
    path: '/api/cargos/search/com-funcionarios',
    rel: 'cargos',
    rows: (s) => s.db.cargos.filter((c) => s.db.funcionarios.some((f) => f.cargos.some((v) => v.cargoId === c.id))),
    dto: cargoDto,
    text: (c) => [c.codigo, c.descricao],
    sort: [...POR_DESCRICAO],
  }),

  /** REG-060/061: the position register; a position some employee held is not deleted (409). */
  ...crudHandlers({
    path: '/api/cargos',
    rel: 'cargos',
    entity: 'Cargo',
    rows: (db) => db.cargos,
    dto: cargoDto,
    sort: [...POR_DESCRICAO],
    read: lerCargo,
    inUse: (cargo, db) =>
      db.funcionarios.some((f) => f.cargos.some((v) => v.cargoId === cargo.id))
        ? 'Cargo vinculado a funcionários: não pode ser excluído.'
        : null,
  }),
]
