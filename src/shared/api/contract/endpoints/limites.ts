import { algum, definirEndpoints } from '../endpoint'

export const limitesEndpoints = definirEndpoints({
  'GET /api/limites': { acesso: algum('front_config_geral'), requisitos: ['REG-080'] },
  'PUT /api/limites': { acesso: algum('front_config_geral'), requisitos: ['REG-080'] },
})
