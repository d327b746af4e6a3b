import { createRoute } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { atualOuUltimo } from '@mock/db/queries'
import { dbFor } from '@mock/http/isolation'
import { abrirRotas, HOJE_DO_SEED, usarAppNoMock, type AppNoMock } from '@/shared/lib/test/app-no-mock'
import { EspelhosLotePage } from './espelhos-lote-page'

const abrir = (app: AppNoMock) =>
  abrirRotas(app, (root) => [createRoute({ getParentRoute: () => root, path: '/espelhos', component: EspelhosLotePage })], '/espelhos')

/** The department with the most active employees who control their time: how many it lists, how many have an October espelho. */
function maiorDepartamento(app: AppNoMock) {
  const db = dbFor(app.backend.dbKey)
  const departamentoDe = (f: (typeof db.funcionarios)[number]) => atualOuUltimo(f.departamentos, HOJE_DO_SEED)?.departamentoId
  const doDepartamento = (id: number) => db.funcionarios.filter((f) => f.ativo && f.controlaPonto && departamentoDe(f) === id)
  const departamento = [...db.departamentos].sort((a, b) => doDepartamento(b.id).length - doDepartamento(a.id).length)[0]!
  const listados = doDepartamento(departamento.id)
  return { departamento, listados: listados.length, total: listados.filter((f) => f.admissao <= '2026-10-31').length }
}

describe("'Imprimir espelhos', against the mock backend", { timeout: 60_000 }, () => {
  const app = usarAppNoMock('supervisor')
  let open: MockInstance<typeof window.open>
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    URL.createObjectURL = vi.fn(() => 'blob:espelhos')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => open.mockRestore())

  it('starts on the last closed competence and the active employees of the time card', async () => {
    await abrir(app())
    expect(await screen.findByText('10/2026')).toBeInTheDocument()
    expect(await screen.findByRole('list', { name: 'Funcionários do filtro' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Filtros ativos' })).toHaveTextContent('Situação:Ativos')
  })

  it("generates a department's espelhos: progress while the job runs, then the PDF opens once", async () => {
    const { departamento, listados, total } = maiorDepartamento(app())
    const { user } = await abrir(app())
    await screen.findByText('10/2026')
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    const dialogo = await screen.findByRole('dialog', { name: 'Filtrar funcionários' })
    await user.type(within(dialogo).getByRole('combobox', { name: 'Departamento' }), departamento.descricao.slice(0, 6))
    await user.click(await screen.findByRole('option', { name: departamento.descricao }))
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }))
    expect(await screen.findByText(`${listados} funcionários no filtro`)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Gerar PDF' }))
    expect(await screen.findByRole('progressbar', { name: 'Gerando espelhos' })).toHaveAttribute('aria-valuemax', String(total))
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('blob:espelhos', '_blank'), { timeout: 30_000 })
    expect(await screen.findByText(`${total} de ${total} espelhos`)).toBeInTheDocument()
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob
    expect(await blob.text()).toMatch(/^%PDF-/)
    expect(open).toHaveBeenCalledTimes(1)
    const chamadas = app().requisicoes.map((r) => r.split('?')[0])
    expect(chamadas.filter((r) => r === 'POST /api/espelhos-ponto/lote')).toHaveLength(1)
    expect(chamadas.filter((r) => r?.endsWith('/arquivo'))).toHaveLength(1)
    expect(chamadas.some((r) => /^GET \/api\/espelhos-ponto\/lote\/[^/]+$/.test(r ?? ''))).toBe(true)
  })

  it("'Somente estes' prints only the employees checked in the list", async () => {
    const { user } = await abrir(app())
    const lista = await screen.findByRole('list', { name: 'Funcionários do filtro' })
    await user.click(screen.getByRole('radio', { name: 'Somente estes' }))
    expect(screen.getByRole('button', { name: 'Gerar PDF' })).toBeDisabled()
    const db = dbFor(app().backend.dbKey)
    const empregadosEmOutubro = db.funcionarios.filter((f) => f.admissao <= '2026-10-31' && f.matricula)
    const comEspelho = within(lista).getAllByRole('checkbox')
      .filter((caixa) => empregadosEmOutubro.some((f) => caixa.closest('label')?.textContent?.startsWith(`${f.matricula} - `)))
    await user.click(comEspelho[0]!)
    await user.click(comEspelho[1]!)
    await user.click(screen.getByRole('button', { name: 'Gerar PDF' }))
    await vi.waitFor(() => expect(open).toHaveBeenCalledOnce(), { timeout: 30_000 })
    expect(await screen.findByText('2 de 2 espelhos')).toBeInTheDocument()
  })
  it('says who of the selection gets no page in the PDF, and why', async () => {
    const { user } = await abrir(app())
    const lista = await screen.findByRole('list', { name: 'Funcionários do filtro' })
    await user.click(screen.getByRole('radio', { name: 'Somente estes' }))
    const db = dbFor(app().backend.dbKey)
    const caixaDe = (f: (typeof db.funcionarios)[number]) =>
      within(lista).queryAllByRole('checkbox').find((caixa) => caixa.closest('label')?.textContent?.startsWith(`${f.matricula} - `))
    const comEspelho = db.funcionarios.find((f) => f.matricula && f.admissao <= '2026-10-31' && caixaDe(f))!
    const admitidoDepois = db.funcionarios.find((f) => f.matricula && f.admissao > '2026-10-31' && caixaDe(f))!
    await user.click(caixaDe(comEspelho)!)
    await user.click(caixaDe(admitidoDepois)!)
    await user.click(screen.getByRole('button', { name: 'Gerar PDF' }))
    const nota = await screen.findByRole('note')
    expect(nota).toHaveTextContent(
      `1 funcionário não tem espelho em 10/2026 (não controla ponto ou não tinha vínculo na competência): ${admitidoDepois.nomeOrNomeSocial}.`,
    )
    await vi.waitFor(() => expect(open).toHaveBeenCalledOnce(), { timeout: 30_000 })
    expect(await screen.findByText('1 de 1 espelho')).toBeInTheDocument()
  })
})
