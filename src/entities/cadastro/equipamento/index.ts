export {
  coletorResource,
  coletorSchema,
  enviarAoColetor,
  equipamentoResource,
  equipamentoSchema,
  TIPOS_EQUIPAMENTO,
} from './api/equipamento'
export type { Coletor, Equipamento, TipoEquipamento } from './api/equipamento'
export {
  coletorDashboardSchema,
  coletorQueries,
  enviarMensagemColetor,
  ERRO_COLETOR,
  funcionarioColetorSchema,
  funcionariosDoColetor,
} from './api/coletor'
export type { ColetorDashboard, FuncionarioColetor, TipoMensagemColetor } from './api/coletor'
