import { createFileRoute } from '@tanstack/react-router'
import { ConfiguracaoCamposPage } from '@/pages/configuracao-campos'

export const Route = createFileRoute('/_app/configuracao-campos')({
  component: ConfiguracaoCamposPage,
})
