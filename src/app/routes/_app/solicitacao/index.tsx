import { createFileRoute } from '@tanstack/react-router'
import { ESCOPO_PADRAO } from '@/entities/solicitacao'
import { SolicitacoesPage } from '@/pages/solicitacao'

/** REQ-003: the request list, scope ME by default. */
export const Route = createFileRoute('/_app/solicitacao/')({
  component: () => <SolicitacoesPage escopo={ESCOPO_PADRAO} />,
})
