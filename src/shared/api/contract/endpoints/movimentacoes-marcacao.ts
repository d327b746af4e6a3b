import { algum, definirEndpoints } from '../endpoint'

export const movimentacoesMarcacaoEndpoints = definirEndpoints({
  'GET /api/movimentacoes-marcacao/marcacoes': { acesso: algum('front_move_marcacao'), origem: 'extensao' },
  'GET /api/movimentacoes-marcacao/search/fulltext': { acesso: algum('front_move_marcacao'), origem: 'rest' },
  'GET /api/movimentacoes-marcacao': { acesso: algum('front_move_marcacao'), origem: 'rest' },
  'GET /api/movimentacoes-marcacao/:id': { acesso: algum('front_move_marcacao'), origem: 'rest' },
  'POST /api/movimentacoes-marcacao': { acesso: algum('front_move_marcacao'), origem: 'rest' },
})
