/** A reason (motivo) for a correction: doc1 §3. */
export interface Motivo {
  id: number
  descricao: string
  ativo: boolean
}

const ULTIMO_MOTIVO = 'ponto.ultimoMotivo'

/** The reason of this tab's last correction, which the keyboard-first include dialog proposes again. */
export function ultimoMotivoUsado(): Motivo | null {
  try {
    const salvo = sessionStorage.getItem(ULTIMO_MOTIVO)
    const motivo: unknown = salvo ? JSON.parse(salvo) : null
    return isMotivo(motivo) ? motivo : null
  } catch {
    return null
  }
}

export function lembrarMotivo(motivo: Motivo): void {
  try {
    sessionStorage.setItem(ULTIMO_MOTIVO, JSON.stringify(motivo))
  } catch {
    // Storage may be full or disabled: the next dialog just starts without a reason.
  }
}

function isMotivo(value: unknown): value is Motivo {
  if (typeof value !== 'object' || value === null) return false
  const m = value as Record<string, unknown>
  return typeof m.id === 'number' && typeof m.descricao === 'string' && typeof m.ativo === 'boolean'
}
