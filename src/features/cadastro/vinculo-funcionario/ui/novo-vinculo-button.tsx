import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncOptionField, Button, CancelSubmitButtons, DateInput, Dialog, ErrorAlert, FormField } from '@/shared/ui'
import { buscarRegistros, useIncluirVinculo } from '../api/vinculo-funcionario.mutation'
import {
  novoVinculoSchema,
  VINCULOS_FUNCIONARIO_PAGINA,
  type NovoVinculoInput,
  type NovoVinculoValues,
  type TipoVinculoFuncionario,
} from '../model/vinculo-funcionario'


export interface NovoVinculoButtonProps {
  funcionarioId: number
  tipo: TipoVinculoFuncionario
  /** The date the form starts with (today). */
  hoje: string
}

/** 'Novo vínculo': links the employee to a schedule or bank from a date; the link in force ends the day before. */
export function NovoVinculoButton({ funcionarioId, tipo, hoje }: NovoVinculoButtonProps) {
  const [aberto, setAberto] = useState(false)
  return (
    <>
      <Button size="sm" onClick={() => setAberto(true)}>
        Novo vínculo
      </Button>
      {aberto && <NovoVinculoDialog funcionarioId={funcionarioId} tipo={tipo} hoje={hoje} onClose={() => setAberto(false)} />}
    </>
  )
}

function NovoVinculoDialog({ funcionarioId, tipo, hoje, onClose }: NovoVinculoButtonProps & { onClose: () => void }) {
  const definicao = VINCULOS_FUNCIONARIO_PAGINA[tipo]
  const mutation = useIncluirVinculo(funcionarioId, tipo)
  const form = useAppForm<NovoVinculoInput, unknown, NovoVinculoValues>({
    resolver: zodResolver(novoVinculoSchema(tipo)),
    defaultValues: { registro: null, inicio: hoje },
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync({ registroId: values.registro.id, inicio: values.inicio })
      onClose()
    },
    { fields: ['registroId', 'inicio'], fieldOf: { registroId: 'registro' } },
  )

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Novo vínculo: ${definicao.rotulo.toLowerCase()}`}
      description="O vínculo atual termina no dia anterior à data de início."
    >
      <form noValidate aria-label="Novo vínculo" onSubmit={onSubmit} className="space-y-4">
        <ErrorAlert error={failure?.error} message={failure?.message} />
        <AsyncOptionField
          name="registro"
          control={form.control}
          label={definicao.rotulo}
          required
          loadOptions={(text, signal) => buscarRegistros(tipo, text, signal)}
        />
        <FormField label="Início" error={form.formState.errors.inicio?.message} required>
          <DateInput {...form.register('inicio')} />
        </FormField>
        <div className="flex justify-end gap-2">
          <CancelSubmitButtons onCancel={onClose} busy={busy} />
        </div>
      </form>
    </Dialog>
  )
}
