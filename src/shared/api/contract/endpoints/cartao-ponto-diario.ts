import { algum, definirEndpoints } from '../endpoint'

export const cartaoPontoDiarioEndpoints = definirEndpoints({
  'GET /api/cartao-ponto-diario': { acesso: algum('front_cartao_ponto_diario'), origem: 'rest' },
})
