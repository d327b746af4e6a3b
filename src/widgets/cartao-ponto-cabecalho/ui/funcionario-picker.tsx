import { funcionarioLabel, searchFuncionarios, type FuncionarioFiltro, type FuncionarioResumo } from '@/entities/funcionario'
import { AsyncSelect } from '@/shared/ui'

/** Options per search in the picker. */
const PICKER_SIZE = 20

export interface FuncionarioOption {
  id: number
  label: string
}

interface FuncionarioPickerProps {
  value: FuncionarioOption | null
  filtro: FuncionarioFiltro
  onChange: (id: number) => void
}

const toOption = (f: FuncionarioResumo): FuncionarioOption => ({ id: f.id, label: funcionarioLabel(f) })

/** TC-013..016: searches employees who control time, in the spec's order, within the active filter. */
export function FuncionarioPicker({ value, filtro, onChange }: FuncionarioPickerProps) {
  return (
    <AsyncSelect<FuncionarioOption>
      aria-label="Funcionário"
      inputId="cartao-ponto-funcionario"
      value={value}
      isClearable={false}
      loadOptions={async (text, signal) =>
        (await searchFuncionarios({ text, page: 0, size: PICKER_SIZE, filtro }, signal)).items.map(toOption)
      }
      getOptionLabel={(o) => o.label}
      getOptionValue={(o) => String(o.id)}
      onChange={(option) => {
        if (option) onChange(option.id)
      }}
    />
  )
}
