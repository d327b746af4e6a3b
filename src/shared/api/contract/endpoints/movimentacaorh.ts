import { algum, definirEndpoints } from '../endpoint'

export const movimentacaorhEndpoints = definirEndpoints(() => ({
  'DELETE /api/movimentacaorh/:id': { acesso: algum('front_manutencao_movimentacaorh_excluir'), requisitos: ['TC-143'] },
  'POST /api/movimentacaorh/:id/reprocessar': { acesso: algum('front_manutencao_movimentacaorh_reprocessar'), requisitos: ['TC-145'] },
}))
