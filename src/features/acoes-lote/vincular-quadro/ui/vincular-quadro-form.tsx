import { zodResolver } from '@hookform/resolvers/zod'
import type { AcaoLoteResumo, SelecaoBody } from '@/entities/acao-lote'
import { buscarHorarios, rotuloHorario } from '@/entities/horario'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncOptionField, Button, DateRangeFields, ErrorAlert } from '@/shared/ui'
import { useVincularQuadroLote } from '../api/vincular-quadro.mutation'
import {
  CAMPOS_VINCULAR_QUADRO,
  MSG_SELECIONE,
  vincularQuadroLoteSchema,
  type VincularQuadroLoteValues,
} from '../model/vincular-quadro.schema'

export interface VincularQuadroLoteFormProps {
  selecao: SelecaoBody
  selecionados: number
  /** BATCH-007: the days get the schedule as a special schedule. */
  especial?: boolean
  /** The batch action recorded (null when the server answers 204). */
  onDone: (acao: AcaoLoteResumo | null) => void
}

/** REG-033: any schedule may be linked, so the picker uses the general search (GET /api/horarios/search/fulltext?text). */
const buscarQuadros = async (text: string, signal: AbortSignal) =>
  (await buscarHorarios('fulltext', text, signal)).map((h) => ({ id: h.id, label: rotuloHorario(h) }))

/** BATCH-004 / BATCH-007: links a schedule to each day of a period for the selected employees. */
export function VincularQuadroLoteForm({ selecao, selecionados, especial = false, onDone }: VincularQuadroLoteFormProps) {
  const mutation = useVincularQuadroLote(especial)
  const form = useAppForm<VincularQuadroLoteValues>({
    resolver: zodResolver(vincularQuadroLoteSchema),
    defaultValues: { quadroHorarioVincular: null, dataInicial: '', dataFinal: '' },
  })
  const { errors } = form.formState

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      if (!values.quadroHorarioVincular) return
      if (selecionados === 0) throw new Error(MSG_SELECIONE)
      onDone(
        await mutation.mutateAsync({
          ...selecao,
          quadroHorarioVincular: values.quadroHorarioVincular.id,
          dataInicial: values.dataInicial,
          dataFinal: values.dataFinal,
        }),
      )
    },
    { fields: CAMPOS_VINCULAR_QUADRO },
  )

  return (
    <form
      noValidate
      aria-label={especial ? 'Quadro de horário especial' : 'Vincular quadro de horário'}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <AsyncOptionField
        name="quadroHorarioVincular"
        control={form.control}
        label={especial ? 'Quadro de Horário Especial' : 'Quadro de Horário'}
        required
        loadOptions={buscarQuadros}
      />
      <DateRangeFields
        start={form.register('dataInicial')}
        end={form.register('dataFinal')}
        startError={errors.dataInicial?.message}
        endError={errors.dataFinal?.message}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Vincular aos selecionados
        </Button>
      </div>
    </form>
  )
}
