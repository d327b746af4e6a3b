import { createFileRoute } from '@tanstack/react-router'
import { ArquivosFiscaisPage, carregarArquivosFiscais } from '@/pages/fiscal/arquivos-fiscais'
import { loadWhenAllowed } from './-screen'

/** AUTH-062: AEJ, AFDT and ACJEF (front_arquivosfiscais, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/arquivos-fiscais')({
  loader: ({ context }) => loadWhenAllowed(context, carregarArquivosFiscais),
  component: ArquivosFiscaisPage,
})
