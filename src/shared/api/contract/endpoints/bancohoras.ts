import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const bancohoras = definirEndpoints({
  'GET /api/bancohoras/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/bancohoras': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/bancohoras/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/bancohoras': { acesso: algum('front_bancohoras'), origem: 'rest' },
  'PUT /api/bancohoras/:id': { acesso: algum('front_bancohoras'), origem: 'rest' },
  'DELETE /api/bancohoras/:id': { acesso: algum('front_bancohoras'), origem: 'rest' },
})
