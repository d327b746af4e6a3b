import { createFileRoute } from '@tanstack/react-router'
import { NovaAcaoLotePage } from '@/pages/acoes-lote/nova'

/** AUTH-055: the batch actions the user may start. */
export const Route = createFileRoute('/_app/acoes-lote/new')({
  component: NovaAcaoLotePage,
})
