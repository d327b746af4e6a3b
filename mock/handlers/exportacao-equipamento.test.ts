import { describe, expect, it } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

const exportar = (dbKey: string, body: unknown, as = 'rh') => call('/api/exportacao-equipamento', { method: 'POST', as, dbKey, body })

async function erros(response: Response) {
  const { errors } = (await response.json()) as { errors: { property: string; message: string }[] }
  return errors.map((e) => [e.property, e.message])
}

describe('POST /api/exportacao-equipamento', () => {
  it('[AUTH-072][mock] needs front_equipamento_exportacao: 403 for the supervisor, 401 without a token', async () => {
    const dbKey = freshDb()
    expect((await exportar(dbKey, { equipamentoId: 1, funcionarioIds: [1] }, 'supervisor')).status).toBe(403)
    expect((await call('/api/exportacao-equipamento', { method: 'POST', dbKey, body: {} })).status).toBe(401)
  })

  it('sends the employees to the clock’s collector, which then holds them', async () => {
    const dbKey = freshDb()
    const coletor = dbFor(dbKey).coletores.find((c) => c.id === 1)!
    coletor.funcionarioIds = coletor.funcionarioIds.filter((id) => id !== 1 && id !== 3)
    const antes = coletor.funcionarioIds.length
    const response = await exportar(dbKey, { equipamentoId: 1, funcionarioIds: [1, 3] })
    expect(response.status).toBe(202)
    expect(await response.json()).toMatchObject({
      equipamento: { id: 1, descricao: 'REP-C 0001' }, coletor: { id: 1 }, enviados: 2, totalNoColetor: antes + 2,
    })
    expect(coletor.funcionarioIds).toEqual(expect.arrayContaining([1, 3]))
  })

  it('refuses what cannot be sent: nothing picked, a clock without collector, an offline collector', async () => {
    const dbKey = freshDb()
    expect(await erros(await exportar(dbKey, { equipamentoId: null, funcionarioIds: [] }))).toEqual([
      ['equipamentoId', 'Selecione o equipamento'],
      ['funcionarioIds', 'Selecione ao menos um funcionário'],
    ])
    expect((await exportar(dbKey, { equipamentoId: 999, funcionarioIds: [1] })).status).toBe(400)
    const semColetor = await exportar(dbKey, { equipamentoId: 3, funcionarioIds: [1] })
    expect(semColetor.status).toBe(400)
    expect(await semColetor.json()).toMatchObject({ message: 'Equipamento sem coletor vinculado.' })
    const offline = await exportar(dbKey, { equipamentoId: 2, funcionarioIds: [1] })
    expect(offline.status).toBe(503)
    // 5 does not keep a time card.
    expect((await exportar(dbKey, { equipamentoId: 1, funcionarioIds: [5] })).status).toBe(400)
  })

  it('a clock saved as not active ("Ativo" off on /equipamento) receives no employees', async () => {
    const dbKey = freshDb()
    const equipamento = await (await call('/api/equipamentos/1', { as: 'admin', dbKey })).json()
    const { localTrabalho, coletor, ...dados } = equipamento
    const corpo = { ...dados, localTrabalhoId: localTrabalho?.id ?? null, coletorId: coletor?.id ?? null, ativo: false }
    expect((await call('/api/equipamentos/1', { method: 'PUT', as: 'admin', dbKey, body: corpo })).status).toBe(200)
    expect(await erros(await exportar(dbKey, { equipamentoId: 1, funcionarioIds: [1] }))).toEqual([['equipamentoId', 'Equipamento inativo']])
  })
})
