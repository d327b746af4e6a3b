import { zodResolver } from '@hookform/resolvers/zod'
import { buscarFuncionarioOpcoes } from '@/entities/funcionario'
import type { RegistroPonto } from '@/entities/relogio'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncOptionField, Button, ControlledField, ErrorAlert, TimeInput } from '@/shared/ui'
import { useRegistrarPontoAdmin } from '../api/registrar-ponto.mutation'
import { CAMPOS_REGISTRAR_ADMIN, registrarAdminSchema, type RegistrarAdminValues } from '../model/registrar-admin.schema'

export interface RegistrarAdminFormProps {
  /** 'HH:mm' the time field starts with (the clock's present minute). */
  horaInicial: string
  onRegistrado: (registro: RegistroPonto) => void
}

/** CLOCK-002: an administrator registers a punch of today for an employee at a chosen time. */
export function RegistrarAdminForm({ horaInicial, onRegistrado }: RegistrarAdminFormProps) {
  const mutation = useRegistrarPontoAdmin()
  const form = useAppForm<RegistrarAdminValues>({
    resolver: zodResolver(registrarAdminSchema),
    defaultValues: { funcionarioId: null, hora: horaInicial },
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      if (values.funcionarioId === null) return
      onRegistrado(await mutation.mutateAsync({ funcionarioId: values.funcionarioId.id, hora: values.hora.trim() }))
    },
    { fields: CAMPOS_REGISTRAR_ADMIN },
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Registro administrativo" className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <AsyncOptionField name="funcionarioId" control={form.control} label="Funcionário" required loadOptions={buscarFuncionarioOpcoes} />
        <ControlledField name="hora" control={form.control} label="Horário" required>
          {({ field, control }) => (
            <TimeInput {...control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} required />
          )}
        </ControlledField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Registrar para o funcionário
        </Button>
      </div>
    </form>
  )
}
