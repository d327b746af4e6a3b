import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { SelecaoBody } from '@/entities/acao-lote'
import { applyServerErrors } from '@/shared/lib'
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
  const [alerta, setAlerta] = useState<{ mensagem: string } | null>(null)
  const form = useForm<ImprimirCartoesLoteValues>({
    resolver: zodResolver(imprimirCartoesLoteSchema),
    defaultValues: { dataInicial: '', dataFinal: '', ordem: 'nome' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending) return
    if (selecionados === 0) return setAlerta({ mensagem: MSG_SELECIONE })
    setAlerta(null)
    try {
      onFile(await mutation.mutateAsync({ selecao, tipoRelatorio, ...values }))
    } catch (error) {
      const mensagem = applyServerErrors(error, form.setError, CAMPOS_IMPRIMIR)
      setAlerta(mensagem === null ? null : { mensagem })
    }
  })

  return (
    <form noValidate aria-label="Imprimir cartões ponto" onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ErrorAlert error={alerta} message={alerta?.mensagem} />
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
        <Button type="submit" busy={mutation.isPending}>
          Imprimir
        </Button>
      </div>
    </form>
  )
}
