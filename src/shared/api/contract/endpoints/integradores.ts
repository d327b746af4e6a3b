import { AUTENTICADO, COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const integradores = definirEndpoints({
  'GET /api/integradores/:id/jobs': { acesso: algum('front_integrador'), origem: 'extensao' },
  'POST /api/integradores/:id/jobs/:jobId/reexecutar': { acesso: algum('front_integrador'), origem: 'extensao' },
  'GET /api/integradores/ultimo-contato': { acesso: AUTENTICADO, requisitos: ['API-002', 'SHELL-012'] },
  'GET /api/integradores/search/fulltext': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/integradores': { acesso: COM_PAPEL, origem: 'rest' },
  'GET /api/integradores/:id': { acesso: COM_PAPEL, origem: 'rest' },
  'POST /api/integradores': { acesso: algum('front_integrador'), origem: 'rest' },
  'PUT /api/integradores/:id': { acesso: algum('front_integrador'), origem: 'rest' },
  'DELETE /api/integradores/:id': { acesso: algum('front_integrador'), origem: 'rest' },
})
