import { useState } from 'react'
import { useForm, type UseFormSetError } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { AcaoLoteResumo, SelecaoBody } from '@/entities/acao-lote'
import { lembrarMotivo, MotivoField } from '@/entities/motivo'
import { hasRole, useSessao } from '@/entities/sessao'
import { applyServerErrors } from '@/shared/lib'
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
        onError={(error) => avisar(applyServerErrors(error, form.setError, []))}
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
