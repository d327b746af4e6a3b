import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const horariosEndpoints = definirEndpoints({
  'GET /api/horarios/search/fulltext': { acesso: COM_PAPEL, requisitos: ['REG-033', 'TC-034'] },
  'GET /api/horarios/search/fulltext-escalas': { acesso: COM_PAPEL, requisitos: ['REG-033'] },
  'GET /api/horarios/search/fulltext-sobreAviso': { acesso: COM_PAPEL, requisitos: ['REG-033'] },
  'GET /api/horarios/:id/flat': { acesso: COM_PAPEL, requisitos: ['REG-031'] },
  'GET /api/horarios': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/horarios/novo': { acesso: COM_PAPEL, requisitos: ['REG-028'] },
  'GET /api/horarios/:id': { acesso: COM_PAPEL, requisitos: ['REG-030'] },
  'POST /api/horarios': { acesso: algum('front_horariotrabalho'), requisitos: ['REG-029'] },
  'PUT /api/horarios': { acesso: algum('front_horariotrabalho'), requisitos: ['REG-029'] },
  'DELETE /api/horarios/:id': { acesso: algum('front_horariotrabalho'), requisitos: ['REG-032'] },
})
