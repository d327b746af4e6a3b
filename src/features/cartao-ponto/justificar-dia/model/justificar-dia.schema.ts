import { z } from 'zod/mini'
import type { Motivo } from '@/entities/motivo'
import type { RegistroDia } from '@/entities/cartao-ponto'
import { MSG_MOTIVO_OBRIGATORIO } from '@/shared/config'

/** The kinds of justification the justify-day dialog offers (TC-114), in screen order. */
export const TIPOS_JUSTIFICAR_DIA = ['ABONO', 'ABONO_ENTRADA', 'ABONO_SAIDA', 'JUSTIFICATIVA'] as const
export type TipoJustificarDia = (typeof TIPOS_JUSTIFICAR_DIA)[number]

export const ROTULO_TIPO: Record<TipoJustificarDia, string> = {
  ABONO: 'Abonar o dia todo',
  ABONO_ENTRADA: 'Abonar atraso',
  ABONO_SAIDA: 'Abonar saida antecipada',
  JUSTIFICATIVA: 'Justificar',
}

/** TC-115: excusing the delay or the early leave needs fixed times. */
const TIPOS_COM_HORARIO_FIXO = ['FIXO', 'FIXO_INTERVALO_FLEXIVEL']

/** TC-114, TC-115: the options for a day with this schedule type. */
export function tiposJustificarDia(quadroHorarioTipo: string | null): TipoJustificarDia[] {
  const fixo = quadroHorarioTipo !== null && TIPOS_COM_HORARIO_FIXO.includes(quadroHorarioTipo)
  return TIPOS_JUSTIFICAR_DIA.filter((tipo) => fixo || (tipo !== 'ABONO_ENTRADA' && tipo !== 'ABONO_SAIDA'))
}

/** The hours sent: the day's delay for ABONO_ENTRADA, its early leave for ABONO_SAIDA, none otherwise. */
export function horasJustificadas(tipo: TipoJustificarDia, registro: Pick<RegistroDia, 'atraso' | 'saidaAntecipada'>): string | null {
  if (tipo === 'ABONO_ENTRADA') return registro.atraso || null
  if (tipo === 'ABONO_SAIDA') return registro.saidaAntecipada || null
  return null
}

const motivoObrigatorio = z.pipe(
  z.nullable(z.custom<Motivo>()),
  z.custom<Motivo>((value) => value !== null && value !== undefined, MSG_MOTIVO_OBRIGATORIO),
)

/** TC-114: the kind, the reason (required) and an optional observation. */
export const justificarDiaSchema = z.object({
  tipoJustificativa: z.enum(TIPOS_JUSTIFICAR_DIA),
  motivo: motivoObrigatorio,
  observacao: z.string(),
})

export type JustificarDiaInput = z.input<typeof justificarDiaSchema>
export type JustificarDiaValues = z.output<typeof justificarDiaSchema>

/** The form's fields in screen order, also the server's properties they answer for (idMotivo → motivo). */
export const CAMPOS_JUSTIFICAR = ['tipoJustificativa', 'motivo', 'observacao'] as const
