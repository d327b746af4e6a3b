import { useQuery } from '@tanstack/react-query'
import { competenciaLabel, competenciaQueries, isAberta } from '@/entities/competencia'
import { FILTRO_PADRAO, funcionarioLabel, searchFuncionarios } from '@/entities/funcionario'
import { lookupQueries, type LookupOption } from '@/entities/lookup'
import { AsyncSelect, DateInput, FormField, Select } from '@/shared/ui'

const OPCOES_POR_BUSCA = 20

async function buscarFuncionarios(text: string, signal: AbortSignal): Promise<LookupOption[]> {
  const pagina = await searchFuncionarios({ text, page: 0, size: OPCOES_POR_BUSCA, filtro: FILTRO_PADRAO }, signal)
  return pagina.items.map((f) => ({ id: f.id, label: funcionarioLabel(f) }))
}

/** The employee of a filter, searched as the time card's picker searches (TC-034). */
export function FuncionarioFiltro({ value, onChange }: { value: LookupOption | null; onChange: (value: LookupOption | null) => void }) {
  return (
    <FormField label="Funcionário">
      {(control) => (
        <AsyncSelect<LookupOption>
          inputId={control.id}
          value={value}
          onChange={(option) => onChange(option ?? null)}
          loadOptions={buscarFuncionarios}
          defaultOptions
          isClearable
          getOptionLabel={(option) => option.label}
          getOptionValue={(option) => String(option.id)}
        />
      )}
    </FormField>
  )
}

/** A competence of a filter; `apenasAbertas` offers only the open ones. */
export function CompetenciaFiltro({
  value,
  onChange,
  apenasAbertas = false,
  isClearable = true,
}: {
  value: number | undefined
  onChange: (id: number | undefined) => void
  apenasAbertas?: boolean
  isClearable?: boolean
}) {
  const competencias = useQuery(competenciaQueries.options())
  const opcoes = (competencias.data ?? []).filter((c) => !apenasAbertas || isAberta(c))
  return (
    <FormField label="Competência">
      {(control) => (
        <Select
          inputId={control.id}
          options={opcoes}
          value={opcoes.find((c) => c.id === value) ?? null}
          onChange={(c) => onChange(c?.id)}
          isLoading={competencias.isPending}
          isClearable={isClearable}
          getOptionLabel={competenciaLabel}
          getOptionValue={(c) => String(c.id)}
        />
      )}
    </FormField>
  )
}

/** A department of a filter. */
export function DepartamentoFiltro({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const departamentos = useQuery(lookupQueries.register('departamento'))
  const opcoes = departamentos.data ?? []
  return (
    <FormField label="Departamento">
      {(control) => (
        <Select<LookupOption>
          inputId={control.id}
          options={opcoes}
          value={opcoes.find((d) => d.id === value) ?? null}
          onChange={(d) => onChange(d?.id)}
          isLoading={departamentos.isPending}
          getOptionLabel={(d) => d.label}
          getOptionValue={(d) => String(d.id)}
        />
      )}
    </FormField>
  )
}

/** A date of a filter ('yyyy-MM-dd'; '' = none). */
export function DataFiltro({ label, value, onChange, required }: { label: string; value: string; onChange: (value: string) => void; required?: boolean }) {
  return (
    <FormField label={label} required={required}>
      <DateInput value={value} required={required} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  )
}
