import { algum, definirEndpoints } from '../endpoint'

export const coletores = definirEndpoints({
  'GET /api/coletores/:id/funcionarios': { acesso: algum('front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario'), origem: 'extensao' },
  'GET /api/coletores/:id/dashboard': { acesso: algum('front_coletor_dashboard'), origem: 'extensao' },
  'GET /api/coletores/search/fulltext': { acesso: algum('front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario', 'front_coletor_dashboard', 'front_equipamento', 'front_equipamento_exportacao'), origem: 'rest' },
  'GET /api/coletores': { acesso: algum('front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario', 'front_coletor_dashboard', 'front_equipamento', 'front_equipamento_exportacao'), origem: 'rest' },
  'GET /api/coletores/:id': { acesso: algum('front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario', 'front_coletor_dashboard', 'front_equipamento', 'front_equipamento_exportacao'), origem: 'rest' },
  'POST /api/coletores': { acesso: algum('front_coletor'), origem: 'rest' },
  'PUT /api/coletores/:id': { acesso: algum('front_coletor'), origem: 'rest' },
  'DELETE /api/coletores/:id': { acesso: algum('front_coletor'), origem: 'rest' },
})
