import { createFileRoute } from '@tanstack/react-router'
import { SaldoBancoHorasPage } from '@/pages/apuracao/saldo-banco-horas'

/** AUTH-067: every employee's hour bank balance (front_saldobancohoras). */
export const Route = createFileRoute('/_app/bancohoras-saldo')({
  component: SaldoBancoHorasPage,
})
