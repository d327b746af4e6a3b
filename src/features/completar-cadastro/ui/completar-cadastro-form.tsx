import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRefreshSessao } from '@/entities/sessao'
import { ApiError } from '@/shared/api'
import { CELULAR_MASK, CPF_MASK, useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, ErrorAlert, FormField, MaskedInput } from '@/shared/ui'
import { useSalvarPerfil } from '../api/salvar-perfil.mutation'
import {
  CAMPOS,
  completarCadastroSchema,
  type CompletarCadastroInput,
  type CompletarCadastroValues,
} from '../model/completar-cadastro.schema'
import { fieldErrorsFrom } from '../model/server-errors'

/** AUTH-082..089: CPF and Celular, saved with PUT /api/usuarios/profile, then the session is renewed. */
export function CompletarCadastroForm() {
  const refreshSessao = useRefreshSessao()
  const salvar = useSalvarPerfil()
  const [bannerError, setBannerError] = useState<unknown>(null)
  const form = useAppForm<CompletarCadastroInput, unknown, CompletarCadastroValues>({
    resolver: zodResolver(completarCadastroSchema),
    defaultValues: { cpf: '', celular: '' },
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      setBannerError(null)
      try {
        await salvar.mutateAsync(values)
      } catch (error) {
        // A refused save is thrown on (useFormSubmit keeps the draft and shows the message); the server's answer is
        // said on the fields it names, a 409 on the CPF (AUTH-089).
        const fieldErrors = fieldErrorsFrom(error)
        if (!fieldErrors) throw error
        throw new ApiError((error as ApiError).status, { errors: fieldErrors.map(([property, message]) => ({ property, message })) })
      }
      try {
        await refreshSessao()
      } catch (error) {
        setBannerError(error)
      }
    },
    { fields: CAMPOS },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={bannerError ?? failure?.error} />
      <Controller
        name="cpf"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormField label="CPF" error={fieldState.error?.message} required>
            <MaskedInput
              mask={CPF_MASK}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
            />
          </FormField>
        )}
      />
      <Controller
        name="celular"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormField label="Celular" error={fieldState.error?.message} required>
            <MaskedInput
              mask={CELULAR_MASK}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(00) 00000-0000"
            />
          </FormField>
        )}
      />
      <Button type="submit" busy={busy}>
        Salvar
      </Button>
    </form>
  )
}
