import { Controller, type Control } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { lookupQueries, type LookupComFuncionarios, type LookupOption } from '@/entities/lookup'
import { FormField, Select } from '@/shared/ui'
import type { ParametrosRelatorio, ParametrosRelatorioInput } from '../model/parametros'

export interface SeletorComFuncionariosProps {
  /** The register, also the name of the report parameter the picker sets. */
  kind: LookupComFuncionarios
  label: string
  control: Control<ParametrosRelatorioInput, unknown, ParametrosRelatorio>
}

/** An optional, clearable picker of the items some employee is linked to (REG-061, REG-064, REG-068). */
export function SeletorComFuncionarios({ kind, label, control }: SeletorComFuncionariosProps) {
  const opcoes = useQuery(lookupQueries.comFuncionarios(kind))
  return (
    <Controller
      name={kind}
      control={control}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(campo) => (
            <Select<LookupOption>
              inputId={campo.id}
              aria-describedby={campo['aria-describedby']}
              options={opcoes.data ?? []}
              value={opcoes.data?.find((o) => o.id === field.value) ?? null}
              onChange={(o) => field.onChange(o?.id ?? null)}
              isClearable
              isLoading={opcoes.isPending}
              getOptionLabel={(o) => o.label}
              getOptionValue={(o) => String(o.id)}
            />
          )}
        </FormField>
      )}
    />
  )
}
