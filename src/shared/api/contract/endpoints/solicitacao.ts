import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'

export const solicitacaoEndpoints = definirEndpoints({
  ...endpointsDeCadastro('/api/solicitacao', {
    leitura: COM_PAPEL,
    escrita: COM_PAPEL,
    requisitos: { lista: ['HOME-011', 'REQ-004'] },
    semBusca: true,
  }),
  'POST /api/solicitacao/:id/deferir': { acesso: algum('front_solicitacao_aprovar'), origem: 'extensao' },
  'POST /api/solicitacao/:id/indeferir': { acesso: algum('front_solicitacao_aprovar'), origem: 'extensao' },
  'POST /api/solicitacao/:id/estornar': { acesso: algum('front_solicitacao_aprovar'), origem: 'extensao' },
})
