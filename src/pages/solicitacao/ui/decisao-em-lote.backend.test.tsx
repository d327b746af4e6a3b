import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { springError } from '@mock/http/spring'
import { MSG_BLOQUEADO } from '@mock/timecard/acesso'
import { escopoDe, solicitacaoQueries } from '@/entities/solicitacao'
import { MSG_MOTIVO_INDEFERIMENTO } from '@/features/solicitacao/decidir'
import { salvarSolicitacao } from '@/features/solicitacao/salvar'
import { server } from '@/shared/lib/test'
import { abrirRotas, rotaComBusca, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { SOLICITACOES_SEARCH_DEFAULTS, solicitacoesSearchSchema } from '../model/search'
import { SolicitacoesPage } from './solicitacoes-page'

/**
 * Deciding several requests at once from the list, as the responsible manager, against the real mock handlers, "today"
 * 2026-11-16. The pending requests they may decide, in the list's order: 7 (Folga TRE, 16/11), 5 (medical certificate
 * of employee 8, 13/11), 4 and 1 (include-punch, 13/11; 1 is Fernanda's 08:02), 6 (external service, 12/11).
 */

const app = usarAppNoMock('responsavel')

/** /solicitacao/escopo/{escopo} as src/app/routes declares it. */
const abrir = (url: string) =>
  abrirRotas(
    app(),
    (root) => [
      rotaComBusca(root, '/solicitacao/escopo/$escopo', solicitacoesSearchSchema, SOLICITACOES_SEARCH_DEFAULTS, (search, { escopo }) => (
        <SolicitacoesPage escopo={escopoDe(escopo)} search={search} />
      )),
    ],
    url,
  )

const main = () => within(screen.getByRole('main'))
const caixa = (id: number) => main().getByRole('checkbox', { name: `Selecionar a solicitação nº ${id}` })
/** The numbers of the list's rows. */
const numeros = () =>
  within(main().getByRole('table', { name: 'Solicitações' }))
    .getAllByTestId(/^solicitacao-/)
    .map((tr) => Number(tr.dataset.testid?.replace('solicitacao-', '')))
const dialogo = () => within(screen.getByRole('dialog'))
const linhaDaPrevia = (id: number) => within(dialogo().getByRole('listitem', { name: `Solicitação nº ${id}` }))
const decisoes = () => app().requisicoes.filter((r) => /^POST \/api\/solicitacao\/\d+\//.test(r))
/** The request as the server has it now. */
const noServidor = (id: number) => app().queryClient.fetchQuery({ ...solicitacaoQueries.detalhe(id), staleTime: 0 })

async function abrirLista() {
  const aberta = await abrir('/solicitacao/escopo/PARA_DEFERIMENTO')
  await waitFor(() => expect(numeros().length).toBeGreaterThan(0))
  return aberta
}

describe('deciding the checked requests of the list together', { timeout: 60_000 }, () => {
  it('[REQ-011] previews what each approval does on the card, warns of a duplicate, and approves them one after the other', async () => {
    // Fernanda's 2026-11-10 has 08:00, 12:00 and 13:00: a request for 08:03 would repeat the entry (nº 14).
    const duplicada = await salvarSolicitacao({
      id: null,
      corpo: {
        funcionario: { id: 1 }, tipoSolicitacao: { id: 1 }, inicio: '2026-11-10', fim: '2026-11-10', horas: '08:03', motivo: { id: 102 },
        bancoDias: null, observacaoSolicitante: '',
      },
    })
    const { user } = await abrirLista()
    expect(numeros()).toEqual([7, 5, 4, 1, 6, duplicada.id])
    expect(main().queryByRole('button', { name: 'Deferir selecionadas' })).toBeNull()

    await user.click(caixa(duplicada.id))
    await user.click(caixa(5))
    expect(main().getByRole('status')).toHaveTextContent('2 selecionadas')
    expect(main().getByRole('checkbox', { name: 'Selecionar todas' })).toBePartiallyChecked()
    await user.click(main().getByRole('button', { name: 'Deferir selecionadas' }))

    expect(screen.getByRole('dialog', { name: 'Deferir 2 solicitações' })).toBeVisible()
    expect(dialogo().getAllByRole('listitem', { name: /^Solicitação nº/ }).map((li) => li.getAttribute('aria-label'))).toEqual([
      'Solicitação nº 5', `Solicitação nº ${duplicada.id}`,
    ])
    const abono = linhaDaPrevia(5)
    expect(abono.getByText('nº 5 · Sirineu Pereira Souza · 13/11/2026 · Abono por atestado médico')).toBeVisible()
    expect(await abono.findByText('abona 13/11 (Atestado médico)')).toBeVisible()
    const inclusao = linhaDaPrevia(duplicada.id)
    expect(await inclusao.findByText('inclui marcação 08:03 em 10/11')).toBeVisible()
    expect(await inclusao.findByRole('note', { name: 'Possível duplicidade' })).toHaveTextContent(
      'Já existe a marcação 08:00 neste dia, a 3 minutos da solicitada.',
    )
    await waitFor(() => expect(abono.queryByRole('status', { name: 'Verificando o cartão ponto' })).toBeNull())
    expect(abono.queryByRole('note')).toBeNull()

    // A double click runs the batch once.
    await user.dblClick(dialogo().getByRole('button', { name: 'Confirmar deferimento' }))
    await waitFor(() => expect(dialogo().getByText('2 solicitações deferidas.')).toBeVisible())
    expect(linhaDaPrevia(5).getByText('Deferida.')).toBeVisible()
    expect(linhaDaPrevia(duplicada.id).getByText('Deferida.')).toBeVisible()
    expect(dialogo().getByRole('progressbar', { name: 'Progresso da decisão em lote' })).toHaveAttribute('value', '2')
    expect(decisoes()).toEqual(['POST /api/solicitacao/5/deferir', `POST /api/solicitacao/${duplicada.id}/deferir`])
    expect(await noServidor(5)).toMatchObject({ status: 'DEFERIDA', aprovador: { nome: 'Rui Responsável' } })
    expect(await noServidor(duplicada.id)).toMatchObject({ status: 'DEFERIDA', tratamentos: [expect.objectContaining({ data: '2026-11-10' })] })

    await user.click(dialogo().getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(numeros()).toEqual([7, 4, 1, 6]))
    expect(main().getByRole('status')).toHaveTextContent('')
  })

  it('[REQ-012] rejecting all the pending ones of the page asks one reason first, kept on each', async () => {
    const { user } = await abrirLista()
    await user.click(main().getByRole('checkbox', { name: 'Selecionar todas' }))
    expect([7, 5, 4, 1, 6].map((id) => (caixa(id) as HTMLInputElement).checked)).toEqual([true, true, true, true, true])
    await user.click(caixa(6))
    expect(main().getByRole('status')).toHaveTextContent('4 selecionadas')
    await user.click(main().getByRole('button', { name: 'Indeferir selecionadas' }))
    expect(screen.getByRole('dialog', { name: 'Indeferir 4 solicitações' })).toBeVisible()
    expect(linhaDaPrevia(1).getByText('não altera o cartão ponto')).toBeVisible()

    const observacao = dialogo().getByLabelText('Observação do aprovador')
    await user.click(dialogo().getByRole('button', { name: 'Confirmar indeferimento' }))
    expect(dialogo().getByText(MSG_MOTIVO_INDEFERIMENTO)).toBeVisible()
    expect(observacao).toHaveFocus()
    expect(observacao).toHaveAttribute('aria-invalid', 'true')
    expect(decisoes()).toEqual([])

    await user.type(observacao, '  Sem comprovação.  ')
    await user.click(dialogo().getByRole('button', { name: 'Confirmar indeferimento' }))
    await waitFor(() => expect(dialogo().getByText('4 solicitações indeferidas.')).toBeVisible())
    expect(decisoes()).toEqual([7, 5, 4, 1].map((id) => `POST /api/solicitacao/${id}/indeferir`))
    for (const id of [7, 5, 4, 1]) {
      expect(await noServidor(id)).toMatchObject({ status: 'INDEFERIDA', observacaoAprovador: 'Sem comprovação.' })
    }
    expect(await noServidor(6)).toMatchObject({ status: 'PENDENTE' })
    await user.click(dialogo().getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(numeros()).toEqual([6]))
  })

  it('lists the failure of one request with the server’s message while the other one is approved', async () => {
    server.use(http.post('/api/solicitacao/5/deferir', () => springError(409, MSG_BLOQUEADO, '/api/solicitacao/5/deferir')))
    const { user } = await abrirLista()
    await user.click(caixa(5))
    await user.click(caixa(1))
    await user.click(main().getByRole('button', { name: 'Deferir selecionadas' }))
    await user.click(dialogo().getByRole('button', { name: 'Confirmar deferimento' }))

    await waitFor(() => expect(dialogo().getByText('1 solicitação deferida; 1 com falha.')).toBeVisible())
    expect(linhaDaPrevia(5).getByText(`Não foi possível: ${MSG_BLOQUEADO}`)).toBeVisible()
    expect(linhaDaPrevia(1).getByText('Deferida.')).toBeVisible()
    expect(await noServidor(1)).toMatchObject({ status: 'DEFERIDA' })
    expect(await noServidor(5)).toMatchObject({ status: 'PENDENTE' })

    await user.click(dialogo().getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(numeros()).toEqual([7, 5, 4, 6]))
    expect(caixa(5)).toBeChecked()
    expect(main().getByRole('status')).toHaveTextContent('1 selecionada')
  })
})
