import { createFileRoute } from '@tanstack/react-router'
import { carregarCartaoPontoDiario, CartaoPontoDiarioPage } from '@/pages/apuracao/cartao-ponto-diario'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** AUTH-031: the daily card of every employee (front_cartao_ponto_diario). */
export const Route = createFileRoute('/_app/cartao-ponto-diario')({
  loader: ({ context }) => loadWhenAllowed(context, carregarCartaoPontoDiario),
  pendingComponent: () => <ScreenPending title="Cartão Ponto Diário" />,
  errorComponent: (props) => <ScreenLoadError title="Cartão Ponto Diário" {...props} />,
  component: CartaoPontoDiarioPage,
})
