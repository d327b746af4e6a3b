import { createRoute } from '@tanstack/react-router'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { escalaResource } from '@/entities/cadastro/escala'
import { gravarRequisicoes } from '@/shared/lib/test'
import { renderRotas, usarAppNoMock, type AppNoMock } from '@/shared/lib/test/app-no-mock'
import { escala } from '../config/escala'
import { EscalaEditarPage } from './escalas-pages'

/** /escalas/edit/$id with the real page, as the app's route renders it. */
function renderEscala(id: number, app: AppNoMock) {
  renderRotas(
    app,
    (root) => {
      const editar = createRoute({
        getParentRoute: () => root,
        path: '/escalas/edit/$id',
        loader: ({ params }) => params.id,
        component: function Editar() {
          return <EscalaEditarPage registro={escala} id={editar.useLoaderData()} />
        },
      })
      return [editar]
    },
    `/escalas/edit/${id}`,
  )
}

/** The roster's day rows, once the schedules are there (label queries: role queries over 30 rows are slow in jsdom). */
async function diasDaEscala() {
  const form = await screen.findByRole('form', { name: 'Dias da escala' })
  return { form, dias: await within(form).findAllByTestId(/^escala-/) }
}

const horarioDo = (linha: HTMLElement) => within(linha).getByLabelText(/^Horário de /)
const folgaDo = (linha: HTMLElement) => within(linha).getByLabelText<HTMLInputElement>(/^Folga em /)
const horasDo = (linha: HTMLElement) => within(linha).getByLabelText(/^Horas de /)
const rotuloDo = (linha: HTMLElement) => within(linha).getByRole('rowheader').textContent ?? ''

/** The option labels of each group of a day's schedule select. */
function grupos(select: HTMLElement): Record<string, string[]> {
  return Object.fromEntries(
    within(select)
      .getAllByRole('group')
      .map((grupo) => [
        grupo.getAttribute('label') ?? '',
        within(grupo)
          .getAllByRole('option')
          .map((o) => o.textContent ?? ''),
      ]),
  )
}

const ESCALAS = ['007 - Revezamento 12x36 noturno 19:00-07:00', '008 - Revezamento 12x36 diurno 07:00-19:00']
const SOBRE_AVISO = ['009 - Sobre aviso fins de semana 08:00-20:00']

describe('roster days against the mock handlers', () => {
  const app = usarAppNoMock('rh', { hoje: null })

  it('[REG-033][REG-034] a roster day offers the roster schedules (fulltext-escalas) and the on-call ones (fulltext-sobreAviso); an on-call day is saved and kept', async () => {
    const user = userEvent.setup({ delay: null })
    const pedidos = gravarRequisicoes('/api/horarios')
    renderEscala(1, app())
    const { form, dias } = await diasDaEscala()
    expect(pedidos).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/horarios\/search\/fulltext-escalas(\?|$)/),
        expect.stringMatching(/^GET \/api\/horarios\/search\/fulltext-sobreAviso(\?|$)/),
      ]),
    )
    // The 12x36 roster: its working days on the day schedule 008, offered with the other roster and on-call schedules only.
    const trabalho = dias.find((linha) => !folgaDo(linha).checked)
    if (!trabalho) throw new Error('Sem dia de trabalho')
    expect(horarioDo(trabalho)).toHaveValue('8')
    expect(horarioDo(trabalho)).toHaveDisplayValue(ESCALAS[1]!)
    expect(grupos(horarioDo(trabalho))).toEqual({ Escalas: ESCALAS, 'Sobre Aviso': SOBRE_AVISO })
    expect(within(horarioDo(trabalho)).queryByRole('option', { name: /^001 - / })).not.toBeInTheDocument()

    // A rest day turned into an on-call day.
    const folga = dias.find((linha) => folgaDo(linha).checked)
    if (!folga) throw new Error('Sem folga')
    const rotulo = rotuloDo(folga)
    await user.click(folgaDo(folga))
    await user.selectOptions(horarioDo(folga), SOBRE_AVISO[0]!)
    await user.type(horasDo(folga), '1200')
    await user.click(within(form).getByRole('button', { name: 'Salvar dias' }))
    expect(await within(form).findByRole('status')).toHaveTextContent('Dias da escala salvos.')

    // Opened again from the server.
    cleanup()
    app().queryClient.clear()
    renderEscala(1, app())
    const reaberto = (await diasDaEscala()).dias.find((linha) => rotuloDo(linha) === rotulo)
    if (!reaberto) throw new Error(`Sem a linha ${rotulo}`)
    expect(folgaDo(reaberto)).not.toBeChecked()
    expect(horarioDo(reaberto)).toHaveDisplayValue(SOBRE_AVISO[0]!)
    expect(horasDo(reaberto)).toHaveValue('12:00')
  }, 60_000)

  it('[REG-033][REG-034] a day on a schedule neither search lists (a new roster from a weekly schedule) keeps it, named from the register', async () => {
    const competencia = (await app().queryClient.fetchQuery(escalaResource.queries.detail(1))).competencia?.id
    const nova = await escalaResource.save({
      id: null,
      descricao: 'Escala da semana comercial',
      competenciaId: competencia,
      funcionarioId: 1,
    })
    const pedidos = gravarRequisicoes('/api/horarios')
    renderEscala(nova.id, app())
    const { dias } = await diasDaEscala()
    const semanal = dias.filter((linha) => !folgaDo(linha).checked)
    expect(semanal.length).toBeGreaterThan(0)
    for (const linha of semanal) expect(horarioDo(linha)).toHaveDisplayValue('001 - Administrativo 08:00-12:00 / 13:00-17:00')
    expect(grupos(horarioDo(semanal[0]!))).toEqual({
      Escalas: ESCALAS,
      'Sobre Aviso': SOBRE_AVISO,
      'Outros horários': ['001 - Administrativo 08:00-12:00 / 13:00-17:00'],
    })
    await waitFor(() => expect(pedidos).toContain('GET /api/horarios/1'))
  })
})
