import type { Cargo } from '../db/index'
import type { FieldError } from '../http/spring'
import { crudHandlers, requiredText } from './lib/crud'
import { fullTextHandler } from './lib/fulltext'

const CODIGO_MAX = 20
const DESCRICAO_MAX = 100
const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const

function cargoDto(c: Cargo) {
  return { id: c.id, codigo: c.codigo, descricao: c.descricao, descricaoComCodigo: c.descricaoComCodigo }
}

function lerCargo(body: Record<string, unknown>, atual: Cargo | null, db: { cargos: Cargo[] }): Omit<Cargo, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const codigo = requiredText(body, 'codigo', CODIGO_MAX, errors)
  const descricao = requiredText(body, 'descricao', DESCRICAO_MAX, errors)
  if (codigo && db.cargos.some((c) => c.codigo === codigo && c.id !== atual?.id)) {
    errors.push({ property: 'codigo', message: 'já existe um cargo com este código', invalidValue: codigo })
  }
  return errors.length > 0 ? errors : { codigo, descricao, descricaoComCodigo: `${codigo} - ${descricao}` }
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
