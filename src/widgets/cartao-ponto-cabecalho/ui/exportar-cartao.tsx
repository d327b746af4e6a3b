import { lerPreferencias, type CartaoPonto } from '@/entities/cartao-ponto'
import { mesAno } from '@/entities/competencia'
import { useSessao, type Sessao } from '@/entities/sessao'
import { ExportarMenu } from '@/features/exportar-planilha'

/** The columns the user hid in the grid's chooser, as the grid saved them on the last change. */
function colunasOcultas(sessao: Sessao) {
  try {
    return lerPreferencias(globalThis.localStorage, sessao.userid || sessao.username).ocultas
  } catch {
    return []
  }
}

/** 'cartao-ponto-fernanda-funcionaria-11-2026'. */
const nomeDaPlanilhaDoCartao = (cartao: CartaoPonto) => ['cartao-ponto', cartao.funcionario.nomeOrNomeSocial, mesAno(cartao.competencia)]

/**
 * 'Exportar' the card as the user sees it (issue 15): the visible columns and the overtime bands the grid has no column
 * for, one row per day, then the competence's totals. The sheet's code loads when a format is chosen.
 */
export function ExportarCartao({ cartao, onError }: { cartao: CartaoPonto; onError: (error: unknown) => void }) {
  const sessao = useSessao()
  return (
    <ExportarMenu
      planilha={async () => (await import('../model/planilha-cartao')).planilhaDoCartao(cartao, sessao, colunasOcultas(sessao))}
      nomeDoArquivo={nomeDaPlanilhaDoCartao(cartao)}
      onError={onError}
    />
  )
}
