import { useState } from 'react'
import { ExportarFuncionariosForm, type Exportacao } from '@/features/relogio/exportar-funcionarios'
import { formatDateTime } from '@/shared/lib'
import { Card, PageTitle } from '@/shared/ui'

/** /exportacao-equipamento (AUTH-072): sends employees to a clock (through its collector). */
export function ExportacaoEquipamentoPage() {
  const [exportacao, setExportacao] = useState<Exportacao | null>(null)
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Envia os funcionários escolhidos ao coletor do equipamento">
        Exportação para Equipamento
      </PageTitle>
      <Card>
        <ExportarFuncionariosForm onExportado={setExportacao} />
      </Card>
      {exportacao && (
        <p role="status" className="rounded-md border border-success-500/40 bg-success-50 px-4 py-2 text-sm font-medium text-slate-900">
          {exportacao.enviados === 1 ? '1 funcionário enviado' : `${exportacao.enviados} funcionários enviados`} para {exportacao.equipamento.descricao} (
          {exportacao.coletor.descricao}, {exportacao.totalNoColetor} no coletor) em {formatDateTime(exportacao.enviadoEm)}.
        </p>
      )}
    </div>
  )
}
