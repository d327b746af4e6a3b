import { createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fechamentoQueries } from '@/entities/fiscal/fechamento'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { capturarDownloads } from '@/shared/lib/test/downloads'
import { ExportarFechamentoForm } from './exportar-fechamento-form'

const app = usarAppNoMock('rh')
const OUTUBRO = 12

/** The seeded closing of 10/2026, read through the entity's query. */
async function idDoFechamentoDeOutubro() {
  const lista = await app().queryClient.fetchQuery(fechamentoQueries.lista(0, 50))
  return lista.items.find((p) => p.competencia.id === OUTUBRO)!.fechamento!.id
}

async function renderForm() {
  const id = await idDoFechamentoDeOutubro()
  renderRotas(app(), (root) => [createRoute({ getParentRoute: () => root, path: 'exportar', component: () => <ExportarFechamentoForm idFechamento={id} /> })], '/exportar')
  return screen.findByRole('form', { name: 'Exportar fechamento' })
}

describe('the closing export form, against the mock backend', { timeout: 60_000 }, () => {
  const { arquivos, nomes } = capturarDownloads()

  it('lists the saved layouts and downloads the file of the chosen one (the CSV layout: header and decimal comma)', async () => {
    const user = userEvent.setup({ delay: null })
    const form = await renderForm()
    const select = await within(form).findByRole('combobox', { name: 'Leiaute da folha' })
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'CSV Domínio (matrícula;evento;horas decimais)',
      'TXT padrão (matrícula, evento, horas HHHMM)',
    ])
    await user.selectOptions(select, 'CSV Domínio (matrícula;evento;horas decimais)')
    expect(within(form).getByRole('radio', { name: 'Leiaute' })).toBeChecked()
    await user.click(within(form).getByRole('button', { name: 'Exportar' }))
    await waitFor(() => expect(nomes).toEqual(['fechamento-10-2026.csv']))
    const linhas = (await arquivos[0]!.text()).split('\r\n')
    expect(linhas[0]).toBe('matricula;evento;horas_decimal')
    expect(linhas).toContain('100008;412;0,17')
  })

  it('downloads the XLSX sheet (a zip) under the .xlsx name', async () => {
    const user = userEvent.setup({ delay: null })
    const form = await renderForm()
    await user.click(within(form).getByRole('radio', { name: 'XLSX (planilha)' }))
    await user.click(within(form).getByRole('button', { name: 'Exportar' }))
    await waitFor(() => expect(nomes).toEqual(['fechamento-10-2026.xlsx']))
    const bytes = new Uint8Array(await arquivos[0]!.arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
  })
})
