import { z } from 'zod/mini'
import { TIPOS_JUSTIFICATIVA, type TipoJustificativa, type Tratamento } from '@/entities/cartao-ponto'
import { hasRole, type Sessao } from '@/entities/sessao'
import { hhmmToMinutes, MAX_TIME } from '@/shared/lib'
import { MSG_HORARIO_MAXIMO, MSG_HORARIO_OBRIGATORIO } from '@/shared/config'

/** doc1 §5, §6: the permission to change the type of an existing justification. */
export const ROLE_ALTERAR_TIPO_JUSTIFICATIVA = 'front_justificativa_update_tipo'

const MAXIMO = hhmmToMinutes(MAX_TIME)

/** TC-137: the hours of the justification, hh:mm up to 24:00; the type among the known ones. */
export const alterarJustificativaSchema = z
  .object({
    horas: z.string(),
    tipoJustificativa: z.enum(TIPOS_JUSTIFICATIVA),
  })
  .check(
    z.superRefine((valores, ctx) => {
      const minutos = /^\d{2}:\d{2}$/.test(valores.horas) ? hhmmToMinutes(valores.horas) : Number.NaN
      if (Number.isNaN(minutos)) {
        ctx.addIssue({ code: 'custom', message: MSG_HORARIO_OBRIGATORIO, path: ['horas'], input: valores.horas })
      } else if (minutos > MAXIMO) {
        ctx.addIssue({ code: 'custom', message: MSG_HORARIO_MAXIMO, path: ['horas'], input: valores.horas })
      }
    }),
  )

export type AlterarJustificativaValues = z.output<typeof alterarJustificativaSchema>

/** The form's fields in screen order (the first with a server error gets focus). */
export const CAMPOS_ALTERAR_JUSTIFICATIVA = ['horas', 'tipoJustificativa'] as const

/** TC-136: only inclusions (ocorrencia I) have their hours edited. */
export const podeAlterarHoras = (tratamento: Tratamento): boolean => tratamento.ocorrencia === 'I'

/** TC-117: changing the type needs front_justificativa_update_tipo. */
export const podeAlterarTipo = (sessao: Sessao | null | undefined): boolean =>
  hasRole(sessao, ROLE_ALTERAR_TIPO_JUSTIFICATIVA)

/** Labels of the justification types (doc1 §3). */
export const ROTULOS_TIPO_JUSTIFICATIVA: Record<TipoJustificativa, string> = {
  ABONO: 'Abono',
  ABONO_ENTRADA: 'Abono de entrada',
  ABONO_SAIDA: 'Abono de saída',
  JUSTIFICATIVA: 'Justificativa',
  HORA_EXTRA: 'Hora extra',
  HORA_EXTRA_ENTRADA: 'Hora extra na entrada',
  HORA_EXTRA_SAIDA: 'Hora extra na saída',
  BANCO_DE_DIAS_DEBITO: 'Banco de dias (débito)',
  BANCO_DE_DIAS_CREDITO: 'Banco de dias (crédito)',
  BANCO_DE_HORAS_DEBITO: 'Banco de horas (débito)',
  BANCO_DE_HORAS_DEBITO_ENTRADA: 'Banco de horas (débito na entrada)',
  BANCO_DE_HORAS_DEBITO_SAIDA: 'Banco de horas (débito na saída)',
  BANCO_DE_HORAS_CREDITO: 'Banco de horas (crédito)',
  INCLUIR_MARCACAO: 'Incluir marcação',
}
