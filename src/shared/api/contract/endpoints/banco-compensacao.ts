import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const bancoCompensacao = definirEndpoints({
  'GET /api/banco-compensacao/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/banco-compensacao': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/banco-compensacao/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/banco-compensacao': { acesso: algum('front_bancocompensacao'), origem: 'rest' },
  'PUT /api/banco-compensacao/:id': { acesso: algum('front_bancocompensacao'), origem: 'rest' },
  'DELETE /api/banco-compensacao/:id': { acesso: algum('front_bancocompensacao'), origem: 'rest' },
  'POST /api/banco-compensacao/lancamentos/:id/baixa': { acesso: algum('front_bancocompensacao_lancamento'), origem: 'extensao' },
  'GET /api/banco-compensacao/lancamentos/search/fulltext': { acesso: algum('front_bancocompensacao_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'GET /api/banco-compensacao/lancamentos': { acesso: algum('front_bancocompensacao_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'GET /api/banco-compensacao/lancamentos/:id': { acesso: algum('front_bancocompensacao_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar'), origem: 'rest' },
  'POST /api/banco-compensacao/lancamentos': { acesso: algum('front_bancocompensacao_lancamento'), origem: 'rest' },
  'PUT /api/banco-compensacao/lancamentos/:id': { acesso: algum('front_bancocompensacao_lancamento'), origem: 'rest' },
  'DELETE /api/banco-compensacao/lancamentos/:id': { acesso: algum('front_bancocompensacao_lancamento'), origem: 'rest' },
})
