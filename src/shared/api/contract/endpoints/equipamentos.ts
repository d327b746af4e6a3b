import { algum, definirEndpoints } from '../endpoint'

export const equipamentos = definirEndpoints({
  'POST /api/equipamentos/:id/coletor': { acesso: algum('front_equipamento'), origem: 'extensao' },
  'GET /api/equipamentos/search/fulltext': { acesso: algum('front_equipamento', 'front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario', 'front_equipamento_exportacao'), origem: 'rest' },
  'GET /api/equipamentos': { acesso: algum('front_equipamento', 'front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario', 'front_equipamento_exportacao'), origem: 'rest' },
  'GET /api/equipamentos/:id': { acesso: algum('front_equipamento', 'front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario', 'front_equipamento_exportacao'), origem: 'rest' },
  'POST /api/equipamentos': { acesso: algum('front_equipamento'), origem: 'rest' },
  'PUT /api/equipamentos/:id': { acesso: algum('front_equipamento'), origem: 'rest' },
  'DELETE /api/equipamentos/:id': { acesso: algum('front_equipamento'), origem: 'rest' },
})
