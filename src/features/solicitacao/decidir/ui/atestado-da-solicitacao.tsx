import { useMutation } from '@tanstack/react-query'
import { baixarAnexo, tamanhoDoArquivo, type AnexoSolicitacao } from '@/entities/solicitacao'
import { Button, ErrorAlert } from '@/shared/ui'

/** A downloaded file and the server's name for it. */
export interface ArquivoBaixado {
  blob: Blob
  filename: string | null
}

export interface AtestadoDaSolicitacaoProps {
  solicitacaoId: number
  anexo: AnexoSolicitacao
  /** Opens (or saves) the downloaded certificate. */
  onAbrir: (arquivo: ArquivoBaixado) => void
}

/** The abono's medical certificate for the approver: its name and size, and a button that downloads and opens it. */
export function AtestadoDaSolicitacao({ solicitacaoId, anexo, onAbrir }: AtestadoDaSolicitacaoProps) {
  const download = useMutation({ mutationFn: baixarAnexo })
  return (
    <div className="space-y-2">
      <ErrorAlert error={download.error} />
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span>
          Atestado: {anexo.nome} ({tamanhoDoArquivo(anexo.tamanho)})
        </span>
        <Button
          variant="secondary"
          size="sm"
          busy={download.isPending}
          onClick={() => download.mutate(solicitacaoId, { onSuccess: (arquivo) => onAbrir({ ...arquivo, filename: arquivo.filename ?? anexo.nome }) })}
        >
          Abrir atestado
        </Button>
      </p>
    </div>
  )
}
