import { createFileRoute } from '@tanstack/react-router'
import { AcaoLotePage } from '@/pages/acoes-lote/executar'

/** AUTH-057, BATCH-002: /justificativa (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/justificativa')({
  component: () => <AcaoLotePage rota="/justificativa" />,
})
