import { describe, expect, it } from 'vitest'
import { call } from '@mock/handlers/lib/test-client'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { historicoIndisponivel } from '../model/disponibilidade'
import type { ConsultaHistorico } from './alteracao-cartao.api'
import { historicoQueries } from './alteracao-cartao.queries'

/**
 * Issue 15 §1 through the app: GET /api/cartaoponto/historico read with the entity's query factory (its fetcher and
 * the contract's zod schema) from the real mock handlers, after changes made on Fernanda's card (1) in 11/2026 (13).
 */

const app = usarAppNoMock('rh')
const FERNANDA = 1
const NOVEMBRO = 13

const ler = (filtros: Partial<ConsultaHistorico> = {}) =>
  app().queryClient.fetchQuery(historicoQueries.doCartao({ funcionarioId: FERNANDA, competenciaId: NOVEMBRO, ...filtros }))

/** rh includes 17:00 as the exit of pair 2 on the 10th (08:00 12:00 13:00), admin excuses the 9th. */
async function duasAlteracoes() {
  const { dbKey } = app().backend
  const incluir = await call('/api/registros', {
    method: 'POST', as: 'rh', dbKey,
    body: {
      idFuncionario: FERNANDA, idCompetencia: NOVEMBRO, idRegistro: null, idMarcacao: null, data: '2026-11-10', hora: '17:00',
      idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
    },
  })
  expect(incluir.status).toBe(200)
  const justificar = await call('/api/registros/justificar', {
    method: 'POST', as: 'admin', dbKey,
    body: { idFuncionario: FERNANDA, idCompetencia: NOVEMBRO, data: '2026-11-09', tipoJustificativa: 'ABONO', idMotivo: 103 },
  })
  expect(justificar.status).toBe(200)
}

describe('GET /api/cartaoponto/historico through historicoQueries.doCartao', () => {
  it('reads the card\'s changes newest first: who, when, from where, the day before and after, and whether it can be undone', async () => {
    await duasAlteracoes()
    const { itens } = await ler()
    expect(itens.map((e) => `${e.data} ${e.tipo} ${e.usuario.username}`)).toEqual([
      '2026-11-09 JUSTIFICATIVA_INCLUIDA admin',
      '2026-11-10 MARCACAO_INCLUIDA rh',
    ])
    const inclusao = itens[1]!
    expect(inclusao).toMatchObject({
      funcionarioId: FERNANDA, competenciaId: NOVEMBRO, alcance: 'DIA', origem: 'CARTAO', origemId: null,
      usuario: { username: 'rh', nome: 'Rita Recursos Humanos' }, descricao: 'Marcação 17:00 incluída em Saída 2',
      desfeitaPor: null, desfaz: null, desfazivel: true, motivoNaoDesfazivel: null,
    })
    expect(inclusao.em).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
    const horas = (lado: 'antes' | 'depois') => inclusao[lado]?.marcacoes.filter((m) => !m.desconsiderada).map((m) => m.hora)
    expect(horas('antes')).toEqual(['08:00', '12:00', '13:00'])
    expect(horas('depois')).toEqual(['08:00', '12:00', '13:00', '17:00'])
  })

  it('sends the day, user and kind filters the screens offer', async () => {
    await duasAlteracoes()
    const tipos = async (filtros: Partial<ConsultaHistorico>) => (await ler(filtros)).itens.map((e) => e.tipo)
    expect(await tipos({ data: '2026-11-10' })).toEqual(['MARCACAO_INCLUIDA'])
    expect(await tipos({ usuario: ' rita ' })).toEqual(['MARCACAO_INCLUIDA'])
    expect(await tipos({ tipo: 'JUSTIFICATIVA_INCLUIDA' })).toEqual(['JUSTIFICATIVA_INCLUIDA'])
    expect(await tipos({ tipo: 'MARCACAO_INCLUIDA', usuario: 'admin' })).toEqual([])
  })

  it('a 404 (here, a card that does not exist) is what the screens take for a backend without the history', async () => {
    const erro = await app()
      .queryClient.fetchQuery(historicoQueries.doCartao({ funcionarioId: 9999, competenciaId: NOVEMBRO }))
      .catch((error: unknown) => error)
    expect(historicoIndisponivel(erro)).toBe(true)
  })
})
