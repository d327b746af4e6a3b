import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const bancodias = definirEndpoints({
  'GET /api/bancodias/search/fulltext': { acesso: COM_PAPEL, requisitos: ['TC-165'] },
  'GET /api/bancodias': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/bancodias/:id': { acesso: COM_PAPEL, requisitos: ['REG-055'] },
  'POST /api/bancodias': { acesso: algum('front_bancodias'), requisitos: ['REG-056'] },
  'PUT /api/bancodias/:id': { acesso: algum('front_bancodias'), requisitos: ['REG-056'] },
  'DELETE /api/bancodias/:id': { acesso: algum('front_bancodias'), requisitos: ['REG-057'] },
})
