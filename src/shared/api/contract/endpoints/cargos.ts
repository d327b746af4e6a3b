import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const cargos = definirEndpoints({
  'GET /api/cargos/search/fulltext': { acesso: COM_PAPEL, requisitos: ['REG-061', 'TC-034'] },
  'GET /api/cargos/search/com-funcionarios': { acesso: COM_PAPEL, requisitos: ['REG-061'] },
  'GET /api/cargos': { acesso: COM_PAPEL },
  'GET /api/cargos/:id': { acesso: COM_PAPEL, requisitos: ['REG-061'] },
  'POST /api/cargos': { acesso: algum('front_cargo') },
  'PUT /api/cargos/:id': { acesso: algum('front_cargo'), origem: 'rest' },
  'DELETE /api/cargos/:id': { acesso: algum('front_cargo'), origem: 'rest' },
})
