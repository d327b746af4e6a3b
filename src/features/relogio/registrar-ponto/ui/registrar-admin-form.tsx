import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FILTRO_PADRAO, funcionarioLabel, searchFuncionarios } from '@/entities/funcionario'
import type { RegistroPonto } from '@/entities/relogio'
import { applyServerErrors } from '@/shared/lib'
import { AsyncSelect, Button, ErrorAlert, FormField, TimeInput } from '@/shared/ui'
import { useRegistrarPontoAdmin } from '../api/registrar-ponto.mutation'
import {
  CAMPOS_REGISTRAR_ADMIN,
  registrarAdminSchema,
  type FuncionarioOpcao,
  type RegistrarAdminValues,
} from '../model/registrar-admin.schema'

const OPCOES_POR_BUSCA = 20

async function buscarFuncionarios(text: string, signal: AbortSignal): Promise<FuncionarioOpcao[]> {
  const pagina = await searchFuncionarios({ text, page: 0, size: OPCOES_POR_BUSCA, filtro: FILTRO_PADRAO }, signal)
  return pagina.items.map((f) => ({ id: f.id, label: funcionarioLabel(f) }))
}

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
        <Controller
          name="funcionarioId"
          control={form.control}
          render={({ field, fieldState }) => (
            <FormField label="Funcionário" error={fieldState.error?.message} required>
              {(control) => (
                <AsyncSelect<FuncionarioOpcao>
                  inputId={control.id}
                  aria-describedby={control['aria-describedby']}
                  invalid={fieldState.invalid}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  loadOptions={buscarFuncionarios}
                  defaultOptions
                  getOptionLabel={(option) => option.label}
                  getOptionValue={(option) => String(option.id)}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          name="hora"
          control={form.control}
          render={({ field, fieldState }) => (
            <FormField label="Horário" error={fieldState.error?.message} required>
              <TimeInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} required />
            </FormField>
          )}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={mutation.isPending}>
          Registrar para o funcionário
        </Button>
      </div>
    </form>
  )
}
