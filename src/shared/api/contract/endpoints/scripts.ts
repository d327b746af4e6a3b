import { algum, definirEndpoints } from '../endpoint'

export const scripts = definirEndpoints({
  'POST /api/scripts/:id/executar': { acesso: algum('front_script'), origem: 'extensao' },
  'GET /api/scripts/search/fulltext': { acesso: algum('front_script'), origem: 'rest' },
  'GET /api/scripts': { acesso: algum('front_script'), origem: 'rest' },
  'GET /api/scripts/:id': { acesso: algum('front_script'), origem: 'rest' },
  'POST /api/scripts': { acesso: algum('front_script'), origem: 'rest' },
  'PUT /api/scripts/:id': { acesso: algum('front_script'), origem: 'rest' },
  'DELETE /api/scripts/:id': { acesso: algum('front_script'), origem: 'rest' },
})
