import type { FiltroLookup, FuncionarioFiltro, TriState } from '@/entities/funcionario'

/** TC-027: the lookup fields of the dialog, in order, with their labels. */
export const LOOKUP_CAMPOS: readonly { campo: FiltroLookup; label: string }[] = [
  { campo: 'empresa', label: 'Empresa' },
  { campo: 'cargo', label: 'Cargo' },
  { campo: 'departamento', label: 'Departamento' },
  { campo: 'localTrabalho', label: 'Local de Trabalho' },
  { campo: 'classe', label: 'Classe' },
  { campo: 'quadroHorario', label: 'Quadro de Horário' },
]

export interface TriStateCampo {
  campo: 'ativo' | 'permiteHoraExtra'
  label: string
  /** In the order shown: Todos, then true, then false. */
  opcoes: readonly { value: TriState; label: string }[]
}

/** TC-028/029: the two tri-states, letter for letter. */
export const TRI_STATE_CAMPOS: readonly TriStateCampo[] = [
  {
    campo: 'ativo',
    label: 'Situação',
    opcoes: [
      { value: 'todos', label: 'Todos' },
      { value: true, label: 'Ativos' },
      { value: false, label: 'Demitidos' },
    ],
  },
  {
    campo: 'permiteHoraExtra',
    label: 'Hora Extra',
    opcoes: [
      { value: 'todos', label: 'Todos' },
      { value: true, label: 'Permite Hora Extra' },
      { value: false, label: 'Nao Permite Hora Extra' },
    ],
  },
]

export type ChipFiltro =
  | { kind: 'lookup'; campo: FiltroLookup; label: string; id: number }
  | { kind: 'tri-state'; campo: TriStateCampo['campo']; label: string; valor: string }

/** TC-032: the active filters, in the dialog's order ('Todos' is no filter). */
export function chipsDoFiltro(filtro: FuncionarioFiltro): ChipFiltro[] {
  const chips: ChipFiltro[] = []
  for (const { campo, label } of LOOKUP_CAMPOS) {
    const id = filtro[campo]
    if (id !== undefined) chips.push({ kind: 'lookup', campo, label, id })
  }
  for (const { campo, label, opcoes } of TRI_STATE_CAMPOS) {
    const opcao = opcoes.find((o) => o.value === filtro[campo])
    if (opcao && opcao.value !== 'todos') chips.push({ kind: 'tri-state', campo, label, valor: opcao.label })
  }
  return chips
}

/** The filter without one of its restrictions (a chip's remove button). */
export function semCampo(filtro: FuncionarioFiltro, campo: FiltroLookup | TriStateCampo['campo']): FuncionarioFiltro {
  if (campo === 'ativo' || campo === 'permiteHoraExtra') return { ...filtro, [campo]: 'todos' }
  const { [campo]: _removed, ...rest } = filtro
  return rest
}
