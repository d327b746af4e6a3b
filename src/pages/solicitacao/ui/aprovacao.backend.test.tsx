import { screen, waitFor, within } from '@testing-library/react'
import { createRoute, stripSearchParams } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { proximaCompetencia } from '@/entities/competencia'
import { decidirSolicitacao, MSG_MOTIVO_INDEFERIMENTO } from '@/features/solicitacao/decidir'
import { salvarSolicitacao } from '@/features/solicitacao/salvar'
import { abrirRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { carregarSolicitacao } from '../model/carregar'
import { APROVACAO_SEARCH_DEFAULTS, aprovacaoSearchSchema, type AprovacaoSearch } from '../model/search'
import { SEM_PROXIMA_PENDENTE } from './proxima-pendente'
import { SolicitacaoDashboardPage } from './solicitacao-dashboard-page'

/**
 * The approval screen with the request's day in view, against the real mock handlers as HR, "today" 2026-11-16.
 * Request 1: Fernanda (1) asks to include 08:02 on Fri 2026-11-13, a day with 12:00, 13:00 and 17:00 only. The seed's
 * pending requests HR may decide, in the list's order: 7 (16/11), 10, 8, 5, 4, 1 (13/11), 6 (12/11), 9 (11/11).
 */

const app = usarAppNoMock('rh')

/** /solicitacao/{id}/aprovacao as src/app/routes declares it: the list's filters in the search, the request loaded first. */
const abrir = (url: string) =>
  abrirRotas(
    app(),
    (root) => {
      const rota = createRoute({
        getParentRoute: () => root,
        path: '/solicitacao/$id/aprovacao',
        validateSearch: aprovacaoSearchSchema,
        search: { middlewares: [stripSearchParams(APROVACAO_SEARCH_DEFAULTS)] },
        loader: ({ params }) => carregarSolicitacao(app().queryClient, params.id),
        component: function Aprovacao() {
          const { id } = rota.useParams()
          return <SolicitacaoDashboardPage key={id} id={id} modo="aprovacao" filtro={rota.useSearch() as AprovacaoSearch} />
        },
      })
      return [rota]
    },
    url,
  )

const main = () => within(screen.getByRole('main'))
const diaEmVista = async () => within(await main().findByRole('region', { name: /^Dias? solicitados? no cartão ponto$/ }))
const situacao = () => main().getByRole('status', { name: 'Situação da solicitação' })
const decisoes = (requisicoes: string[]) => requisicoes.filter((r) => /^POST \/api\/solicitacao\/\d+\//.test(r))

/** The day's figures as the screen lists them: `rótulo → valor`. */
async function valoresDoDia(data: string): Promise<Record<string, string>> {
  const dia = within((await diaEmVista()).getByRole('listitem', { name: `Dia ${data}` }))
  const rotulos = dia.getAllByRole('term').map((dt) => dt.textContent ?? '')
  const valores = dia.getAllByRole('definition').map((dd) => dd.textContent ?? '')
  return Object.fromEntries(rotulos.map((r, i) => [r, valores[i] ?? '']))
}

const novaSolicitacao = (funcionario: number, tipo: number, motivo: number, data: string, horas: string | null) =>
  salvarSolicitacao({
    id: null,
    corpo: {
      funcionario: { id: funcionario }, tipoSolicitacao: { id: tipo }, inicio: data, fim: data, horas, motivo: { id: motivo },
      bancoDias: null, observacaoSolicitante: '',
    },
  })

describe('approving a request with its day in view', { timeout: 60_000 }, () => {
  it('[REQ-016][REQ-011] shows the day as the card has it, then as the approval left it, and leads to the next pending request', async () => {
    const { user, href } = await abrir('/solicitacao/1/aprovacao')
    await waitFor(async () => expect(await valoresDoDia('13/11/2026')).toEqual({
      Marcações: '12:00 – 13:00; 17:00 – --:--', 'Total trabalhado': '01:00', Tratamentos: 'Nenhum tratamento',
    }))
    const dia = (await diaEmVista()).getByRole('listitem', { name: 'Dia 13/11/2026' })
    expect(dia).toHaveTextContent('Sex, 13/11/2026')
    expect(dia).toHaveTextContent('Numero impar de marcacoes!')
    expect(main().queryByRole('note', { name: 'Possível duplicidade' })).toBeNull()
    expect(main().queryByRole('navigation', { name: 'Próxima pendente' })).toBeNull()

    await user.click(main().getByRole('button', { name: 'Deferir' }))
    await waitFor(() => expect(situacao()).toHaveTextContent('Deferida'))
    await waitFor(async () => expect(await valoresDoDia('13/11/2026')).toEqual({
      Marcações: '08:02 – 12:00; 13:00 – 17:00', 'Total trabalhado': '07:58', Tratamentos: 'Esquecimento de marcação (solicitação nº 1)',
    }))

    const proxima = await main().findByRole('navigation', { name: 'Próxima pendente' })
    await waitFor(() => expect(proxima).toHaveTextContent('nº 6, Lara Nogueira Xavier, 12/11/2026, Serviço externo'))
    await user.click(within(proxima).getByRole('link', { name: 'Próxima pendente' }))
    await waitFor(() => expect(href()).toBe('/solicitacao/6/aprovacao'))
    expect(await main().findByRole('heading', { name: 'Solicitação nº 6' })).toBeVisible()
    await waitFor(async () => expect(await valoresDoDia('12/11/2026')).toMatchObject({ Marcações: '08:00 – 12:15; 13:15 – 13:30' }))
  })

  it('warns before approving an include-punch request within 5 minutes of a punch of the day', async () => {
    // Fernanda's 2026-11-10 has 08:00, 12:00 and 13:00: a request for 08:03 would repeat the entry.
    const { id } = await novaSolicitacao(1, 1, 102, '2026-11-10', '08:03')
    await abrir(`/solicitacao/${id}/aprovacao`)
    const aviso = await main().findByRole('note', { name: 'Possível duplicidade' })
    expect(aviso).toHaveTextContent('Já existe a marcação 08:00 neste dia, a 3 minutos da solicitada.')
    expect(main().getByRole('button', { name: 'Deferir' })).toHaveAccessibleDescription('Já existe a marcação 08:00 neste dia, a 3 minutos da solicitada.')
  })

  it('warns before approving an abono on a day that already has one', async () => {
    // Request 5 excuses employee 8's 2026-11-13 with a medical certificate; a second one for the same day repeats it.
    await decidirSolicitacao({ id: 5, decisao: 'deferir', observacaoAprovador: null })
    const { id } = await novaSolicitacao(8, 3, 101, '2026-11-13', null)
    await abrir(`/solicitacao/${id}/aprovacao`)
    expect(await main().findByRole('note', { name: 'Possível duplicidade' })).toHaveTextContent('Já existe neste dia um abono (Atestado médico).')
    expect(await valoresDoDia('13/11/2026')).toMatchObject({ Tratamentos: 'Atestado médico (solicitação nº 5)' })
  })

  it('shows the first 7 days of a longer period, from the card of each day’s competence, and how many are left', async () => {
    // HR opens 12/2026 (competence 14); Fernanda's medical leave from 26/11 to 07/12 spans two competences, twelve days.
    const dezembro = await proximaCompetencia()
    const pedida = await salvarSolicitacao({
      id: null,
      corpo: {
        funcionario: { id: 1 }, tipoSolicitacao: { id: 3 }, inicio: '2026-11-26', fim: '2026-12-07', horas: null, motivo: { id: 101 },
        bancoDias: null, observacaoSolicitante: '',
      },
    })
    await abrir(`/solicitacao/${pedida.id}/aprovacao`)
    const regiao = within(await main().findByRole('region', { name: 'Dias solicitados no cartão ponto' }))
    await waitFor(() => expect(regiao.getAllByRole('listitem', { name: /^Dia / }).map((li) => li.getAttribute('aria-label'))).toEqual([
      'Dia 26/11/2026', 'Dia 27/11/2026', 'Dia 28/11/2026', 'Dia 29/11/2026', 'Dia 30/11/2026', 'Dia 01/12/2026', 'Dia 02/12/2026',
    ]))
    expect(regiao.getByText('e mais 5 dias')).toBeVisible()
    expect(await valoresDoDia('26/11/2026')).toMatchObject({ Marcações: 'Nenhuma marcação', Tratamentos: 'Nenhum tratamento' })
    expect(regiao.getByRole('listitem', { name: 'Dia 01/12/2026' })).toHaveTextContent('Ter, 01/12/2026')
    expect(app().requisicoes.filter((r) => r.startsWith('GET /api/cartaoponto')).sort()).toEqual([
      'GET /api/cartaoponto?funcionarioId=1&competenciaId=13',
      `GET /api/cartaoponto?funcionarioId=1&competenciaId=${dezembro.id}`,
    ])
  })

  it('[REQ-012] rejecting asks for the reason first; the reason is kept and shown as such', async () => {
    const { user } = await abrir('/solicitacao/1/aprovacao')
    const observacao = await main().findByLabelText('Observação do aprovador')
    expect(observacao).toHaveAccessibleDescription('Obrigatória para indeferir: é o motivo que o funcionário verá na solicitação.')
    await user.click(main().getByRole('button', { name: 'Indeferir' }))
    expect(await main().findByText(MSG_MOTIVO_INDEFERIMENTO)).toBeVisible()
    expect(observacao).toHaveFocus()
    expect(observacao).toHaveAttribute('aria-invalid', 'true')
    expect(decisoes(app().requisicoes)).toEqual([])
    expect(situacao()).toHaveTextContent('Pendente')

    await user.type(observacao, '  Sem comprovação.  ')
    expect(main().queryByText(MSG_MOTIVO_INDEFERIMENTO)).toBeNull()
    await user.click(main().getByRole('button', { name: 'Indeferir' }))
    await waitFor(() => expect(situacao()).toHaveTextContent('Indeferida'))
    expect(decisoes(app().requisicoes)).toEqual(['POST /api/solicitacao/1/indeferir'])
    const motivo = main().getByText('Motivo do indeferimento').closest('div')
    expect(motivo).toHaveTextContent('Motivo do indeferimento' + 'Sem comprovação.')
  })

  it('"Próxima pendente" follows the filters of the list, goes round to the ones passed over, and says when none is left', async () => {
    // With 'isaac' the list has 8 (13/11) and 9 (11/11): after 9 nothing comes, so the next is 8, the one passed over.
    const { user, href } = await abrir('/solicitacao/9/aprovacao?search=isaac')
    await user.type(await main().findByLabelText('Observação do aprovador'), 'Sem saldo.')
    await user.click(main().getByRole('button', { name: 'Indeferir' }))
    const proxima = await main().findByRole('navigation', { name: 'Próxima pendente' })
    await waitFor(() => expect(proxima).toHaveTextContent('nº 8, Isaac Xavier Santos, 13/11/2026, Incluir marcação'))
    await user.click(within(proxima).getByRole('link', { name: 'Próxima pendente' }))
    await waitFor(() => expect(href()).toBe('/solicitacao/8/aprovacao?search=isaac'))

    await user.type(await main().findByLabelText('Observação do aprovador'), 'Sem comprovação.')
    await user.click(main().getByRole('button', { name: 'Indeferir' }))
    await waitFor(() => expect(main().getByRole('navigation', { name: 'Próxima pendente' })).toHaveTextContent(SEM_PROXIMA_PENDENTE))
    expect(app().requisicoes.filter((r) => r.startsWith('GET /api/solicitacao?'))).toEqual([
      'GET /api/solicitacao?page=0&size=20&search=isaac&escopo=PARA_DEFERIMENTO&fim=2026-11-11',
      'GET /api/solicitacao?page=0&size=20&search=isaac&escopo=PARA_DEFERIMENTO',
      'GET /api/solicitacao?page=0&size=20&search=isaac&escopo=PARA_DEFERIMENTO&fim=2026-11-13',
      'GET /api/solicitacao?page=0&size=20&search=isaac&escopo=PARA_DEFERIMENTO',
    ])
  })
})
