import { AUTENTICADO, COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const empresasEndpoints = definirEndpoints({
  'GET /api/empresas/search/first': { acesso: AUTENTICADO, requisitos: ['API-002'] },
  'GET /api/empresas/search/fulltext': { acesso: COM_PAPEL, requisitos: ['REG-020', 'TC-034'] },
  'POST /api/empresas/:id/brasao': { acesso: algum('front_empresa'), requisitos: ['REG-021'] },
  'GET /api/empresas/:id/brasao': { acesso: AUTENTICADO, origem: 'extensao' },
  'GET /api/empresas': { acesso: COM_PAPEL, requisitos: ['REG-017'] },
  'GET /api/empresas/:id': { acesso: COM_PAPEL, requisitos: ['REG-018'] },
  'POST /api/empresas': { acesso: algum('front_empresa'), requisitos: ['REG-019'] },
  'PUT /api/empresas/:id': { acesso: algum('front_empresa'), origem: 'rest' },
  'DELETE /api/empresas/:id': { acesso: algum('front_empresa'), origem: 'rest' },
})
