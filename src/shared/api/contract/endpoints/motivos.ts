import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const motivos = definirEndpoints({
  'GET /api/motivos/search/ativos': { acesso: COM_PAPEL, requisitos: ['REG-052'] },
  'GET /api/motivos/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/motivos/search/fulltext-ativos': { acesso: COM_PAPEL, requisitos: ['REG-053'] },
  'GET /api/motivos': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/motivos/:id': { acesso: COM_PAPEL, requisitos: ['REG-049'] },
  'POST /api/motivos': { acesso: algum('rh', 'administrador', 'front_motivo'), requisitos: ['REG-050', 'TC-192'] },
  'PUT /api/motivos/:id': { acesso: algum('rh', 'administrador', 'front_motivo'), origem: 'rest' },
  'DELETE /api/motivos/:id': { acesso: algum('rh', 'administrador', 'front_motivo'), requisitos: ['REG-051'] },
})
