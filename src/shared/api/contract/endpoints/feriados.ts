import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const feriados = definirEndpoints({
  'GET /api/feriados': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/feriados/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/feriados': { acesso: algum('front_feriado'), origem: 'rest' },
  'PUT /api/feriados/:id': { acesso: algum('front_feriado'), origem: 'rest' },
  'DELETE /api/feriados/:id': { acesso: algum('front_feriado'), origem: 'rest' },
})
