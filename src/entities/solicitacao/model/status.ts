const STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDENTE: 'Pendente',
  DEFERIDA: 'Deferida',
  INDEFERIDA: 'Indeferida',
  ESTORNADA: 'Estornada',
}

/** The request status as the user reads it. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status
}
