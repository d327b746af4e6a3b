import { fullTextHandler } from './lib/fulltext'

export const cargoHandlers = [
  /** TC-034: position lookup of the filter dialog (HAL rel `cargos`). */
  fullTextHandler({
    path: '/api/cargos/search/fulltext',
    rel: 'cargos',
    rows: (s) => s.db.cargos,
    dto: (c) => ({ id: c.id, codigo: c.codigo, descricao: c.descricao, descricaoComCodigo: c.descricaoComCodigo }),
    text: (c) => [c.codigo, c.descricao],
    sort: [{ property: 'descricao', direction: 'asc' }],
  }),
]
