import { useState } from 'react'
import { Controller, useForm, type UseFormSetError } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { AcaoLoteResumo, SelecaoBody } from '@/entities/acao-lote'
import { applyServerErrors } from '@/shared/lib'
import { AsyncSelect, Button, ErrorAlert, FormField, Input } from '@/shared/ui'
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

type CamposServidor = Record<TipoBancoLote | 'dataInicial', string>

/** BATCH-005 / BATCH-006: links the selected employees to an hour or compensation bank from a date. */
export function VincularBancoLoteForm({ tipo, selecao, selecionados, onDone }: VincularBancoLoteFormProps) {
  const banco = BANCOS_LOTE[tipo]
  const mutation = useVincularBancoLote(tipo)
  const [alerta, setAlerta] = useState<{ mensagem: string } | null>(null)
  const form = useForm<VincularBancoLoteInput, unknown, VincularBancoLoteValues>({
    resolver: zodResolver(vincularBancoLoteSchema(tipo)),
    defaultValues: { banco: null, dataInicial: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending) return
    if (selecionados === 0) return setAlerta({ mensagem: MSG_SELECIONE })
    setAlerta(null)
    try {
      onDone(await mutation.mutateAsync({ ...selecao, [tipo]: values.banco.id, dataInicial: values.dataInicial }))
    } catch (error) {
      const setError: UseFormSetError<CamposServidor> = (campo, erro, opcoes) =>
        form.setError(campo === 'dataInicial' ? 'dataInicial' : 'banco', erro, opcoes)
      const mensagem = applyServerErrors(error, setError, [tipo, 'dataInicial'])
      setAlerta(mensagem === null ? null : { mensagem })
    }
  })

  return (
    <form noValidate aria-label={banco.titulo} onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ErrorAlert error={alerta} message={alerta?.mensagem} />
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
        <Input type="date" {...form.register('dataInicial')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" busy={mutation.isPending}>
          Vincular aos selecionados
        </Button>
      </div>
    </form>
  )
}
