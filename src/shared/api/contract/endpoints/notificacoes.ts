import { AUTENTICADO, definirEndpoints } from '../endpoint'

export const notificacoesEndpoints = definirEndpoints({
  'GET /api/notificacoes': { acesso: AUTENTICADO, requisitos: ['HOME-018'] },
  'POST /api/notificacoes/markallread': { acesso: AUTENTICADO, requisitos: ['HOME-024'] },
  'POST /api/notificacoes/:id/markasread': { acesso: AUTENTICADO, requisitos: ['HOME-023'] },
})
