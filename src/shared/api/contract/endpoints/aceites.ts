import { algum, definirEndpoints } from '../endpoint'

export const aceitesEndpoints = definirEndpoints({
  'GET /api/aceites': { acesso: algum('front_aceites'), origem: 'rest' },
  'GET /api/aceites/:id': { acesso: algum('front_aceites'), origem: 'rest' },
  'POST /api/aceites': { acesso: algum('front_aceites'), requisitos: ['TC-063'] },
})
