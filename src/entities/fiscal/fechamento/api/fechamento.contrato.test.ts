import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { exportarFechamento, fecharCompetencia, fechamentoQueries, reabrirFechamento } from './fechamento.queries'

const app = usarAppNoMock('rh')
const OUTUBRO = 12
const NOVEMBRO = 13
const detalhes = { page: 0, size: 5, sort: 'nome,asc', search: '' }

/** The closing of October (seeded), as the list of closing periods gives it. */
async function fechamentoDeOutubro() {
  const lista = await app().queryClient.fetchQuery({ ...fechamentoQueries.lista(0, 50), staleTime: 0 })
  return lista.items.find((p) => p.competencia.id === OUTUBRO)?.fechamento ?? null
}

describe("the closings through the entity's queries and calls, against the mock handlers", () => {
  it('GET /api/fechamentos lists every competence newest first with its closing, and GET /api/fechamentos/{id} one closing', async () => {
    const lista = await app().queryClient.fetchQuery(fechamentoQueries.lista(0, 50))
    expect(lista.items[0]).toMatchObject({ competencia: { id: NOVEMBRO, situacao: 'ABERTA' }, fechamento: null })
    const outubro = await fechamentoDeOutubro()
    expect(outubro).toMatchObject({ competencia: { id: OUTUBRO, fechada: true } })
    const detalhe = await app().queryClient.fetchQuery(fechamentoQueries.detalhe(outubro!.id))
    expect(detalhe).toMatchObject({ id: outubro!.id, competencia: { id: OUTUBRO }, resumo: { funcionarios: outubro!.funcionarios } })
  })

  it('[BATCH-019][BATCH-020] the preview of a competence: its summary, and its details paged, sorted and searched', async () => {
    const resumo = await app().queryClient.fetchQuery(fechamentoQueries.preview(OUTUBRO))
    expect(resumo).toMatchObject({ competencia: { id: OUTUBRO } })
    expect(resumo.funcionarios).toBeGreaterThan(30)
    const pagina = await app().queryClient.fetchQuery(fechamentoQueries.previewDetalhes(OUTUBRO, detalhes))
    expect(pagina.items).toHaveLength(5)
    expect(pagina.page.totalElements).toBe(resumo.funcionarios)
    const nomes = pagina.items.map((l) => l.funcionario.nome)
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')))
    const fernanda = await app().queryClient.fetchQuery(fechamentoQueries.previewDetalhes(OUTUBRO, { ...detalhes, search: ' fernanda ' }))
    expect(fernanda.items.map((l) => l.funcionario.id)).toEqual([1])
  })

  it('[BATCH-022] the details of a closing: the search in the body', async () => {
    const outubro = await fechamentoDeOutubro()
    const fernanda = await app().queryClient.fetchQuery(fechamentoQueries.detalhes(outubro!.id, { ...detalhes, search: 'Fernanda' }))
    expect(fernanda.items.map((l) => l.funcionario.id)).toEqual([1])
  })

  it('[BATCH-018] reopening (DELETE) and closing again (POST): the list follows; the export is a file', async () => {
    const antes = await fechamentoDeOutubro()
    await reabrirFechamento(antes!.id)
    expect(await fechamentoDeOutubro()).toBeNull()
    const fechado = await fecharCompetencia({ competenciaId: OUTUBRO, ignorarInconsistencias: true })
    expect(fechado).toMatchObject({ competencia: { id: OUTUBRO, fechada: true, situacao: 'FECHADA' }, usuario: 'Rita Recursos Humanos' })
    expect((await fechamentoDeOutubro())?.id).toBe(fechado.id)
    const arquivo = await exportarFechamento(fechado.id, 'csv')
    expect(arquivo.filename).toBe('fechamento-10-2026.csv')
    expect((await arquivo.blob.text()).split('\r\n')[0]).toBe('matricula;nome;evento;descricao;horas')
  })

  it('the preview says whether the competence has ended on the server\'s clock', async () => {
    expect(await app().queryClient.fetchQuery(fechamentoQueries.preview(OUTUBRO))).toMatchObject({ encerrada: true })
    expect(await app().queryClient.fetchQuery(fechamentoQueries.preview(NOVEMBRO))).toMatchObject({ encerrada: false })
  })

  it('closing the current month is refused with the server message', async () => {
    await expect(fecharCompetencia({ competenciaId: NOVEMBRO, ignorarInconsistencias: true })).rejects.toMatchObject({
      status: 400,
      message: 'A competência 11/2026 só pode ser fechada após o seu término.',
    })
  })
})
