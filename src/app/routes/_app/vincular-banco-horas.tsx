import { createFileRoute } from '@tanstack/react-router'
import { AcaoLotePage } from '@/pages/acoes-lote/executar'

/** AUTH-059, BATCH-005: /vincular-banco-horas (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/vincular-banco-horas')({
  component: () => <AcaoLotePage rota="/vincular-banco-horas" />,
})
