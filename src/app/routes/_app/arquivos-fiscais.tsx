import { createFileRoute } from '@tanstack/react-router'
import { ArquivosFiscaisPage } from '@/pages/fiscal/arquivos-fiscais'

/** AUTH-062: AEJ, AFDT and ACJEF (front_arquivosfiscais, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/arquivos-fiscais')({
  component: ArquivosFiscaisPage,
})
