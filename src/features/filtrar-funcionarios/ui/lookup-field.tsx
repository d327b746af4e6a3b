import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lookupQueries, rememberLookup, searchLookup, type LookupKind, type LookupOption } from '@/entities/lookup'
import { AsyncSelect, FormField } from '@/shared/ui'
import { MSG_CARREGANDO } from '@/shared/config'

interface LookupFieldProps {
  kind: LookupKind
  label: string
  value: number | undefined
  onChange: (id: number | undefined) => void
}

/** One register picker of the filter dialog (TC-034), showing the chosen option's label. */
export function LookupField({ kind, label, value, onChange }: LookupFieldProps) {
  const queryClient = useQueryClient()
  const chosen = useQuery({ ...lookupQueries.option(queryClient, kind, value ?? 0), enabled: value !== undefined })
  const option: LookupOption | null =
    value === undefined ? null : (chosen.data ?? { id: value, label: chosen.isPending ? MSG_CARREGANDO : String(value) })
  return (
    <FormField label={label}>
      {({ id }) => (
        <AsyncSelect<LookupOption>
          inputId={id}
          value={option}
          defaultOptions
          loadOptions={(text, signal) => searchLookup(kind, text, signal)}
          getOptionLabel={(o) => o.label}
          getOptionValue={(o) => String(o.id)}
          onChange={(next) => {
            if (next) rememberLookup(queryClient, kind, next)
            onChange(next?.id)
          }}
        />
      )}
    </FormField>
  )
}
