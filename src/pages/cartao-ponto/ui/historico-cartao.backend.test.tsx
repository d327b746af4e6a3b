import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { call } from '@mock/handlers/lib/test-client'
import { historicoQueries } from '@/entities/alteracao-cartao'
import { lembrarMotivo } from '@/entities/motivo'
import { server } from '@/shared/lib/test'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { rotaCartao } from '../model/testing/rota-cartao'

/**
 * Issue 15 §1 as the user sees it: the real card page of Fernanda (1) in 11/2026 (13), routed as /manutencao/13/1,
 * against the real mock handlers as HR. On the 10th she has 08:00, 12:00 and 13:00; HR includes 17:00 as 'Saída 2'.
 */

const app = usarAppNoMock('rh')
const DIA = '2026-11-10'
const HISTORICO = '/api/cartaoponto/historico'

afterEach(() => sessionStorage.clear())

async function abrirCartao() {
  renderRotas(app(), (root) => [rotaCartao(root)], '/manutencao/13/1')
  await screen.findByRole('region', { name: 'Cartão ponto' }, { timeout: 15_000 })
  return userEvent.setup()
}

const slot = () => screen.getByTestId(`slot-${DIA}-saida2`)
const pedidosDoHistorico = () => app().requisicoes.filter((r) => r.includes(HISTORICO))

/** Keyboard-first: on the empty slot, types 1700 and Enter; the dialog proposes the last reason used; Salvar. */
async function incluir17h(user: UserEvent) {
  lembrarMotivo({ id: 102, descricao: 'Esquecimento de marcação', ativo: true })
  slot().focus()
  await user.keyboard('1700{Enter}')
  const dialogo = await screen.findByRole('dialog', { name: 'Incluir marcação' })
  await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }))
  // The dialog closes once the card is fresh, right after the notice is offered.
  await waitFor(() => expect(dialogo).not.toBeInTheDocument())
  expect(slot()).toHaveTextContent('17:00*')
}

async function abrirHistoricoDoDia(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Ações do dia 10/11' }))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Histórico do dia' }))
  return screen.findByRole('dialog', { name: 'Histórico do dia 10/11' })
}

const aviso = () => screen.getByText('Alteração salva.').closest<HTMLElement>('[role="status"]')!

describe('the card history and undo, against the mock backend', { timeout: 60_000 }, () => {
  it('lists the inclusion in the day\'s history: when, who, from where, the punches before and after; the punch says who included it', async () => {
    const user = await abrirCartao()
    // The card's first paint asks nothing of the history, nor does the focus coming back to the new punch; pointing at it does.
    expect(pedidosDoHistorico()).toEqual([])
    await incluir17h(user)
    await waitFor(() => expect(slot()).toHaveFocus())
    expect(pedidosDoHistorico()).toEqual([])
    await user.hover(within(slot()).getByText('17:00*'))
    await waitFor(() => expect(slot()).toHaveAttribute('title', expect.stringMatching(/^Incluída por Rita Recursos Humanos em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)))

    const dialogo = await abrirHistoricoDoDia(user)
    const lista = await within(dialogo).findByRole('list', { name: 'Alterações de 10/11' })
    const [item] = within(lista).getAllByRole('listitem')
    expect(item).toHaveTextContent('Marcação 17:00 incluída em Saída 2')
    expect(item).toHaveTextContent(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}·Rita Recursos Humanos·Cartão/)
    expect(item).toHaveTextContent('08:00 12:00 13:00 → 08:00 12:00 13:00 17:00')
    expect(within(item!).getByRole('button', { name: 'Desfazer: Marcação 17:00 incluída em Saída 2' })).toBeEnabled()
  })

  it('undoes the inclusion from the day\'s history: the grid shows the day as before and the history both entries', async () => {
    const user = await abrirCartao()
    await incluir17h(user)
    const dialogo = await abrirHistoricoDoDia(user)
    await user.click(await within(dialogo).findByRole('button', { name: 'Desfazer: Marcação 17:00 incluída em Saída 2' }))
    await waitFor(() => expect(within(dialogo).getByRole('status')).toHaveTextContent('Alteração desfeita.'))
    const lista = within(dialogo).getByRole('list', { name: 'Alterações de 10/11' })
    await waitFor(() => expect(within(lista).getAllByRole('listitem')).toHaveLength(2))
    const [desfez, incluiu] = within(lista).getAllByRole('listitem')
    expect(desfez).toHaveTextContent('Alteração desfeita: Marcação 17:00 incluída em Saída 2')
    expect(desfez).toHaveTextContent('Rita Recursos Humanos·Desfazer')
    expect(desfez).toHaveTextContent('08:00 12:00 13:00 17:00 → 08:00 12:00 13:00')
    expect(incluiu).toHaveTextContent('Desfeita depois.')
    expect(within(incluiu!).queryByRole('button', { name: /^Desfazer/ })).not.toBeInTheDocument()
    await user.click(within(dialogo).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(slot()).toHaveAccessibleName('Saída 2 de 10/11: sem marcação. Incluir marcação'))
  })

  it("'Desfazer' in the notice after the save undoes the inclusion and says so", async () => {
    const user = await abrirCartao()
    await incluir17h(user)
    const notice = aviso()
    await user.click(within(notice).getByRole('button', { name: 'Desfazer' }))
    await waitFor(() => expect(notice).toHaveTextContent('Alteração desfeita.'))
    await waitFor(() => expect(slot()).toHaveAccessibleName('Saída 2 de 10/11: sem marcação. Incluir marcação'))
    const { itens } = await app().queryClient.fetchQuery({
      ...historicoQueries.doCartao({ funcionarioId: 1, competenciaId: 13, data: DIA }),
      staleTime: 0,
    })
    expect(itens.map((e) => e.descricao)).toEqual(['Alteração desfeita: Marcação 17:00 incluída em Saída 2', 'Marcação 17:00 incluída em Saída 2'])
  })

  it("the card's history, filtered by kind and by user, names each entry's day", async () => {
    const { dbKey } = app().backend
    const justificar = await call('/api/registros/justificar', {
      method: 'POST', as: 'admin', dbKey,
      body: { idFuncionario: 1, idCompetencia: 13, data: '2026-11-09', tipoJustificativa: 'ABONO', idMotivo: 103 },
    })
    expect(justificar.status).toBe(200)
    const user = await abrirCartao()
    await incluir17h(user)
    await user.click(screen.getByRole('button', { name: 'Histórico do cartão' }))
    const dialogo = await screen.findByRole('dialog', { name: 'Histórico do cartão' })
    const itens = () => within(within(dialogo).getByRole('list', { name: 'Alterações do cartão' })).getAllByRole('listitem')
    await waitFor(() => expect(itens()).toHaveLength(2))
    expect(itens()[0]).toHaveTextContent(/^10\/11\/2026.*Marcação 17:00 incluída em Saída 2/)
    expect(itens()[1]).toHaveTextContent(/^09\/11\/2026.*Ana Administradora/)

    await user.selectOptions(within(dialogo).getByRole('combobox', { name: 'Tipo de alteração' }), 'Justificativa incluída')
    await waitFor(() => expect(itens()).toHaveLength(1))
    expect(itens()[0]).toHaveTextContent('Ana Administradora')
    await user.selectOptions(within(dialogo).getByRole('combobox', { name: 'Tipo de alteração' }), 'Todos')
    await user.type(within(dialogo).getByRole('searchbox', { name: 'Usuário' }), 'rita')
    await waitFor(() => expect(itens()).toHaveLength(1))
    expect(itens()[0]).toHaveTextContent('Rita Recursos Humanos')
    expect(pedidosDoHistorico()).toContain(`GET ${HISTORICO}?funcionarioId=1&competenciaId=13&tipo=JUSTIFICATIVA_INCLUIDA`)
  })

  it('a backend without the history (404): the dialog says so, then the menu item, the button and the undo notice are gone', async () => {
    server.use(http.get(HISTORICO, () => HttpResponse.json({ status: 404, error: 'Not Found' }, { status: 404 })))
    const user = await abrirCartao()
    expect(screen.getByRole('button', { name: 'Histórico do cartão' })).toBeInTheDocument()
    const dialogo = await abrirHistoricoDoDia(user)
    expect(await within(dialogo).findByText('Histórico indisponível neste servidor.')).toBeVisible()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Histórico do cartão' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ações do dia 10/11' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: 'Histórico do dia' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    await incluir17h(user)
    expect(screen.queryByText('Alteração salva.')).not.toBeInTheDocument()
  })
})
