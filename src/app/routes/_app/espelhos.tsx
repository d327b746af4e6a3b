import { createFileRoute } from '@tanstack/react-router'
import { EspelhosLotePage } from '@/pages/espelhos-lote'

/** Issue 15 §2: 'Imprimir espelhos' (front_espelho_ponto, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/espelhos')({
  component: EspelhosLotePage,
})
