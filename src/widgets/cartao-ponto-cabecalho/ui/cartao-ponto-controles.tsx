import { useState } from 'react'
import type { Competencia } from '@/entities/competencia'
import type { FuncionarioFiltro } from '@/entities/funcionario'
import { FiltrarFuncionariosDialog, FiltroChips } from '@/features/filtrar-funcionarios'
import { TELAS_VISOES, VisoesMenu } from '@/features/visoes-salvas'
import { Button } from '@/shared/ui'
import { MSG_SEM_FUNCIONARIOS } from '@/shared/config'
import { useNavegacaoFuncionarios } from '../model/use-navegacao-funcionarios'
import { CompetenciaPicker } from './competencia-picker'
import { FuncionarioPicker, type FuncionarioOption } from './funcionario-picker'
import { NavegacaoFuncionarios, type Destino } from './navegacao-funcionarios'

export interface CartaoPontoControlesProps {
  competencias: readonly Competencia[] | undefined
  /** The competence shown: the chosen one, else the default (TC-024/025). */
  competenciaId: number | null
  funcionarioId: number | null
  /** The chosen employee as the picker shows it, when known. */
  funcionario: FuncionarioOption | null
  filtro: FuncionarioFiltro
  page: number
  /** The current card has settled (loaded or failed), so the neighbours may be prefetched. */
  cartaoPronto: boolean
  /** Picker, stepping and filter; a plain employee sees only the competence (docs/decisions.md). */
  selecionaFuncionario: boolean
  onFuncionario: (destino: Destino) => void
  onCompetencia: (competenciaId: number) => void
  /** A new filter; the list goes back to page 0 (TC-031). */
  onFiltro: (filtro: FuncionarioFiltro) => void
}

/** The top controls of the time card (doc1 §2). */
export function CartaoPontoControles(props: CartaoPontoControlesProps) {
  const { competencias, competenciaId, funcionarioId, funcionario, filtro, page, selecionaFuncionario } = props
  const [filtrando, setFiltrando] = useState(false)
  const navegacao = useNavegacaoFuncionarios({
    filtro,
    page,
    funcionarioId,
    competenciaId,
    prefetch: props.cartaoPronto,
    enabled: selecionaFuncionario,
  })
  return (
    <section aria-label="Seleção do cartão ponto" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {selecionaFuncionario && (
          <>
            <div className="w-full max-w-md min-w-64 flex-1">
              <FuncionarioPicker
                value={funcionario}
                filtro={filtro}
                onChange={(id) => props.onFuncionario({ funcionarioId: id, page })}
              />
            </div>
            <NavegacaoFuncionarios anterior={navegacao.anterior} proximo={navegacao.proximo} onGo={props.onFuncionario} />
          </>
        )}
        <div className="w-52">
          <CompetenciaPicker competencias={competencias} value={competenciaId} onChange={props.onCompetencia} />
        </div>
        {selecionaFuncionario && (
          <Button variant="secondary" onClick={() => setFiltrando(true)}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
              <path d="M2 4h16l-6.2 7.2V17l-3.6-1.8v-4L2 4Z" />
            </svg>
            Filtrar
          </Button>
        )}
        {selecionaFuncionario && <VisoesMenu tela={TELAS_VISOES.cartaoPonto} />}
      </div>
      {selecionaFuncionario && (
        <>
          <FiltroChips filtro={filtro} onChange={props.onFiltro} />
          {navegacao.vazia && (
            <p role="status" className="rounded-md border border-warning-500/40 bg-warning-50 px-3 py-2 text-sm text-warning-500">
              {MSG_SEM_FUNCIONARIOS}
            </p>
          )}
          {filtrando && <FiltrarFuncionariosDialog open={filtrando} onOpenChange={setFiltrando} value={filtro} onApply={props.onFiltro} />}
        </>
      )}
    </section>
  )
}
