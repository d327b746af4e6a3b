import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { AsyncSelect } from '@/shared/ui'
import { useCriarMotivo } from '../api/criar-motivo.mutation'
import { motivoQueries } from '../api/motivo.queries'
import type { Motivo } from '../model/motivo'

export interface MotivoSelectProps {
  value: Motivo | null
  onChange: (motivo: Motivo | null) => void
  /** TC-192/193: HR may create a reason from the typed text. */
  podeCriar: boolean
  inputId?: string
  invalid?: boolean
  isDisabled?: boolean
  'aria-describedby'?: string
  onError?: (error: unknown) => void
}

/** TC-191..193: the active reasons, searched as the user types; HR can add one inline. */
export function MotivoSelect({ value, onChange, podeCriar, onError, ...props }: MotivoSelectProps) {
  const queryClient = useQueryClient()
  const criar = useCriarMotivo()
  const loadOptions = useCallback((text: string) => queryClient.fetchQuery(motivoQueries.ativos(text.trim())), [queryClient])
  return (
    <AsyncSelect<Motivo>
      {...props}
      value={value}
      onChange={onChange}
      loadOptions={loadOptions}
      defaultOptions
      getOptionLabel={(m) => m.descricao}
      getOptionValue={(m) => String(m.id)}
      isLoading={criar.isPending}
      onCreateOption={
        podeCriar ? (descricao) => criar.mutate(descricao.trim(), { onSuccess: (motivo) => onChange(motivo), onError }) : undefined
      }
      formatCreateLabel={(descricao) => `Criar motivo "${descricao.trim()}"`}
      getNewOptionData={(_descricao, label) => ({ id: 0, descricao: label, ativo: true })}
    />
  )
}
