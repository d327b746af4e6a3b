import { MSG_SELECIONE_FUNCIONARIO, selecaoListaSchema } from '@/shared/api/contract/endpoints/acoes-lote'
import type { Funcionario } from '../../db/index'
import { atualOuUltimo, hoje } from '../../db/queries'
import { lerCorpo } from '../../http/corpo'
import type { FieldError } from '../../http/spring'
import { filtroFuncionarios } from './funcionario-filtro'
import { funcionarioResumoDto } from './funcionario-dto'
import { forbidden, type Session } from './session'
import { funcionarioVisivel } from './visibilidade'

/** Any batch role lets a user list employees for a batch action (BATCH-001). */
export const PAPEIS_LOTE = [
  'front_acoeslote', 'front_alterarfuncionariolote', 'front_justificarlote', 'front_vincularquadrolote',
  'front_vincularbancohoraslote', 'front_alterarquadrolote', 'front_relatoriopontolote',
] as const

type Corpo = Record<string, unknown>

export function objeto(value: unknown): Corpo {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Corpo) : {}
}

/** The filter body of BATCH-001 (text, the lookup ids, the tri-state flags) as the employee search's params. */
export function paramsDoFiltro(filtro: Corpo): URLSearchParams {
  const params = new URLSearchParams()
  for (const [campo, valor] of Object.entries(filtro)) {
    if (valor === null || valor === undefined || valor === '' || typeof valor === 'object') continue
    params.set(campo, String(valor))
  }
  return params
}

/** The employees of a filter body the user may see; validation errors for malformed ids. */
export function funcionariosDoFiltro(s: Session, filtro: Corpo): { funcionarios: Funcionario[] } | { errors: FieldError[] } {
  const resultado = filtroFuncionarios(s.db, paramsDoFiltro(filtro))
  if (!resultado.ok) return { errors: resultado.errors }
  const visivel = funcionarioVisivel(s)
  return { funcionarios: s.db.funcionarios.filter((f) => visivel(f) && resultado.aceita(f)) }
}

function ids(value: unknown): (number | null)[] {
  const lista = Array.isArray(value) ? value : []
  return lista.map((item) => {
    const raw = item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : item
    const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw
    return typeof n === 'number' && Number.isInteger(n) ? n : null
  })
}

/**
 * BATCH-009: who a batch call is for. Either `funcionarios` (ids or {id}), or `allChecked: true` with the list's
 * `filtro` and the employees unchecked since (`excluidos`). Unknown ids are validation errors; an employee the
 * user may not see is a 403 (thrown).
 */
export function lerSelecao(s: Session, request: Request, body: Corpo): { funcionarios: Funcionario[] } | { errors: FieldError[] } {
  if (body.allChecked === true) {
    const todos = funcionariosDoFiltro(s, objeto(body.filtro))
    if ('errors' in todos) return todos
    const excluidos = new Set(ids(body.excluidos))
    const selecionados = todos.funcionarios.filter((f) => !excluidos.has(f.id))
    if (selecionados.length === 0) return { errors: [{ property: 'funcionarios', message: MSG_SELECIONE_FUNCIONARIO, invalidValue: null }] }
    return { funcionarios: selecionados }
  }
  const lista = lerCorpo(selecaoListaSchema, body)
  if (Array.isArray(lista)) return { errors: lista }
  const funcionarios: Funcionario[] = []
  for (const id of new Set(lista.funcionarios)) {
    const funcionario = id === null ? undefined : s.db.funcionarios.find((f) => f.id === id)
    if (!funcionario) return { errors: [{ property: 'funcionarios', message: 'Funcionário não encontrado', invalidValue: id }] }
    funcionarios.push(funcionario)
  }
  if (!funcionarios.every(funcionarioVisivel(s))) throw forbidden(request)
  return { funcionarios }
}

/** An item of the batch employee list: the search's summary with the department and position in force. */
export function funcionarioLoteDto(s: Session, f: Funcionario) {
  const data = hoje(s.db)
  const departamento = s.db.departamentos.find((d) => d.id === atualOuUltimo(f.departamentos, data)?.departamentoId)
  const cargo = s.db.cargos.find((c) => c.id === atualOuUltimo(f.cargos, data)?.cargoId)
  return {
    ...funcionarioResumoDto(f),
    departamento: departamento ? { id: departamento.id, descricao: departamento.descricao } : null,
    cargo: cargo ? { id: cargo.id, descricao: cargo.descricao } : null,
  }
}

/**
 * BATCH-009 for the calls that read plain ids: a body with `allChecked` gets `funcionarios`, the ids of the
 * employees it covers (none when the selection is invalid, so the call answers its own validation error).
 */
export function selecaoEmIds(s: Session, request: Request, body: unknown): Corpo {
  const raw = objeto(body)
  if (raw.allChecked !== true) return raw
  const selecao = lerSelecao(s, request, raw)
  return { ...raw, funcionarios: 'errors' in selecao ? [] : selecao.funcionarios.map((f) => f.id) }
}
