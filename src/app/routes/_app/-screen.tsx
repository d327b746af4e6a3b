import { useQueryErrorResetBoundary, type QueryClient } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { RouteAccess } from '@/entities/sessao'
import { LoadError, PageTitle, Spinner } from '@/shared/ui'

/**
 * A screen's loader, run only for a user the layout lets see the screen: for the others it shows the denied or not
 * found page, and nothing is read.
 */
export async function loadWhenAllowed(
  context: { acesso: RouteAccess; queryClient: QueryClient },
  load: (queryClient: QueryClient) => Promise<unknown>,
): Promise<void> {
  if (context.acesso.kind === 'ok') await load(context.queryClient)
}

/** While the loader reads: the screen's title and the spinner the screen shows while it loads. */
export function ScreenPending({ title }: { title?: string }) {
  return (
    <div className="flex flex-col gap-4">
      {title && <PageTitle className="mb-0">{title}</PageTitle>}
      <Spinner />
    </div>
  )
}

/**
 * A read that failed (in the loader, or in the screen while it suspended): the screen's title and its error alert,
 * inside the shell; 'Tentar novamente' runs the loaders again, which resets this boundary.
 */
export function ScreenLoadError({ title, error }: ErrorComponentProps & { title?: string }) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  useEffect(() => queryErrorReset.reset(), [queryErrorReset])
  return (
    <div className="flex flex-col gap-4">
      {title && <PageTitle className="mb-0">{title}</PageTitle>}
      <LoadError error={error} onRetry={() => void router.invalidate()} />
    </div>
  )
}
