import { zodResolver } from '@hookform/resolvers/zod'
import type { AcaoLoteResumo, SelecaoBody } from '@/entities/acao-lote'
import { lembrarMotivo, MotivoField } from '@/entities/motivo'
import { hasRole, useSessao } from '@/entities/sessao'
import { errorMessage } from '@/shared/api'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, DateRangeFields, ErrorAlert, FormField, RadioFieldset, Textarea } from '@/shared/ui'
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

/** BATCH-002: justifies (or excuses) a period for the selected employees in one call. */
export function JustificarLoteForm({ selecao, selecionados, onDone }: JustificarLoteFormProps) {
  const sessao = useSessao()
  const mutation = useJustificarLote()
  const form = useAppForm<JustificarLoteInput, unknown, JustificarLoteValues>({
    resolver: zodResolver(justificarLoteSchema),
    defaultValues: { dataInicial: '', dataFinal: '', tipoJustificativa: 'ABONO', motivo: null, observacao: '' },
  })
  const { errors } = form.formState

  const { onSubmit, busy, failure, setFailure } = useFormSubmit(
    form,
    async (values) => {
      if (selecionados === 0) throw new Error(MSG_SELECIONE)
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
    },
    { fields: CAMPOS_JUSTIFICAR_LOTE, fieldOf: { idMotivo: 'motivo' } },
  )

  return (
    <form noValidate aria-label="Justificar em lote" onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <DateRangeFields
        start={form.register('dataInicial')}
        end={form.register('dataFinal')}
        startError={errors.dataInicial?.message}
        endError={errors.dataFinal?.message}
      />
      <RadioFieldset
        legend="Tipo"
        options={TIPOS_JUSTIFICAR_LOTE.map((tipo) => ({ value: tipo, label: ROTULO_TIPO_LOTE[tipo] }))}
        register={form.register('tipoJustificativa')}
      />
      <MotivoField
        name="motivo"
        control={form.control}
        podeCriar={hasRole(sessao, 'rh')}
        onError={(error) => setFailure({ error, message: errorMessage(error) })}
      />
      <FormField label="Observação" error={errors.observacao?.message}>
        <Textarea {...form.register('observacao')} maxLength={500} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Justificar selecionados
        </Button>
      </div>
    </form>
  )
}
