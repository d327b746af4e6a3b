import { createFileRoute } from '@tanstack/react-router'
import { AcaoLotePage } from '@/pages/acoes-lote/executar'

/** AUTH-059, BATCH-006: /vincular-banco-compensacao (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/vincular-banco-compensacao')({
  component: () => <AcaoLotePage rota="/vincular-banco-compensacao" />,
})
