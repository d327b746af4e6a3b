import { zodResolver } from '@hookform/resolvers/zod'
import type { SelecaoBody } from '@/entities/acao-lote'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, DateRangeFields, ErrorAlert } from '@/shared/ui'
import { useImprimirCartoesLote } from '../api/imprimir-cartoes.mutation'
import {
  CAMPOS_IMPRIMIR,
  imprimirCartoesLoteSchema,
  MSG_SELECIONE,
  ORDENS_IMPRESSAO,
  type ImprimirCartoesLoteValues,
} from '../model/imprimir-cartoes.schema'

export interface ImprimirCartoesLoteFormProps {
  selecao: SelecaoBody
  selecionados: number
  tipoRelatorio: string
  onFile: (file: { blob: Blob; filename: string | null }) => void
}

/** BATCH-008: prints the time cards of the selected employees over a period, in one file. */
export function ImprimirCartoesLoteForm({ selecao, selecionados, tipoRelatorio, onFile }: ImprimirCartoesLoteFormProps) {
  const mutation = useImprimirCartoesLote()
  const form = useAppForm<ImprimirCartoesLoteValues>({
    resolver: zodResolver(imprimirCartoesLoteSchema),
    defaultValues: { dataInicial: '', dataFinal: '', ordem: 'nome' },
  })
  const { errors } = form.formState

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      if (selecionados === 0) throw new Error(MSG_SELECIONE)
      onFile(await mutation.mutateAsync({ selecao, tipoRelatorio, ...values }))
    },
    { fields: CAMPOS_IMPRIMIR },
  )

  return (
    <form noValidate aria-label="Imprimir cartões ponto" onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <DateRangeFields
        start={form.register('dataInicial')}
        end={form.register('dataFinal')}
        startError={errors.dataInicial?.message}
        endError={errors.dataFinal?.message}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">Ordem</legend>
        <div className="flex gap-4">
          {ORDENS_IMPRESSAO.map((o) => (
            <label key={o.value} className="inline-flex items-center gap-1.5 text-sm text-slate-800">
              <input type="radio" value={o.value} className="size-4 accent-brand-500" {...form.register('ordem')} />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Imprimir
        </Button>
      </div>
    </form>
  )
}
