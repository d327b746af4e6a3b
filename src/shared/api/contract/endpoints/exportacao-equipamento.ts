import { algum, definirEndpoints } from '../endpoint'

export const exportacaoEquipamentoEndpoints = definirEndpoints({
  'POST /api/exportacao-equipamento': { acesso: algum('front_equipamento_exportacao'), origem: 'rest' },
})
