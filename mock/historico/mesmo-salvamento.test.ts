import { describe, expect, it, vi } from 'vitest'
import type { AlteracaoCartao } from '@/shared/api/contract/endpoints/historico'
import { dbFor } from '../http/isolation'
import { freshDb } from '../handlers/lib/test-client'
import { MESMO_SALVAMENTO_MS } from './mesmo-salvamento'
import { desfeita, FERNANDA, historico, incluir, marcacaoDoDia, marcacoesDoDia, post, relogioDoSeed, totais } from './test-client'

relogioDoSeed()

/** The punches of a day's summary: 'slot hh:mm TIPO'. */
const horas = (resumo: AlteracaoCartao['antes']) => resumo?.marcacoes.map((m) => `${m.sequencia} ${m.hora} ${m.tipoMarcacao}`) ?? null

/** Fernanda's punches as stored, with their ids and slots: what an undo must give back. */
const guardadas = (dbKey: string) =>
  dbFor(dbKey).marcacoes.filter((m) => m.funcionarioId === FERNANDA).map((m) => `${m.id} ${m.data} ${m.hora} ${m.sequencia} ${m.tipoMarcacao} ${m.desconsiderada}`).sort()

const ANTES = ['1 08:00 ORIGINAL', '2 12:00 ORIGINAL', '3 13:00 ORIGINAL']
const EM_ORDEM = ['1 07:30 INCLUIDO', '2 08:00 ORIGINAL', '3 12:00 ORIGINAL', '4 13:00 ORIGINAL']

/** What the include dialog does with "Salvar em ordem de horário": the punch typed into Saída 4, then the day ordered. */
async function salvarEmOrdem(dbKey: string, quemOrdena = 'rh') {
  expect((await incluir(dbKey, '07:30', 4, 'SAIDA')).status).toBe(200)
  const { registroId } = await marcacaoDoDia(dbKey, '08:00')
  return post(dbKey, `/api/registros/${registroId}/ordenar`, undefined, quemOrdena)
}

describe('a punch saved in time order is one entry of the history', () => {
  it('the inclusion ends with the ordered day, and its undo gives the day back as before the save', async () => {
    const dbKey = freshDb()
    const figuras = await totais(dbKey)
    const antes = guardadas(dbKey)
    expect((await salvarEmOrdem(dbKey)).status).toBe(204)
    expect(await marcacoesDoDia(dbKey)).toEqual(['07:30 INCLUIDO', '08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL'])

    const itens = await historico(dbKey)
    expect(itens).toHaveLength(1)
    const [salvamento] = itens
    expect(salvamento).toMatchObject({
      tipo: 'MARCACAO_INCLUIDA', origem: 'CARTAO', usuario: { username: 'rh' }, desfazivel: true,
      descricao: 'Marcação 07:30 incluída em Entrada 1 (dia posto em ordem de horário)',
    })
    expect(horas(salvamento!.antes)).toEqual(ANTES)
    expect(horas(salvamento!.depois)).toEqual(EM_ORDEM)

    const desfez = await desfeita(dbKey, salvamento!.id)
    expect(desfez).toMatchObject({
      origem: 'DESFAZER', desfaz: salvamento!.id, descricao: 'Alteração desfeita: Marcação 07:30 incluída em Entrada 1 (dia posto em ordem de horário)',
    })
    expect(horas(desfez.depois)).toEqual(ANTES)
    expect(guardadas(dbKey)).toEqual(antes)
    expect(await totais(dbKey)).toEqual(figuras)
    expect(await historico(dbKey)).toHaveLength(2)
  })

  it('an ordering of its own stays an entry: by another user, or long after the inclusion', async () => {
    const deOutro = freshDb()
    expect((await salvarEmOrdem(deOutro, 'admin')).status).toBe(204)
    expect((await historico(deOutro)).map((e) => [e.tipo, e.usuario.username])).toEqual([['MARCACOES_ORDENADAS', 'admin'], ['MARCACAO_INCLUIDA', 'rh']])

    const depois = freshDb()
    expect((await incluir(depois, '07:30', 4, 'SAIDA')).status).toBe(200)
    vi.setSystemTime(Date.now() + MESMO_SALVAMENTO_MS + 1_000)
    try {
      expect((await post(depois, `/api/registros/${(await marcacaoDoDia(depois, '08:00')).registroId}/ordenar`)).status).toBe(204)
    } finally {
      vi.setSystemTime(new Date(2026, 10, 16, 14, 30, 0))
    }
    const [ordenacao, inclusao] = await historico(depois)
    expect(ordenacao?.tipo).toBe('MARCACOES_ORDENADAS')
    expect(inclusao).toMatchObject({ tipo: 'MARCACAO_INCLUIDA', descricao: 'Marcação 07:30 incluída em Saída 4' })
    expect(horas(inclusao!.depois)).toEqual(['1 08:00 ORIGINAL', '2 12:00 ORIGINAL', '3 13:00 ORIGINAL', '8 07:30 INCLUIDO'])
  })
})
