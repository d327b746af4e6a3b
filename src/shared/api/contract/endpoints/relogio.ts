import { algum, definirEndpoints } from '../endpoint'

export const relogioEndpoints = definirEndpoints({
  'GET /api/relogio/hoje': { acesso: algum('front_relogio'), origem: 'extensao' },
  'POST /api/relogio/registrar': { acesso: algum('front_relogio'), requisitos: ['CLOCK-001'] },
  'POST /api/relogio/registrar-admin': { acesso: algum('front_relogio'), requisitos: ['CLOCK-002'] },
  'POST /api/relogio/simulador': { acesso: algum('front_relogio_simulador'), origem: 'extensao' },
})
