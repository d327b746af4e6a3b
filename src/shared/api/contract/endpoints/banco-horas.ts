import { algum, definirEndpoints } from '../endpoint'

export const bancoHoras = definirEndpoints({
  'GET /api/banco-horas/lancamentos/search/fulltext': { acesso: algum('front_bancohoras_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'GET /api/banco-horas/lancamentos': { acesso: algum('front_bancohoras_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'GET /api/banco-horas/lancamentos/:id': { acesso: algum('front_bancohoras_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'POST /api/banco-horas/lancamentos': { acesso: algum('front_bancohoras_lancamento'), origem: 'rest' },
  'PUT /api/banco-horas/lancamentos/:id': { acesso: algum('front_bancohoras_lancamento'), origem: 'rest' },
  'DELETE /api/banco-horas/lancamentos/:id': { acesso: algum('front_bancohoras_lancamento'), origem: 'rest' },
})
