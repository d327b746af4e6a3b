import { COM_PAPEL, definirEndpoints } from '../endpoint'

export const justificativasEndpoints = definirEndpoints({
  'PUT /api/justificativas/:id': { acesso: COM_PAPEL, requisitos: ['TC-138'] },
  'DELETE /api/justificativas/:id': { acesso: COM_PAPEL, requisitos: ['TC-140'] },
})
