import { AUTENTICADO, definirEndpoints } from '../endpoint'

export const comprovantesMarcacaoEndpoints = definirEndpoints({
  'GET /api/comprovantes-marcacao': { acesso: AUTENTICADO, origem: 'rest' },
  'GET /api/comprovantes-marcacao/:id/pdf': { acesso: AUTENTICADO, origem: 'extensao' },
})
