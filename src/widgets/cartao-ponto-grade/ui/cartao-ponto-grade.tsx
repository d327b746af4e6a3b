import { memo, useMemo, useState } from 'react'
import { useTable } from '@tanstack/react-table'
import {
  COLUNAS_CARTAO,
  colunasRecolhidas,
  columnCount,
  diasDoCartao,
  visibleColumns,
  type CartaoPonto,
  type ColunaCartao,
  type DiaCartao,
} from '@/entities/cartao-ponto'
import { useHistoricoDisponivel } from '@/entities/alteracao-cartao'
import { useSessao } from '@/entities/sessao'
import { useAvisoDesfazer } from '@/features/cartao-ponto/historico'
import { cn } from '@/shared/lib'
import { usePreferenciasGrade } from '../model/use-preferencias-grade'
import { ABREVIACOES, COLUNAS_GRADE, ehColunaDeMarcacao, features, ROTULOS } from './columns'
import { ArrasteGrade } from './arraste-grade'
import { CorpoDaGrade } from './corpo-da-grade'
import { GradeContext } from './grade-context'
import { GradeOpcoes } from './grade-opcoes'
import { SlotEditor } from './slot-editor'
import { GRADE_SLOTS_ATTR } from './slot-navegacao'
import { useDiaAlvo } from './use-dia-alvo'
import { mostrarCaixaInteira, registrarGesto, useCabecalhoSobABarra, useLarguraExcedida } from './rolagem'

export interface CartaoPontoGradeProps {
  cartao: CartaoPonto
}

/**
 * The daily grid of the time card (TC-066..TC-098). It renders again only for a new card (its page re-renders for
 * every query around it), and its rows only for new rows: the grid's own state (its box, its options) redraws the frame.
 */
export const CartaoPontoGrade = memo(function CartaoPontoGrade({ cartao }: CartaoPontoGradeProps) {
  const sessao = useSessao()
  const [preferencias, alterarPreferencias] = usePreferenciasGrade(sessao)
  const { compacto } = preferencias
  const data = useMemo(() => diasDoCartao(cartao), [cartao])
  // Kept by content, not by card: a correction of a day must not redraw every row.
  const chaveVisiveis = visibleColumns(sessao, cartao).join()
  const visiveis = useMemo(() => colunasDaChave(chaveVisiveis), [chaveVisiveis])
  const chaveRecolhidas = colunasRecolhidas(cartao, visiveis).join()
  const recolhidas = useMemo(() => new Set(colunasDaChave(chaveRecolhidas)), [chaveRecolhidas])
  const ocultas = preferencias.ocultas
  const columnVisibility = useMemo(
    () => Object.fromEntries(COLUNAS_CARTAO.map((id) => [id, visiveis.includes(id) && !ocultas.includes(id)])),
    [visiveis, ocultas],
  )
  const span = columnCount(sessao, cartao)
  const table = useTable({ features, columns: COLUNAS_GRADE, data, state: { columnVisibility }, getRowId: (dia: DiaCartao) => dia.data })

  const historicoDisponivel = useHistoricoDisponivel()
  const { funcionario, competencia, config, manutencaoDTO } = cartao
  const { bloqueado, existeBancoHoras } = manutencaoDTO
  const avisarAlteracao = useAvisoDesfazer({ funcionarioId: funcionario.id, competenciaId: competencia.id })
  const contexto = useMemo(
    () => ({
      cartao: { funcionario, competencia, config, manutencaoDTO: { bloqueado } },
      existeBancoHoras,
      sessao,
      recolhidas,
      compacto,
      historicoDisponivel,
      avisarAlteracao,
    }),
    [funcionario, competencia, config, bloqueado, existeBancoHoras, sessao, recolhidas, compacto, historicoDisponivel, avisarAlteracao],
  )
  useDiaAlvo(cartao)
  const [regiao, setRegiao] = useState<HTMLDivElement | null>(null)
  // Wider than the page: a box of its own, scrolling both ways. Otherwise the page scrolls and the header sticks below the top bar.
  const rolagemPropria = useLarguraExcedida(regiao)
  const [cabecalho, setCabecalho] = useState<HTMLTableSectionElement | null>(null)
  useCabecalhoSobABarra(regiao, cabecalho, rolagemPropria)
  const px = compacto ? 'px-0.5' : 'px-1'
  const py = compacto ? 'py-0 leading-3.5' : 'py-1'

  return (
    <GradeContext value={contexto}>
      <SlotEditor>
        <ArrasteGrade cartao={cartao}>
          <div className="flex flex-col gap-1.5">
            <GradeOpcoes visiveis={visiveis} preferencias={preferencias} onChange={alterarPreferencias} />
            <div
              ref={setRegiao}
              role="region"
              aria-label="Cartão ponto"
              data-rolagem={rolagemPropria ? 'propria' : 'pagina'}
              {...{ [GRADE_SLOTS_ATTR]: '' }}
              tabIndex={rolagemPropria ? 0 : undefined}
              onScroll={(event) => mostrarCaixaInteira(event.currentTarget)}
              onWheel={(event) => registrarGesto(event.currentTarget)}
              onTouchMove={(event) => registrarGesto(event.currentTarget)}
              onKeyDown={(event) => registrarGesto(event.currentTarget)}
              // A press on the box itself is on its scroll bar (a press on a cell is not a scroll).
              onPointerDown={(event) => event.target === event.currentTarget && registrarGesto(event.currentTarget)}
              className={cn(
                'rounded-md border border-slate-200 bg-white',
                rolagemPropria && 'max-h-[calc(100vh-4.5rem)] scroll-mt-16 overflow-auto',
              )}
            >
              <table className="w-full border-separate border-spacing-0 text-xs text-slate-800">
                <caption className="sr-only">
                  Cartão ponto de {cartao.funcionario.nomeOrNomeSocial}, competência {cartao.competencia.descricaoCurta}
                </caption>
                <thead ref={setCabecalho}>
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id}>
                      {group.headers.map((header) => {
                        const coluna = header.column.id as ColunaCartao
                        const recolhida = recolhidas.has(coluna)
                        const deitada = recolhida && !ehColunaDeMarcacao(coluna)
                        return (
                          <th
                            key={header.id}
                            scope="col"
                            title={recolhida ? ROTULOS[coluna] : undefined}
                            data-recolhida={recolhida || undefined}
                            className={cn(
                              'sticky border-b border-slate-300 bg-slate-100 align-bottom leading-tight',
                              rolagemPropria ? 'top-(--topo-cabecalho,0px)' : 'top-14',
                              compacto ? 'py-0.5' : 'py-1',
                              recolhida ? 'px-0.5 text-center font-medium text-slate-600' : cn(px, 'text-left font-medium text-slate-800'),
                              deitada && 'px-0',
                              coluna === 'dia' ? 'left-0 z-20' : 'z-10',
                            )}
                          >
                            <Cabecalho coluna={coluna} recolhida={recolhida} deitada={deitada} />
                          </th>
                        )
                      })}
                    </tr>
                  ))}
                </thead>
                <CorpoDaGrade
                  rows={table.getRowModel().rows}
                  columnVisibility={columnVisibility}
                  span={span}
                  recolhidas={recolhidas}
                  px={px}
                  py={py}
                />
              </table>
            </div>
          </div>
        </ArrasteGrade>
      </SlotEditor>
    </GradeContext>
  )
})

const colunasDaChave = (chave: string) => (chave ? (chave.split(',') as ColunaCartao[]) : [])

/**
 * A column's header; a column drawn narrow shows its abbreviation and keeps its full name for screen readers. An empty
 * amount column (`deitada`, nothing to click in it) writes its abbreviation bottom to top, one text line wide.
 */
function Cabecalho({ coluna, recolhida, deitada }: { coluna: ColunaCartao; recolhida: boolean; deitada: boolean }) {
  const abreviacao = (recolhida && ABREVIACOES[coluna]) || (deitada ? ROTULOS[coluna] : undefined)
  if (!abreviacao) return ROTULOS[coluna]
  const inteiro = abreviacao === ROTULOS[coluna]
  return (
    <>
      <span
        aria-hidden={!inteiro || undefined}
        className={cn(deitada && 'mx-auto block rotate-180 whitespace-nowrap [writing-mode:vertical-rl]')}
      >
        {abreviacao}
      </span>
      {!inteiro && <span className="sr-only">{ROTULOS[coluna]}</span>}
    </>
  )
}
