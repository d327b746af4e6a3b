import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { formatDate } from '@/shared/lib'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { gravarRequisicoes } from '@/shared/lib/test/requisicoes'
import { hojeEmBrasilia } from '@/shared/lib'
import { dataDeReferencia } from '@/widgets/cartao-ponto-cabecalho/model/data-referencia'
import { rotaCartao } from '../model/testing/rota-cartao'

const app = usarAppNoMock('rh', { hoje: null })

/** The real time card page at /manutencao/{competencia}/{funcionario}; resolves when the header shows the employee. */
async function abrirCartao(competenciaId: number, funcionarioId: number) {
  renderRotas(app(), (root) => [rotaCartao(root)], `/manutencao/${competenciaId}/${funcionarioId}`)
  const cabecalho = await screen.findByRole('region', { name: 'Funcionário e ações' }, { timeout: 15_000 })
  return within(within(cabecalho).getByRole('group', { name: 'Vínculos vigentes' }))
}

/** The URL of the recorded request to `caminho`. */
const pedidoA = (chamadas: string[], caminho: string) =>
  chamadas.map((c) => new URL(c.slice(c.indexOf(' ') + 1), 'http://localhost')).find((url) => url.pathname === caminho)

/** The competence holding the mock's "today", and the one before it. */
function competencias() {
  const db = dbFor(app().backend.dbKey)
  const hoje = db.today.toLocaleDateString('sv-SE')
  const ordenadas = [...db.competencias].sort((a, b) => a.inicio.localeCompare(b.inicio))
  const indice = ordenadas.findIndex((c) => c.inicio <= hoje && hoje <= c.fim)
  return { atual: ordenadas[indice]!, anterior: ordenadas[indice - 1]! }
}

describe('the time card header against the mock backend', () => {
  it("[REG-007][REG-058] shows the employee's schedule in force and the day bank linked on the card's day", async () => {
    const { atual } = competencias()
    const chamadas = gravarRequisicoes('/api/funcionarios/')
    const vinculos = await abrirCartao(atual.id, 1)
    const data = dataDeReferencia(atual, hojeEmBrasilia())
    const quadro = await vinculos.findByRole('link', { name: '001 - Administrativo 08:00-12:00 / 13:00-17:00' })
    expect(quadro).toHaveAttribute('href', '/horariotrabalho/1')
    expect(quadro.closest('div')).toHaveTextContent('Quadro de horário vigente:001 - Administrativo 08:00-12:00 / 13:00-17:00 (Fixo)')
    const banco = await vinculos.findByText('Folgas TRE (Justiça Eleitoral)')
    expect(banco.closest('div')).toHaveTextContent(`Banco de dias vigente em ${formatDate(data)}:Folgas TRE (Justiça Eleitoral)`)
    expect(pedidoA(chamadas, '/api/funcionarios/1/quadro-vigente')).toBeDefined()
    expect(pedidoA(chamadas, '/api/funcionarios/1/bancodias-vigente')?.searchParams.get('data')).toBe(data)
  })

  it('[REG-058] a past competence reads the day bank on its last day; without a link the header says so', async () => {
    const { anterior } = competencias()
    const db = dbFor(app().backend.dbKey)
    const semBanco = db.funcionarios.find((f) => f.ativo && f.controlaPonto && f.bancosDias.length === 0 && f.quadrosHorario.length > 0)!
    const chamadas = gravarRequisicoes('/api/funcionarios/')
    const vinculos = await abrirCartao(anterior.id, semBanco.id)
    const rotulo = await vinculos.findByText(`Banco de dias vigente em ${formatDate(anterior.fim)}:`)
    await expect.poll(() => rotulo.closest('div')?.textContent).toBe(`Banco de dias vigente em ${formatDate(anterior.fim)}:Nenhum`)
    const pedido = pedidoA(chamadas, `/api/funcionarios/${semBanco.id}/bancodias-vigente`)
    expect(pedido?.searchParams.get('data')).toBe(anterior.fim)
  })

  it('[REG-007] an employee without a schedule in force: the header says none', async () => {
    const { atual } = competencias()
    const semQuadro = dbFor(app().backend.dbKey).funcionarios.find((f) => f.ativo && f.controlaPonto && f.quadrosHorario.length === 0)!
    const vinculos = await abrirCartao(atual.id, semQuadro.id)
    const rotulo = await vinculos.findByText('Quadro de horário vigente:')
    await expect.poll(() => rotulo.closest('div')?.textContent).toBe('Quadro de horário vigente:Nenhum')
    expect(vinculos.queryByRole('link')).not.toBeInTheDocument()
  })
})
