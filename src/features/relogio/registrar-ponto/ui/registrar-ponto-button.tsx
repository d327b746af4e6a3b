import type { RegistroPonto } from '@/entities/relogio'
import { Button } from '@/shared/ui'
import { useRegistrarPonto } from '../api/registrar-ponto.mutation'

export interface RegistrarPontoButtonProps {
  onRegistrado: (registro: RegistroPonto) => void
  onError: (error: unknown) => void
}

/** CLOCK-001: one click, one punch; the button stays busy until the clock and the card are fresh. */
export function RegistrarPontoButton({ onRegistrado, onError }: RegistrarPontoButtonProps) {
  const mutation = useRegistrarPonto()
  return (
    <Button
      className="h-12 px-8 text-base"
      busy={mutation.isPending}
      onClick={() => {
        if (mutation.isPending) return
        mutation.mutate(undefined, { onSuccess: onRegistrado, onError })
      }}
    >
      Registrar ponto
    </Button>
  )
}
