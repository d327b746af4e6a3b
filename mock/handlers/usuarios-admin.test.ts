import { beforeAll, describe, expect, it, vi } from 'vitest'
import { MSG_CPF_EM_USO } from '@/shared/config/mensagens'
import { dbFor } from '../http/isolation'
import { findByLogin } from '../idp/claims'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const NOVO = {
  username: 'joana',
  name: 'Joana Gestora',
  email: 'joana@ponto.local',
  cpf: '',
  celular: '',
  perfil: 'supervisor',
  password: 'segredo',
}

describe('users administration (/api/usuarios)', () => {
  it('lists (a page, never the password) and creates a user who can then log in with the supervisor permissions (front_usuarios only)', async () => {
    const dbKey = freshDb()
    expect((await call('/api/usuarios', { as: 'rh', dbKey })).status).toBe(403)
    const lista = await (await call('/api/usuarios?sort=name,asc', { as: 'admin', dbKey })).json()
    expect(lista.content[0]).toMatchObject({ name: 'Ana Administradora', perfil: 'administrador' })
    expect(lista.content[0]).not.toHaveProperty('password')
    const criado = await call('/api/usuarios', { method: 'POST', as: 'admin', dbKey, body: NOVO })
    expect(criado.status).toBe(201)
    const joana = findByLogin(dbFor(dbKey).usuarios, 'Joana')!
    expect(joana).toMatchObject({ password: 'segredo', realmRoles: ['supervisor'] })
    expect(joana.permissions).toContain('front_espelho_ponto')
    const busca = await (await call('/api/usuarios/search/admin?text=gestora', { as: 'admin', dbKey })).json()
    expect(busca.content.map((u: { username: string }) => u.username)).toEqual(['joana'])
  })

  it('checks login, e-mail, CPF and password; a blank password keeps the current one; a CPF links the employee', async () => {
    const dbKey = freshDb()
    const invalido = await call('/api/usuarios', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { ...NOVO, username: 'rh', email: 'x', cpf: '123', password: '' },
    })
    expect((await invalido.json()).errors.map((e: { property: string }) => e.property)).toEqual(['username', 'email', 'cpf', 'password'])
    const criado = await (await call('/api/usuarios', { method: 'POST', as: 'admin', dbKey, body: NOVO })).json()
    const salvo = await call(`/api/usuarios/${criado.id}`, {
      method: 'PUT',
      as: 'admin',
      dbKey,
      body: { ...NOVO, password: '', perfil: 'rh', cpf: '529.982.247-25' },
    })
    expect((await salvo.json()).errors[0]).toMatchObject({ property: 'cpf', message: MSG_CPF_EM_USO })
    const semCpf = await (
      await call(`/api/usuarios/${criado.id}`, { method: 'PUT', as: 'admin', dbKey, body: { ...NOVO, password: '', perfil: 'rh' } })
    ).json()
    expect(semCpf.perfil).toBe('rh')
    expect(findByLogin(dbFor(dbKey).usuarios, 'joana')).toMatchObject({ password: 'segredo', realmRoles: ['rh'] })
  })

  it('a user responsible for departments or work places is kept; another is deleted', async () => {
    const dbKey = freshDb()
    const responsavel = dbFor(dbKey).usuarios.find((u) => u.username === 'responsavel')!
    const recusa = await call(`/api/usuarios/${responsavel.id}`, { method: 'DELETE', as: 'admin', dbKey })
    expect(recusa.status).toBe(409)
    const criado = await (await call('/api/usuarios', { method: 'POST', as: 'admin', dbKey, body: NOVO })).json()
    expect((await call(`/api/usuarios/${criado.id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
    expect(findByLogin(dbFor(dbKey).usuarios, 'joana')).toBeUndefined()
  })
})
