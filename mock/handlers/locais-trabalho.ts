import { escopoDe } from './lib/escopo'
import { fullTextHandler } from './lib/fulltext'

export const localTrabalhoHandlers = [
  /**
   * TC-034: work place lookup. Spring Data REST names the rel after the collection resource,
   * `locaistrabalho` (the client falls back to the only embedded collection anyway).
   */
  fullTextHandler({
    path: '/api/locaistrabalho/search/fulltext',
    rel: 'locaistrabalho',
    rows: (s) => {
      const ids = escopoDe(s.db, s.user, s.usuario).localTrabalhoIds
      return ids === null ? s.db.locaisTrabalho : s.db.locaisTrabalho.filter((l) => ids.has(l.id))
    },
    dto: (l) => ({ id: l.id, codigo: l.codigo, descricao: l.descricao, empresaId: l.empresaId, endereco: { ...l.endereco } }),
    text: (l) => [l.codigo, l.descricao, l.endereco.bairro],
    sort: [{ property: 'descricao', direction: 'asc' }],
  }),
]
