import { algum, definirEndpoints } from '../endpoint'

export const fechamentosEndpoints = definirEndpoints({
  'GET /api/fechamentos': { acesso: algum('front_fechamento_visualizar'), origem: 'rest' },
  'GET /api/fechamentos/preview/:idCompetencia': { acesso: algum('front_fechamento_visualizar'), origem: 'extensao' },
  'GET /api/fechamentos/preview/:idCompetencia/detalhes': { acesso: algum('front_fechamento_visualizar'), requisitos: ['BATCH-020'] },
  'POST /api/fechamentos': { acesso: algum('front_fechamento'), origem: 'rest' },
  'GET /api/fechamentos/:id': { acesso: algum('front_fechamento_visualizar'), origem: 'rest' },
  'POST /api/fechamentos/:id/detalhes': { acesso: algum('front_fechamento_visualizar'), requisitos: ['BATCH-022'] },
  'GET /api/fechamentos/:id/export': { acesso: algum('front_fechamento'), origem: 'extensao' },
  'DELETE /api/fechamentos/:id': { acesso: algum('front_fechamento'), origem: 'rest' },
})
