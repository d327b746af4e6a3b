import { beforeAll, describe, expect, it, vi } from 'vitest'
import { MSG_ATESTADO_INVALIDO, MSG_TIPO_SEM_ATESTADO } from '@/shared/api/contract/endpoints/solicitacao'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'
import { MSG_NAO_PENDENTE } from './lib/solicitacao-acesso'
import { MSG_ATESTADOS_PENDENTES_DEMAIS } from './solicitacao-anexo'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')

/** Fernanda (employee 1) asks for an abono por atestado médico (type 3, reason 101) on 2026-11-10 (or `dia`). */
async function novoAbono(dbKey: string, dia = '2026-11-10'): Promise<number> {
  const corpo = { funcionario: { id: 1 }, tipoSolicitacao: { id: 3 }, inicio: dia, fim: dia, motivo: { id: 101 } }
  const resposta = await call('/api/solicitacao', { method: 'POST', as: 'funcionario', dbKey, body: corpo })
  expect(resposta.status).toBe(201)
  return ((await resposta.json()) as { id: number }).id
}

function anexar(dbKey: string, id: number, conteudo: Uint8Array | string, nome: string, tipo: string, as = 'funcionario') {
  const form = new FormData()
  form.append('arquivo', new File([typeof conteudo === 'string' ? conteudo : new Uint8Array(conteudo)], nome, { type: tipo }))
  return call(`/api/solicitacao/${id}/anexo`, { method: 'POST', as, dbKey, body: form })
}

const erroNoArquivo = (invalidValue: string) => ({
  errors: [{ entity: 'Solicitacao', property: 'arquivo', invalidValue, message: MSG_ATESTADO_INVALIDO }],
})

describe('the medical certificate of an abono (POST/GET/DELETE /api/solicitacao/{id}/anexo)', () => {
  it('stores a PNG sent as a .pdf by its bytes; the request shows it and the approver downloads it with its name', async () => {
    const dbKey = freshDb()
    const id = await novoAbono(dbKey)
    const resposta = await anexar(dbKey, id, PNG_1X1, 'atestado médico.pdf', 'application/pdf')
    expect(resposta.status).toBe(200)
    expect(await resposta.json()).toEqual({ nome: 'atestado médico.pdf', tipo: 'image/png', tamanho: PNG_1X1.length })
    const item = await (await call(`/api/solicitacao/${id}`, { as: 'rh', dbKey })).json()
    expect(item.anexo).toEqual({ nome: 'atestado médico.pdf', tipo: 'image/png', tamanho: PNG_1X1.length })
    const arquivo = await call(`/api/solicitacao/${id}/anexo`, { as: 'rh', dbKey })
    expect(arquivo.headers.get('content-type')).toBe('image/png')
    expect(arquivo.headers.get('content-disposition')).toContain("filename*=UTF-8''atestado%20m%C3%A9dico.pdf")
    expect(Buffer.from(await arquivo.arrayBuffer())).toEqual(PNG_1X1)
  })

  it('refuses text named .pdf, an empty file and a PDF over 5 MB with the field error on arquivo, keeping the request without one', async () => {
    const dbKey = freshDb()
    const id = await novoAbono(dbKey)
    const grande = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PDF.length)])
    for (const [conteudo, nome] of [['não sou PDF', 'falso.pdf'], ['', 'vazio.pdf'], [grande, 'grande.pdf']] as const) {
      const resposta = await anexar(dbKey, id, conteudo, nome, 'application/pdf')
      expect(resposta.status).toBe(400)
      expect(await resposta.json()).toEqual(erroNoArquivo(nome))
    }
    expect(dbFor(dbKey).solicitacoes.find((s) => s.id === id)?.anexo ?? null).toBeNull()
  })

  it("refuses a certificate that takes the employee's pending ones over 20 MB; a decided request frees its share", async () => {
    const dbKey = freshDb()
    const quaseCinco = Buffer.concat([PDF, Buffer.alloc(4.9 * 1024 * 1024 - PDF.length)])
    const ids = []
    for (const dia of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']) ids.push(await novoAbono(dbKey, dia))
    for (const id of ids.slice(0, 4)) expect((await anexar(dbKey, id, quaseCinco, 'atestado.pdf', 'application/pdf')).status).toBe(200)
    const quinto = await anexar(dbKey, ids[4]!, quaseCinco, 'quinto.pdf', 'application/pdf')
    expect(quinto.status).toBe(400)
    expect(await quinto.json()).toEqual({
      errors: [{ entity: 'Solicitacao', property: 'arquivo', invalidValue: 'quinto.pdf', message: MSG_ATESTADOS_PENDENTES_DEMAIS }],
    })
    expect((await call(`/api/solicitacao/${ids[0]}/deferir`, { method: 'POST', as: 'rh', dbKey, body: {} })).status).toBe(200)
    expect((await anexar(dbKey, ids[4]!, quaseCinco, 'quinto.pdf', 'application/pdf')).status).toBe(200)
  })

  it('takes a PDF and removes it while pending; a decided request keeps what it has', async () => {
    const dbKey = freshDb()
    const id = await novoAbono(dbKey)
    expect((await anexar(dbKey, id, PDF, 'atestado.pdf', 'application/octet-stream')).status).toBe(200)
    expect((await call(`/api/solicitacao/${id}/anexo`, { method: 'DELETE', as: 'funcionario', dbKey })).status).toBe(204)
    expect((await call(`/api/solicitacao/${id}/anexo`, { as: 'funcionario', dbKey })).status).toBe(404)
    expect((await anexar(dbKey, id, PDF, 'atestado.pdf', 'application/pdf')).status).toBe(200)
    expect((await call(`/api/solicitacao/${id}/deferir`, { method: 'POST', as: 'rh', dbKey, body: {} })).status).toBe(200)
    const depois = await anexar(dbKey, id, PDF, 'outro.pdf', 'application/pdf')
    expect(depois.status).toBe(400)
    expect((await depois.json()).message).toBe(MSG_NAO_PENDENTE)
    expect((await call(`/api/solicitacao/${id}/anexo`, { method: 'DELETE', as: 'funcionario', dbKey })).status).toBe(400)
    expect((await call(`/api/solicitacao/${id}/anexo`, { as: 'funcionario', dbKey })).status).toBe(200)
  })

  it('refuses a type other than the abono (400), another user (403) and an unknown request (404)', async () => {
    const dbKey = freshDb()
    const incluirMarcacao = dbFor(dbKey).solicitacoes.find((s) => s.funcionarioId === 1 && s.status === 'PENDENTE' && s.tipoSolicitacaoId === 1)!
    const outroTipo = await anexar(dbKey, incluirMarcacao.id, PDF, 'atestado.pdf', 'application/pdf')
    expect(outroTipo.status).toBe(400)
    expect((await outroTipo.json()).message).toBe(MSG_TIPO_SEM_ATESTADO)
    const id = await novoAbono(dbKey)
    expect((await anexar(dbKey, id, PDF, 'atestado.pdf', 'application/pdf', 'supervisor')).status).toBe(403)
    expect((await call(`/api/solicitacao/${id}/anexo`, { as: 'supervisor', dbKey })).status).toBe(403)
    expect((await anexar(dbKey, 9999, PDF, 'atestado.pdf', 'application/pdf')).status).toBe(404)
    expect((await call('/api/solicitacao/9999/anexo', { as: 'funcionario', dbKey })).status).toBe(404)
  })
})

describe('a changed request', () => {
  it('loses its certificate when its type no longer takes one', async () => {
    const dbKey = freshDb()
    const id = await novoAbono(dbKey)
    expect((await anexar(dbKey, id, PDF, 'atestado.pdf', 'application/pdf')).status).toBe(200)
    const incluir = { funcionario: { id: 1 }, tipoSolicitacao: { id: 1 }, inicio: '2026-11-10', horas: '17:00', motivo: { id: 102 } }
    const alterada = await call(`/api/solicitacao/${id}`, { method: 'PUT', as: 'funcionario', dbKey, body: incluir })
    expect(alterada.status).toBe(200)
    expect((await alterada.json()).anexo).toBeNull()
  })
})
