import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

type Usuario = { id: string; username: string; name: string }
const idDe = (dbKey: string, username: string) => dbFor(dbKey).usuarios.find((u) => u.username === username)!.id

describe('responsible users of departments and work places', () => {
  it('[REG-065][mock] reads, adds and removes the responsible users of a department', async () => {
    const dbKey = freshDb()
    const educacao = dbFor(dbKey).departamentos.find((d) => d.descricao === 'Secretaria Municipal de Educação')!
    const lista = async () =>
      (await (await call(`/api/departamentos/${educacao.id}/responsaveis`, { as: 'admin', dbKey })).json()) as Usuario[]
    expect(await lista()).toEqual([])
    const adicionar = await call(`/api/departamentos/${educacao.id}/responsaveis`, {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { usuario: idDe(dbKey, 'responsavel') },
    })
    expect(adicionar.status).toBe(204)
    expect((await lista()).map((u) => u.username)).toEqual(['responsavel'])
    const remover = await call(`/api/departamentos/${educacao.id}/responsaveis/${idDe(dbKey, 'responsavel')}`, {
      method: 'DELETE',
      as: 'admin',
      dbKey,
    })
    expect(remover.status).toBe(204)
    expect(await lista()).toEqual([])
  })

  it('[REG-065][mock] a new responsible user then sees that department in their lookups', async () => {
    const dbKey = freshDb()
    const educacao = dbFor(dbKey).departamentos.find((d) => d.descricao === 'Secretaria Municipal de Educação')!
    const visiveis = async () =>
      (
        (await (await call('/api/departamentos/search/fulltext?size=50', { as: 'responsavel', dbKey })).json())._embedded?.departamentos ??
        []
      ).map((d: { id: number }) => d.id)
    expect(await visiveis()).not.toContain(educacao.id)
    await call(`/api/departamentos/${educacao.id}/responsaveis`, {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { usuario: idDe(dbKey, 'responsavel') },
    })
    expect(await visiveis()).toContain(educacao.id)
  })

  it('[REG-069][mock] work places have the same calls; an unknown user is a validation error; writes need the register role', async () => {
    const dbKey = freshDb()
    const local = dbFor(dbKey).locaisTrabalho[0]!
    const invalido = await call(`/api/locaistrabalho/${local.id}/responsaveis`, {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { usuario: 'ninguem' },
    })
    expect(invalido.status).toBe(400)
    expect((await invalido.json()).errors[0]).toMatchObject({ property: 'usuario', message: 'usuário não encontrado' })
    const negado = await call(`/api/locaistrabalho/${local.id}/responsaveis`, {
      method: 'POST',
      as: 'supervisor',
      dbKey,
      body: { usuario: idDe(dbKey, 'rh') },
    })
    expect(negado.status).toBe(403)
    await call(`/api/locaistrabalho/${local.id}/responsaveis`, { method: 'POST', as: 'admin', dbKey, body: { usuario: idDe(dbKey, 'rh') } })
    const lista = (await (await call(`/api/locaistrabalho/${local.id}/responsaveis`, { as: 'admin', dbKey })).json()) as Usuario[]
    expect(lista.map((u) => u.username)).toContain('rh')
  })

  it("the responsible users' logins and e-mails are read only by who manages the register, not by an employee", async () => {
    const dbKey = freshDb()
    const departamento = dbFor(dbKey).departamentos[0]!.id
    const local = dbFor(dbKey).locaisTrabalho[0]!.id
    for (const as of ['funcionario', 'supervisor', 'responsavel']) {
      expect((await call(`/api/departamentos/${departamento}/responsaveis`, { as, dbKey })).status).toBe(403)
      expect((await call(`/api/locaistrabalho/${local}/responsaveis`, { as, dbKey })).status).toBe(403)
    }
    expect((await call(`/api/departamentos/${departamento}/responsaveis`, { as: 'rh', dbKey })).status).toBe(200)
    expect((await call(`/api/locaistrabalho/${local}/responsaveis`, { as: 'rh', dbKey })).status).toBe(200)
  })

  it('searches users by name for the pickers (Spring page)', async () => {
    const body = await (await call('/api/usuarios/search/fulltext?text=rita', { as: 'admin', dbKey: freshDb() })).json()
    expect(body.content.map((u: Usuario) => u.username)).toEqual(['rh'])
  })
})

describe('department and work place registers', () => {
  it('[REG-062][REG-063][mock] a department is read with projection=full (company, responsible ids) and saved with POST', async () => {
    const dbKey = freshDb()
    const departamento = dbFor(dbKey).departamentos[0]!
    const lido = await (await call(`/api/departamentos/${departamento.id}?projection=full`, { as: 'admin', dbKey })).json()
    expect(lido).toMatchObject({ id: departamento.id, descricao: departamento.descricao, empresa: { id: departamento.empresaId } })
    expect(Array.isArray(lido.responsaveis)).toBe(true)
    const salvo = await call('/api/departamentos', { method: 'POST', as: 'admin', dbKey, body: { ...lido, descricao: 'Renomeado' } })
    expect(salvo.status).toBe(200)
    expect(dbFor(dbKey).departamentos[0]?.descricao).toBe('Renomeado')
    const sem = await call('/api/departamentos', { method: 'POST', as: 'admin', dbKey, body: { descricao: 'Novo' } })
    expect((await sem.json()).errors).toEqual([
      { entity: 'Departamento', property: 'empresaId', invalidValue: null, message: 'não deve ser nulo' },
    ])
  })

  it('[REG-064][mock] lists the departments of a company', async () => {
    const body = await (await call('/api/departamentos/search/by-empresa?empresa=2&size=50', { as: 'admin', dbKey: freshDb() })).json()
    expect(body._embedded.departamentos.every((d: { empresaId: number }) => d.empresaId === 2)).toBe(true)
    expect(body._embedded.departamentos.length).toBeGreaterThan(0)
  })

  it('[REG-066][REG-067][mock] a work place keeps its address; a missing city is an error on endereco.cidade', async () => {
    const dbKey = freshDb()
    const local = dbFor(dbKey).locaisTrabalho[0]!
    const lido = await (await call(`/api/locaistrabalho/${local.id}?projection=details`, { as: 'admin', dbKey })).json()
    expect(lido.endereco).toEqual(local.endereco)
    const invalido = await call('/api/locaistrabalho', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { ...lido, endereco: { ...lido.endereco, cidade: '' } },
    })
    expect((await invalido.json()).errors).toEqual([
      { entity: 'LocalTrabalho', property: 'endereco.cidade', invalidValue: '', message: 'não deve estar em branco' },
    ])
  })
})

describe('work place searches', () => {
  it('[REG-068][mock] /search/fulltext finds by text; /search/com-funcionarios only places some employee is at', async () => {
    const dbKey = freshDb()
    const ubs = await (await call('/api/locaistrabalho/search/fulltext?text=ubs', { as: 'admin', dbKey })).json()
    expect(ubs._embedded.locaistrabalho.map((l: { descricao: string }) => l.descricao)).toEqual(['UBS Centro'])
    await call('/api/locaistrabalho', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { descricao: 'Vazio', empresaId: 1, endereco: { logradouro: 'Rua A', numero: '1', bairro: 'Centro', cidade: 'Santa Aurora', uf: 'SP', cep: '' } },
    })
    const com = await (await call('/api/locaistrabalho/search/com-funcionarios?size=50', { as: 'admin', dbKey })).json()
    const nomes = com._embedded.locaistrabalho.map((l: { descricao: string }) => l.descricao)
    expect(nomes).toContain('UBS Centro')
    expect(nomes).not.toContain('Vazio')
  })
})
