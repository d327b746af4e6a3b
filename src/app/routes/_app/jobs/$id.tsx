import { createFileRoute } from '@tanstack/react-router'
import { carregarJobsIntegrador, JobsIntegradorPage } from '@/pages/registros'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/jobs/$id')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarJobsIntegrador(queryClient, params.id)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: JobsIntegradorRoute,
})

function JobsIntegradorRoute() {
  const { id } = Route.useParams()
  return <JobsIntegradorPage key={id} id={id} />
}
