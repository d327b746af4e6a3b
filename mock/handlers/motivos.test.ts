import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

type Motivo = { id: number; descricao: string; ativo: boolean }

describe('motivo lookups', () => {
  it('[REG-052][TC-191][mock] /search/ativos lists only the active reasons (HAL rel motivos)', async () => {
    const dbKey = freshDb()
    const body = await (await call('/api/motivos/search/ativos', { as: 'rh', dbKey })).json()
    const motivos: Motivo[] = body._embedded.motivos
    expect(motivos).toHaveLength(dbFor(dbKey).motivos.filter((m) => m.ativo).length)
    expect(motivos.every((m) => m.ativo)).toBe(true)
    expect(motivos.map((m) => m.descricao)).not.toContain('Greve')
    expect(motivos.map((m) => m.descricao)).toContain('Atestado médico')
    dbFor(dbKey).motivos.find((m) => m.descricao === 'Atestado médico')!.ativo = false
    const depois = await (await call('/api/motivos/search/ativos', { as: 'rh', dbKey })).json()
    expect(depois._embedded.motivos.map((m: Motivo) => m.descricao)).not.toContain('Atestado médico')
  })

  it('[REG-053][TC-191][mock] /search/fulltext-ativos?text searches the active reasons only', async () => {
    const dbKey = freshDb()
    const banco = await (await call('/api/motivos/search/fulltext-ativos?text=banco', { as: 'rh', dbKey })).json()
    expect(banco._embedded.motivos.map((m: Motivo) => m.descricao)).toEqual([
      'Crédito Banco de Dias',
      'Crédito Banco de Horas',
      'Débito Banco de Dias',
      'Débito Banco de Horas',
    ])
    expect(banco.page.totalElements).toBe(4)
    const greve = await (await call('/api/motivos/search/fulltext-ativos?text=greve', { as: 'rh', dbKey })).json()
    expect(greve._embedded.motivos).toEqual([])
  })
})

describe('POST /api/motivos', () => {
  const criar = (dbKey: string, as: 'rh' | 'supervisor' | 'funcionario', body: unknown) =>
    call('/api/motivos', { method: 'POST', as, dbKey, body })

  it('[TC-192][mock] HR creates an active reason, which the active-reason searches then offer', async () => {
    const dbKey = freshDb()
    const resposta = await criar(dbKey, 'rh', { descricao: 'Consulta odontológica', ativo: true })
    expect(resposta.status).toBe(201)
    const motivo = (await resposta.json()) as Motivo
    expect(motivo).toMatchObject({ descricao: 'Consulta odontológica', ativo: true })
    const busca = await (await call('/api/motivos/search/fulltext-ativos?text=odontol', { as: 'rh', dbKey })).json()
    expect(busca._embedded.motivos).toEqual([motivo])
  })

  it('[TC-193][mock] a user without rh (nor the reason register) gets 403 and nothing is created', async () => {
    const dbKey = freshDb()
    const antes = dbFor(dbKey).motivos.length
    expect((await criar(dbKey, 'funcionario', { descricao: 'Qualquer' })).status).toBe(403)
    expect(dbFor(dbKey).motivos).toHaveLength(antes)
  })

  it('answers a blank description with a Spring validation error on descricao', async () => {
    const dbKey = freshDb()
    const resposta = await criar(dbKey, 'rh', { descricao: '  ' })
    expect(resposta.status).toBe(400)
    expect((await resposta.json()).errors).toEqual([
      { entity: 'Motivo', property: 'descricao', invalidValue: '  ', message: 'não deve estar em branco' },
    ])
  })

  it('a field of the wrong type, which the app never sends, is refused in Portuguese too', async () => {
    const dbKey = freshDb()
    const resposta = await criar(dbKey, 'rh', { descricao: 'Consulta', ativo: 'sim' })
    expect(resposta.status).toBe(400)
    expect((await resposta.json()).errors).toEqual([
      { entity: 'Motivo', property: 'ativo', invalidValue: 'sim', message: 'Entrada inválida: esperava um valor booleano, recebeu um texto' },
    ])
  })
})

describe('the reason register (crud)', () => {
  it('[REG-049][mock] GET /api/motivos/{id} answers one reason; an unknown id is 404', async () => {
    const dbKey = freshDb()
    const primeiro = dbFor(dbKey).motivos[0]!
    expect(await (await call(`/api/motivos/${primeiro.id}`, { as: 'admin', dbKey })).json()).toEqual({
      id: primeiro.id,
      descricao: primeiro.descricao,
      ativo: primeiro.ativo,
    })
    expect((await call('/api/motivos/99999', { as: 'admin', dbKey })).status).toBe(404)
  })

  it('[REG-050][mock] the list pages and sorts every reason (HAL rel motivos), inactive ones included', async () => {
    const dbKey = freshDb()
    const body = await (await call('/api/motivos?page=0&size=5&sort=descricao,desc', { as: 'admin', dbKey })).json()
    const descricoes = body._embedded.motivos.map((m: Motivo) => m.descricao)
    expect(descricoes).toHaveLength(5)
    expect([...descricoes].sort((a: string, b: string) => b.localeCompare(a, 'pt-BR'))).toEqual(descricoes)
    expect(body.page).toMatchObject({ size: 5, number: 0, totalElements: dbFor(dbKey).motivos.length })
  })

  it('[REG-050][mock] POST /api/motivos with the id of a reason changes it, validated like the creation', async () => {
    const dbKey = freshDb()
    const motivo = dbFor(dbKey).motivos[0]!
    const put = (body: object) => call('/api/motivos', { method: 'POST', as: 'admin', dbKey, body: { id: motivo.id, ...body } })
    expect((await put({ descricao: 'Renomeado', ativo: false })).status).toBe(200)
    expect(dbFor(dbKey).motivos[0]).toEqual({ id: motivo.id, descricao: 'Renomeado', ativo: false })
    const invalido = await put({ descricao: 'x'.repeat(101) })
    expect(invalido.status).toBe(400)
    expect((await invalido.json()).errors[0]).toMatchObject({ property: 'descricao', message: 'tamanho deve ser entre 1 e 100' })
  })

  it('[REG-051][mock] DELETE /api/motivos/{id} removes an unused reason; one in use is 409 and kept', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const novo = (await (
      await call('/api/motivos', { method: 'POST', as: 'admin', dbKey, body: { descricao: 'Temporário' } })
    ).json()) as Motivo
    expect((await call(`/api/motivos/${novo.id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
    expect(db.motivos.some((m) => m.id === novo.id)).toBe(false)
    // A seeded reason: the history generated on demand refers to it.
    const usado = db.motivos.find((m) => m.descricao === 'Atestado médico')!
    const conflito = await call(`/api/motivos/${usado.id}`, { method: 'DELETE', as: 'admin', dbKey })
    expect(conflito.status).toBe(409)
    expect(db.motivos).toContainEqual(usado)
  })

  it('writes need the reason register role (or rh/admin): a supervisor gets 403', async () => {
    const dbKey = freshDb()
    const motivo = dbFor(dbKey).motivos[0]!
    expect((await call(`/api/motivos/${motivo.id}`, { method: 'DELETE', as: 'supervisor', dbKey })).status).toBe(403)
  })
})

describe('POST /api/motivos with an id', () => {
  it('[REG-050][mock] saves that reason (200) instead of creating one', async () => {
    const dbKey = freshDb()
    const motivo = dbFor(dbKey).motivos[0]!
    const antes = dbFor(dbKey).motivos.length
    const resposta = await call('/api/motivos', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { id: motivo.id, descricao: 'Alterado', ativo: true },
    })
    expect(resposta.status).toBe(200)
    expect(dbFor(dbKey).motivos).toHaveLength(antes)
    expect(dbFor(dbKey).motivos[0]?.descricao).toBe('Alterado')
    expect((await call('/api/motivos', { method: 'POST', as: 'admin', dbKey, body: { id: 99999, descricao: 'x' } })).status).toBe(404)
  })

  it('an id that is not a whole number nor a string ([1], {}, 1.5, true) is a body Spring cannot read: 400, nothing saved', async () => {
    const dbKey = freshDb()
    const antes = structuredClone(dbFor(dbKey).motivos)
    for (const id of [[1], { id: 1 }, 1.5, true]) {
      const resposta = await call('/api/motivos', { method: 'POST', as: 'admin', dbKey, body: { id, descricao: 'Alterado', ativo: true } })
      expect(resposta.status, JSON.stringify(id)).toBe(400)
    }
    expect(dbFor(dbKey).motivos).toEqual(antes)
    const comoTexto = { id: String(antes[0]!.id), descricao: 'Alterado', ativo: true }
    expect((await call('/api/motivos', { method: 'POST', as: 'admin', dbKey, body: comoTexto })).status).toBe(200)
  })
})
