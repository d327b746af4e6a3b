import { lerPreferencias, type CartaoPonto } from '@/entities/cartao-ponto'
import { useSessao, type Sessao } from '@/entities/sessao'
import { ExportarMenu } from '@/features/exportar-planilha'
import { nomeDaPlanilhaDoCartao, planilhaDoCartao } from '../model/planilha-cartao'

/** The columns the user hid in the grid's chooser, as the grid saved them on the last change. */
function colunasOcultas(sessao: Sessao) {
  try {
    return lerPreferencias(globalThis.localStorage, sessao.userid || sessao.username).ocultas
  } catch {
    return []
  }
}

/** 'Exportar' the card as the user sees it (issue 15): the visible columns, one row per day. */
export function ExportarCartao({ cartao, onError }: { cartao: CartaoPonto; onError: (error: unknown) => void }) {
  const sessao = useSessao()
  return (
    <ExportarMenu
      planilha={() => planilhaDoCartao(cartao, sessao, colunasOcultas(sessao))}
      nomeDoArquivo={nomeDaPlanilhaDoCartao(cartao)}
      onError={onError}
    />
  )
}
