import { z } from 'zod/mini'
import { isApiError } from '@/shared/api'

export const MSG_MARCACAO_REPETIDA = 'Você registrou o ponto há menos de um minuto. Deseja registrar novamente?'

/** The 409 of a clock-in less than a minute after the employee's last punch (docs/api-extensions.md). */
const conflitoSchema = z.object({ message: z.optional(z.string()), ultimaMarcacao: z.string() })

export interface MarcacaoRepetida {
  mensagem: string
  /** 'HH:mm:ss' of the last punch. */
  ultimaMarcacao: string
}

/** The repeated-punch warning carried by `error`, or null for any other failure. */
export function marcacaoRepetidaDe(error: unknown): MarcacaoRepetida | null {
  if (!isApiError(error) || error.status !== 409) return null
  const body = conflitoSchema.safeParse(error.body)
  if (!body.success) return null
  return { mensagem: body.data.message?.trim() || MSG_MARCACAO_REPETIDA, ultimaMarcacao: body.data.ultimaMarcacao }
}
