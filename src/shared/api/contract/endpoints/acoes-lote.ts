import { algum, definirEndpoints } from '../endpoint'

export const acoesLoteEndpoints = definirEndpoints({
  'POST /api/acoes-lote/vincularQuadroHorario': {
    acesso: algum('front_manutencao', 'front_vincularquadrolote'),
    requisitos: ['BATCH-004', 'TC-124'],
  },
  'POST /api/acoes-lote/funcionarios': {
    acesso: algum(
      'front_acoeslote',
      'front_alterarfuncionariolote',
      'front_justificarlote',
      'front_vincularquadrolote',
      'front_vincularbancohoraslote',
      'front_alterarquadrolote',
      'front_relatoriopontolote',
    ),
    requisitos: ['BATCH-001'],
  },
  'POST /api/acoes-lote/justificar': { acesso: algum('front_justificarlote'), requisitos: ['BATCH-002'] },
  'POST /api/acoes-lote/funcionarios/bulk-update': { acesso: algum('front_alterarfuncionariolote'), requisitos: ['BATCH-003'] },
  'POST /api/acoes-lote/vincularBancoHoras': { acesso: algum('front_vincularbancohoraslote'), requisitos: ['BATCH-005'] },
  'POST /api/acoes-lote/vincularBancoCompensacao': { acesso: algum('front_vincularbancohoraslote'), requisitos: ['BATCH-006'] },
  'POST /api/acoes-lote/vincularQuadroHorarioEspecial': { acesso: algum('front_alterarquadrolote'), requisitos: ['BATCH-007'] },
  'GET /api/acoes-lote': { acesso: algum('front_acoeslote'), origem: 'rest' },
  'GET /api/acoes-lote/:id': { acesso: algum('front_acoeslote'), origem: 'rest' },
  'POST /api/acoes-lote/:tipoRelatorio': { acesso: algum('front_manutencao_visualizar'), requisitos: ['BATCH-008'] },
})
