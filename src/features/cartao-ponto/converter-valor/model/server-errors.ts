import { ApiError } from '@/shared/api'

/** The server's property names for the form's fields (POST /api/registros/justificar). */
const CAMPO_DO_SERVIDOR: Record<string, string> = { idMotivo: 'motivo', idBancoDias: 'bancoDias' }

/** The same failure with the server's property names turned into the form's, so its errors land on the fields. */
export function comCamposDoFormulario(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors) return error
  const body = error.body as { errors: Record<string, unknown>[] }
  const errors = body.errors.map((e) =>
    typeof e.property === 'string' && e.property in CAMPO_DO_SERVIDOR ? { ...e, property: CAMPO_DO_SERVIDOR[e.property] } : e,
  )
  return new ApiError(error.status, { ...body, errors })
}
