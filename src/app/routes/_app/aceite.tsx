import { createFileRoute } from '@tanstack/react-router'
import { AceitesPage, carregarAceites } from '@/pages/apuracao/aceites'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** AUTH-053: 'Cartão Ponto Digital', the cards awaiting acceptance and accepted (front_aceites). */
export const Route = createFileRoute('/_app/aceite')({
  loader: ({ context }) => loadWhenAllowed(context, carregarAceites),
  pendingComponent: () => <ScreenPending title="Cartão Ponto Digital" />,
  errorComponent: (props) => <ScreenLoadError title="Cartão Ponto Digital" {...props} />,
  component: AceitesPage,
})
