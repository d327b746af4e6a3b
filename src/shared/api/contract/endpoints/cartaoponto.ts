import { algum, definirEndpoints } from '../endpoint'

export const cartaopontoEndpoints = definirEndpoints({
  'GET /api/cartaoponto': { acesso: algum('front_manutencao_visualizar'), requisitos: ['TC-006', 'TC-010'] },
})
