import { createRoute } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { vigente } from '@mock/db/queries'
import { funcionarioLabel } from '@/entities/funcionario'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { FuncionarioDashboardPage } from './funcionario-dashboard-page'
import { FuncionarioVinculosPage } from './funcionario-vinculos-page'

const app = usarAppNoMock('rh', { hoje: null })

/** The paths of the calls the pages sent. */
const chamadas = () => app().requisicoes.map((r) => new URL(r.slice(r.indexOf(' ') + 1), 'http://localhost').pathname)

/** The employee pages, routed as in src/app/routes/_app/funcionario. */
function abrir(path: string) {
  return renderRotas(
    app(),
    (root) => {
      const dashboard = createRoute({
        getParentRoute: () => root,
        path: 'funcionario/$id/dashboard',
        component: function Dashboard() {
          const { id } = dashboard.useParams()
          return <FuncionarioDashboardPage key={id} id={Number(id)} />
        },
      })
      const quadro = createRoute({
        getParentRoute: () => root,
        path: 'funcionario/$id/quadroHorario',
        component: function Quadro() {
          const { id } = quadro.useParams()
          return <FuncionarioVinculosPage key={id} id={Number(id)} tipo="quadroHorario" />
        },
      })
      return [dashboard, quadro]
    },
    path,
  )
}

const regiao = (nome: string) => screen.findByRole('region', { name: nome }, { timeout: 10_000 })
const linhas = (tabela: HTMLElement) =>
  within(tabela)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    )

describe('the employee pages against the mock backend', () => {
  it('[REG-007] the schedule page shows the schedule in force and its days', async () => {
    const router = abrir('/funcionario/1/quadroHorario')
    const quadro = within(await regiao('Quadro de horário vigente'))
    expect(await quadro.findByRole('link', { name: '001 - Administrativo 08:00-12:00 / 13:00-17:00' })).toHaveAttribute(
      'href',
      '/horariotrabalho/1',
    )
    expect(quadro.getByText(/Fixo · desde 01\/03\/2021/)).toBeVisible()
    expect(linhas(quadro.getByRole('table', { name: 'Horários do quadro vigente' }))).toEqual([
      ['Segunda', '08:00 às 12:00, 13:00 às 17:00'],
      ['Terça', '08:00 às 12:00, 13:00 às 17:00'],
      ['Quarta', '08:00 às 12:00, 13:00 às 17:00'],
      ['Quinta', '08:00 às 12:00, 13:00 às 17:00'],
      ['Sexta', '08:00 às 12:00, 13:00 às 17:00'],
      ['Sábado', 'Sem expediente'],
      ['Domingo', 'Sem expediente'],
    ])
    expect(chamadas()).toContain('/api/funcionarios/1/quadro-vigente')

    // A rotating schedule shows its cycle.
    const db = dbFor(app().backend.dbKey)
    const hoje = db.today.toLocaleDateString('sv-SE')
    const revezamento = db.funcionarios.find((f) => vigente(f.quadrosHorario, hoje)?.horarioId === 7)!
    await router.navigate({ to: '/funcionario/$id/quadroHorario', params: { id: String(revezamento.id) } })
    const ciclo = within(await regiao('Quadro de horário vigente'))
    expect(await ciclo.findByText('007 - Revezamento 12x36 noturno 19:00-07:00')).toBeVisible()
    expect(ciclo.getByText('Ciclo iniciado em 01/01/2024')).toBeVisible()
    expect(linhas(ciclo.getByRole('table', { name: 'Horários do quadro vigente' }))).toEqual([
      ['Dia 1 do ciclo', '19:00 às 07:00'],
      ['Dia 2 do ciclo', 'Folga'],
    ])
  })

  it('[REG-007] an employee without a schedule in force is told so', async () => {
    const db = dbFor(app().backend.dbKey)
    const semQuadro = db.funcionarios.find((f) => f.quadrosHorario.length === 0)!
    abrir(`/funcionario/${semQuadro.id}/quadroHorario`)
    const quadro = within(await regiao('Quadro de horário vigente'))
    expect(await quadro.findByText('Nenhum quadro de horário vigente.')).toBeVisible()
    expect(quadro.queryByRole('table')).not.toBeInTheDocument()
  })

  it('[REG-015] the summary lists the other contracts the dual-employment search finds under the CPF', async () => {
    const db = dbFor(app().backend.dbKey)
    const fernanda = db.funcionarios.find((f) => f.id === 1)!
    const outro = db.funcionarios.find((f) => f.id !== 1 && f.ativo && f.controlaPonto)!
    outro.cpf = fernanda.cpf
    abrir('/funcionario/1/dashboard')
    const duplo = within(await regiao('Duplo vínculo'))
    const lista = await duplo.findByRole('list', { name: 'Outros vínculos com este CPF' })
    const item = within(lista).getByRole('listitem')
    expect(within(item).getByRole('link', { name: funcionarioLabel(outro) })).toHaveAttribute('href', `/funcionario/${outro.id}/dashboard`)
    expect(item).toHaveTextContent(/Ativo$/)
    expect(chamadas()).toContain('/api/funcionarios/search/fulltext/duplovinculo')
  })

  it('[REG-015] without another contract under the CPF, the summary says there is no dual employment', async () => {
    abrir('/funcionario/1/dashboard')
    const duplo = within(await regiao('Duplo vínculo'))
    expect(await duplo.findByText('Nenhum duplo vínculo com este CPF.')).toBeVisible()
    expect(chamadas()).toContain('/api/funcionarios/search/fulltext/duplovinculo')
  })
})
