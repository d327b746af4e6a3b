import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('/script: maintenance scripts', () => {
  it('[AUTH-054][mock] lists the seeded scripts to front_script only (the admin), as a Spring page', async () => {
    const dbKey = freshDb()
    const lista = await call('/api/scripts', { as: 'admin', dbKey })
    expect(lista.status).toBe(200)
    const body = await lista.json()
    expect(body.content.map((s: { nome: string }) => s.nome)).toEqual(['Contagem de registros', 'Limpar notificações', 'Recalcular competência aberta'])
    expect((await call('/api/scripts', { as: 'rh', dbKey })).status).toBe(403)
    expect((await call('/api/scripts/2/executar', { method: 'POST', as: 'rh', dbKey })).status).toBe(403)
  })

  it('saves a script with its whitelisted operation; name, body and a known operation are required', async () => {
    const dbKey = freshDb()
    const invalido = await call('/api/scripts', { method: 'POST', as: 'admin', dbKey, body: { nome: '', corpo: '', operacao: 'DROP_TABLE' } })
    expect(invalido.status).toBe(400)
    expect((await invalido.json()).errors.map((e: { property: string }) => e.property).sort()).toEqual(['corpo', 'nome', 'operacao'])
    const novo = await call('/api/scripts', {
      method: 'POST', as: 'admin', dbKey, body: { nome: 'Contar de novo', descricao: '', operacao: 'CONTAR_REGISTROS', corpo: 'SELECT 1;' },
    })
    expect(novo.status).toBe(201)
    expect(await novo.json()).toMatchObject({ nome: 'Contar de novo', ultimaExecucao: null, operacaoDescricao: 'Contar funcionários, marcações e tratamentos' })
  })

  it('runs the whitelisted operation and records when, by whom and the result', async () => {
    const dbKey = freshDb()
    const pendentes = dbFor(dbKey).notificacoes.filter((n) => !n.lida).length
    expect(pendentes).toBeGreaterThan(0)
    const r = await call('/api/scripts/2/executar', { method: 'POST', as: 'admin', dbKey })
    expect(r.status).toBe(200)
    expect(await r.json()).toMatchObject({
      ultimaSituacao: 'SUCESSO',
      ultimoResultado: `${pendentes} notificações marcadas como lidas.`,
      ultimaExecucao: expect.stringMatching(/^2026-11-16T/),
      executadoPor: expect.any(String),
    })
    expect(dbFor(dbKey).notificacoes.every((n) => n.lida)).toBe(true)
    const sino = await call('/api/notificacoes', { as: 'admin', dbKey })
    if (sino.status === 200) expect(await sino.json()).toEqual([])
  })

  it('recalculates the open competence, and reports an error when none is open', async () => {
    const dbKey = freshDb()
    await call('/api/cartaoponto?competencia=13&funcionario=1', { as: 'admin', dbKey })
    const ok = await (await call('/api/scripts/1/executar', { method: 'POST', as: 'admin', dbKey })).json()
    expect(ok.ultimaSituacao).toBe('SUCESSO')
    expect(ok.ultimoResultado).toMatch(/^Competência \d{2}\/\d{4} recalculada: \d+ cartões ponto\.$/)
    for (const c of dbFor(dbKey).competencias) c.situacao = 'FECHADA' as typeof c.situacao
    const erro = await (await call('/api/scripts/1/executar', { method: 'POST', as: 'admin', dbKey })).json()
    expect(erro).toMatchObject({ ultimaSituacao: 'ERRO', ultimoResultado: 'Nenhuma competência aberta para recalcular.' })
  })
})
