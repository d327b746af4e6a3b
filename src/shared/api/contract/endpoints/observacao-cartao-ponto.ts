import { algum, definirEndpoints } from '../endpoint'

export const observacaoCartaoPontoEndpoints = definirEndpoints({
  'GET /api/observacao-cartao-ponto': { acesso: algum('front_manutencao_visualizar'), requisitos: ['TC-056'] },
  'PUT /api/observacao-cartao-ponto': { acesso: algum('front_manutencao'), requisitos: ['TC-056'] },
})
