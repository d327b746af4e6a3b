import { useRef, useState } from 'react'
import type { RegistroPonto } from '@/entities/relogio'
import { Button } from '@/shared/ui'
import { useRegistrarPonto } from '../api/registrar-ponto.mutation'
import { marcacaoRepetidaDe, type MarcacaoRepetida } from '../model/marcacao-repetida'
import { MarcacaoRepetidaDialog } from './marcacao-repetida-dialog'

export interface RegistrarPontoButtonProps {
  onRegistrado: (registro: RegistroPonto) => void
  onError: (error: unknown) => void
}

/**
 * CLOCK-001: one click, one punch; the button stays busy until the clock and the card are fresh. A punch less than a
 * minute after the last one asks first, and is sent again with the confirmation only if the user says so.
 */
export function RegistrarPontoButton({ onRegistrado, onError }: RegistrarPontoButtonProps) {
  const mutation = useRegistrarPonto()
  // Set before anything async: a double click must not post twice, and isPending only shows after a render.
  const emAndamento = useRef(false)
  const [repetida, setRepetida] = useState<MarcacaoRepetida | null>(null)

  async function registrar(confirmar: boolean) {
    if (emAndamento.current) return
    emAndamento.current = true
    try {
      const registro = await mutation.mutateAsync(confirmar)
      setRepetida(null)
      onRegistrado(registro)
    } catch (error) {
      const conflito = confirmar ? null : marcacaoRepetidaDe(error)
      // A 409 also refreshes the day's punches (the query client's rule for conflicts): a punch of another tab shows.
      setRepetida(conflito)
      if (!conflito) onError(error)
    } finally {
      emAndamento.current = false
    }
  }

  return (
    <>
      <Button className="h-12 px-8 text-base" busy={mutation.isPending} onClick={() => void registrar(false)}>
        Registrar ponto
      </Button>
      <MarcacaoRepetidaDialog
        repetida={repetida}
        busy={mutation.isPending}
        onConfirm={() => void registrar(true)}
        onCancel={() => setRepetida(null)}
      />
    </>
  )
}
