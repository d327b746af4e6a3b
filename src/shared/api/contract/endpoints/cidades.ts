import { COM_PAPEL, definirEndpoints } from '../endpoint'

export const cidades = definirEndpoints({
  'GET /api/cidades/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
})
