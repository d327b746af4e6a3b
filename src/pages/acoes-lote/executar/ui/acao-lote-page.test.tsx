import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gravarRequisicoes } from '@/shared/lib/test'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { rotasAcaoLote } from '../model/testing/rotas'

/** Types into the picker and returns the options the search answered with. */
async function buscar(user: UserEvent, picker: HTMLElement, texto: string, espera: string) {
  await user.clear(picker)
  await user.type(picker, texto)
  await screen.findByRole('option', { name: espera })
  return screen.getAllByRole('option').map((o) => o.textContent)
}

/** `METHOD /path?query` as recorded → `/path?text=...`. */
const pathETexto = (pedido: string) => {
  const url = new URL(pedido.slice(pedido.indexOf(' ') + 1), 'http://localhost')
  return `${url.pathname}?text=${url.searchParams.get('text') ?? ''}`
}

const CASOS = [
  { rota: '/vincular-quadro-horario', form: 'Vincular quadro de horário', picker: 'Quadro de Horário' },
  { rota: '/alterar-quadro-horario', form: 'Quadro de horário especial', picker: 'Quadro de Horário Especial' },
] as const

describe('batch schedule pickers against the mock handlers', () => {
  const app = usarAppNoMock('admin', { hoje: null })

  for (const { rota, form, picker } of CASOS) {
    it(`[REG-033] ${rota}: the schedule picker searches every schedule type with the typed text (GET /api/horarios/search/fulltext)`, async () => {
      const user = userEvent.setup({ delay: null })
      const buscas = gravarRequisicoes('/api/horarios/search/')
      // The batch screen at its route, as the app's file route renders it.
      renderRotas(app(), rotasAcaoLote(app().queryClient), rota)
      const formulario = within(await screen.findByRole('form', { name: form }))
      const campo = formulario.getByRole('combobox', { name: picker })

      expect(await buscar(user, campo, '12x36', '007 - Revezamento 12x36 noturno 19:00-07:00')).toEqual([
        '007 - Revezamento 12x36 noturno 19:00-07:00',
        '008 - Revezamento 12x36 diurno 07:00-19:00',
      ])
      expect(await buscar(user, campo, 'aviso', '009 - Sobre aviso fins de semana 08:00-20:00')).toEqual([
        '009 - Sobre aviso fins de semana 08:00-20:00',
      ])
      // Accents and case do not matter: 'periodo' finds the 'períodos' and 'período' schedules.
      expect(await buscar(user, campo, 'periodo', '010 - Meio período 08:00-12:00 (intervalo pré-assinalado)')).toEqual([
        '002 - Ensino 3 períodos 07:00-10:00 / 10:15-12:00 / 13:00-16:15',
        '003 - Saúde 4 períodos 07:00-09:00 / 09:15-12:00 / 13:00-15:00 / 15:15-17:15',
        '010 - Meio período 08:00-12:00 (intervalo pré-assinalado)',
      ])
      await user.click(screen.getByRole('option', { name: /^010 - / }))
      expect(formulario.getByText('010 - Meio período 08:00-12:00 (intervalo pré-assinalado)')).toBeVisible()

      await waitFor(() =>
        expect(buscas.map(pathETexto)).toEqual(
          expect.arrayContaining([
            '/api/horarios/search/fulltext?text=12x36',
            '/api/horarios/search/fulltext?text=aviso',
            '/api/horarios/search/fulltext?text=periodo',
          ]),
        ),
      )
      expect(buscas.map(pathETexto).every((b) => b.startsWith('/api/horarios/search/fulltext?'))).toBe(true)
    })
  }
})
