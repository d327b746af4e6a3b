import { act, screen, within } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoPontoSchema, type CartaoPonto } from '@/entities/cartao-ponto'
import { SessaoContext, type Sessao } from '@/entities/sessao'
import { cartaoInput, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { server } from '@/shared/lib/test'
import { CartaoPontoGrade } from './cartao-ponto-grade'

/** The fixture card (competence 11, Fernanda) with a removable overtime inclusion on 03/11 next to the seeded ones. */
function cartao(overrides: { bloqueado?: boolean } = {}): CartaoPonto {
  const input = cartaoInput()
  const dia = input.manutencaoDTO.registros['2026-11-03']!
  dia.registro.tratamentos = [
    ...(dia.registro.tratamentos ?? []),
    {
      id: 73, hora: '00:30', ocorrencia: 'I', motivo: { id: 117, descricao: 'Hora Extra' }, prefixo: 'HE', bancoDias: null,
      observacao: null, solicitacaoId: null, acaoLoteId: null, tipoJustificativa: 'HORA_EXTRA',
    },
  ]
  input.manutencaoDTO.bloqueado = overrides.bloqueado ?? false
  return cartaoPontoSchema.parse(input)
}

const comPermissoes = (sessao: Sessao, ...extra: string[]): Sessao => ({ ...sessao, permissions: [...sessao.permissions, ...extra] })
const rh = comPermissoes(SESSOES.rh, 'front_remover_justificativa')

const renderGrade = (sessao: Sessao, card: CartaoPonto = cartao()) => renderWithSessao(<CartaoPontoGrade cartao={card} />, sessao)
const linha = (data: string) => screen.getByTestId(`dia-${data}`)
/** The accessible names of the grid's buttons (role queries over the whole grid are slow in jsdom). */
const botoes = () => [...screen.getByRole('table').querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? '')

describe('treatment actions in the grid', { timeout: 20_000 }, () => {
  it('[TC-136] only inclusions offer editing their hours', async () => {
    await renderGrade(rh)
    const dia = within(linha('2026-11-03'))
    expect(dia.getByRole('button', { name: 'Alterar horário da justificativa 01:00 Esquecimento de marcação' })).toBeInTheDocument()
    expect(dia.getByRole('button', { name: 'Alterar horário da justificativa 00:30 Hora Extra' })).toBeInTheDocument()
    expect(dia.queryByRole('button', { name: /Reunião externa/ })).not.toBeInTheDocument()
  })

  it('[TC-139] remove is offered for an inclusion without request, with front_remover_justificativa', async () => {
    await renderGrade(rh)
    const dia = within(linha('2026-11-03'))
    expect(dia.getAllByRole('button', { name: /^Remover justificativa/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remover justificativa 00:30 Hora Extra',
    ])
  })

  it('[TC-139] without front_remover_justificativa nothing can be removed', async () => {
    await renderGrade(SESSOES.rh)
    expect(botoes().filter((b) => b.startsWith('Remover justificativa'))).toEqual([])
    expect(botoes().filter((b) => b.startsWith('Alterar horário da justificativa')).length).toBeGreaterThan(0)
  })

  it('[TC-112] a user who cannot change the card (or a locked card) gets no action at all', async () => {
    const supervisor = comPermissoes(SESSOES.supervisor, 'front_remover_justificativa')
    const { unmount } = await renderGrade(supervisor)
    expect(botoes().filter((b) => /justificativa|Alterar/.test(b))).toEqual([])
    unmount()
    await renderGrade(rh, cartao({ bloqueado: true }))
    expect(botoes().filter((b) => /justificativa|Alterar/.test(b))).toEqual([])
  })

  it('[TC-140][TC-146][TC-012] asks first: Nao makes no call, Sim removes and then recalculates', async () => {
    const chamadas: string[] = []
    server.use(
      http.delete('/api/justificativas/:id', ({ request }) => {
        chamadas.push(`DELETE ${new URL(request.url).pathname}`)
        return new HttpResponse(null, { status: 204 })
      }),
      http.post('/api/registros/recalcular/:c/:f', ({ request }) => {
        chamadas.push(`POST ${new URL(request.url).pathname}`)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const user = userEvent.setup()
    await renderGrade(rh)
    const remover = within(linha('2026-11-03')).getByRole('button', { name: 'Remover justificativa 00:30 Hora Extra' })
    await user.click(remover)
    const prompt = await screen.findByRole('alertdialog', { name: 'Deseja realmente remover a justificativa?' })
    expect(within(prompt).getByRole('button', { name: 'Nao' })).toHaveFocus()
    await user.click(within(prompt).getByRole('button', { name: 'Nao' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(chamadas).toEqual([])
    await user.click(remover)
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sim' }))
    await expect.poll(() => chamadas).toEqual(['DELETE /api/justificativas/73', 'POST /api/registros/recalcular/11/1'])
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a failed removal shows its message inside the prompt, which stays open', async () => {
    server.use(
      http.delete('/api/justificativas/:id', () =>
        HttpResponse.json({ status: 400, error: 'Bad Request', message: 'Somente justificativas incluidas, sem solicitacao, podem ser removidas.', path: '/api/justificativas/73' }, { status: 400 }),
      ),
    )
    const user = userEvent.setup()
    await renderGrade(rh)
    await user.click(within(linha('2026-11-03')).getByRole('button', { name: 'Remover justificativa 00:30 Hora Extra' }))
    const prompt = await screen.findByRole('alertdialog')
    await user.click(within(prompt).getByRole('button', { name: 'Sim' }))
    expect(await within(prompt).findByText(/Somente justificativas incluidas/)).toBeInTheDocument()
  })

  it('an open dialog stays open when the token is renewed (a new session object with the same rights)', async () => {
    const card = cartao()
    let renovarToken = () => {}
    function ComRenovacao() {
      const [sessao, setSessao] = useState(rh)
      renovarToken = () => setSessao((atual) => ({ ...atual }))
      return (
        <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
          <CartaoPontoGrade cartao={card} />
        </SessaoContext.Provider>
      )
    }
    await renderWithSessao(<ComRenovacao />, rh)
    await userEvent.click(within(linha('2026-11-03')).getByRole('button', { name: 'Alterar horário da justificativa 00:30 Hora Extra' }))
    const dialog = await screen.findByRole('dialog', { name: 'Alterar horário da justificativa' })
    act(() => renovarToken())
    expect(dialog).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Alterar horário da justificativa' })).toBe(dialog)
  })
})

describe('amounts that open a conversion', { timeout: 20_000 }, () => {
  it('[TC-147][TC-148][TC-149] overtime, absence and hour bank amounts are buttons for who may change the card', async () => {
    const user = userEvent.setup()
    await renderGrade(rh)
    expect(botoes()).toEqual(
      expect.arrayContaining([
        'Alterar Horas Extras de 03/11: 01:25',
        'Alterar Horas Extras de 03/11: 01:30',
        'Alterar Faltas de 04/11: 04:00',
        'Alterar Faltas de 06/11: 00:20',
        'Alterar banco de horas de 04/11: -04:00',
      ]),
    )
    await user.click(within(linha('2026-11-03')).getByRole('button', { name: 'Alterar banco de horas de 03/11: 01:25' }))
    expect(await screen.findByRole('dialog', { name: 'Alterar banco de horas' })).toBeInTheDocument()
  })

  it('[TC-190] the card offers the alter-justification-time and the convert-amount dialogs', async () => {
    const user = userEvent.setup()
    await renderGrade(rh)
    const dia = within(linha('2026-11-03'))
    await user.click(dia.getByRole('button', { name: 'Alterar horário da justificativa 00:30 Hora Extra' }))
    const alterar = await screen.findByRole('dialog', { name: 'Alterar horário da justificativa' })
    expect(within(alterar).getByRole('textbox', { name: 'Horário' })).toHaveValue('00:30')
    await user.click(within(alterar).getByRole('button', { name: 'Cancelar' }))
    await user.click(dia.getByRole('button', { name: 'Alterar Horas Extras de 03/11: 01:25' }))
    const converter = await screen.findByRole('dialog', { name: 'Alterar Horas Extras' })
    expect(within(converter).getByRole('combobox', { name: 'Tipo de justificativa' })).toBeInTheDocument()
  })

  it('zero amounts are plain figures', async () => {
    await renderGrade(rh)
    // 04/11 has no overtime: its Extra cell is empty, not a button.
    expect(botoes().filter((b) => /^Alterar .* de 04\/11/.test(b)).sort()).toEqual([
      'Alterar Faltas de 04/11: 04:00',
      'Alterar banco de horas de 04/11: -04:00',
    ])
  })

  it('users who cannot change the card get plain figures', async () => {
    await renderGrade(SESSOES.supervisor)
    expect(botoes().filter((b) => /^Alterar (Horas Extras|Faltas|banco de horas)/.test(b))).toEqual([])
    expect(within(linha('2026-11-04')).getAllByText('04:00').length).toBeGreaterThan(0)
  })
})
