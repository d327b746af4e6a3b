import { COM_PAPEL, definirEndpoints } from '../endpoint'

export const cidadesEndpoints = definirEndpoints({
  'GET /api/cidades/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
})
