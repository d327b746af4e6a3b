import { algum, definirEndpoints } from '../endpoint'

export const relatoriosEndpoints = definirEndpoints({
  'GET /api/relatorios': { acesso: algum('front_relatorios'), origem: 'rest' },
  'POST /api/relatorios/:tipo': { acesso: algum('front_relatorios'), origem: 'extensao' },
})
