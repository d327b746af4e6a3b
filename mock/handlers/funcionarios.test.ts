import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { atualOuUltimo } from '../db/queries'
import type { Funcionario, Vigencia } from '../db/index'
import { paginasDoPdf, textoDoPdf } from '../pdf/pdf-texto'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const path = '/api/funcionarios/permite-bater-ponto'
const atual = <L extends Vigencia>(links: L[]) => atualOuUltimo(links, '2026-11-16')

describe('GET /api/funcionarios/permite-bater-ponto', () => {
  it('[CLOCK-003][mock] is true for an active, time-controlling employee on the digital clock holding front_relogio', async () => {
    const response = await call(path, { as: 'funcionario', dbKey: freshDb() })
    expect(response.status).toBe(200)
    expect(await response.json()).toBe(true)
  })

  it('is false without front_relogio, without a linked employee, or when the employee may not clock in', async () => {
    const dbKey = freshDb()
    expect(await (await call(path, { as: 'funcionario', dbKey, overrides: { permissions: ['front_solicitacao'] } })).json()).toBe(false)
    expect(await (await call(path, { as: 'admin', dbKey })).json()).toBe(false)
    const fernanda = dbFor(dbKey).funcionarios[0]!
    fernanda.utilizaRelogioDigital = false
    expect(await (await call(path, { as: 'funcionario', dbKey })).json()).toBe(false)
    fernanda.utilizaRelogioDigital = true
    fernanda.ativo = false
    expect(await (await call(path, { as: 'funcionario', dbKey })).json()).toBe(false)
  })

  it('answers 401 without a token', async () => {
    expect((await call(path, { dbKey: freshDb() })).status).toBe(401)
  })
})

interface Resumo { id: number; matricula: string | null; nome: string; nomeOrNomeSocial: string; cpf: string; ativo: boolean; controlaPonto: boolean; permiteHoraExtra: boolean; empresaId: number }

async function buscar(query: string, as = 'rh', dbKey = freshDb()): Promise<{ content: Resumo[]; totalElements: number; totalPages: number; size: number; number: number }> {
  const response = await call(`/api/funcionarios/search/fulltext?${query}`, { as, dbKey })
  expect(response.status).toBe(200)
  return response.json()
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })

describe('GET /api/funcionarios/search/fulltext', () => {
  it('[TC-013][mock] answers a Spring page of employee summaries for text, page and size', async () => {
    const primeira = await buscar('text=&page=0&size=10')
    expect(primeira).toMatchObject({ size: 10, number: 0, totalElements: 70, totalPages: 7 })
    expect(Object.keys(primeira.content[0]!).sort()).toEqual(
      ['ativo', 'controlaPonto', 'cpf', 'empresaId', 'id', 'inconsistente', 'matricula', 'nome', 'nomeOrNomeSocial', 'permiteHoraExtra'])
    const segunda = await buscar('page=1&size=10')
    expect(segunda.number).toBe(1)
    expect(segunda.content.map((f) => f.id)).not.toContain(primeira.content[0]!.id)
    expect((await buscar('')).size).toBe(20)
  })

  it('[TC-013][mock] matches nome accent-insensitively, matricula and CPF digits', async () => {
    for (const text of ['funcionaria', 'FERNANDA FUNC', '100001', '529.982.247', '52998224725']) {
      expect((await buscar(`text=${encodeURIComponent(text)}`)).content.map((f) => f.id)).toEqual([1])
    }
    expect((await buscar('text=Alex%20Monteiro')).content.map((f) => f.nomeOrNomeSocial)).toEqual(['Alex Monteiro'])
  })

  it('[TC-014][mock] controlaPonto=true leaves out employees who do not control time', async () => {
    const todos = await buscar('size=100')
    const controlam = await buscar('size=100&controlaPonto=true')
    expect(todos.content.some((f) => !f.controlaPonto)).toBe(true)
    expect(controlam.content.every((f) => f.controlaPonto)).toBe(true)
    expect(controlam.totalElements).toBe(todos.content.filter((f) => f.controlaPonto).length)
  })

  it('[TC-015][mock] orders active first, then controlaPonto, then nome (pt-BR), then matricula, whatever orderBy says', async () => {
    const { content } = await buscar('size=100&orderBy=nome,desc')
    const chave = (f: Resumo) => [Number(!f.ativo), Number(!f.controlaPonto)]
    for (let i = 1; i < content.length; i++) {
      const [a, b] = [content[i - 1]!, content[i]!]
      const [ka, kb] = [chave(a), chave(b)]
      const grupo = ka[0]! - kb[0]! || ka[1]! - kb[1]!
      expect(grupo).toBeLessThanOrEqual(0)
      if (grupo === 0) expect(collator.compare(a.nome, b.nome)).toBeLessThanOrEqual(0)
    }
    expect(content.at(-1)!.ativo).toBe(false)
    expect(content.slice(0, 60).every((f) => f.ativo)).toBe(true)
  })

  it('[TC-016][mock] filters by the current links, company, status and overtime permission', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const doId = (ids: number[]) => ids.map((id) => db.funcionarios.find((f) => f.id === id)!)
    const casos: [string, (f: Funcionario) => boolean][] = [
      ['departamento=2', (f) => atual(f.departamentos)?.departamentoId === 2],
      ['cargo=4', (f) => atual(f.cargos)?.cargoId === 4],
      ['localTrabalho=4', (f) => atual(f.locaisTrabalho)?.localTrabalhoId === 4],
      ['classe=16', (f) => atual(f.classes)?.classeId === 16],
      ['quadroHorario=7', (f) => atual(f.quadrosHorario)?.horarioId === 7],
      ['empresa=2', (f) => f.empresaId === 2],
      ['ativo=false', (f) => !f.ativo],
      ['permiteHoraExtra=true', (f) => f.permiteHoraExtra],
      ['departamento=1&departamento=2&ativo=true', (f) => [1, 2].includes(atual(f.departamentos)!.departamentoId) && f.ativo],
    ]
    for (const [query, esperado] of casos) {
      const page = await buscar(`size=100&${query}`, 'rh', dbKey)
      const ids = page.content.map((f) => f.id)
      expect(ids.length, query).toBeGreaterThan(0)
      expect(doId(ids).every(esperado), query).toBe(true)
      expect(page.totalElements, query).toBe(db.funcionarios.filter(esperado).length)
    }
    const invalido = await call('/api/funcionarios/search/fulltext?cargo=abc', { as: 'rh', dbKey })
    expect(invalido.status).toBe(400)
    expect((await invalido.json()).errors[0]).toMatchObject({ entity: 'Funcionario', property: 'cargo', invalidValue: 'abc' })
  })

  it('shows a plain employee only themself and a responsible user only their departments and work places', async () => {
    const dbKey = freshDb()
    expect((await buscar('size=100', 'funcionario', dbKey)).content.map((f) => f.id)).toEqual([1])
    const db = dbFor(dbKey)
    const responsavel = await buscar('size=100', 'responsavel', dbKey)
    expect(responsavel.totalElements).toBeLessThan(70)
    for (const { id } of responsavel.content) {
      const f = db.funcionarios.find((x) => x.id === id)!
      expect([1, 2].includes(atual(f.departamentos)!.departamentoId) || [1, 2].includes(atual(f.locaisTrabalho)!.localTrabalhoId)).toBe(true)
    }
    expect((await call('/api/funcionarios/search/fulltext', { as: 'semacesso', dbKey })).status).toBe(403)
    expect((await call('/api/funcionarios/search/fulltext', { dbKey })).status).toBe(401)
  })

  it('has variants for active employees and for those with another active contract under the same CPF', async () => {
    const dbKey = freshDb()
    const ativos = await (await call('/api/funcionarios/search/fulltext/ativos?size=100', { as: 'rh', dbKey })).json()
    expect(ativos.totalElements).toBe(65)
    expect(ativos.content.every((f: Resumo) => f.ativo)).toBe(true)
    const duplo = async () => (await (await call('/api/funcionarios/search/fulltext/duplovinculo', { as: 'rh', dbKey })).json()).content
    expect(await duplo()).toEqual([])
    const db = dbFor(dbKey)
    const outro = db.funcionarios.find((f) => f.id === 7)!
    outro.cpf = db.funcionarios[0]!.cpf
    expect((await duplo()).map((f: Resumo) => f.id)).toEqual([1, 7])
  })
})

describe('GET /api/funcionarios/{id} and its sub-resources', () => {
  it('[REG-006][mock] gives the employee with every dated link and the registers they point to', async () => {
    const response = await call('/api/funcionarios/1', { as: 'rh', dbKey: freshDb() })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: 1, nome: 'Fernanda Funcionária', cpf: '52998224725', admissao: '2021-03-01', ativo: true,
      empresa: { id: 1, nome: 'Prefeitura Municipal de Santa Aurora' },
      cargos: [{ inicio: '2021-03-01', fim: null, cargo: { id: 2, descricaoComCodigo: '002 - Auxiliar Administrativo' } }],
      departamentos: [{ departamento: { id: 1, descricao: 'Secretaria Municipal de Administração' } }],
      quadrosHorario: [{ horario: { id: 1, codigo: '001', tipoHorario: 'FIXO' } }],
      bancosDias: [{ bancoDias: { id: 1 } }, { bancoDias: { id: 2 } }],
    })
  })

  it('answers 404 for an unknown employee and 403 for one the user may not see', async () => {
    const dbKey = freshDb()
    expect((await call('/api/funcionarios/9999', { as: 'rh', dbKey })).status).toBe(404)
    expect((await call('/api/funcionarios/2', { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call('/api/funcionarios/1', { as: 'funcionario', dbKey })).status).toBe(200)
    expect((await call('/api/funcionarios/1/quadro-vigente', { as: 'semacesso', dbKey })).status).toBe(403)
    expect((await call('/api/funcionarios/9999/importacoes', { as: 'rh', dbKey })).status).toBe(404)
  })

  it('[REG-007][mock] gives the schedule in force today with its slots, 204 without one', async () => {
    const dbKey = freshDb()
    const quadro = await (await call('/api/funcionarios/1/quadro-vigente', { as: 'rh', dbKey })).json()
    expect(quadro).toMatchObject({ inicio: '2021-03-01', fim: null, horario: { codigo: '001', tipoHorario: 'FIXO' } })
    expect(quadro.horario.horariosSemana.SEGUNDA.map((s: { entrada: string; saida: string }) => `${s.entrada}-${s.saida}`)).toEqual(['08:00-12:00', '13:00-17:00'])
    const semQuadro = dbFor(dbKey).funcionarios.find((f) => f.ativo && f.controlaPonto && f.quadrosHorario.length === 0)!
    expect((await call(`/api/funcionarios/${semQuadro.id}/quadro-vigente`, { as: 'rh', dbKey })).status).toBe(204)
  })

  it('[REG-058][mock] gives the day bank linked on the date, 204 before the link, 400 for a bad date', async () => {
    const dbKey = freshDb()
    const banco = await call('/api/funcionarios/1/bancodias-vigente?data=2026-11-16', { as: 'rh', dbKey })
    expect(await banco.json()).toEqual({ id: 1, descricao: 'Folgas TRE (Justiça Eleitoral)', ativo: true })
    expect((await call('/api/funcionarios/1/bancodias-vigente?data=2023-12-31', { as: 'rh', dbKey })).status).toBe(204)
    expect((await call('/api/funcionarios/1/bancodias-vigente?data=16/11/2026', { as: 'rh', dbKey })).status).toBe(400)
  })

  it('[REG-008][mock] lists the employee imports (none in the seed)', async () => {
    const response = await call('/api/funcionarios/1/importacoes', { as: 'rh', dbKey: freshDb() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([])
  })

  it('[REG-008][mock] lists the employee\'s imports into the collector, newest first, and only theirs', async () => {
    const dbKey = freshDb()
    const importar = (funcionarioId: number) =>
      call('/api/coletor/message', { method: 'POST', as: 'rh', dbKey, body: { messageType: 'COLETOR_FUNCIONARIO_IMPORTAR', payload: { funcionarioId } } })
    for (const id of [1, 2, 1]) expect((await importar(id)).status).toBe(202)
    const importacoes = await (await call('/api/funcionarios/1/importacoes', { as: 'rh', dbKey })).json()
    expect(importacoes).toEqual([
      { id: 3, messageType: 'COLETOR_FUNCIONARIO_IMPORTAR', enviadaEm: expect.any(String) },
      { id: 1, messageType: 'COLETOR_FUNCIONARIO_IMPORTAR', enviadaEm: expect.any(String) },
    ])
  })

  it('[REG-001][mock] the employee carries quadroVigente, the schedule in force today, null without one', async () => {
    const dbKey = freshDb()
    expect(await (await call('/api/funcionarios/1', { as: 'rh', dbKey })).json()).toMatchObject({
      quadroVigente: { id: 1, codigo: '001', tipoHorario: 'FIXO' },
    })
    const semQuadro = dbFor(dbKey).funcionarios.find((f) => f.quadrosHorario.length === 0)!
    expect((await (await call(`/api/funcionarios/${semQuadro.id}`, { as: 'rh', dbKey })).json()).quadroVigente).toBeNull()
  })
})

describe('GET /api/funcionarios/{id}/competencia/{id}/espelho-ponto', { timeout: 20_000 }, () => {
  const espelho = (id: number, competencia = 13) => `/api/funcionarios/${id}/competencia/${competencia}/espelho-ponto?emissor=Rita%20Recursos%20Humanos`

  it('[mock] prints the espelho of a matrícula typed with any character: the name goes in the headers percent-encoded', async () => {
    const dbKey = freshDb()
    dbFor(dbKey).funcionarios.find((f) => f.id === 1)!.matricula = '100001–A"x'
    const response = await call(espelho(1), { as: 'rh', dbKey })
    expect(response.status).toBe(200)
    expect(decodeURIComponent(response.headers.get('x-filename')!)).toBe('espelho-ponto-100001–A"x-11-2026.pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="espelho-ponto-100001_A_x-11-2026.pdf"; filename*=UTF-8''espelho-ponto-100001%E2%80%93A%22x-11-2026.pdf`,
    )
  })

  it('[TC-043][mock] answers the espelho do ponto as an inline PDF named after matricula and competence', async () => {
    const response = await call(espelho(1), { as: 'rh', dbKey: freshDb() })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-filename')).toBe('espelho-ponto-100001-11-2026.pdf')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="espelho-ponto-100001-11-2026.pdf"')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(paginasDoPdf(pdf)).toBe(1)
    const texto = textoDoPdf(pdf)
    expect(texto).toContain('Espelho do Ponto')
    expect(texto).toContain('Fernanda Funcionária')
    expect(texto).toContain('529.982.247-25')
    expect(texto).toContain('Rita Recursos Humanos')
  })

  it('prints as issuer the user of the token, whatever the query claims', async () => {
    const forjado = `/api/funcionarios/1/competencia/13/espelho-ponto?emissor=${encodeURIComponent('Ana Forjada (RH)')}`
    const texto = textoDoPdf(Buffer.from(await (await call(forjado, { as: 'rh', dbKey: freshDb() })).arrayBuffer()))
    expect(texto).toContain('Rita Recursos Humanos')
    expect(texto).not.toContain('Ana Forjada')
  })

  it('lets holders of front_espelho_ponto print within their scope and anyone print their own card', async () => {
    const dbKey = freshDb()
    expect((await call(espelho(1), { as: 'funcionario', dbKey })).status).toBe(200)
    expect((await call(espelho(2), { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call(espelho(2), { as: 'supervisor', dbKey })).status).toBe(200)
    const db = dbFor(dbKey)
    const foraDoEscopo = db.funcionarios.find((f) => atual(f.departamentos)?.departamentoId === 3 && atual(f.locaisTrabalho)?.localTrabalhoId === 3)!
    expect((await call(espelho(foraDoEscopo.id), { as: 'responsavel', dbKey })).status).toBe(403)
    expect((await call(espelho(3), { as: 'rh', dbKey, overrides: { permissions: ['front_manutencao_visualizar'] } })).status).toBe(403)
    expect((await call(espelho(2), { as: 'rh', dbKey, overrides: { permissions: [] } })).status).toBe(200)
    expect((await call(espelho(9999), { as: 'rh', dbKey })).status).toBe(404)
    expect((await call(espelho(1, 999), { as: 'rh', dbKey })).status).toBe(404)
  })
})
