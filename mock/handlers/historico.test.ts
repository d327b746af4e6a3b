import { describe, expect, it } from 'vitest'
import { DIA, FERNANDA, historico, incluir, relogioDoSeed } from '../historico/test-client'
import { call, freshDb } from './lib/test-client'

relogioDoSeed()

const SARA = 33

function justificar(dbKey: string, data: string, as = 'rh', funcionarioId = FERNANDA) {
  return call('/api/registros/justificar', {
    method: 'POST', as, dbKey, body: { idFuncionario: funcionarioId, idCompetencia: 13, data, tipoJustificativa: 'ABONO', idMotivo: 103 },
  })
}

/** Three changes of Fernanda's card: rh includes a punch on the 10th and justifies the 9th, admin justifies the 10th. */
async function tresAlteracoes(): Promise<string> {
  const dbKey = freshDb()
  expect((await incluir(dbKey, '17:00', 2, 'SAIDA')).status).toBe(200)
  expect((await justificar(dbKey, '2026-11-09')).status).toBe(200)
  expect((await justificar(dbKey, DIA, 'admin')).status).toBe(200)
  return dbKey
}

const resumo = (itens: Awaited<ReturnType<typeof historico>>) => itens.map((e) => `${e.data} ${e.tipo} ${e.usuario.username}`)

describe('GET /api/cartaoponto/historico', () => {
  it('lists the card\'s changes newest first, and filters them by day, user (username or part of the name) and kind', async () => {
    const dbKey = await tresAlteracoes()
    expect(resumo(await historico(dbKey))).toEqual([
      '2026-11-10 JUSTIFICATIVA_INCLUIDA admin', '2026-11-09 JUSTIFICATIVA_INCLUIDA rh', '2026-11-10 MARCACAO_INCLUIDA rh',
    ])
    expect(resumo(await historico(dbKey, `&data=${DIA}`))).toEqual(['2026-11-10 JUSTIFICATIVA_INCLUIDA admin', '2026-11-10 MARCACAO_INCLUIDA rh'])
    expect(resumo(await historico(dbKey, '&usuario=admin'))).toEqual(['2026-11-10 JUSTIFICATIVA_INCLUIDA admin'])
    expect(resumo(await historico(dbKey, '&usuario=rita'))).toEqual(['2026-11-09 JUSTIFICATIVA_INCLUIDA rh', '2026-11-10 MARCACAO_INCLUIDA rh'])
    expect(resumo(await historico(dbKey, '&tipo=MARCACAO_INCLUIDA'))).toEqual(['2026-11-10 MARCACAO_INCLUIDA rh'])
    expect(resumo(await historico(dbKey, `&tipo=JUSTIFICATIVA_INCLUIDA&data=${DIA}&usuario=rh`))).toEqual([])
    // Another card's history is its own.
    expect(await historico(dbKey, '', 'rh', SARA)).toEqual([])
  })

  it('answers 400 on invalid parameters and 404 for a card that does not exist', async () => {
    const dbKey = freshDb()
    const erros = async (query: string) => {
      const response = await call(`/api/cartaoponto/historico${query}`, { as: 'rh', dbKey })
      expect(response.status).toBe(400)
      const { errors } = (await response.json()) as { errors: { entity: string; property: string; message: string }[] }
      return errors.map((e) => `${e.entity}.${e.property}: ${e.message}`)
    }
    expect(await erros('')).toEqual(['AlteracaoCartao.funcionarioId: não deve ser nulo', 'AlteracaoCartao.competenciaId: não deve ser nulo'])
    const [data, tipo, ...outros] = await erros('?funcionarioId=1&competenciaId=13&data=2026-02-30&tipo=OUTRO')
    expect(data).toBe('AlteracaoCartao.data: Data inválida.')
    expect(tipo).toMatch(/^AlteracaoCartao\.tipo: deve ser um de MARCACAO_INCLUIDA, /)
    expect(outros).toEqual([])
    expect((await call('/api/cartaoponto/historico?funcionarioId=9999&competenciaId=13', { as: 'rh', dbKey })).status).toBe(404)
  })

  it('is read by whom reads the card: the employee her own, a responsible user his team\'s; undo only by whom may change it', async () => {
    const dbKey = await tresAlteracoes()
    expect((await justificar(dbKey, '2026-11-04', 'rh', SARA)).status).toBe(200)
    const propria = await historico(dbKey, '', 'funcionario')
    expect(propria).toHaveLength(3)
    expect(propria[0]).toMatchObject({ desfazivel: false, motivoNaoDesfazivel: 'Você não pode alterar este cartão ponto.' })
    expect((await call(`/api/cartaoponto/historico?funcionarioId=${SARA}&competenciaId=13`, { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await historico(dbKey, '', 'responsavel'))[0]).toMatchObject({ desfazivel: true, motivoNaoDesfazivel: null })
    expect((await call(`/api/cartaoponto/historico?funcionarioId=${SARA}&competenciaId=13`, { as: 'responsavel', dbKey })).status).toBe(403)
    expect((await historico(dbKey, '', 'supervisor'))[0]).toMatchObject({ desfazivel: false })
    expect((await historico(dbKey, '', 'rh', SARA))).toHaveLength(1)
    expect((await call(`/api/cartaoponto/historico?funcionarioId=${FERNANDA}&competenciaId=13`, { as: 'semacesso', dbKey })).status).toBe(403)
    expect((await call(`/api/cartaoponto/historico?funcionarioId=${FERNANDA}&competenciaId=13`, { dbKey })).status).toBe(401)
  })
})
