import { algum, definirEndpoints } from '../endpoint'

export const escalas = definirEndpoints({
  'GET /api/escalas/search/fulltext': { acesso: algum('front_escalas', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'GET /api/escalas': { acesso: algum('front_escalas', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'GET /api/escalas/:id': { acesso: algum('front_escalas', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'POST /api/escalas': { acesso: algum('front_escalas'), origem: 'rest' },
  'PUT /api/escalas/:id': { acesso: algum('front_escalas'), origem: 'rest' },
  'DELETE /api/escalas/:id': { acesso: algum('front_escalas'), origem: 'rest' },
})
