import { formatDayMonth } from '@/shared/lib'

/** What the preview of a decision reads from a request. */
export interface PedidoComEfeito {
  inicio: string
  fim?: string | null
  horas?: string | null
  motivo?: { descricao: string } | null
  bancoDias?: { descricao: string } | null
}

/** A rejection changes the status only (REQ-012). */
export const EFEITO_DO_INDEFERIMENTO = 'não altera o cartão ponto'

/** '10/11', or 'de 10/11 a 12/11' for a longer period. */
function periodo({ inicio, fim }: PedidoComEfeito): string {
  return fim && fim > inicio ? `de ${formatDayMonth(inicio)} a ${formatDayMonth(fim)}` : formatDayMonth(inicio)
}

/** 'em 10/11', or 'de 10/11 a 12/11'. */
const quando = (s: PedidoComEfeito) => (s.fim && s.fim > s.inicio ? periodo(s) : `em ${periodo(s)}`)

/**
 * What approving the request writes on the employee's card, in a few words, from its effect (the detail's `efeito`):
 * 'inclui marcação 08:00 em 10/11', 'abona 10/11 (Atestado médico)', 'debita 04:00 do banco de horas em 11/11 (…)'.
 */
export function textoDoEfeito(s: PedidoComEfeito, efeito: string | undefined): string {
  const motivo = s.motivo ? ` (${s.motivo.descricao})` : ''
  const horas = s.horas ? `${s.horas} ` : ''
  switch (efeito) {
    case 'INCLUIR_MARCACAO':
      return `inclui marcação ${horas}${quando(s)}`
    case 'ABONO':
      return s.horas ? `abona ${s.horas} ${quando(s)}${motivo}` : `abona ${periodo(s)}${motivo}`
    case 'BANCO_DE_HORAS_DEBITO':
      return `debita ${horas}do banco de horas ${quando(s)}${motivo}`
    case 'BANCO_DE_DIAS_DEBITO':
      return `debita do banco de dias ${quando(s)}${s.bancoDias ? ` (${s.bancoDias.descricao})` : motivo}`
    default:
      return `altera o cartão ponto ${quando(s)}${motivo}`
  }
}
