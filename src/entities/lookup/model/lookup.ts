import type { RecursoComFulltext } from '@/shared/api'
import type { FiltroLookupRef } from '../api/lookup.schema'

/** The registers the employee filter looks up (TC-027), by the name of the filter field. */
export type LookupKind = 'empresa' | 'cargo' | 'departamento' | 'localTrabalho' | 'classe' | 'quadroHorario'

export interface LookupOption {
  id: number
  label: string
}

interface LookupSource {
  /** The register's resource: GET /api/{resource}/search/fulltext (TC-034). */
  resource: RecursoComFulltext
  label: (item: FiltroLookupRef) => string
}

const descricao = (item: FiltroLookupRef) => item.descricao ?? String(item.id)
const withCodigo = (item: FiltroLookupRef) =>
  item.codigo !== null && item.codigo !== undefined && item.codigo !== '' ? `${item.codigo} - ${descricao(item)}` : descricao(item)

export const LOOKUP_SOURCES: Record<LookupKind, LookupSource> = {
  empresa: { resource: 'empresas', label: (item) => item.nome ?? descricao(item) },
  cargo: { resource: 'cargos', label: (item) => item.descricaoComCodigo ?? withCodigo(item) },
  departamento: { resource: 'departamentos', label: descricao },
  localTrabalho: { resource: 'locaistrabalho', label: descricao },
  classe: { resource: 'classes', label: descricao },
  quadroHorario: { resource: 'horarios', label: withCodigo },
}

export const toOption = (kind: LookupKind, item: FiltroLookupRef): LookupOption => ({
  id: item.id,
  label: LOOKUP_SOURCES[kind].label(item),
})
