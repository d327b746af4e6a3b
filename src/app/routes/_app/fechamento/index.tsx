import { createFileRoute } from '@tanstack/react-router'
import { FechamentosPage } from '@/pages/fiscal/fechamento'

/** AUTH-023: the closing periods (front_fechamento_visualizar, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/fechamento/')({
  component: FechamentosPage,
})
