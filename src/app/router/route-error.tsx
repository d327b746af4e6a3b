import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useEffect } from 'react'
import { errorMessage } from '@/shared/api'
import { Button } from '@/shared/ui'

/** A crash in one screen shows here, inside the shell; the rest of the app keeps working. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  useEffect(() => queryErrorReset.reset(), [queryErrorReset])
  // A loader's failure comes back until the route loads again; a render crash only needs the boundary reset.
  const tentarDeNovo = () => {
    reset()
    void router.invalidate()
  }
  return (
    <div role="alert" className="m-6 rounded-md border border-danger-500 bg-danger-50 p-4 text-danger-700">
      <p className="font-semibold">Não foi possível exibir esta tela.</p>
      <p className="mt-1 text-sm">{errorMessage(error)}</p>
      <Button className="mt-3" variant="secondary" onClick={tentarDeNovo}>
        Tentar novamente
      </Button>
    </div>
  )
}
