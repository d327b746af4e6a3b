import { createFileRoute } from '@tanstack/react-router'
import { AfdPage } from '@/pages/fiscal/afd'

/** AUTH-019: the AFD imports (front_importacaoafd, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/afd/')({
  component: AfdPage,
})
