import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gravarRequisicoes } from '@/shared/lib/test'
import { renderRegistro, usarRegistroNoMock } from '../../model/testing/montar-registro'

/** The texts of the cells of the row of `dia` (its row header), in order. */
function celulas(tabela: HTMLElement, dia: string): string[] {
  const linha = within(tabela).getByRole('rowheader', { name: dia }).closest('tr')
  if (!linha) throw new Error(`Sem linha para ${dia}`)
  return within(linha)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '')
}

const SEMANA = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta']
const MEIO_PERIODO = 'Horário 010 - Meio período 08:00-12:00 (intervalo pré-assinalado)'

describe('schedule register against the mock handlers', () => {
  const contexto = usarRegistroNoMock('admin')
  const abrirHorario = async (id: number) => (await renderRegistro(`/horariotrabalho/${id}`, contexto().queryClient)).router

  it('[REG-024][REG-030] a weekly schedule loaded from the server shows Monday to Friday pairs in order, each side with its entry/exit mode', async () => {
    const user = userEvent.setup({ delay: null })
    const pedidos = gravarRequisicoes()
    const router = await abrirHorario(10)
    const form = within(await screen.findByRole('form', { name: MEIO_PERIODO }))
    expect(pedidos).toContain('GET /api/horarios/10')
    for (const dia of SEMANA) {
      expect(form.getByLabelText(`Entrada 1 de ${dia}`)).toHaveValue('08:00')
      expect(form.getByLabelText(`Modo da entrada do par 1 de ${dia}`)).toHaveDisplayValue('Marcação')
      expect(form.getByLabelText(`Saída 1 de ${dia}`)).toHaveValue('10:00')
      expect(form.getByLabelText(`Modo da saída do par 1 de ${dia}`)).toHaveDisplayValue('Pré-assinalado')
      expect(form.getByLabelText(`Entrada 2 de ${dia}`)).toHaveValue('10:15')
      expect(form.getByLabelText(`Modo da entrada do par 2 de ${dia}`)).toHaveDisplayValue('Pré-assinalado')
      expect(form.getByLabelText(`Saída 2 de ${dia}`)).toHaveValue('12:00')
      expect(form.getByLabelText(`Modo da saída do par 2 de ${dia}`)).toHaveDisplayValue('Marcação')
      expect(form.queryByLabelText(`Entrada 3 de ${dia}`)).not.toBeInTheDocument()
    }
    expect(form.queryByLabelText('Entrada 1 de Sábado')).not.toBeInTheDocument()
    expect(form.queryByLabelText('Entrada 1 de Domingo')).not.toBeInTheDocument()

    // The mode is the server's: one changed and saved comes back as saved, the other days untouched.
    await user.selectOptions(form.getByLabelText('Modo da saída do par 1 de Segunda'), 'Marcação')
    await user.click(form.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/horariotrabalho'))
    router.history.push('/horariotrabalho/10')
    const reaberto = within(await screen.findByRole('form', { name: MEIO_PERIODO }))
    expect(reaberto.getByLabelText('Modo da saída do par 1 de Segunda')).toHaveDisplayValue('Marcação')
    expect(reaberto.getByLabelText('Modo da saída do par 1 de Terça')).toHaveDisplayValue('Pré-assinalado')
    expect(reaberto.getByLabelText('Entrada 2 de Segunda')).toHaveValue('10:15')
  }, 60_000)

  it('[API-014][API-015] an incomplete time in a pair blocks the save, shows its message beside the field and takes the focus', async () => {
    const user = userEvent.setup({ delay: null })
    const pedidos = gravarRequisicoes()
    const router = await abrirHorario(10)
    const form = within(await screen.findByRole('form', { name: MEIO_PERIODO }))
    const entrada = form.getByLabelText('Entrada 2 de Segunda')
    const saida = form.getByLabelText('Saída 1 de Terça')
    await user.clear(entrada)
    await user.type(entrada, '12')
    await user.clear(saida)
    await user.type(saida, '175')
    expect(saida).toHaveValue('17:5')
    await user.click(form.getByRole('button', { name: 'Salvar' }))

    await waitFor(() => expect(entrada).toHaveFocus())
    expect(entrada).toHaveAttribute('aria-invalid', 'true')
    expect(entrada).toHaveAccessibleDescription('Entrada 2: Informe o horário (hh:mm)')
    expect(saida).toHaveAttribute('aria-invalid', 'true')
    expect(saida).toHaveAccessibleDescription('Saída 1: Informe o horário (hh:mm)')
    expect(form.getAllByText(/Informe o horário \(hh:mm\)/)).toHaveLength(2)
    expect(form.getByLabelText('Entrada 1 de Segunda')).not.toHaveAttribute('aria-invalid')
    expect(pedidos.filter((pedido) => pedido.startsWith('PUT'))).toEqual([])
    expect(router.state.location.pathname).toBe('/horariotrabalho/10')

    // Corrected, the message goes and the schedule saves.
    await user.clear(entrada)
    await user.type(entrada, '1015')
    await user.clear(saida)
    await user.type(saida, '1000')
    await user.click(form.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/horariotrabalho'))
  }, 60_000)

  it('a weekly workload (Carga Horária) takes a load per weekday, and the server says under "Carga semanal" when they do not add up to it', async () => {
    const user = userEvent.setup({ delay: null })
    const router = (await renderRegistro('/horariotrabalho/new', contexto().queryClient)).router
    const form = within(await screen.findByRole('form', { name: 'Novo horário de trabalho' }))
    await user.type(form.getByLabelText(/^Código/), 'C40')
    await user.type(form.getByLabelText(/^Descrição/), 'Carga 40 horas')
    await user.selectOptions(form.getByLabelText(/^Tipo/), 'Carga Horária')
    await user.type(form.getByLabelText('Carga semanal'), '4000')
    expect(form.getByLabelText('Carga semanal')).toHaveValue('40:00')
    for (const dia of ['Segunda', 'Terça', 'Quarta', 'Quinta']) await user.type(form.getByLabelText(`Carga de ${dia}`), '0800')
    await user.click(form.getByRole('button', { name: 'Salvar' }))

    const semanal = form.getByLabelText('Carga semanal')
    await waitFor(() => expect(semanal).toHaveAttribute('aria-invalid', 'true'))
    expect(semanal).toHaveAccessibleDescription(/deve ser igual à soma das cargas dos dias \(32:00\)/)
    expect(router.state.location.pathname).toBe('/horariotrabalho/new')

    await user.type(form.getByLabelText('Carga de Sexta'), '0800')
    await user.click(form.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/horariotrabalho'))
  }, 60_000)

  it('the seeded 44-hour week opens with its weekly and daily loads as saved (a mask of 24 hours cut the week)', async () => {
    await abrirHorario(6)
    const form = within(await screen.findByRole('form', { name: 'Horário 006 - Carga horária 44 horas semanais' }))
    expect(form.getByLabelText('Carga semanal')).toHaveValue('44:00')
    for (const dia of SEMANA) expect(form.getByLabelText(`Carga de ${dia}`)).toHaveValue('08:48')
    expect(form.getByLabelText('Carga de Sábado')).toHaveValue('')
  })

  it('[REG-031] an open schedule shows its flat form: one row per weekday with its pairs and workload, refreshed after a save', async () => {
    const user = userEvent.setup({ delay: null })
    const pedidos = gravarRequisicoes()
    const router = await abrirHorario(10)
    const resumo = await screen.findByRole('region', { name: 'Resumo do horário salvo' })
    const tabela = await within(resumo).findByRole('table', { name: 'Resumo do horário salvo' })
    expect(pedidos).toContain('GET /api/horarios/10/flat')
    expect(
      within(tabela)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Dia', 'Entrada 1', 'Saída 1', 'Entrada 2', 'Saída 2', 'Carga horária'])
    for (const dia of SEMANA) expect(celulas(tabela, dia)).toEqual(['08:00', '10:00', '10:15', '12:00', '03:45'])
    expect(celulas(tabela, 'Sábado')).toEqual(['Folga', '—'])
    expect(celulas(tabela, 'Domingo')).toEqual(['Folga', '—'])
    expect(within(resumo).getByText('Tipo:').nextSibling).toHaveTextContent('Fixo')

    // A saved change reaches the summary: Monday's second pair now ends at 12:30.
    const form = within(screen.getByRole('form', { name: MEIO_PERIODO }))
    const saida = form.getByLabelText('Saída 2 de Segunda')
    await user.clear(saida)
    await user.type(saida, '1230')
    await user.click(form.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/horariotrabalho'))
    router.history.push('/horariotrabalho/10')
    const atualizada = await screen.findByRole('table', { name: 'Resumo do horário salvo' })
    expect(celulas(atualizada, 'Segunda')).toEqual(['08:00', '10:00', '10:15', '12:30', '04:15'])
    expect(celulas(atualizada, 'Terça')).toEqual(['08:00', '10:00', '10:15', '12:00', '03:45'])
  }, 60_000)

  it('[REG-031][REG-025] the flat form of a rotating schedule has one row per day of the cycle, rest days included', async () => {
    await abrirHorario(7)
    const resumo = await screen.findByRole('region', { name: 'Resumo do horário salvo' })
    const tabela = await within(resumo).findByRole('table', { name: 'Resumo do horário salvo' })
    expect(celulas(tabela, 'Dia 1')).toEqual(['19:00', '07:00', '12:00'])
    expect(celulas(tabela, 'Dia 2')).toEqual(['Folga', '—'])
    expect(within(resumo).getByText('Tipo:').nextSibling).toHaveTextContent('Revezamento')
    expect(within(resumo).getByText('Início do revezamento:').nextSibling).toHaveTextContent('01/01/2024')
  })
})
