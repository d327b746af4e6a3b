import { COM_PAPEL, algum, definirEndpoints } from '../endpoint'

export const registrosEndpoints = definirEndpoints({
  'POST /api/registros/recalcular/:competencia/:funcionario': { acesso: algum('front_manutencao'), requisitos: ['TC-046'] },
  'POST /api/registros': { acesso: COM_PAPEL, requisitos: ['TC-100'] },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/desconsiderar': { acesso: COM_PAPEL, requisitos: ['TC-106'] },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/desconsiderar/:idMotivo': { acesso: COM_PAPEL, requisitos: ['TC-106'] },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/move/:novaSequencia/:modoMarcacao': { acesso: COM_PAPEL, requisitos: ['TC-110'] },
  'POST /api/registros/folga': { acesso: COM_PAPEL, requisitos: ['TC-123'] },
  'POST /api/registros/:id/especial': { acesso: COM_PAPEL, requisitos: ['TC-125'] },
  'POST /api/registros/:id/restaurar': { acesso: COM_PAPEL, requisitos: ['TC-126'] },
  'DELETE /api/registros/:id': { acesso: COM_PAPEL, requisitos: ['TC-129'] },
  'POST /api/registros/justificar': { acesso: COM_PAPEL, requisitos: ['TC-116'] },
})
