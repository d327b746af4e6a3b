import { competenciaLabel, type Competencia } from '@/entities/competencia'
import { Select } from '@/shared/ui'

interface CompetenciaPickerProps {
  competencias: readonly Competencia[] | undefined
  value: number | null
  onChange: (id: number) => void
}

/** TC-022/023: the competences newest first, 'MM/YYYY', open ones marked. */
export function CompetenciaPicker({ competencias, value, onChange }: CompetenciaPickerProps) {
  const selected = competencias?.find((c) => c.id === value) ?? null
  return (
    <Select<Competencia>
      aria-label="Competência"
      inputId="cartao-ponto-competencia"
      options={competencias ?? []}
      isLoading={competencias === undefined}
      isClearable={false}
      value={selected}
      getOptionLabel={competenciaLabel}
      getOptionValue={(c) => String(c.id)}
      onChange={(c) => {
        if (c) onChange(c.id)
      }}
    />
  )
}
