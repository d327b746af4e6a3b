import { createFileRoute } from '@tanstack/react-router'
import { carregarConfiguracaoCampos, ConfiguracaoCamposPage } from '@/pages/configuracao-campos'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

export const Route = createFileRoute('/_app/configuracao-campos')({
  loader: ({ context }) => loadWhenAllowed(context, carregarConfiguracaoCampos),
  pendingComponent: () => <ScreenPending title="Configuração de Campos" />,
  errorComponent: (props) => <ScreenLoadError title="Configuração de Campos" {...props} />,
  component: ConfiguracaoCamposPage,
})
