import { hasRole, type Sessao } from '@/entities/sessao'
import { formatDayMonth } from '@/shared/lib'
import { MSG_CONFIRMA_REMOVER_DIA, preencherMensagem } from '@/shared/config'

/** TC-127: removing a day's entries needs this role. */
export const ROLE_REMOVER_REGISTRO = 'admin_remover_registro'

export const mayRemoverDia = (sessao: Sessao | null | undefined) => hasRole(sessao, ROLE_REMOVER_REGISTRO)

/** TC-128: the question of the removal prompt, with the day as dd/mm. */
export const perguntaRemoverDia = (data: string) => preencherMensagem(MSG_CONFIRMA_REMOVER_DIA, { 'dd/mm': formatDayMonth(data) })
