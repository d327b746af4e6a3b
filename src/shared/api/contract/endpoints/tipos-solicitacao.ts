import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const tiposSolicitacao = definirEndpoints({
  'GET /api/tipos-solicitacao/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/tipos-solicitacao': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/tipos-solicitacao/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/tipos-solicitacao': { acesso: algum('front_tiposolicitacao'), origem: 'rest' },
  'PUT /api/tipos-solicitacao/:id': { acesso: algum('front_tiposolicitacao'), origem: 'rest' },
  'DELETE /api/tipos-solicitacao/:id': { acesso: algum('front_tiposolicitacao'), origem: 'rest' },
})
