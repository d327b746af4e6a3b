import { useMutation } from '@tanstack/react-query'
import { enviarAfd, importacaoAfdQueries, type PortariaAfd } from '@/entities/fiscal/importacao-afd'
import { CARTAO_DERIVADOS } from '@/shared/api'

export interface EnvioAfd {
  file: File
  portaria: PortariaAfd | null
}

/** Uploads an AFD; its punches reach the time cards, which reload with the list of imports. */
export function useImportarAfd() {
  return useMutation({
    mutationFn: ({ file, portaria }: EnvioAfd) => enviarAfd(file, file.name, portaria),
    meta: { invalidates: [importacaoAfdQueries.all(), CARTAO_DERIVADOS] },
  })
}
