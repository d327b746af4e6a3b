import { createFileRoute } from '@tanstack/react-router'
import { AcaoLotePage } from '@/pages/acoes-lote/executar'

/** AUTH-056, BATCH-003: /acoes-lote/alterar-funcionarios (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/acoes-lote/alterar-funcionarios')({
  component: () => <AcaoLotePage rota="/acoes-lote/alterar-funcionarios" />,
})
