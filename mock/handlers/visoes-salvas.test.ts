import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DEP } from '../db/seed/estrutura'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Visao { id: number; tela: string; nome: string; parametros: Record<string, string> }

const listar = async (as: string, dbKey: string, tela = 'cartao-ponto'): Promise<Visao[]> =>
  (await call(`/api/visoes-salvas?tela=${tela}`, { as, dbKey })).json()

const salvar = (as: string, dbKey: string, body: unknown) => call('/api/visoes-salvas', { method: 'POST', as, dbKey, body })

describe('saved views', () => {
  it("seeds 'Minha equipe' on the time card for the manager: the first department they are responsible for", async () => {
    const dbKey = freshDb()
    const visoes = await listar('responsavel', dbKey)
    expect(visoes.map(({ nome, parametros }) => ({ nome, parametros }))).toEqual([
      { nome: 'Minha equipe', parametros: { departamento: String(DEP.administracao) } },
      { nome: 'Secretaria Municipal de Saúde', parametros: { departamento: String(DEP.saude) } },
    ])
    expect(await listar('rh', dbKey)).toEqual([])
    expect(await listar('responsavel', dbKey, 'solicitacoes')).toEqual([])
  })

  it("lists only the caller's own views of the screen asked for", async () => {
    const dbKey = freshDb()
    const criada = await salvar('rh', dbKey, { tela: 'solicitacoes', nome: 'Pendentes', parametros: { status: 'PENDENTE' } })
    expect(criada.status).toBe(201)
    expect(await criada.json()).toEqual({ id: expect.any(Number), tela: 'solicitacoes', nome: 'Pendentes', parametros: { status: 'PENDENTE' } })
    expect((await listar('rh', dbKey, 'solicitacoes')).map((v) => v.nome)).toEqual(['Pendentes'])
    expect(await listar('supervisor', dbKey, 'solicitacoes')).toEqual([])
    expect(await listar('rh', dbKey, 'inconsistencias')).toEqual([])
  })

  it('refuses a name the user already has on that screen, and accepts it on another screen or for another user', async () => {
    const dbKey = freshDb()
    const repetida = await salvar('responsavel', dbKey, { tela: 'cartao-ponto', nome: ' minha EQUIPE ', parametros: {} })
    expect(repetida.status).toBe(400)
    expect((await repetida.json()).errors).toEqual([
      expect.objectContaining({ property: 'nome', message: 'já existe uma visão com este nome' }),
    ])
    expect((await salvar('responsavel', dbKey, { tela: 'solicitacoes', nome: 'Minha equipe', parametros: {} })).status).toBe(201)
    expect((await salvar('rh', dbKey, { tela: 'cartao-ponto', nome: 'Minha equipe', parametros: {} })).status).toBe(201)
  })

  it('validates the name: 1 to 60 characters', async () => {
    const dbKey = freshDb()
    const vazio = await salvar('rh', dbKey, { tela: 'cartao-ponto', nome: '  ', parametros: {} })
    expect((await vazio.json()).errors).toEqual([expect.objectContaining({ property: 'nome' })])
    const longo = await salvar('rh', dbKey, { tela: 'cartao-ponto', nome: 'x'.repeat(61), parametros: {} })
    expect(longo.status).toBe(400)
    expect((await salvar('rh', dbKey, { tela: 'cartao-ponto', nome: 'x'.repeat(60), parametros: {} })).status).toBe(201)
  })

  it('deletes a view only for its owner: 404 for anyone else', async () => {
    const dbKey = freshDb()
    const [minhaEquipe] = await listar('responsavel', dbKey)
    expect((await call(`/api/visoes-salvas/${minhaEquipe!.id}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(404)
    expect((await listar('responsavel', dbKey)).map((v) => v.nome)).toContain('Minha equipe')
    expect((await call(`/api/visoes-salvas/${minhaEquipe!.id}`, { method: 'DELETE', as: 'responsavel', dbKey })).status).toBe(204)
    expect((await listar('responsavel', dbKey)).map((v) => v.nome)).not.toContain('Minha equipe')
  })

  it('is open to any user with a role of Ponto; one without a role sees no screen with filters and is refused', async () => {
    const dbKey = freshDb()
    expect((await call('/api/visoes-salvas?tela=cartao-ponto', { as: 'funcionario', dbKey })).status).toBe(200)
    expect((await call('/api/visoes-salvas?tela=cartao-ponto', { as: 'semacesso', dbKey })).status).toBe(403)
  })

  it('refuses parameters over 16 KB as serialized, without sending them back', async () => {
    const dbKey = freshDb()
    const comBusca = (tamanho: number) => ({ busca: 'x'.repeat(tamanho - '{"busca":""}'.length) })
    const grande = await salvar('funcionario', dbKey, { tela: 'cartao-ponto', nome: 'Grande', parametros: comBusca(16 * 1024 + 1) })
    expect(grande.status).toBe(400)
    expect((await grande.json()).errors).toEqual([
      { entity: 'VisaoSalva', property: 'parametros', invalidValue: null, message: 'Os parâmetros da visão excedem 16 KB.' },
    ])
    const acentos = await salvar('funcionario', dbKey, { tela: 'cartao-ponto', nome: 'Acentos', parametros: { busca: 'ç'.repeat(8200) } })
    expect(acentos.status).toBe(400)
    expect((await salvar('funcionario', dbKey, { tela: 'cartao-ponto', nome: 'No limite', parametros: comBusca(16 * 1024) })).status).toBe(201)
    expect((await listar('funcionario', dbKey)).map((v) => v.nome)).toEqual(['No limite'])
  })

  it('keeps at most 50 views per user and screen', async () => {
    const dbKey = freshDb()
    for (let i = 1; i <= 50; i++) {
      expect((await salvar('rh', dbKey, { tela: 'solicitacoes', nome: `Visão ${i}`, parametros: {} })).status).toBe(201)
    }
    const excedente = await salvar('rh', dbKey, { tela: 'solicitacoes', nome: 'Visão 51', parametros: {} })
    expect(excedente.status).toBe(400)
    expect(await excedente.json()).toMatchObject({ message: 'Limite de 50 visões salvas nesta tela: exclua uma antes de salvar outra.' })
    expect(await listar('rh', dbKey, 'solicitacoes')).toHaveLength(50)
    expect((await salvar('rh', dbKey, { tela: 'inconsistencias', nome: 'Visão 51', parametros: {} })).status).toBe(201)
    expect((await salvar('supervisor', dbKey, { tela: 'solicitacoes', nome: 'Visão 51', parametros: {} })).status).toBe(201)
  })

  it('knows only the screens that have views: another screen name cannot dodge the limit', async () => {
    const dbKey = freshDb()
    const outra = await salvar('rh', dbKey, { tela: 'tela-inventada-1', nome: 'Visão', parametros: {} })
    expect(outra.status).toBe(400)
    expect((await outra.json()).errors).toEqual([expect.objectContaining({ property: 'tela', message: 'Tela sem visões salvas.' })])
    expect((await call('/api/visoes-salvas?tela=tela-inventada-1', { as: 'rh', dbKey })).status).toBe(400)
  })
})
