import { createFileRoute } from '@tanstack/react-router'
import { JobsIntegradorPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/jobs/$id')({
  component: JobsIntegradorRoute,
})

function JobsIntegradorRoute() {
  const { id } = Route.useParams()
  return <JobsIntegradorPage key={id} id={id} />
}
