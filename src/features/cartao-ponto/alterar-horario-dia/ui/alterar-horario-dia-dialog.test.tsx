import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoFixture, registro, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { server } from '@/shared/lib/test'
import { AlterarHorarioDiaDialog } from './alterar-horario-dia-dialog'

const HORARIOS = [
  { id: 1, codigo: '001', descricao: 'Administrativo 08:00-12:00 / 13:00-17:00' },
  { id: 5, codigo: '005', descricao: 'Flexível 8 horas diárias' },
]

function servidor(resposta: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 204 })) {
  const chamadas: { path: string; query: string; body: unknown }[] = []
  const registrar = async ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const texto = await request.text()
    chamadas.push({ path: url.pathname, query: url.search, body: texto ? (JSON.parse(texto) as unknown) : null })
    return resposta()
  }
  server.use(
    http.get('/api/horarios/search/fulltext', ({ request }) => {
      const text = (new URL(request.url).searchParams.get('text') ?? '').toLowerCase()
      const horarios = HORARIOS.filter((h) => `${h.codigo} ${h.descricao}`.toLowerCase().includes(text))
      return HttpResponse.json({ _embedded: { horarios }, page: { size: 20, totalElements: horarios.length, totalPages: 1, number: 0 } })
    }),
    http.post('/api/registros/folga', registrar),
    http.post('/api/acoes-lote/vincularQuadroHorario', registrar),
  )
  return chamadas
}

async function abrir() {
  let aberto = true
  const user = userEvent.setup()
  await renderWithSessao(
    <AlterarHorarioDiaDialog open cartao={cartaoFixture()} registro={registro('2026-11-11')} onOpenChange={(open) => (aberto = open)} />,
    SESSOES.rh,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Alterar horário do dia 11/11' })
  return { user, dialog, aberto: () => aberto, salvar: () => user.click(within(dialog).getByRole('button', { name: 'Salvar' })) }
}

describe('AlterarHorarioDiaDialog', { timeout: 20_000 }, () => {
  it('[TC-122] both dates start at the day of the row', async () => {
    servidor()
    const { dialog } = await abrir()
    expect(within(dialog).getByLabelText('Data Inicial')).toHaveValue('11/11/2026')
    expect(within(dialog).getByLabelText('Data Final')).toHaveValue('11/11/2026')
  })

  it('[TC-119][TC-120][TC-121] without a day off, saving empty shows the three messages and sends nothing', async () => {
    const chamadas = servidor()
    const { user, dialog, salvar } = await abrir()
    await user.clear(within(dialog).getByLabelText('Data Inicial'))
    await user.clear(within(dialog).getByLabelText('Data Final'))
    await salvar()
    expect(await within(dialog).findByText('Preenchimento do quadro de horarios e obrigatorio')).toBeInTheDocument()
    expect(within(dialog).getByText('Preenchimento da Data Inicial e obrigatoria')).toBeInTheDocument()
    expect(within(dialog).getByText('Preenchimento da Data Final e obrigatoria')).toBeInTheDocument()
    expect(chamadas).toEqual([])
  })

  it('[TC-118][TC-123] Folga posts /api/registros/folga with the query, skipping the other validations', async () => {
    const chamadas = servidor()
    const { user, dialog, aberto, salvar } = await abrir()
    await user.clear(within(dialog).getByLabelText('Data Inicial'))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Folga' }))
    expect(within(dialog).queryByLabelText('Data Final')).not.toBeInTheDocument()
    await salvar()
    await waitFor(() => expect(aberto()).toBe(false))
    expect(chamadas).toEqual([{ path: '/api/registros/folga', query: '?data=2026-11-11&idFuncionario=1&idRegistro=11', body: null }])
  })

  it('[TC-124] a schedule posts the batch link for the employee and the period', async () => {
    const chamadas = servidor()
    const { user, dialog, aberto, salvar } = await abrir()
    await user.type(within(dialog).getByLabelText('Quadro de Horário'), 'flex')
    await user.click(await screen.findByText('005 - Flexível 8 horas diárias'))
    const final = within(dialog).getByLabelText('Data Final')
    await user.clear(final)
    await user.type(final, '13112026')
    await salvar()
    await waitFor(() => expect(aberto()).toBe(false))
    expect(chamadas).toEqual([
      {
        path: '/api/acoes-lote/vincularQuadroHorario', query: '',
        body: { funcionarios: [1], quadroHorarioVincular: 5, dataInicial: '2026-11-11', dataFinal: '2026-11-13' },
      },
    ])
  })

  it('[TC-124] a server validation error lands on its field; the dialog stays with the values; one send', async () => {
    const chamadas = servidor(async () => {
      await delay(50)
      return HttpResponse.json(
        { errors: [{ entity: 'AcaoLote', property: 'dataFinal', message: 'A Data Final deve ser igual ou posterior a Data Inicial', invalidValue: null }] },
        { status: 400 },
      )
    })
    const { user, dialog, aberto } = await abrir()
    await user.type(within(dialog).getByLabelText('Quadro de Horário'), '001')
    await user.click(await screen.findByText('001 - Administrativo 08:00-12:00 / 13:00-17:00'))
    const salvar = within(dialog).getByRole('button', { name: 'Salvar' })
    await user.click(salvar)
    await user.click(salvar)
    expect(await within(dialog).findByText('A Data Final deve ser igual ou posterior a Data Inicial')).toBeInTheDocument()
    expect(chamadas).toHaveLength(1)
    expect(aberto()).toBe(true)
    expect(within(dialog).getByLabelText('Data Final')).toHaveFocus()
    expect(dialog).toHaveTextContent('001 - Administrativo')
  })

  it('[TC-124] another failure shows the catalogue message inside the dialog', async () => {
    servidor(() => HttpResponse.json({ status: 409, message: 'Registro bloqueado para edicao.' }, { status: 409 }))
    const { user, dialog, salvar } = await abrir()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Folga' }))
    await salvar()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Registro bloqueado para edicao.')
    expect(within(dialog).getByRole('checkbox', { name: 'Folga' })).toBeChecked()
  })
})
