import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { atualOuUltimo } from '@mock/db/queries'
import { dbFor } from '@mock/http/isolation'
import { cargoResource } from '@/entities/cadastro/cargo'
import { MSG_CARREGANDO } from '@/shared/config'
import { usarAppNoMock, type AppNoMock } from '@/shared/lib/test/app-no-mock'
import { GerarRelatorioForm, type GerarRelatorioFormProps } from './gerar-relatorio-form'

function renderForm(app: AppNoMock, onFile: GerarRelatorioFormProps['onFile'] = () => {}) {
  render(
    <QueryClientProvider client={app.queryClient}>
      <GerarRelatorioForm onFile={onFile} />
    </QueryClientProvider>,
  )
  return { user: userEvent.setup({ delay: null }), form: () => screen.findByRole('form', { name: 'Parâmetros do relatório' }) }
}

/** The labels a picker of the form offers, once it has loaded. */
async function opcoesDe(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, rotulo: string) {
  await user.click(within(form).getByRole('combobox', { name: rotulo }))
  const opcoes = (await screen.findAllByRole('option')).map((o) => o.textContent)
  await user.keyboard('{Escape}')
  return opcoes
}

describe('the report form, against the mock backend', () => {
  const app = usarAppNoMock('rh')

  it('offers the reports GET /api/relatorios answers, the hours summary first chosen, after a spinner', async () => {
    const { form } = renderForm(app())
    expect(screen.getByRole('status', { name: MSG_CARREGANDO })).toBeInTheDocument()
    const relatorio = within(within(await form()).getByRole('group', { name: 'Relatório' }))
    expect(relatorio.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Resumo de Horas por Funcionário',
      'Faltas, Atrasos e Saídas Antecipadas',
    ])
    expect(relatorio.getByRole('radio', { name: 'Resumo de Horas por Funcionário' })).toBeChecked()
    expect(app().requisicoes).toContain('GET /api/relatorios')
  })

  it('[REG-061][REG-064][REG-068] the department, position and work place pickers offer exactly the items some employee is linked to', async () => {
    const semFuncionarios = await cargoResource.save({ codigo: '999', descricao: 'Cargo sem funcionários' })
    const db = dbFor(app().backend.dbKey)
    const comFuncionarios = <T extends { id: number }>(itens: T[], ids: (f: (typeof db.funcionarios)[number]) => number[]) =>
      itens.filter((item) => db.funcionarios.some((f) => ids(f).includes(item.id)))
    const ordenados = (rotulos: string[]) => [...rotulos].sort((a, b) => a.localeCompare(b, 'pt-BR'))

    const { user, form } = renderForm(app())
    const formulario = await form()
    const cargos = await opcoesDe(user, formulario, 'Cargo')
    expect(cargos).not.toContain(semFuncionarios.descricaoComCodigo)
    expect(ordenados(cargos as string[])).toEqual(
      ordenados(comFuncionarios(db.cargos, (f) => f.cargos.map((v) => v.cargoId)).map((c) => c.descricaoComCodigo)),
    )
    expect(db.cargos.length).toBeGreaterThan(cargos.length)
    expect(ordenados((await opcoesDe(user, formulario, 'Departamento')) as string[])).toEqual(
      ordenados(comFuncionarios(db.departamentos, (f) => f.departamentos.map((v) => v.departamentoId)).map((d) => d.descricao)),
    )
    expect(ordenados((await opcoesDe(user, formulario, 'Local de trabalho')) as string[])).toEqual(
      ordenados(comFuncionarios(db.locaisTrabalho, (f) => f.locaisTrabalho.map((v) => v.localTrabalhoId)).map((l) => l.descricao)),
    )
    expect(app().requisicoes.map((r) => r.split('?')[0])).toEqual(
      expect.arrayContaining([
        'GET /api/cargos/search/com-funcionarios',
        'GET /api/departamentos/search/com-funcionarios',
        'GET /api/locaistrabalho/search/com-funcionarios',
      ]),
    )
  })

  it("a CSV report filtered by a position lists only that position's employees", async () => {
    const db = dbFor(app().backend.dbKey)
    const competencia = db.competencias.find((c) => c.id === 13)!
    const cargoDe = (f: (typeof db.funcionarios)[number]) => atualOuUltimo(f.cargos, '2026-11-16')?.cargoId
    const cargo = db.cargos.find((c) => db.funcionarios.filter((f) => cargoDe(f) === c.id).length > 2)!
    const esperados = db.funcionarios.filter((f) => f.ativo && f.controlaPonto && f.admissao <= competencia.fim && cargoDe(f) === cargo.id)
    const onFile = vi.fn<GerarRelatorioFormProps['onFile']>()

    const { user, form } = renderForm(app(), onFile)
    const formulario = await form()
    await user.click(within(formulario).getByRole('radio', { name: 'CSV (planilha)' }))
    await user.click(within(formulario).getByRole('combobox', { name: 'Cargo' }))
    await user.click(await screen.findByRole('option', { name: cargo.descricaoComCodigo }))
    await user.click(within(formulario).getByRole('button', { name: 'Gerar relatório' }))

    await vi.waitFor(() => expect(onFile).toHaveBeenCalled(), { timeout: 20_000 })
    const { blob, filename } = onFile.mock.calls[0]![0]
    expect(filename).toBe('resumo-horas-2026-11.csv')
    const [cabecalho, ...linhas] = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'))
    expect(cabecalho?.[1]).toBe('Matrícula')
    expect(esperados.length).toBeGreaterThan(0)
    expect(linhas.map((l) => l[1]).sort()).toEqual(esperados.map((f) => f.matricula).sort())
  })
})

describe('the report form, for a user the server refuses the reports', () => {
  const recusado = usarAppNoMock('funcionario')

  it('shows the error alert of GET /api/relatorios instead of the form', async () => {
    renderForm(recusado())
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem permissão para executar esta operação.')
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Parâmetros do relatório' })).not.toBeInTheDocument()
  })
})
