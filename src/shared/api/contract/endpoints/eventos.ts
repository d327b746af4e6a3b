import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const eventos = definirEndpoints({
  'GET /api/eventos/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/eventos': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/eventos/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/eventos': { acesso: algum('front_evento'), origem: 'rest' },
  'PUT /api/eventos/:id': { acesso: algum('front_evento'), origem: 'rest' },
  'DELETE /api/eventos/:id': { acesso: algum('front_evento'), origem: 'rest' },
})
