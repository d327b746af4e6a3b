import { Controller } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { AcaoLoteResumo, SelecaoBody } from '@/entities/acao-lote'
import { searchLookup, type LookupOption } from '@/entities/lookup'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncSelect, Button, DateInput, ErrorAlert, FormField } from '@/shared/ui'
import { useAlterarFuncionariosLote } from '../api/alterar-funcionarios.mutation'
import {
  alteracoes,
  alterarFuncionariosLoteSchema,
  CAMPOS_ALTERAR_FUNCIONARIOS,
  MSG_SELECIONE,
  OPCOES_LOTE,
  VALORES_INICIAIS,
  VINCULOS_LOTE,
  type AlterarFuncionariosLoteValues,
} from '../model/alterar-funcionarios.schema'

export interface AlterarFuncionariosLoteFormProps {
  selecao: SelecaoBody
  selecionados: number
  onDone: (acao: AcaoLoteResumo) => void
}

const ROTULO_OPCAO = { manter: 'Manter', sim: 'Sim', nao: 'Não' } as const

/** BATCH-003: changes links (from a date) and options of the selected employees in one call. */
export function AlterarFuncionariosLoteForm({ selecao, selecionados, onDone }: AlterarFuncionariosLoteFormProps) {
  const mutation = useAlterarFuncionariosLote()
  const form = useAppForm<AlterarFuncionariosLoteValues>({
    resolver: zodResolver(alterarFuncionariosLoteSchema),
    defaultValues: VALORES_INICIAIS,
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      if (selecionados === 0) throw new Error(MSG_SELECIONE)
      onDone(await mutation.mutateAsync({ ...selecao, ...alteracoes(values) }))
    },
    { fields: CAMPOS_ALTERAR_FUNCIONARIOS },
  )

  return (
    <form noValidate aria-label="Alterar funcionários" onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {VINCULOS_LOTE.map(({ campo, label }) => (
          <Controller
            key={campo}
            name={campo}
            control={form.control}
            render={({ field, fieldState }) => (
              <FormField label={label} error={fieldState.error?.message}>
                {(control) => (
                  <AsyncSelect<LookupOption>
                    inputId={control.id}
                    aria-describedby={control['aria-describedby']}
                    invalid={fieldState.invalid}
                    value={field.value}
                    onChange={(option) => field.onChange(option ?? null)}
                    onBlur={field.onBlur}
                    loadOptions={(text, signal) => searchLookup(campo, text, signal)}
                    defaultOptions
                    isClearable
                    getOptionLabel={(option) => option.label}
                    getOptionValue={(option) => String(option.id)}
                  />
                )}
              </FormField>
            )}
          />
        ))}
        <FormField label="Vínculos a partir de" error={form.formState.errors.dataInicial?.message}>
          <DateInput {...form.register('dataInicial')} />
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {OPCOES_LOTE.map(({ campo, label }) => (
          <fieldset key={campo} className="space-y-1">
            <legend className="text-sm font-medium text-slate-700">{label}</legend>
            <div className="flex gap-3">
              {(['manter', 'sim', 'nao'] as const).map((valor) => (
                <label key={valor} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
                  <input type="radio" value={valor} className="size-4 accent-brand-500" {...form.register(campo)} />
                  {ROTULO_OPCAO[valor]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Alterar selecionados
        </Button>
      </div>
    </form>
  )
}
