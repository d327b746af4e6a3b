import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const solicitacaoEndpoints = definirEndpoints({
  'GET /api/solicitacao': { acesso: COM_PAPEL, requisitos: ['HOME-011', 'REQ-004'] },
  'GET /api/solicitacao/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/solicitacao': { acesso: COM_PAPEL, origem: 'rest' },
  'PUT /api/solicitacao/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'DELETE /api/solicitacao/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/solicitacao/:id/deferir': { acesso: algum('front_solicitacao_aprovar'), origem: 'extensao' },
  'POST /api/solicitacao/:id/indeferir': { acesso: algum('front_solicitacao_aprovar'), origem: 'extensao' },
  'POST /api/solicitacao/:id/estornar': { acesso: algum('front_solicitacao_aprovar'), origem: 'extensao' },
})
