import { algum, definirEndpoints } from '../endpoint'

export const dashboardEndpoints = definirEndpoints({
  'GET /api/dashboard/indicadores': { acesso: algum('front_dashboard'), origem: 'extensao' },
})
