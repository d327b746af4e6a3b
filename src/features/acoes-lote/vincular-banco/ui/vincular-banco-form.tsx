import { Controller } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { AcaoLoteResumo, SelecaoBody } from '@/entities/acao-lote'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncSelect, Button, DateInput, ErrorAlert, FormField } from '@/shared/ui'
import { buscarBancos, useVincularBancoLote } from '../api/vincular-banco.mutation'
import {
  BANCOS_LOTE,
  MSG_SELECIONE,
  vincularBancoLoteSchema,
  type BancoOpcao,
  type TipoBancoLote,
  type VincularBancoLoteInput,
  type VincularBancoLoteValues,
} from '../model/vincular-banco.schema'

export interface VincularBancoLoteFormProps {
  tipo: TipoBancoLote
  selecao: SelecaoBody
  selecionados: number
  onDone: (acao: AcaoLoteResumo) => void
}

/** BATCH-005 / BATCH-006: links the selected employees to an hour or compensation bank from a date. */
export function VincularBancoLoteForm({ tipo, selecao, selecionados, onDone }: VincularBancoLoteFormProps) {
  const banco = BANCOS_LOTE[tipo]
  const mutation = useVincularBancoLote(tipo)
  const form = useAppForm<VincularBancoLoteInput, unknown, VincularBancoLoteValues>({
    resolver: zodResolver(vincularBancoLoteSchema(tipo)),
    defaultValues: { banco: null, dataInicial: '' },
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      if (selecionados === 0) throw new Error(MSG_SELECIONE)
      onDone(await mutation.mutateAsync({ ...selecao, [tipo]: values.banco.id, dataInicial: values.dataInicial }))
    },
    { fields: [tipo, 'dataInicial'], fieldOf: { [tipo]: 'banco' } },
  )

  return (
    <form noValidate aria-label={banco.titulo} onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <Controller
        name="banco"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormField label={banco.label} error={fieldState.error?.message} required>
            {(control) => (
              <AsyncSelect<BancoOpcao>
                inputId={control.id}
                aria-describedby={control['aria-describedby']}
                invalid={fieldState.invalid}
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                loadOptions={(text, signal) => buscarBancos(tipo, text, signal)}
                defaultOptions
                getOptionLabel={(option) => option.descricao}
                getOptionValue={(option) => String(option.id)}
              />
            )}
          </FormField>
        )}
      />
      <FormField label="A partir de" error={form.formState.errors.dataInicial?.message} required>
        <DateInput {...form.register('dataInicial')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Vincular aos selecionados
        </Button>
      </div>
    </form>
  )
}
