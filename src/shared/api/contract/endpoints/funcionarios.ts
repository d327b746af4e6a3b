import { AUTENTICADO, COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const funcionariosEndpoints = definirEndpoints({
  'GET /api/funcionarios/notificacoes': { acesso: AUTENTICADO, requisitos: ['HOME-018'] },
  'GET /api/funcionarios/permite-bater-ponto': { acesso: AUTENTICADO, requisitos: ['API-002', 'CLOCK-003'] },
  'GET /api/funcionarios/search/fulltext': {
    acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'),
    requisitos: ['TC-013'],
  },
  'GET /api/funcionarios/search/fulltext/ativos': {
    acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'),
    requisitos: ['REG-015'],
  },
  'GET /api/funcionarios/search/fulltext/duplovinculo': {
    acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'),
    requisitos: ['REG-015'],
  },
  'GET /api/funcionarios/:id': { acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'), requisitos: ['REG-006'] },
  'GET /api/funcionarios/:id/quadro-vigente': {
    acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'),
    requisitos: ['REG-007'],
  },
  'GET /api/funcionarios/:id/bancodias-vigente': {
    acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'),
    requisitos: ['REG-058'],
  },
  'GET /api/funcionarios/:id/importacoes': {
    acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'),
    requisitos: ['REG-008'],
  },
  'GET /api/funcionarios/:id/competencia/:competenciaId/espelho-ponto': { acesso: COM_PAPEL, requisitos: ['TC-043'] },
  'GET /api/funcionarios': { acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'), origem: 'rest' },
  'POST /api/funcionarios': { acesso: algum('front_funcionario'), requisitos: ['REG-009'] },
  'PUT /api/funcionarios/:id': { acesso: algum('front_funcionario'), requisitos: ['REG-010'] },
  'GET /api/funcionarios/:id/resumo': { acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'), origem: 'extensao' },
  'POST /api/funcionarios/:id/vinculos/:pagina': { acesso: algum('front_funcionario'), origem: 'extensao' },
  'DELETE /api/funcionarios/:id/vinculos/:pagina/:vinculoId': { acesso: algum('front_funcionario'), origem: 'extensao' },
  'GET /api/funcionarios/:id/epis': { acesso: algum('front_manutencao_visualizar', 'front_funcionario_visualizar'), origem: 'extensao' },
  'POST /api/funcionarios/:id/epis': { acesso: algum('front_funcionario'), origem: 'extensao' },
  'DELETE /api/funcionarios/:id/epis/:epiId': { acesso: algum('front_funcionario'), origem: 'extensao' },
  'GET /api/funcionarios/:id/mapa': { acesso: algum('front_funcionario_mapa'), origem: 'extensao' },
})
