import { apiPost, createResource } from '@/shared/api'
import { funcionarioRegistroSchema } from './funcionario.schema'

export {
  funcionarioRegistroSchema,
  VINCULOS_FUNCIONARIO,
  type FuncionarioRegistro,
  type ListaVinculo,
  type VinculoFuncionario,
} from './funcionario.schema'

/** REG-006, REG-009/010, REG-013: the employee register (by nome; PUT /{id}). */
export const funcionarioResource = createResource({
  key: 'funcionarios',
  resource: 'funcionarios',
  item: funcionarioRegistroSchema,
  sort: ['nome,asc'],
})

/** REG-011/012: a message to the collector; COLETOR_FUNCIONARIO_IMPORTAR imports the employee into the clocks. */
export const importarParaColetor = (funcionarioId: number) =>
  apiPost('/api/coletor/message', { messageType: 'COLETOR_FUNCIONARIO_IMPORTAR', payload: { funcionarioId } })
