import { algum, definirEndpoints } from '../endpoint'

export const bancoDias = definirEndpoints({
  'GET /api/banco-dias/lancamentos/search/fulltext': { acesso: algum('front_bancodias_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'GET /api/banco-dias/lancamentos': { acesso: algum('front_bancodias_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'GET /api/banco-dias/lancamentos/:id': { acesso: algum('front_bancodias_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'POST /api/banco-dias/lancamentos': { acesso: algum('front_bancodias_lancamento'), origem: 'rest' },
  'PUT /api/banco-dias/lancamentos/:id': { acesso: algum('front_bancodias_lancamento'), origem: 'rest' },
  'DELETE /api/banco-dias/lancamentos/:id': { acesso: algum('front_bancodias_lancamento'), origem: 'rest' },
})
