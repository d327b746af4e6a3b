import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { Sessao } from '@/entities/sessao'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { dismissGlobalError } from '@/shared/api'
import { server } from '@/shared/lib/test'
import { GlobalErrorAlert } from '@/shared/ui'
import { CartaoPontoGrade } from './cartao-ponto-grade'

const ADMIN: Sessao = { ...SESSOES.admin, permissions: [...SESSOES.admin.permissions, 'admin_remover_registro'] }

/** Records the day calls; the card reload answers the fixture. */
function servidor(status = 204) {
  const chamadas: string[] = []
  const registrar = ({ request }: { request: Request }) => {
    chamadas.push(`${request.method} ${new URL(request.url).pathname}`)
    return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({ message: 'Falhou no servidor' }, { status })
  }
  server.use(
    http.post('/api/registros/:id/especial', registrar),
    http.post('/api/registros/:id/restaurar', registrar),
    http.delete('/api/registros/:id', registrar),
    http.post('/api/registros/recalcular/:c/:f', registrar),
  )
  return chamadas
}

async function abrirMenu(sessao: Sessao, data = '10/11') {
  const user = userEvent.setup()
  await renderWithSessao(
    <>
      <GlobalErrorAlert />
      <CartaoPontoGrade cartao={cartaoFixture()} />
    </>,
    sessao,
  )
  await user.click(screen.getByRole('button', { name: `Ações do dia ${data}` }))
  const menu = await screen.findByRole('menu')
  return { user, menu, itens: () => within(menu).getAllByRole('menuitem').map((item) => item.textContent) }
}

describe('DiaMenu', { timeout: 20_000 }, () => {
  afterEach(() => dismissGlobalError())

  it('[TC-111][TC-113] HR: the editing actions, then the self-service requests, then the day\'s history', async () => {
    const { itens } = await abrirMenu(SESSOES.rh)
    expect(itens()).toEqual([
      'Justificar / abonar o dia',
      'Alterar horário do dia',
      'Horário especial',
      'Restaurar marcações originais',
      'Solicitar inclusão de marcação',
      'Solicitar compensação de banco de horas',
      'Histórico do dia',
    ])
  })

  it('[TC-127] the removal is offered with admin_remover_registro', async () => {
    const { itens } = await abrirMenu(ADMIN)
    expect(itens()).toContain('Remover marcações e tratamentos')
  })

  it('[TC-112] a supervisor gets no editing action: only the day\'s history', async () => {
    const { itens } = await abrirMenu(SESSOES.supervisor)
    expect(itens()).toEqual(['Histórico do dia'])
  })

  it('[TC-112][TC-130][TC-131] the employee on her own card sees only the request links', async () => {
    const { menu, itens } = await abrirMenu(SESSOES.funcionario)
    expect(itens()).toEqual(['Solicitar inclusão de marcação', 'Solicitar compensação de banco de horas', 'Histórico do dia'])
    expect(within(menu).getByRole('menuitem', { name: 'Solicitar inclusão de marcação' })).toHaveAttribute(
      'href', '/solicitacao/new?data=2026-11-10&funcionario=1&tipoSolicitacao=1',
    )
    expect(within(menu).getByRole('menuitem', { name: 'Solicitar compensação de banco de horas' })).toHaveAttribute(
      'href', '/solicitacao/new?data=2026-11-10&funcionario=1&tipoSolicitacao=2',
    )
  })

  it('[TC-125] Horário especial posts /especial of the day register', async () => {
    const chamadas = servidor()
    const { user, menu } = await abrirMenu(SESSOES.rh)
    await user.click(within(menu).getByRole('menuitem', { name: 'Horário especial' }))
    await waitFor(() => expect(chamadas).toEqual(['POST /api/registros/10/especial']))
  })

  it('[TC-126] Restaurar marcações originais asks first: Nao calls nothing', async () => {
    const chamadas = servidor()
    const { user, menu } = await abrirMenu(SESSOES.rh)
    await user.click(within(menu).getByRole('menuitem', { name: 'Restaurar marcações originais' }))
    const prompt = await screen.findByRole('alertdialog', { name: 'Restaurar as marcações originais de 10/11?' })
    expect(prompt).toHaveTextContent('As marcações voltam às posições do relógio')
    await user.click(within(prompt).getByRole('button', { name: 'Nao' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(chamadas).toEqual([])
  })

  it('[TC-126] Sim posts /restaurar; a failure stays in the prompt with the message', async () => {
    const chamadas = servidor(500)
    const { user, menu } = await abrirMenu(SESSOES.rh)
    await user.click(within(menu).getByRole('menuitem', { name: 'Restaurar marcações originais' }))
    const prompt = await screen.findByRole('alertdialog', { name: 'Restaurar as marcações originais de 10/11?' })
    await user.click(within(prompt).getByRole('button', { name: 'Sim' }))
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('Falhou no servidor')
    expect(chamadas).toEqual(['POST /api/registros/10/restaurar'])
  })

  it('[TC-128][TC-146] the removal asks with the exact texts; Nao (focused) closes without any call', async () => {
    const chamadas = servidor()
    const { user, menu } = await abrirMenu(ADMIN)
    await user.click(within(menu).getByRole('menuitem', { name: 'Remover marcações e tratamentos' }))
    const prompt = await screen.findByRole('alertdialog', { name: 'Deseja realmente remover os lancamentos do dia 10/11?' })
    expect(prompt).toHaveTextContent('Isso apagara as marcacoes e tratamentos do dia!')
    const nao = within(prompt).getByRole('button', { name: 'Nao' })
    await waitFor(() => expect(nao).toHaveFocus())
    await user.click(nao)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(chamadas).toEqual([])
  })

  it('[TC-129][TC-012] Sim removes the day and then asks for the recalculation', async () => {
    const chamadas = servidor()
    const { user, menu } = await abrirMenu(ADMIN)
    await user.click(within(menu).getByRole('menuitem', { name: 'Remover marcações e tratamentos' }))
    const prompt = await screen.findByRole('alertdialog')
    await user.click(within(prompt).getByRole('button', { name: 'Sim' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(chamadas).toEqual(['DELETE /api/registros/10', 'POST /api/registros/recalcular/11/1'])
  })

  it('[TC-129] a failed removal keeps the prompt open with the message', async () => {
    const chamadas = servidor(500)
    const { user, menu } = await abrirMenu(ADMIN)
    await user.click(within(menu).getByRole('menuitem', { name: 'Remover marcações e tratamentos' }))
    const prompt = await screen.findByRole('alertdialog')
    await user.click(within(prompt).getByRole('button', { name: 'Sim' }))
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('Falhou no servidor')
    expect(chamadas).toEqual(['DELETE /api/registros/10'])
  })

  it('[TC-114] the justify item opens its dialog', async () => {
    const { user, menu } = await abrirMenu(SESSOES.rh)
    await user.click(within(menu).getByRole('menuitem', { name: 'Justificar / abonar o dia' }))
    const dialog = await screen.findByRole('dialog', { name: 'Justificar / abonar o dia 10/11' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('[TC-118] the change-schedule item opens its dialog', async () => {
    const { user, menu } = await abrirMenu(SESSOES.rh)
    await user.click(within(menu).getByRole('menuitem', { name: 'Alterar horário do dia' }))
    expect(await screen.findByRole('dialog', { name: 'Alterar horário do dia 10/11' })).toBeInTheDocument()
  })
})
