import { escopoDe } from './lib/escopo'
import { fullTextHandler } from './lib/fulltext'

export const departamentoHandlers = [
  /** TC-034: department lookup (HAL rel `departamentos`); a responsible user gets only their departments. */
  fullTextHandler({
    path: '/api/departamentos/search/fulltext',
    rel: 'departamentos',
    rows: (s) => {
      const ids = escopoDe(s.db, s.user, s.usuario).departamentoIds
      return ids === null ? s.db.departamentos : s.db.departamentos.filter((d) => ids.has(d.id))
    },
    dto: (d) => ({ id: d.id, codigo: d.codigo, descricao: d.descricao, empresaId: d.empresaId }),
    text: (d) => [d.codigo, d.descricao],
    sort: [{ property: 'descricao', direction: 'asc' }],
  }),
]
