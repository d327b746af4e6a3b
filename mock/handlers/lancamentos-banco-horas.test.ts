import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const totais = async (dbKey: string) => {
  const { manutencaoDTO: m } = await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })).json()
  return { mais: m.totalLancamentoBancoMais as string, final: m.totalSaldoBancoFinal as string }
}
const minutos = (hhmm: string) =>
  (hhmm.startsWith('-') ? -1 : 1) *
  hhmm
    .replace('-', '')
    .split(':')
    .reduce((h, m) => Number(h) * 60 + Number(m), 0)

describe('hour bank entries', () => {
  it('a credit entry raises the time card hour bank entries and its final balance', async () => {
    const dbKey = freshDb()
    const banco = dbFor(dbKey)
      .funcionarios.find((f) => f.id === 1)!
      .bancosHoras.at(-1)!.bancoHorasId
    const antes = await totais(dbKey)
    const resposta = await call('/api/banco-horas/lancamentos', {
      method: 'POST',
      as: 'rh',
      dbKey,
      body: {
        funcionario: { id: 1 },
        bancoHoras: { id: banco },
        data: '2026-11-10',
        tipo: 'CREDITO',
        horas: '02:30',
        observacao: 'Evento externo',
      },
    })
    expect(resposta.status).toBe(201)
    expect(await resposta.json()).toMatchObject({ tipo: 'CREDITO', horas: '02:30', funcionario: { id: 1 } })
    const depois = await totais(dbKey)
    expect(minutos(depois.mais) - minutos(antes.mais)).toBe(150)
    expect(minutos(depois.final) - minutos(antes.final)).toBe(150)
  })

  it('refuses a bank the employee is not linked to on that date, and zero hours', async () => {
    const dbKey = freshDb()
    const resposta = await call('/api/banco-horas/lancamentos', {
      method: 'POST',
      as: 'rh',
      dbKey,
      body: { funcionario: { id: 1 }, bancoHoras: { id: 2 }, data: '2026-11-10', tipo: 'DEBITO', horas: '00:00' },
    })
    const propriedades = async (r: Response) => (await r.json()).errors.map((e: { property: string }) => e.property)
    expect(await propriedades(resposta)).toEqual(['horas'])
    // The link to the bank (the database's) is checked once the body is well formed.
    const naoVinculado = await call('/api/banco-horas/lancamentos', {
      method: 'POST',
      as: 'rh',
      dbKey,
      body: { funcionario: { id: 1 }, bancoHoras: { id: 2 }, data: '2026-11-10', tipo: 'DEBITO', horas: '01:00' },
    })
    expect(await propriedades(naoVinculado)).toEqual(['bancoHoras'])
  })
})

describe('hour bank entries in the writer’s scope', () => {
  // A responsible user whose Keycloak roles also let them post bank entries: they see only their departments' people.
  const gestor = { as: 'responsavel', overrides: { permissions: ['front_bancohoras_lancamento', 'front_manutencao_visualizar'] } }
  const URL_LANCAMENTOS = '/api/banco-horas/lancamentos'

  it('neither changes, deletes nor posts an entry of an employee outside it', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const status = async (method: string, path: string, body?: unknown) => (await call(path, { ...gestor, dbKey, method, body })).status
    const vistos = new Set(
      (await (await call('/api/funcionarios?size=1000', { ...gestor, dbKey })).json()).content.map((f: { id: number }) => f.id),
    )
    const lista = await (await call(`${URL_LANCAMENTOS}?size=1000`, { ...gestor, dbKey })).json()
    expect(lista.content.every((l: { funcionario: { id: number } }) => vistos.has(l.funcionario.id))).toBe(true)
    const alheio = db.lancamentosBancoHoras.find((l) => !vistos.has(l.funcionarioId))!
    const antes = structuredClone(alheio)
    const corpo = (funcionarioId: number) => ({
      funcionario: { id: funcionarioId },
      bancoHoras: { id: db.funcionarios.find((f) => f.id === funcionarioId)!.bancosHoras.at(-1)!.bancoHorasId },
      data: '2026-11-10',
      tipo: 'CREDITO',
      horas: '01:00',
      observacao: 'Fora da equipe',
    })

    expect(await status('PUT', `${URL_LANCAMENTOS}/${alheio.id}`, corpo(alheio.funcionarioId))).toBe(404)
    expect(await status('POST', URL_LANCAMENTOS, { ...corpo(alheio.funcionarioId), id: alheio.id })).toBe(404)
    expect(await status('DELETE', `${URL_LANCAMENTOS}/${alheio.id}`)).toBe(404)
    expect(db.lancamentosBancoHoras.find((l) => l.id === alheio.id)).toEqual(antes)

    // Nor moves an entry of their own people to someone outside, nor posts one for them.
    const proprio = db.lancamentosBancoHoras.find((l) => vistos.has(l.funcionarioId))!
    expect(await status('PUT', `${URL_LANCAMENTOS}/${proprio.id}`, corpo(alheio.funcionarioId))).toBe(403)
    expect(db.lancamentosBancoHoras.find((l) => l.id === proprio.id)!.funcionarioId).toBe(proprio.funcionarioId)
    const total = db.lancamentosBancoHoras.length
    expect(await status('POST', URL_LANCAMENTOS, corpo(alheio.funcionarioId))).toBe(403)
    expect(db.lancamentosBancoHoras.length).toBe(total)
    // Their own people's entries go on as before.
    expect(await status('POST', URL_LANCAMENTOS, corpo(1))).toBe(201)
  })
})
