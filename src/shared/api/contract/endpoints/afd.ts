import { algum, definirEndpoints } from '../endpoint'

export const afdEndpoints = definirEndpoints({
  'GET /api/afd': { acesso: algum('front_importacaoafd'), origem: 'rest' },
  'GET /api/afd/:id': { acesso: algum('front_importacaoafd'), origem: 'rest' },
  'POST /api/afd/upload': { acesso: algum('front_importacaoafd'), origem: 'extensao' },
  'POST /api/afd/:id/reprocessar': { acesso: algum('front_importacaoafd'), origem: 'extensao' },
})
