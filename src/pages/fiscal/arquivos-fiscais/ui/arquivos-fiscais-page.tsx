import { GerarArquivoFiscalForm } from '@/features/fechamento/gerar-arquivo-fiscal'
import { Card, PageTitle } from '@/shared/ui'

/** /arquivos-fiscais: AEJ (Portaria 671), AFDT and ACJEF (Portaria 1510) of a company and period. */
export function ArquivosFiscaisPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Gerados a partir dos cartões ponto tratados, nos leiautes legais (ISO-8859-1)">
        Arquivos Fiscais
      </PageTitle>
      <Card>
        <GerarArquivoFiscalForm />
      </Card>
    </div>
  )
}
