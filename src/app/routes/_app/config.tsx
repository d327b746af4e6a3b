import { createFileRoute } from '@tanstack/react-router'
import { ConfiguracaoPage } from '@/pages/configuracao'

export const Route = createFileRoute('/_app/config')({
  component: ConfiguracaoPage,
})
