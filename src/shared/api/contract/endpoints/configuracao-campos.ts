import { AUTENTICADO, algum, definirEndpoints } from '../endpoint'

export const configuracaoCamposEndpoints = definirEndpoints({
  'GET /api/configuracao-campos/cartao-ponto': { acesso: AUTENTICADO, requisitos: ['API-002', 'TC-086'] },
  'POST /api/configuracao-campos/cartao-ponto': { acesso: algum('front_configuracaocampos'), requisitos: ['TC-087'] },
})
