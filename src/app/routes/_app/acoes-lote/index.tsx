import { createFileRoute } from '@tanstack/react-router'
import { AcoesLotePage } from '@/pages/acoes-lote/lista'

/** AUTH-055: the batch actions done (front_acoeslote, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/acoes-lote/')({
  component: AcoesLotePage,
})
