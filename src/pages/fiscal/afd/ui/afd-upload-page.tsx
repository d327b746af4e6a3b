import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ImportacaoAfdResultado, type ImportacaoAfd } from '@/entities/fiscal/importacao-afd'
import { ImportarAfdForm } from '@/features/fechamento/importar-afd'
import { Card, PageTitle } from '@/shared/ui'

/**
 * /afd/upload: sends an AFD; a valid file's punches become ORIGINAL punches of the employees' days (by CPF or PIS),
 * a file with errors is rejected whole and its errors are listed line by line.
 */
export function AfdUploadPage() {
  const [resultado, setResultado] = useState<ImportacaoAfd | null>(null)
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="O arquivo é validado por inteiro: com qualquer erro, nenhuma marcação é importada">
        Importar AFD
      </PageTitle>
      <Card className="p-4">
        <ImportarAfdForm onImportado={setResultado} />
      </Card>
      {resultado && <ImportacaoAfdResultado key={resultado.id} importacao={resultado} />}
      <p className="text-sm">
        <Link to="/afd" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Ver as importações
        </Link>
      </p>
    </div>
  )
}
