import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const locaistrabalho = definirEndpoints({
  'GET /api/locaistrabalho/search/fulltext': { acesso: COM_PAPEL, requisitos: ['REG-068', 'TC-034'] },
  'GET /api/locaistrabalho/search/com-funcionarios': { acesso: COM_PAPEL, requisitos: ['REG-068'] },
  'GET /api/locaistrabalho/:id/responsaveis': { acesso: COM_PAPEL, origem: 'extensao' },
  'POST /api/locaistrabalho/:id/responsaveis': { acesso: algum('front_localtrabalho'), requisitos: ['REG-069'] },
  'DELETE /api/locaistrabalho/:id/responsaveis/:usuario': { acesso: algum('front_localtrabalho'), requisitos: ['REG-069'] },
  'GET /api/locaistrabalho': { acesso: COM_PAPEL },
  'GET /api/locaistrabalho/:id': { acesso: COM_PAPEL, requisitos: ['REG-067'] },
  'POST /api/locaistrabalho': { acesso: algum('front_localtrabalho'), requisitos: ['REG-067'] },
  'PUT /api/locaistrabalho/:id': { acesso: algum('front_localtrabalho'), origem: 'rest' },
  'DELETE /api/locaistrabalho/:id': { acesso: algum('front_localtrabalho'), origem: 'rest' },
})
