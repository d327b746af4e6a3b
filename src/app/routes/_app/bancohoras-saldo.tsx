import { createFileRoute } from '@tanstack/react-router'
import { carregarSaldoBancoHoras, SaldoBancoHorasPage } from '@/pages/apuracao/saldo-banco-horas'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** AUTH-067: every employee's hour bank balance (front_saldobancohoras). */
export const Route = createFileRoute('/_app/bancohoras-saldo')({
  loader: ({ context }) => loadWhenAllowed(context, carregarSaldoBancoHoras),
  pendingComponent: () => <ScreenPending title="Saldo de Banco de Horas" />,
  errorComponent: (props) => <ScreenLoadError title="Saldo de Banco de Horas" {...props} />,
  component: SaldoBancoHorasPage,
})
