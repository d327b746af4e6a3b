import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCartaoPonto, type CartaoPonto, type RegistroDia } from '@/entities/cartao-ponto'
import { SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { competenciaQueries, defaultCompetencia } from '@/entities/competencia'
import { createTestQueryClient, gravarRequisicoes } from '@/shared/lib/test'
import { connectMockBackend, type MockBackend } from '@/shared/lib/test/mock-backend'
import { JustificarDiaDialog } from './justificar-dia-dialog'

let backend: MockBackend

beforeEach(async () => {
  backend = await connectMockBackend('admin')
  // The router scrolls to the top on navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  backend.disconnect()
  vi.mocked(window.scrollTo).mockRestore()
})

/** Employee 1's card in the open competence, as the mock serves it, and one of its working days. */
async function cartaoDoMock(): Promise<{ cartao: CartaoPonto; dia: RegistroDia }> {
  const competencia = defaultCompetencia(await createTestQueryClient().fetchQuery(competenciaQueries.options()))
  if (!competencia) throw new Error('Sem competência no mock')
  const cartao = await getCartaoPonto({ competenciaId: competencia.id, funcionarioId: 1 })
  const dias = Object.values(cartao.manutencaoDTO.registros).map((d) => d.registro)
  const dia = dias.find((d) => d.idRegistro !== null && d.quadroHorarioTipo === 'FIXO') ?? dias.find((d) => d.idRegistro !== null)
  if (!dia) throw new Error('Cartão sem dias registrados')
  return { cartao, dia }
}

const nomesDasOpcoes = () => screen.getAllByRole('option').map((o) => o.textContent)

describe('JustificarDiaDialog through the mock backend: the reason picker', () => {
  it('[REG-052][REG-053][TC-191] lists the active reasons when opened, searches them as the user types, and the chosen one is saved', async () => {
    const { cartao, dia } = await cartaoDoMock()
    const consultas = gravarRequisicoes('/api/motivos')
    let aberto = true
    const user = userEvent.setup()
    await renderWithSessao(
      <JustificarDiaDialog open cartao={cartao} registro={dia} onOpenChange={(open) => (aberto = open)} />,
      SESSOES.admin,
    )
    const dialog = await screen.findByRole('dialog', { name: /^Justificar \/ abonar o dia/ })
    const motivo = within(dialog).getByRole('combobox', { name: 'Motivo' })

    // Opened before typing: every active reason, from /search/ativos; the inactive ones are not offered.
    await user.click(motivo)
    await screen.findByRole('option', { name: 'Atestado médico' })
    const todas = nomesDasOpcoes()
    expect(todas).toEqual(expect.arrayContaining(['Atestado médico', 'Treinamento', 'Licença gala (casamento)', 'Hora Extra']))
    expect(todas).not.toContain('Greve')
    expect(todas).not.toContain('Compensação de feriado')
    expect(todas).toEqual([...todas].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'pt-BR')))
    expect(consultas).toEqual(['GET /api/motivos/search/ativos'])

    // Typing searches the active reasons with /search/fulltext-ativos?text.
    await user.type(motivo, 'licen')
    await waitFor(() => expect(nomesDasOpcoes()).toEqual(['Licença gala (casamento)', 'Licença nojo (falecimento de familiar)']))
    expect(consultas).toContainEqual(expect.stringMatching(/^GET \/api\/motivos\/search\/fulltext-ativos\?text=licen&/))

    // An inactive reason is not found either.
    await user.clear(motivo)
    await user.type(motivo, 'greve')
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument()

    await user.clear(motivo)
    await user.type(motivo, 'gala')
    await user.click(await screen.findByRole('option', { name: 'Licença gala (casamento)' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Justificar' }))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(aberto).toBe(false))

    const depois = await getCartaoPonto({ competenciaId: cartao.competencia.id, funcionarioId: 1 })
    const tratamentos = depois.manutencaoDTO.registros[dia.data]?.registro.tratamentos ?? []
    expect(tratamentos.map((t) => t.motivo.descricao)).toContain('Licença gala (casamento)')
  })
})
