import { fullTextHandler } from './lib/fulltext'

export const bancoDiasHandlers = [
  /** TC-165: day bank picker; bancodias is not a HAL resource (API-011), so a Spring page. */
  fullTextHandler({
    path: '/api/bancodias/search/fulltext',
    rows: (s) => s.db.bancosDias,
    dto: (b) => ({ id: b.id, descricao: b.descricao, ativo: b.ativo }),
    text: (b) => [b.descricao],
    sort: [{ property: 'descricao', direction: 'asc' }],
  }),
]
