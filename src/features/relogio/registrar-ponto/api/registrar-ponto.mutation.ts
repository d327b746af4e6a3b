import { useMutation } from '@tanstack/react-query'
import { registroPontoSchema, relogioQueries } from '@/entities/relogio'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

/**
 * CLOCK-001: the logged-in employee clocks in now (the server's clock). Less than a minute after the last punch the
 * server answers 409 unless `confirmar` (then it keeps both punches).
 */
export const registrarPonto = (confirmar = false) =>
  apiPost('/api/relogio/registrar', {}, registroPontoSchema, confirmar ? { query: { confirmar: true } } : undefined)

export interface RegistrarPontoAdmin {
  funcionarioId: number
  /** 'HH:mm' of today. */
  hora: string
}

/** CLOCK-002: an administrator registers today's punch of an employee at a chosen time. */
export const registrarPontoAdmin = (body: RegistrarPontoAdmin) => apiPost('/api/relogio/registrar-admin', body, registroPontoSchema)

/** The punch lands on the time card: the clock, the receipts and the cards reload. */
const meta = { invalidates: [relogioQueries.all(), CARTAO_DERIVADOS] }

export function useRegistrarPonto() {
  return useMutation({ mutationFn: (confirmar: boolean) => registrarPonto(confirmar), meta })
}

export function useRegistrarPontoAdmin() {
  return useMutation({ mutationFn: registrarPontoAdmin, meta })
}
