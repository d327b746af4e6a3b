import { zodResolver } from '@hookform/resolvers/zod'
import { TIPOS_JUSTIFICATIVA, type TipoJustificativa, type Tratamento } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { CancelSubmitButtons, ControlledField, Dialog, ErrorAlert, Select, TimeField } from '@/shared/ui'
import { useAlterarJustificativa } from '../api/alterar-justificativa.mutation'
import {
  CAMPOS_ALTERAR_JUSTIFICATIVA,
  ROTULOS_TIPO_JUSTIFICATIVA,
  alterarJustificativaSchema,
  podeAlterarTipo,
  type AlterarJustificativaValues,
} from '../model/alterar-justificativa.schema'

export interface AlterarJustificativaDialogProps {
  tratamento: Tratamento
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the change was saved, before the dialog closes (the grid offers to undo it). */
  onSalvo?: () => void
}

interface OpcaoTipo {
  value: TipoJustificativa
  label: string
}

const OPCOES_TIPO: OpcaoTipo[] = TIPOS_JUSTIFICATIVA.map((value) => ({ value, label: ROTULOS_TIPO_JUSTIFICATIVA[value] }))

/** TC-136..138, TC-117: the hours of an inclusion and, with front_justificativa_update_tipo, its type. */
export function AlterarJustificativaDialog({ tratamento, open, onOpenChange, onSalvo }: AlterarJustificativaDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Alterar horário da justificativa">
      {open && (
        <Formulario
          tratamento={tratamento}
          onClose={() => onOpenChange(false)}
          onSalvo={() => {
            onSalvo?.()
            onOpenChange(false)
          }}
        />
      )}
    </Dialog>
  )
}

function Formulario({ tratamento, onClose, onSalvo }: { tratamento: Tratamento; onClose: () => void; onSalvo: () => void }) {
  const sessao = useSessao()
  const alteraTipo = podeAlterarTipo(sessao)
  const mutation = useAlterarJustificativa()
  const form = useAppForm<AlterarJustificativaValues>({
    resolver: zodResolver(alterarJustificativaSchema),
    defaultValues: { horas: tratamento.hora, tipoJustificativa: tratamento.tipoJustificativa },
    rascunho: `alterar-justificativa:${tratamento.id}`,
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync({
        id: tratamento.id,
        horas: values.horas,
        tipoJustificativa: alteraTipo ? values.tipoJustificativa : tratamento.tipoJustificativa,
      })
      onSalvo()
    },
    { fields: CAMPOS_ALTERAR_JUSTIFICATIVA },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <p className="text-slate-600">
        {tratamento.motivo.descricao}
        {tratamento.observacao && <span className="italic"> — {tratamento.observacao}</span>}
      </p>
      <TimeField name="horas" control={form.control} label="Horário" autoFocus required />
      {alteraTipo ? (
        <ControlledField name="tipoJustificativa" control={form.control} label="Tipo de justificativa">
          {({ field, fieldState, control }) => (
            <Select<OpcaoTipo>
              inputId={control.id}
              aria-describedby={control['aria-describedby']}
              invalid={!!fieldState.error}
              options={OPCOES_TIPO}
              value={OPCOES_TIPO.find((o) => o.value === field.value) ?? null}
              onChange={(opcao) => {
                if (opcao) field.onChange(opcao.value)
              }}
              onBlur={field.onBlur}
              isClearable={false}
              getOptionLabel={(o) => o.label}
              getOptionValue={(o) => o.value}
            />
          )}
        </ControlledField>
      ) : (
        <p>
          <span className="font-medium text-slate-700">Tipo de justificativa:</span>{' '}
          {ROTULOS_TIPO_JUSTIFICATIVA[tratamento.tipoJustificativa]}
        </p>
      )}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-3">
        <CancelSubmitButtons onCancel={onClose} busy={busy} />
      </div>
    </form>
  )
}
