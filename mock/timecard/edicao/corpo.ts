import { idsDoCartaoSchema } from '@/shared/api/contract/cartao'
import { lerCorpo } from '../../http/corpo'
import type { FieldError } from '../../http/spring'
import type { IdsCartao } from '../acesso'

/** A JSON request body as read by the editing calls. */
export type Corpo = Record<string, unknown>

/** The card ids of an editing body (idFuncionario, idCompetencia), or their validation errors. */
export function lerIdsCorpo(body: Corpo): IdsCartao | FieldError[] {
  const ids = lerCorpo(idsDoCartaoSchema, body)
  return Array.isArray(ids) ? ids : { funcionarioId: ids.idFuncionario, competenciaId: ids.idCompetencia }
}
