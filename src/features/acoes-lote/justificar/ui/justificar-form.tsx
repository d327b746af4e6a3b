import { useState } from 'react'
import { Controller, useForm, type UseFormSetError } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { AcaoLoteResumo, SelecaoBody } from '@/entities/acao-lote'
import { lembrarMotivo, MotivoSelect } from '@/entities/motivo'
import { hasRole, useSessao } from '@/entities/sessao'
import { applyServerErrors } from '@/shared/lib'
import { Button, ErrorAlert, FormField, Input, Textarea } from '@/shared/ui'
import { useJustificarLote } from '../api/justificar.mutation'
import {
  CAMPOS_JUSTIFICAR_LOTE,
  justificarLoteSchema,
  MSG_SELECIONE,
  ROTULO_TIPO_LOTE,
  TIPOS_JUSTIFICAR_LOTE,
  type JustificarLoteInput,
  type JustificarLoteValues,
} from '../model/justificar.schema'

export interface JustificarLoteFormProps {
  selecao: SelecaoBody
  selecionados: number
  onDone: (acao: AcaoLoteResumo) => void
}

type CamposServidor = Record<(typeof CAMPOS_JUSTIFICAR_LOTE)[number], string>

/** BATCH-002: justifies (or excuses) a period for the selected employees in one call. */
export function JustificarLoteForm({ selecao, selecionados, onDone }: JustificarLoteFormProps) {
  const sessao = useSessao()
  const mutation = useJustificarLote()
  const [alerta, setAlerta] = useState<{ mensagem: string } | null>(null)
  const avisar = (mensagem: string | null) => setAlerta(mensagem === null ? null : { mensagem })
  const form = useForm<JustificarLoteInput, unknown, JustificarLoteValues>({
    resolver: zodResolver(justificarLoteSchema),
    defaultValues: { dataInicial: '', dataFinal: '', tipoJustificativa: 'ABONO', motivo: null, observacao: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending) return
    if (selecionados === 0) return avisar(MSG_SELECIONE)
    setAlerta(null)
    try {
      const acao = await mutation.mutateAsync({
        ...selecao,
        dataInicial: values.dataInicial,
        dataFinal: values.dataFinal,
        tipoJustificativa: values.tipoJustificativa,
        horas: null,
        idMotivo: values.motivo.id,
        idBancoDias: null,
        observacao: values.observacao.trim() || null,
      })
      lembrarMotivo(values.motivo)
      onDone(acao)
    } catch (error) {
      const setError: UseFormSetError<CamposServidor> = (campo, erro, opcoes) =>
        form.setError(campo === 'idMotivo' ? 'motivo' : campo, erro, opcoes)
      avisar(applyServerErrors(error, setError, CAMPOS_JUSTIFICAR_LOTE))
    }
  })

  return (
    <form noValidate aria-label="Justificar em lote" onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ErrorAlert error={alerta} message={alerta?.mensagem} />
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Data Inicial" error={errors.dataInicial?.message} required>
          <Input type="date" {...form.register('dataInicial')} />
        </FormField>
        <FormField label="Data Final" error={errors.dataFinal?.message} required>
          <Input type="date" {...form.register('dataFinal')} />
        </FormField>
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">Tipo</legend>
        {TIPOS_JUSTIFICAR_LOTE.map((tipo) => (
          <label key={tipo} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={tipo} className="size-4 accent-brand-500" {...form.register('tipoJustificativa')} />
            {ROTULO_TIPO_LOTE[tipo]}
          </label>
        ))}
      </fieldset>
      <Controller
        name="motivo"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormField label="Motivo" error={fieldState.error?.message} required>
            {(control) => (
              <MotivoSelect
                inputId={control.id}
                aria-describedby={control['aria-describedby']}
                invalid={fieldState.invalid}
                value={field.value ?? null}
                onChange={field.onChange}
                podeCriar={hasRole(sessao, 'rh')}
                onError={(error) => avisar(applyServerErrors(error, form.setError, []))}
              />
            )}
          </FormField>
        )}
      />
      <FormField label="Observação" error={errors.observacao?.message}>
        <Textarea {...form.register('observacao')} maxLength={500} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" busy={mutation.isPending}>
          Justificar selecionados
        </Button>
      </div>
    </form>
  )
}
