import { useMutation } from '@tanstack/react-query'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

export interface DesconsiderarMarcacao {
  idRegistro: number
  idMarcacao: number
  /** Required for an ORIGINAL punch (TC-105); none removes an INCLUIDO / PRE_ASSINALADO one (TC-107). */
  idMotivo?: number | null
}

/** TC-106: POST /api/registros/{id}/marcacoes/{idMarcacao}/desconsiderar[/{x}], the reason as the optional last segment. */
export function desconsiderarMarcacao({ idRegistro, idMarcacao, idMotivo }: DesconsiderarMarcacao) {
  const caminho = `/api/registros/${idRegistro}/marcacoes/${idMarcacao}/desconsiderar` as const
  return idMotivo === undefined || idMotivo === null ? apiPost(caminho) : apiPost(`${caminho}/${idMotivo}`)
}

/** Disregard (with a reason) or remove (without) a punch; the card reloads before it settles. */
export function useDesconsiderarMarcacao() {
  return useMutation({ mutationFn: desconsiderarMarcacao, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
