import { algum, definirEndpoints } from '../endpoint'

export const homeEndpoints = definirEndpoints({
  'GET /api/home/funcionarios': { acesso: algum('administrador', 'rh', 'responsavel', 'supervisor'), requisitos: ['HOME-003'] },
  'GET /api/home/departamentos': { acesso: algum('administrador', 'rh', 'responsavel', 'supervisor'), requisitos: ['HOME-004'] },
  'GET /api/home/cargos': { acesso: algum('administrador', 'rh', 'responsavel', 'supervisor'), requisitos: ['HOME-005'] },
  'GET /api/home/localtrabalho': { acesso: algum('administrador', 'rh', 'responsavel', 'supervisor'), requisitos: ['HOME-006'] },
  'GET /api/home/divisaoHoras': { acesso: algum('administrador', 'rh', 'responsavel', 'supervisor'), requisitos: ['HOME-007'] },
})
