import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const classes = definirEndpoints({
  'GET /api/classes/search/fulltext': { acesso: COM_PAPEL, requisitos: ['TC-034'] },
  'GET /api/classes': { acesso: COM_PAPEL, requisitos: ['REG-071'] },
  'GET /api/classes/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/classes': { acesso: algum('front_classe'), requisitos: ['REG-071'] },
  'PUT /api/classes/:id': { acesso: algum('front_classe'), origem: 'rest' },
  'DELETE /api/classes/:id': { acesso: algum('front_classe'), origem: 'rest' },
})
