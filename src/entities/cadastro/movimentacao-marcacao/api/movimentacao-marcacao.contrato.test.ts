import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { marcacoesParaMoverQuery, movimentacaoMarcacaoResource, type MarcacaoMovivel } from './movimentacao-marcacao'

const app = usarAppNoMock('rh')
const FERNANDA = 1
const periodo = { funcionarioId: FERNANDA, inicio: '2026-11-09', fim: '2026-11-10' }

const marcacoes = () => app().queryClient.fetchQuery({ ...marcacoesParaMoverQuery(periodo), staleTime: 0 })
const doDia = (linhas: MarcacaoMovivel[], dia: string) => linhas.filter((l) => l.dataRegistro === dia).map((l) => `${l.posicao}:${l.hora}`)
const lista = (text = '') =>
  app().queryClient.fetchQuery({ ...movimentacaoMarcacaoResource.queries.list({ page: 0, size: 20, text }), staleTime: 0 })

describe("/move-marcacao through the entity's queries and resource, against the mock handlers", () => {
  it('GET /api/movimentacoes-marcacao/marcacoes lists the punches of the period by day and slot', async () => {
    expect(doDia(await marcacoes(), '2026-11-10')).toEqual(['1:08:00', '2:12:00', '3:13:00'])
  })

  it('POST moves the chosen punches to the next day at once; the record is listed, searched and read', async () => {
    const antes = await marcacoes()
    const escolhidas = antes.filter((l) => l.dataRegistro === '2026-11-10' && ['12:00', '13:00'].includes(l.hora)).map((l) => l.id)
    const movimentacao = await movimentacaoMarcacaoResource.save({ funcionarioId: FERNANDA, marcacaoIds: escolhidas, dataDestino: '2026-11-09' })
    expect(movimentacao).toMatchObject({ dataDestino: '2026-11-09', quantidade: 2, funcionario: { id: FERNANDA } })

    const depois = await marcacoes()
    expect(doDia(depois, '2026-11-10')).toEqual(['1:08:00'])
    expect(doDia(depois, '2026-11-09')).toEqual([...doDia(antes, '2026-11-09'), '5:12:00', '6:13:00'])

    expect((await lista()).items.map((m) => m.id)).toEqual([movimentacao.id])
    expect((await lista('09/11')).items.map((m) => m.id)).toEqual([movimentacao.id])
    expect((await lista('01/01')).items).toEqual([])
    const lida = await app().queryClient.fetchQuery(movimentacaoMarcacaoResource.queries.detail(movimentacao.id))
    expect(lida.marcacoes.map((m) => `${m.dataOrigem} ${m.hora}`)).toEqual(['2026-11-10 12:00', '2026-11-10 13:00'])
    expect(app().requisicoes).toContain('GET /api/movimentacoes-marcacao/search/fulltext?text=09%2F11&page=0&size=20&sort=dataHora%2Cdesc')
  })

  it('a move without punches is refused with the server message', async () => {
    await expect(movimentacaoMarcacaoResource.save({ funcionarioId: FERNANDA, marcacaoIds: [], dataDestino: '2026-11-09' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { marcacaoIds: 'Selecione ao menos uma marcação' },
    })
  })
})
