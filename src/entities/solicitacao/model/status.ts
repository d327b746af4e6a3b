const STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDENTE: 'Pendente',
  DEFERIDA: 'Deferida',
  INDEFERIDA: 'Indeferida',
  ESTORNADA: 'Estornada',
}

/** The request statuses, in the order a filter offers them. */
export const STATUS_SOLICITACAO = ['PENDENTE', 'DEFERIDA', 'INDEFERIDA', 'ESTORNADA'] as const

/** The request status as the user reads it. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status
}
