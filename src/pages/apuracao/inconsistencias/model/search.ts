import type { InconsistenciaFiltro, InconsistenciasSearch } from '@/entities/apuracao/inconsistencia'

export { INCONSISTENCIAS_SEARCH_DEFAULTS, inconsistenciasSearchSchema, type InconsistenciasSearch } from '@/entities/apuracao/inconsistencia'

/** The list call's filter; absent ones are not sent. */
export function inconsistenciaFiltro(search: InconsistenciasSearch): InconsistenciaFiltro {
  return {
    ...(search.funcionario !== undefined ? { funcionarioId: search.funcionario } : {}),
    ...(search.competencia !== undefined ? { competenciaId: search.competencia } : {}),
    ...(search.departamento !== undefined ? { departamentoId: search.departamento } : {}),
    ...(search.inicio ? { inicio: search.inicio } : {}),
    ...(search.fim ? { fim: search.fim } : {}),
  }
}
