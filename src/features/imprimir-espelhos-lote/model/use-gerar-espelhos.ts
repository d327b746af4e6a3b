import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import {
  arquivoEspelhosLote,
  iniciarEspelhosLote,
  progressoEspelhosLote,
  type LoteEspelhosCriado,
} from '../api/espelhos-lote.api'

/** How often the job's progress is asked for. */
export const INTERVALO_PROGRESSO_MS = 1000

export type Arquivo = { blob: Blob; filename: string | null }

/**
 * 'Gerar PDF': starts the job, polls it every second and, once it is PRONTO, downloads the file once and hands it
 * to `onFile`. While any of that is under way `ocupado` is true and `gerar` does nothing (nothing is sent twice).
 */
export function useGerarEspelhos(onFile: (arquivo: Arquivo) => void) {
  const [lote, setLote] = useState<LoteEspelhosCriado | null>(null)
  const baixado = useRef<string | null>(null)
  const iniciar = useMutation({ mutationFn: iniciarEspelhosLote, onSuccess: setLote })
  const progresso = useQuery({
    queryKey: ['espelhos-lote', lote?.id] as const,
    queryFn: ({ signal }) => progressoEspelhosLote(lote!.id, signal),
    enabled: lote !== null,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'PRONTO' || query.state.data?.status === 'ERRO' ? false : INTERVALO_PROGRESSO_MS),
  })
  const { mutate: baixar, reset: esquecerArquivo, ...arquivo } = useMutation({ mutationFn: arquivoEspelhosLote, onSuccess: onFile })
  const status = progresso.data?.status

  useEffect(() => {
    if (!lote || status !== 'PRONTO' || baixado.current === lote.id) return
    baixado.current = lote.id
    baixar(lote.id)
  }, [lote, status, baixar])

  const processando = lote !== null && (status === undefined || status === 'PROCESSANDO') && !progresso.isError
  const ocupado = iniciar.isPending || processando || arquivo.isPending
  return {
    gerar: (corpo: Parameters<typeof iniciarEspelhosLote>[0]) => {
      if (ocupado) return
      esquecerArquivo()
      iniciar.mutate(corpo)
    },
    ocupado,
    total: lote?.total ?? 0,
    /** Those asked for who get no page (no time control, not employed in the competence). */
    semEspelho: lote?.semEspelho ?? null,
    prontos: progresso.data?.prontos ?? 0,
    /** The job ran and its file was opened. */
    concluido: arquivo.isSuccess,
    falhou: status === 'ERRO',
    erro: iniciar.error ?? progresso.error ?? arquivo.error,
  }
}
