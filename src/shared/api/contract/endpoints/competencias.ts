import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const competenciasEndpoints = definirEndpoints({
  'GET /api/competencias': { acesso: COM_PAPEL, requisitos: ['REG-045', 'TC-022'] },
  'GET /api/competencias/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/competencias/proxima': { acesso: algum('front_competencia'), requisitos: ['REG-042'] },
  'POST /api/competencias/save': { acesso: algum('front_competencia'), requisitos: ['REG-043'] },
  'GET /api/competencias/:id/recalcular': { acesso: algum('front_competencia'), requisitos: ['REG-046'] },
  'GET /api/competencias/:id': { acesso: COM_PAPEL, requisitos: ['REG-041'] },
  'DELETE /api/competencias/:id': { acesso: algum('front_competencia'), requisitos: ['REG-044'] },
})
