import { AUTENTICADO, algum, definirEndpoints } from '../endpoint'

export const configEndpoints = definirEndpoints({
  'GET /api/config/search/load': { acesso: AUTENTICADO, requisitos: ['API-002'] },
  'PUT /api/config': { acesso: algum('front_config_geral'), origem: 'rest' },
})
