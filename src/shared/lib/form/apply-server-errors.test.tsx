import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api'
import { MSG_SERVICE_UNAVAILABLE } from '@/shared/config'
import { applyServerErrors } from './apply-server-errors'

interface Valores {
  hora: string
  motivo: string
}

const validacao = (errors: { property: string; message: string }[]) =>
  new ApiError(400, { status: 400, errors: errors.map((e) => ({ ...e, entity: 'Registro', invalidValue: null })) })

function formulario() {
  return renderHook(() => useForm<Valores>({ defaultValues: { hora: '', motivo: '' } })).result
}

describe('applyServerErrors', () => {
  it('[API-013] puts each validation error on its field and leaves no alert when all landed', () => {
    const form = formulario()
    let alerta: string | null = 'x'
    act(() => {
      alerta = applyServerErrors(
        validacao([
          { property: 'motivo', message: 'obrigatório' },
          { property: 'hora', message: 'inválida' },
        ]),
        form.current.setError,
        ['hora', 'motivo'],
      )
    })
    expect(alerta).toBeNull()
    expect(form.current.getFieldState('hora').error?.message).toBe('inválida')
    expect(form.current.getFieldState('motivo').error?.message).toBe('obrigatório')
  })

  it('keeps an alert for errors of properties the form does not show', () => {
    const form = formulario()
    let alerta: string | null = null
    act(() => {
      alerta = applyServerErrors(validacao([{ property: 'idCompetencia', message: 'não deve ser nulo' }]), form.current.setError, ['hora'])
    })
    expect(alerta).not.toBeNull()
    expect(form.current.getFieldState('hora').error).toBeUndefined()
  })

  it('turns a failure without field errors into the catalogue message', () => {
    const form = formulario()
    expect(applyServerErrors(new ApiError(0, 'ECONNREFUSED'), form.current.setError, ['hora'])).toBe(MSG_SERVICE_UNAVAILABLE)
  })
})
