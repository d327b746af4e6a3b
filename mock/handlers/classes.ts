import { fullTextHandler } from './lib/fulltext'

export const classeHandlers = [
  /** TC-034 / REG-070: the 17 fixed classes, in their fixed order (HAL rel `classes`). */
  fullTextHandler({
    path: '/api/classes/search/fulltext',
    rel: 'classes',
    rows: (s) => s.db.classes,
    dto: (c) => ({ id: c.id, descricao: c.descricao }),
    text: (c) => [c.id, c.descricao],
    sort: [{ property: 'id', direction: 'asc' }],
  }),
]
