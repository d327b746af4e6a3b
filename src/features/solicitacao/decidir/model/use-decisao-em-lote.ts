import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { errorMessage, invalidateTargets, isApiError } from '@/shared/api'
import { decidirSolicitacao, INVALIDADOS_PELA_DECISAO, type Decisao } from '../api/decidir-solicitacao.mutation'

/** Where one request of a batch stands. */
export type ResultadoNoLote = { estado: 'enviando' } | { estado: 'decidida' } | { estado: 'falhou'; mensagem: string }

/** The server's word on a refused decision: the field's message when it names one, else the response's. */
function mensagemDaFalha(error: unknown): string {
  const doCampo = isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined
  return doCampo ?? errorMessage(error)
}

/**
 * Decides several requests with the single decision's call, one after the other, keeping each one's outcome; a
 * failure does not stop the others. The requests and cards are refreshed once, after the last one. A second run
 * while one is going is ignored.
 */
export function useDecisaoEmLote() {
  const queryClient = useQueryClient()
  const { mutateAsync } = useMutation({ mutationFn: decidirSolicitacao })
  const [resultados, setResultados] = useState<ReadonlyMap<number, ResultadoNoLote>>(new Map())
  const [executando, setExecutando] = useState(false)
  const emCurso = useRef(false)

  const anotar = (id: number, resultado: ResultadoNoLote) => setResultados((atuais) => new Map(atuais).set(id, resultado))

  /** Resolves to the ids the server decided. */
  const executar = async (ids: readonly number[], decisao: Decisao, observacaoAprovador: string | null): Promise<number[]> => {
    if (emCurso.current) return []
    emCurso.current = true
    setExecutando(true)
    setResultados(new Map())
    const decididas: number[] = []
    try {
      for (const id of ids) {
        anotar(id, { estado: 'enviando' })
        try {
          await mutateAsync({ id, decisao, observacaoAprovador })
          decididas.push(id)
          anotar(id, { estado: 'decidida' })
        } catch (error) {
          anotar(id, { estado: 'falhou', mensagem: mensagemDaFalha(error) })
        }
      }
      await invalidateTargets(queryClient, INVALIDADOS_PELA_DECISAO)
    } finally {
      emCurso.current = false
      setExecutando(false)
    }
    return decididas
  }

  return { resultados, executando, executar, limpar: () => setResultados(new Map()) }
}
