import { formatDateTime } from '@/shared/lib'
import type { AlteracaoCartao } from '../api/alteracao-cartao.schema'

/** Changes that leave a punch of the kind INCLUIDO at a time (an ORIGINAL replaced by an included one is an alteration). */
const INCLUEM = new Set<AlteracaoCartao['tipo']>(['MARCACAO_INCLUIDA', 'MARCACAO_ALTERADA'])

/**
 * Who put the included punch at `hora` on the day `data`: the latest inclusion (or alteration) of that day, not undone,
 * whose day after has that punch. `itens` newest first, as the history gives them.
 */
export function inclusaoDaMarcacao(itens: readonly AlteracaoCartao[], data: string, hora: string): AlteracaoCartao | undefined {
  return itens.find(
    (e) =>
      e.data === data &&
      e.alcance === 'DIA' &&
      INCLUEM.has(e.tipo) &&
      e.desfeitaPor === null &&
      (e.depois?.marcacoes.some((m) => m.hora === hora && m.tipoMarcacao === 'INCLUIDO' && !m.desconsiderada) ?? false),
  )
}

/** 'Incluída por Rita Recursos Humanos em 16/11/2026 14:30'. */
export const autoriaDaInclusao = (e: Pick<AlteracaoCartao, 'usuario' | 'em'>) => `Incluída por ${e.usuario.nome} em ${formatDateTime(e.em)}`
