import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/empresas/search/first', () => {
  it('[REG-016][mock] gives the company of the user employee with codigo, nome, brasao and endereco', async () => {
    const dbKey = freshDb()
    const empresa = await (await call('/api/empresas/search/first', { as: 'funcionario', dbKey })).json()
    expect(empresa).toMatchObject({
      id: 1,
      codigo: 1,
      nome: 'Prefeitura Municipal de Santa Aurora',
      brasao: null,
      endereco: { cidade: 'Santa Aurora' },
    })
    const db = dbFor(dbKey)
    db.usuarios.find((u) => u.username === 'rh')!.funcionarioId = db.funcionarios.find((f) => f.empresaId === 2)!.id
    expect(await (await call('/api/empresas/search/first', { as: 'rh', dbKey })).json()).toMatchObject({
      id: 2,
      nome: 'Aurora Serviços Ltda',
    })
  })

  it('falls back to the first company by codigo for an account without employee', async () => {
    const dbKey = freshDb()
    dbFor(dbKey).empresas.reverse()
    const empresa = await (await call('/api/empresas/search/first', { as: 'admin', dbKey })).json()
    expect(empresa.codigo).toBe(1)
  })
})

describe('GET /api/empresas/search/fulltext', () => {
  it('[TC-034][mock] answers HAL (rel empresas) by codigo, matching names and CNPJ', async () => {
    const dbKey = freshDb()
    const todas = await (await call('/api/empresas/search/fulltext', { as: 'rh', dbKey })).json()
    expect(todas._embedded.empresas.map((e: { nome: string }) => e.nome)).toEqual([
      'Prefeitura Municipal de Santa Aurora',
      'Aurora Serviços Ltda',
    ])
    expect(todas.page).toEqual({ size: 20, totalElements: 2, totalPages: 1, number: 0 })
    const porNome = await (await call('/api/empresas/search/fulltext?text=servicos', { as: 'rh', dbKey })).json()
    expect(porNome._embedded.empresas).toMatchObject([{ id: 2, codigo: 2 }])
    const cnpj = dbFor(dbKey).empresas[0]!.cnpj
    const porCnpj = await (await call(`/api/empresas/search/fulltext?text=${cnpj.slice(0, 8)}`, { as: 'rh', dbKey })).json()
    expect(porCnpj._embedded.empresas).toMatchObject([{ id: 1 }])
  })
})

describe('the company register', () => {
  const endereco = { logradouro: 'Rua A', numero: '1', bairro: 'Centro', cidade: 'Santa Aurora', uf: 'SP', cep: '13870000' }

  it('[REG-017][mock] lists companies by codigo (HAL rel empresas)', async () => {
    const body = await (await call('/api/empresas?page=0&size=20&sort=codigo', { as: 'admin', dbKey: freshDb() })).json()
    const codigos = body._embedded.empresas.map((e: { codigo: number }) => e.codigo)
    expect(codigos).toEqual([...codigos].sort((a: number, b: number) => a - b))
  })

  it('[REG-018][REG-019][REG-020][mock] reads, creates (CNPJ check digits) and finds a company', async () => {
    const dbKey = freshDb()
    expect((await (await call('/api/empresas/1', { as: 'admin', dbKey })).json()).id).toBe(1)
    const invalida = await call('/api/empresas', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { codigo: 9, nome: 'Nova', cnpj: '11.111.111/1111-11', endereco },
    })
    expect((await invalida.json()).errors).toEqual([
      { entity: 'Empresa', property: 'cnpj', invalidValue: '11.111.111/1111-11', message: 'CNPJ inválido' },
    ])
    const criada = await call('/api/empresas', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { codigo: 9, nome: 'Nova Ltda', cnpj: '11.222.333/0001-81', endereco },
    })
    expect(criada.status).toBe(201)
    const achada = await (await call('/api/empresas/search/fulltext?text=nova', { as: 'admin', dbKey })).json()
    expect(achada._embedded.empresas.map((e: { nome: string }) => e.nome)).toEqual(['Nova Ltda'])
  })

  it('[REG-021][mock] uploads the coat of arms as a multipart file and answers text; it is served back as the image', async () => {
    const dbKey = freshDb()
    const resposta = await enviarBrasao(dbKey, PNG_1X1, 'brasao.png', 'image/png')
    expect(resposta.status).toBe(200)
    expect(resposta.headers.get('content-type')).toContain('text/plain')
    expect(await resposta.text()).toBe('/api/empresas/1/brasao')
    const imagem = await call('/api/empresas/1/brasao', { as: 'admin', dbKey })
    expect(imagem.headers.get('content-type')).toBe('image/png')
    expect(imagem.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await imagem.arrayBuffer())).toEqual(PNG_1X1)
  })
})

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const JPEG_INICIO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])

function enviarBrasao(dbKey: string, bytes: Uint8Array | string, nome: string, tipo: string) {
  const form = new FormData()
  form.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], nome, { type: tipo }))
  return call('/api/empresas/1/brasao', { method: 'POST', as: 'admin', dbKey, body: form })
}

describe('POST /api/empresas/{id}/brasao checks the bytes, not the declared type', () => {
  it.each([
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
    ['text', 'x'],
  ])('refuses %s declared as image/png and keeps the company without coat of arms', async (_nome, conteudo) => {
    const dbKey = freshDb()
    const resposta = await enviarBrasao(dbKey, conteudo, 'brasao.png', 'image/png')
    expect(resposta.status).toBe(400)
    expect(await resposta.json()).toMatchObject({ status: 400, error: 'Bad Request', message: 'O brasão deve ser uma imagem PNG ou JPEG.', path: '/api/empresas/1/brasao' })
    expect(dbFor(dbKey).empresas.find((e) => e.id === 1)?.brasao).toBeNull()
  })

  it('accepts a JPEG sent with a generic type and serves it as image/jpeg', async () => {
    const dbKey = freshDb()
    expect((await enviarBrasao(dbKey, JPEG_INICIO, 'foto', 'application/octet-stream')).status).toBe(200)
    const imagem = await call('/api/empresas/1/brasao', { as: 'admin', dbKey })
    expect(imagem.headers.get('content-type')).toBe('image/jpeg')
  })
})
