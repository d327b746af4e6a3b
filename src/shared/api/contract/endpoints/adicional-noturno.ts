import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const adicionalNoturno = definirEndpoints({
  'GET /api/adicional-noturno/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/adicional-noturno': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/adicional-noturno/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/adicional-noturno': { acesso: algum('front_adicionalnoturno'), origem: 'rest' },
  'PUT /api/adicional-noturno/:id': { acesso: algum('front_adicionalnoturno'), origem: 'rest' },
  'DELETE /api/adicional-noturno/:id': { acesso: algum('front_adicionalnoturno'), origem: 'rest' },
})
