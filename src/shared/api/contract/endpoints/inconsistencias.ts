import { algum, definirEndpoints } from '../endpoint'

export const inconsistenciasEndpoints = definirEndpoints({
  'GET /api/inconsistencias': { acesso: algum('front_inconsistencias'), origem: 'rest' },
  'GET /api/inconsistencias/:id': { acesso: algum('front_inconsistencias'), origem: 'rest' },
})
