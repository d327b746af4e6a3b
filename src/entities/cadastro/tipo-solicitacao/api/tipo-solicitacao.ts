import type { z } from 'zod/mini'
import { createResource } from '@/shared/api'
import { tipoSolicitacaoSchema } from './tipo-solicitacao.schema'

export { tipoSolicitacaoSchema }

export type TipoSolicitacao = z.infer<typeof tipoSolicitacaoSchema>

export const tipoSolicitacaoResource = createResource({
  key: 'tipo-solicitacao',
  resource: 'tipos-solicitacao',
  item: tipoSolicitacaoSchema,
  sort: ['descricao,asc'],
})
