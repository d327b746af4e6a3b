import { createFileRoute } from '@tanstack/react-router'
import { carregarConfiguracao, ConfiguracaoPage } from '@/pages/configuracao'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

export const Route = createFileRoute('/_app/config')({
  loader: ({ context }) => loadWhenAllowed(context, carregarConfiguracao),
  pendingComponent: () => <ScreenPending title="Configurações" />,
  errorComponent: (props) => <ScreenLoadError title="Configurações" {...props} />,
  component: ConfiguracaoPage,
})
