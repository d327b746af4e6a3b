import { useNavigate } from '@tanstack/react-router'
import { ACOES_LOTE, tituloDaAcao, useSelecaoLote, type AcaoLoteResumo, type RotaAcaoLote } from '@/entities/acao-lote'
import { AlterarFuncionariosLoteForm } from '@/features/acoes-lote/alterar-funcionarios'
import { ImprimirCartoesLoteForm } from '@/features/acoes-lote/imprimir-cartoes'
import { JustificarLoteForm } from '@/features/acoes-lote/justificar'
import { VincularBancoLoteForm } from '@/features/acoes-lote/vincular-banco'
import { VincularQuadroLoteForm } from '@/features/acoes-lote/vincular-quadro'
import { openFile } from '@/widgets/cartao-ponto-cabecalho'
import { SelecaoFuncionarios } from '@/widgets/selecao-funcionarios'
import { Card, PageTitle } from '@/shared/ui'
import { filtroInicialDaAcao } from '../model/carregar'

export interface AcaoLotePageProps {
  rota: RotaAcaoLote
}

/**
 * The screen of one batch action: the employee list with its selection (BATCH-001, BATCH-009..013) and the
 * action's form. A done action opens its view (or the list, when the server answers no record). The route's loader
 * reads the list's first page (carregarAcaoLote); the filters and pages changed here are the list's own queries.
 */
export function AcaoLotePage({ rota }: AcaoLotePageProps) {
  const acao = ACOES_LOTE.find((a) => a.rota === rota)
  const selecao = useSelecaoLote(filtroInicialDaAcao(rota))
  const navigate = useNavigate()
  const concluir = (feita: AcaoLoteResumo | null) =>
    void (feita ? navigate({ to: '/acoes-lote/$id/view', params: { id: String(feita.id) } }) : navigate({ to: '/acoes-lote' }))
  const comum = { selecao: selecao.body, selecionados: selecao.parametros.selecionados }
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle={acao?.descricao}>
        {tituloDaAcao(rota)}
      </PageTitle>
      <div className="grid gap-4 xl:grid-cols-[1fr_26rem]">
        <SelecaoFuncionarios selecao={selecao} />
        <Card title={acao?.titulo} className="self-start">
          {rota === '/justificativa' && <JustificarLoteForm {...comum} onDone={concluir} />}
          {rota === '/vincular-quadro-horario' && <VincularQuadroLoteForm {...comum} onDone={concluir} />}
          {rota === '/alterar-quadro-horario' && <VincularQuadroLoteForm {...comum} especial onDone={concluir} />}
          {rota === '/vincular-banco-horas' && <VincularBancoLoteForm {...comum} tipo="bancoHoras" onDone={concluir} />}
          {rota === '/vincular-banco-compensacao' && <VincularBancoLoteForm {...comum} tipo="bancoCompensacao" onDone={concluir} />}
          {rota === '/acoes-lote/alterar-funcionarios' && <AlterarFuncionariosLoteForm {...comum} onDone={concluir} />}
          {rota === '/relatorio-ponto' && (
            <ImprimirCartoesLoteForm {...comum} tipoRelatorio={selecao.parametros.tipoRelatorio} onFile={openFile} />
          )}
        </Card>
      </div>
    </div>
  )
}
