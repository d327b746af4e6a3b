import { useMutation } from '@tanstack/react-query'
import { apiDownload } from '@/shared/api'
import type { ParametrosRelatorio } from '../model/parametros'

/** POST /api/relatorios/{tipo} with the report parameters; answers the file (PDF or CSV). */
export const gerarRelatorio = ({ tipo, ...parametros }: ParametrosRelatorio) =>
  apiDownload('POST', `/api/relatorios/${tipo}`, { json: parametros })

/** A read: nothing to invalidate. */
export function useGerarRelatorio() {
  return useMutation({ mutationFn: gerarRelatorio })
}
