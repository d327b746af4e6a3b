import { GerarRelatorioForm } from '@/features/relatorios/gerar-relatorio'
import { openFile } from '@/widgets/cartao-ponto-cabecalho'
import { Card, PageTitle } from '@/shared/ui'

/** A spreadsheet is saved under the server's name; a PDF opens in a new tab. */
function abrirOuSalvar(arquivo: { blob: Blob; filename: string | null }) {
  if (!arquivo.filename?.endsWith('.csv')) return openFile(arquivo)
  const url = URL.createObjectURL(arquivo.blob)
  Object.assign(document.createElement('a'), { href: url, download: arquivo.filename }).click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** /relatorios (AUTH-064): reports of a competence from the employees' time cards, as PDF or CSV. */
export function RelatoriosPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Os relatórios usam os mesmos cálculos do cartão ponto.">
        Relatórios
      </PageTitle>
      <Card className="max-w-3xl">
        <GerarRelatorioForm onFile={abrirOuSalvar} />
      </Card>
    </div>
  )
}
