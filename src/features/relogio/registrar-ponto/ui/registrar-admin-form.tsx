import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { buscarFuncionarioOpcoes } from '@/entities/funcionario'
import type { RegistroPonto } from '@/entities/relogio'
import { applyServerErrors } from '@/shared/lib'
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
  const [alerta, setAlerta] = useState<{ mensagem: string } | null>(null)
  const form = useForm<RegistrarAdminValues>({
    resolver: zodResolver(registrarAdminSchema),
    defaultValues: { funcionarioId: null, hora: horaInicial },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending || values.funcionarioId === null) return
    setAlerta(null)
    try {
      const registro = await mutation.mutateAsync({ funcionarioId: values.funcionarioId.id, hora: values.hora.trim() })
      onRegistrado(registro)
    } catch (error) {
      const mensagem = applyServerErrors(error, form.setError, CAMPOS_REGISTRAR_ADMIN)
      setAlerta(mensagem === null ? null : { mensagem })
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Registro administrativo" className="space-y-4">
      <ErrorAlert error={alerta} message={alerta?.mensagem} />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <AsyncOptionField name="funcionarioId" control={form.control} label="Funcionário" required loadOptions={buscarFuncionarioOpcoes} />
        <ControlledField name="hora" control={form.control} label="Horário" required>
          {({ field, control }) => (
            <TimeInput {...control} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} required />
          )}
        </ControlledField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={mutation.isPending}>
          Registrar para o funcionário
        </Button>
      </div>
    </form>
  )
}
