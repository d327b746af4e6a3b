import { AUTENTICADO, COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'

export const empresasEndpoints = definirEndpoints({
  'GET /api/empresas/search/first': { acesso: AUTENTICADO, requisitos: ['API-002'] },
  ...endpointsDeCadastro('/api/empresas', {
    leitura: COM_PAPEL,
    escrita: algum('front_empresa'),
    requisitos: { busca: ['REG-020', 'TC-034'], lista: ['REG-017'], item: ['REG-018'], criar: ['REG-019'] },
  }),
  'POST /api/empresas/:id/brasao': { acesso: algum('front_empresa'), requisitos: ['REG-021'] },
  'GET /api/empresas/:id/brasao': { acesso: AUTENTICADO, origem: 'extensao' },
})
