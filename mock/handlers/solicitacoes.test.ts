import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { buildCartaoPonto } from '../timecard/index'
import { call, freshDb } from './lib/test-client'
import { MAX_SOLICITACOES_PENDENTES, MSG_PENDENTES_DEMAIS, MSG_SOLICITACAO_REPETIDA, MSG_TROCA_DE_FUNCIONARIO } from './solicitacoes'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Row { id: number; funcionario: { id: number; nome: string }; status: string; inicio: string; fim: string;
  tipoSolicitacao: { id: number; descricao: string }; tipo: { motivo: { id: number } } }
interface Page { content: Row[]; totalElements: number; totalPages: number; size: number; number: number; first: boolean; last: boolean }

async function list(query: string, as: string, dbKey: string): Promise<Page> {
  const response = await call(`/api/solicitacao${query}`, { as, dbKey })
  expect(response.status).toBe(200)
  return response.json()
}

describe('GET /api/solicitacao', () => {
  it('[REQ-003][REQ-004][mock] lists only the user own requests by default, as a Spring page', async () => {
    const dbKey = freshDb()
    const page = await list('', 'funcionario', dbKey)
    const proprias = dbFor(dbKey).solicitacoes.filter((s) => s.funcionarioId === 1)
    expect(page).toMatchObject({ totalElements: proprias.length, number: 0, size: 20, first: true, last: true })
    expect(page.content.every((r) => r.funcionario.id === 1)).toBe(true)
    expect(page.content[0]).toMatchObject({
      funcionario: { nome: 'Fernanda Funcionária' }, status: 'PENDENTE', tipoSolicitacao: { descricao: 'Incluir marcação' },
      tipo: { motivo: { id: 102 } }, horas: '08:02', observacaoSolicitante: expect.any(String), motivo: { id: 102 }, bancoDias: null,
    })
    expect(page.content.map((r) => r.inicio)).toEqual([...page.content.map((r) => r.inicio)].sort().reverse())
  })

  it('[REQ-004][mock] filters by status, period and search and pages the result', async () => {
    const dbKey = freshDb()
    const pendentes = await list('?escopo=TODOS&status=PENDENTE', 'rh', dbKey)
    expect(pendentes.content.length).toBeGreaterThan(3)
    expect(pendentes.content.every((r) => r.status === 'PENDENTE')).toBe(true)
    const outubro = await list('?escopo=TODOS&inicio=2026-10-01&fim=2026-10-31', 'rh', dbKey)
    expect(outubro.content.length).toBeGreaterThan(0)
    expect(outubro.content.every((r) => r.fim >= '2026-10-01' && r.inicio <= '2026-10-31')).toBe(true)
    const fernanda = await list('?escopo=TODOS&search=fernanda', 'rh', dbKey)
    expect(fernanda.content.map((r) => r.funcionario.nome)).toEqual(['Fernanda Funcionária', 'Fernanda Funcionária', 'Fernanda Funcionária'])
    const page1 = await list('?escopo=TODOS&size=5&page=1', 'rh', dbKey)
    expect(page1).toMatchObject({ size: 5, number: 1, first: false, totalElements: dbFor(dbKey).solicitacoes.length })
    expect(page1.content).toHaveLength(5)
  })

  it('[HOME-011][mock] gives the pending requests to approve in a competence, all departments for HR', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const atual = db.competencias.at(-1)!
    const page = await list(`?search=&escopo=PARA_DEFERIMENTO&competencia=${atual.id}`, 'rh', dbKey)
    const esperadas = db.solicitacoes.filter((s) => s.status === 'PENDENTE' && s.inicio >= atual.inicio && s.funcionarioId !== 2)
    expect(page.content.map((r) => r.id).sort()).toEqual(esperadas.map((s) => s.id).sort())
    expect(page.content.every((r) => r.status === 'PENDENTE')).toBe(true)
    const anterior = await list(`?escopo=PARA_DEFERIMENTO&competencia=${atual.id - 1}`, 'rh', dbKey)
    expect(anterior.totalElements).toBe(0)
    const porMesAno = await list(`?escopo=PARA_DEFERIMENTO&competencia=${encodeURIComponent(atual.descricaoCurta)}`, 'rh', dbKey)
    expect(porMesAno.totalElements).toBe(page.totalElements)
  })

  it('[HOME-011][mock] limits a responsible user to the requests of their departments, excluding their own', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const page = await list('?escopo=PARA_DEFERIMENTO', 'responsavel', dbKey)
    expect(page.content.length).toBeGreaterThan(0)
    for (const row of page.content) {
      const f = db.funcionarios.find((x) => x.id === row.funcionario.id)!
      expect([1, 2]).toContain(f.departamentos.at(-1)!.departamentoId)
      expect(f.id).not.toBe(3)
    }
    const todas = await list('?escopo=PARA_DEFERIMENTO', 'admin', dbKey)
    expect(todas.totalElements).toBeGreaterThan(page.totalElements)
  })

  it('updates with the data: a decided request leaves the approval list', async () => {
    const dbKey = freshDb()
    const before = await list('?escopo=PARA_DEFERIMENTO', 'rh', dbKey)
    dbFor(dbKey).solicitacoes.find((s) => s.id === before.content[0]!.id)!.status = 'DEFERIDA'
    expect((await list('?escopo=PARA_DEFERIMENTO', 'rh', dbKey)).totalElements).toBe(before.totalElements - 1)
  })

  it('refuses the approval scopes without front_solicitacao_aprovar (403), unknown values (400) and anonymous calls (401)', async () => {
    const dbKey = freshDb()
    expect((await call('/api/solicitacao?escopo=PARA_DEFERIMENTO', { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call('/api/solicitacao', { as: 'supervisor', dbKey })).status).toBe(403)
    expect((await call('/api/solicitacao?escopo=OUTRO', { as: 'rh', dbKey })).status).toBe(400)
    expect((await call('/api/solicitacao?status=ABERTA', { as: 'rh', dbKey })).status).toBe(400)
    expect((await call('/api/solicitacao?competencia=999', { as: 'rh', dbKey })).status).toBe(400)
    expect((await call('/api/solicitacao', { dbKey })).status).toBe(401)
  })

  it('gives an empty page to an account without employee', async () => {
    const page = await list('', 'novo', freshDb())
    expect(page).toMatchObject({ content: [], totalElements: 0, empty: true })
  })
})

/* ---------------------------------------------------------------- detail, save, delete, decisions and their effects */

interface Detalhe extends Row {
  horas: string | null
  observacaoAprovador: string | null
  competencia: { id: number } | null
  tratamentos: { data: string; tipoJustificativa: string; horas: string | null }[]
  acoes: Record<'editar' | 'excluir' | 'deferir' | 'indeferir' | 'estornar', boolean>
}

/** Fernanda (1) has no exit on 2026-11-10 ('Numero impar de marcacoes!'): she asks to include 17:00. */
const INCLUIR_SAIDA = {
  funcionario: { id: 1 }, tipoSolicitacao: { id: 1 }, inicio: '2026-11-10', fim: '2026-11-10', horas: '17:00',
  motivo: { id: 102 }, bancoDias: null, observacaoSolicitante: 'Esqueci de registrar a saída.',
}

function dia(dbKey: string, funcionarioId: number, data: string, competenciaId = 13) {
  const registro = buildCartaoPonto(dbFor(dbKey), funcionarioId, competenciaId).manutencaoDTO.registros[data]?.registro
  if (!registro) throw new Error(`sem o dia ${data}`)
  return registro
}

const horasDoDia = (r: ReturnType<typeof dia>) =>
  r.marcacoes.flatMap((p) => [p.entrada, p.saida]).filter((m) => m !== null).map((m) => `${m.hora} ${m.tipoMarcacao}`)

async function criar(dbKey: string, body: unknown, as = 'funcionario') {
  return call('/api/solicitacao', { method: 'POST', as, dbKey, body })
}

async function decidir(dbKey: string, id: number, decisao: 'deferir' | 'indeferir' | 'estornar', as = 'rh', body: unknown = {}) {
  return call(`/api/solicitacao/${id}/${decisao}`, { method: 'POST', as, dbKey, body })
}

describe('POST/PUT/DELETE /api/solicitacao', () => {
  it('[REQ-010][REQ-001][mock] saves a new PENDENTE request and loads it with the fields of the entity', async () => {
    const dbKey = freshDb()
    const response = await criar(dbKey, INCLUIR_SAIDA)
    expect(response.status).toBe(201)
    const criada = (await response.json()) as Detalhe
    expect(criada).toMatchObject({
      status: 'PENDENTE', funcionario: { id: 1, nome: 'Fernanda Funcionária' }, inicio: '2026-11-10', fim: '2026-11-10', horas: '17:00',
      tipoSolicitacao: { id: 1, descricao: 'Incluir marcação' }, tipo: { motivo: { id: 102 } }, motivo: { id: 102 }, bancoDias: null,
      observacaoSolicitante: 'Esqueci de registrar a saída.', competencia: { id: 13 },
      acoes: { editar: true, excluir: true, deferir: false, indeferir: false, estornar: false },
    })
    const lida = await call(`/api/solicitacao/${criada.id}`, { as: 'funcionario', dbKey })
    expect(await lida.json()).toMatchObject({ id: criada.id, status: 'PENDENTE' })
    const paraRh = (await (await call(`/api/solicitacao/${criada.id}`, { as: 'rh', dbKey })).json()) as Detalhe
    expect(paraRh.acoes).toMatchObject({ deferir: true, indeferir: true, estornar: false })
    // a pending request changes nothing on the card
    expect(dia(dbKey, 1, '2026-11-10').errorMessage).toBe('Numero impar de marcacoes!')
  })

  it('refuses a request the employee already has pending as it is (400 on the period), not one at another hour', async () => {
    const dbKey = freshDb()
    expect((await criar(dbKey, INCLUIR_SAIDA)).status).toBe(201)
    const repetida = await criar(dbKey, INCLUIR_SAIDA)
    expect(repetida.status).toBe(400)
    expect(await repetida.json()).toEqual({
      errors: [{ entity: 'Solicitacao', property: 'inicio', invalidValue: '2026-11-10', message: MSG_SOLICITACAO_REPETIDA }],
    })
    expect((await criar(dbKey, { ...INCLUIR_SAIDA, horas: '17:30' })).status).toBe(201)
  })

  it(`refuses a new request of an employee with ${MAX_SOLICITACOES_PENDENTES} pending with 429`, async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const modelo = db.solicitacoes.find((s) => s.funcionarioId === 1 && s.status === 'PENDENTE')!
    const outras = db.solicitacoes.filter((s) => s.funcionarioId === 1 && s.status === 'PENDENTE').length
    for (let i = outras; i < MAX_SOLICITACOES_PENDENTES; i++) db.solicitacoes.push({ ...modelo, id: 10_000 + i, horas: null })
    const alem = await criar(dbKey, INCLUIR_SAIDA)
    expect(alem.status).toBe(429)
    expect(await alem.json()).toMatchObject({ status: 429, message: MSG_PENDENTES_DEMAIS })
  })

  it('[REQ-010][mock] a new request on a month never read leaves its punches as the clock gave them', async () => {
    const dbKey = freshDb()
    const pedido = { ...INCLUIR_SAIDA, funcionario: { id: 33 }, inicio: '2026-11-10', fim: '2026-11-10', horas: '08:00' }
    expect((await criar(dbKey, pedido, 'rh')).status).toBe(201)
    const semPedido = horasDoDia(dia(freshDb(), 33, '2026-11-10'))
    expect(semPedido).toHaveLength(4)
    expect(horasDoDia(dia(dbKey, 33, '2026-11-10'))).toEqual(semPedido)
  })

  it('[REQ-010][mock] updates and deletes only while PENDENTE', async () => {
    const dbKey = freshDb()
    const { id } = (await (await criar(dbKey, INCLUIR_SAIDA)).json()) as Detalhe
    const alterada = await call(`/api/solicitacao/${id}`, { method: 'PUT', as: 'funcionario', dbKey, body: { ...INCLUIR_SAIDA, horas: '17:05' } })
    expect(alterada.status).toBe(200)
    expect(await alterada.json()).toMatchObject({ id, horas: '17:05' })
    expect((await call(`/api/solicitacao/${id}`, { method: 'DELETE', as: 'funcionario', dbKey })).status).toBe(204)
    expect((await call(`/api/solicitacao/${id}`, { as: 'funcionario', dbKey })).status).toBe(404)
    // request 2 is Fernanda's, DEFERIDA
    expect((await call('/api/solicitacao/2', { method: 'DELETE', as: 'funcionario', dbKey })).status).toBe(400)
    expect((await call('/api/solicitacao/2', { method: 'PUT', as: 'funcionario', dbKey, body: INCLUIR_SAIDA })).status).toBe(400)
  })

  it('[REQ-010][mock] a saved request keeps its employee: a change of funcionario is refused with its certificate', async () => {
    const dbKey = freshDb()
    const { id } = (await (await criar(dbKey, INCLUIR_SAIDA, 'rh')).json()) as Detalhe
    const sol = dbFor(dbKey).solicitacoes.find((s) => s.id === id)!
    sol.anexo = { nome: 'atestado.pdf', tipo: 'application/pdf', tamanho: 4, base64: 'JVBERg==' }
    // Rita (rh) registered it for Fernanda and may change it; it is still Fernanda's, with Fernanda's certificate.
    const trocada = await call(`/api/solicitacao/${id}`, { method: 'PUT', as: 'rh', dbKey, body: { ...INCLUIR_SAIDA, funcionario: { id: 2 } } })
    expect(trocada.status).toBe(400)
    expect((await trocada.json()).errors).toEqual([
      expect.objectContaining({ entity: 'Solicitacao', property: 'funcionario', message: MSG_TROCA_DE_FUNCIONARIO }),
    ])
    expect(sol).toMatchObject({ funcionarioId: 1, anexo: { nome: 'atestado.pdf' } })
    expect((await call(`/api/solicitacao/${id}`, { method: 'PUT', as: 'rh', dbKey, body: { ...INCLUIR_SAIDA, horas: '17:10' } })).status).toBe(200)
  })

  it("[REQ-010][REQ-011][mock] an approver decides the request an employee made but neither changes nor deletes it, nor its certificate", async () => {
    const dbKey = freshDb()
    const { id } = (await (await criar(dbKey, INCLUIR_SAIDA)).json()) as Detalhe
    const comoRh = (await (await call(`/api/solicitacao/${id}`, { as: 'rh', dbKey })).json()) as Detalhe
    expect(comoRh.acoes).toMatchObject({ editar: false, excluir: false, deferir: true, indeferir: true })
    const alterada = await call(`/api/solicitacao/${id}`, { method: 'PUT', as: 'rh', dbKey, body: { ...INCLUIR_SAIDA, horas: '18:00' } })
    expect(alterada.status).toBe(403)
    expect((await call(`/api/solicitacao/${id}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(403)
    expect((await call(`/api/solicitacao/${id}/anexo`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(403)
    expect(dbFor(dbKey).solicitacoes.find((s) => s.id === id)).toMatchObject({ horas: '17:00', status: 'PENDENTE' })
    // Fernanda still changes her own; HR still registers one for her and changes that one.
    expect((await call(`/api/solicitacao/${id}`, { method: 'PUT', as: 'funcionario', dbKey, body: { ...INCLUIR_SAIDA, horas: '17:05' } })).status).toBe(200)
    const registrada = (await (await criar(dbKey, { ...INCLUIR_SAIDA, inicio: '2026-11-12', fim: '2026-11-12' }, 'rh')).json()) as Detalhe
    expect(registrada.acoes).toMatchObject({ editar: true, excluir: true })
    expect((await call(`/api/solicitacao/${registrada.id}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
  })

  it('[REQ-010][mock] answers Spring validation errors for the missing fields', async () => {
    const dbKey = freshDb()
    const response = await criar(dbKey, { funcionario: { id: 1 }, tipoSolicitacao: { id: 1 }, inicio: '2026-11-10', fim: '2026-11-09', horas: null, motivo: null })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { property: string; message: string }[] }
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['fim', 'A data final deve ser igual ou posterior à data inicial'],
      ['horas', 'Preenchimento do horario e obrigatorio'],
      ['motivo', 'Preenchimento do motivo e obrigatorio'],
    ])
    const semTipo = await criar(dbKey, { ...INCLUIR_SAIDA, tipoSolicitacao: null, inicio: '2026-10-10', fim: '2026-10-10' })
    expect(((await semTipo.json()) as { errors: { property: string; message: string }[] }).errors.map((e) => [e.property, e.message])).toEqual([
      ['tipoSolicitacao', 'Selecione o tipo de solicitação'],
      ['inicio', 'Competência fechada: o cartão ponto não pode ser alterado.'],
    ])
    const semBanco = await criar(dbKey, { ...INCLUIR_SAIDA, tipoSolicitacao: { id: 6 }, horas: null, motivo: { id: 114 } })
    expect(((await semBanco.json()) as { errors: { property: string }[] }).errors.map((e) => e.property)).toEqual(['bancoDias'])
  })

  it('lets a plain employee ask only for themselves, and an approver for the people of their departments', async () => {
    const dbKey = freshDb()
    const outro = await criar(dbKey, { ...INCLUIR_SAIDA, funcionario: { id: 33 } })
    expect(outro.status).toBe(403)
    expect(await outro.json()).toMatchObject({ message: 'Você só pode fazer solicitações para si mesmo.' })
    expect((await criar(dbKey, INCLUIR_SAIDA, 'rh')).status).toBe(201)
    // Sara (33) is outside the departments of the responsible user
    const db = dbFor(dbKey)
    const sara = db.funcionarios.find((f) => f.id === 33)!
    expect([1, 2]).not.toContain(sara.departamentos.at(-1)!.departamentoId)
    expect((await criar(dbKey, { ...INCLUIR_SAIDA, funcionario: { id: 33 } }, 'responsavel')).status).toBe(403)
    // nobody sees someone else's request without approving for them
    expect((await call('/api/solicitacao/4', { as: 'funcionario', dbKey })).status).toBe(403)
  })
})

describe('deferir, indeferir, estornar', () => {
  it('[REQ-011][REQ-016][mock] an approved include-punch request adds the INCLUIDO punch with its reason and a treatment carrying its id', async () => {
    const dbKey = freshDb()
    const { id } = (await (await criar(dbKey, INCLUIR_SAIDA)).json()) as Detalhe
    expect(horasDoDia(dia(dbKey, 1, '2026-11-10'))).toEqual(['08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL'])
    const response = await decidir(dbKey, id, 'deferir', 'rh', { observacaoAprovador: 'Ok.' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'DEFERIDA', observacaoAprovador: 'Ok.', aprovador: { nome: 'Rita Recursos Humanos' },
      tratamentos: [{ data: '2026-11-10', tipoJustificativa: 'INCLUIR_MARCACAO' }], acoes: { deferir: false, estornar: true },
    })
    const depois = dia(dbKey, 1, '2026-11-10')
    expect(horasDoDia(depois)).toEqual(['08:00 ORIGINAL', '12:00 ORIGINAL', '13:00 ORIGINAL', '17:00 INCLUIDO'])
    expect(depois.errorMessage).toBeNull()
    expect(depois.tratamentos).toEqual([expect.objectContaining({ tipoJustificativa: 'INCLUIR_MARCACAO', solicitacaoId: id })])
    const incluida = dbFor(dbKey).marcacoes.find((m) => m.funcionarioId === 1 && m.data === '2026-11-10' && m.hora === '17:00')
    expect(incluida).toMatchObject({ tipoMarcacao: 'INCLUIDO', motivoId: 102 })
  })

  it('[REQ-011][mock] approving a seeded request on a month never read yields one punch, not two', async () => {
    const dbKey = freshDb()
    expect((await decidir(dbKey, 1, 'deferir')).status).toBe(200)
    const r = dia(dbKey, 1, '2026-11-13')
    expect(horasDoDia(r).filter((h) => h.startsWith('08:02'))).toEqual(['08:02 INCLUIDO'])
    expect(r.tratamentos.filter((t) => t.solicitacaoId === 1)).toHaveLength(1)
    expect(r.errorMessage).toBeNull()
  })

  it('[REQ-013][REQ-016][mock] a reversal removes exactly what the approval added', async () => {
    const dbKey = freshDb()
    const antes = dia(dbKey, 1, '2026-11-13')
    expect(antes.errorMessage).toBe('Numero impar de marcacoes!')
    await decidir(dbKey, 1, 'deferir')
    const response = await decidir(dbKey, 1, 'estornar', 'rh', { observacaoAprovador: 'Deferida por engano.' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ESTORNADA', tratamentos: [], acoes: { estornar: false } })
    const depois = dia(dbKey, 1, '2026-11-13')
    expect(horasDoDia(depois)).toEqual(horasDoDia(antes))
    expect(depois.tratamentos).toEqual(antes.tratamentos)
    expect(depois.errorMessage).toBe('Numero impar de marcacoes!')
    expect((await decidir(dbKey, 1, 'estornar')).status).toBe(400)
  })

  describe('a night shift’s missing exit (domain.md rule 14): employee 14 works the 12x36 19:00-07:00, 06/11 a shift day', () => {
    /** The 06/11 shift without its exit (the seed's 08:30 of 07/11 removed): 'Numero impar de marcacoes!'. */
    function semSaida() {
      const dbKey = freshDb()
      const db = dbFor(dbKey)
      buildCartaoPonto(db, 14, 13)
      const registro = db.registros.find((r) => r.funcionarioId === 14 && r.data === '2026-11-06')!
      db.marcacoes.splice(0, db.marcacoes.length, ...db.marcacoes.filter((m) => m.registroId !== registro.id || m.data === '2026-11-06'))
      expect(dia(dbKey, 14, '2026-11-06').errorMessage).toBe('Numero impar de marcacoes!')
      return dbKey
    }
    const pedido = (data: string) => ({ ...INCLUIR_SAIDA, funcionario: { id: 14 }, inicio: data, fim: data, horas: '07:00' })

    it('[REQ-011][REQ-013] asked on the shift’s row (as the day menu pre-fills it), the 07:00 exit is of the next day and closes the shift; the reversal removes it', async () => {
      const dbKey = semSaida()
      const { id } = (await (await criar(dbKey, pedido('2026-11-06'), 'rh')).json()) as { id: number }
      expect((await decidir(dbKey, id, 'deferir')).status).toBe(200)
      const depois = dia(dbKey, 14, '2026-11-06')
      expect(depois).toMatchObject({ horas: '12:00', adicionalNoturno: '08:00', errorMessage: null })
      expect(depois.marcacoes[0]?.saida).toMatchObject({ data: '2026-11-07', hora: '07:00', tipoMarcacao: 'INCLUIDO' })
      expect((await decidir(dbKey, id, 'estornar', 'rh', { observacaoAprovador: 'Engano.' })).status).toBe(200)
      expect(dia(dbKey, 14, '2026-11-06').errorMessage).toBe('Numero impar de marcacoes!')
    })

    it('[REQ-011] asked on the clock’s date, the same exit closes the same shift', async () => {
      const dbKey = semSaida()
      const { id } = (await (await criar(dbKey, pedido('2026-11-07'), 'rh')).json()) as { id: number }
      expect((await decidir(dbKey, id, 'deferir')).status).toBe(200)
      expect(dia(dbKey, 14, '2026-11-06')).toMatchObject({ horas: '12:00', errorMessage: null })
    })
  })

  it('[REQ-012][mock] a rejection changes the status only', async () => {
    const dbKey = freshDb()
    const antes = dia(dbKey, 1, '2026-11-13')
    const response = await decidir(dbKey, 1, 'indeferir', 'responsavel', { observacaoAprovador: 'Sem comprovação.' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'INDEFERIDA', observacaoAprovador: 'Sem comprovação.', tratamentos: [] })
    expect(dia(dbKey, 1, '2026-11-13')).toEqual(antes)
    expect((await decidir(dbKey, 1, 'deferir')).status).toBe(400)
    expect((await decidir(dbKey, 1, 'estornar')).status).toBe(400)
  })

  it('[REQ-012][mock] a rejection without a reason is refused on the field, and the request stays pending', async () => {
    const dbKey = freshDb()
    for (const body of [{}, { observacaoAprovador: null }, { observacaoAprovador: '   ' }]) {
      const response = await decidir(dbKey, 1, 'indeferir', 'responsavel', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: [{ entity: 'Solicitacao', property: 'observacaoAprovador', invalidValue: body.observacaoAprovador ?? null, message: 'Informe o motivo do indeferimento.' }],
      })
    }
    expect(dbFor(dbKey).solicitacoes.find((s) => s.id === 1)).toMatchObject({ status: 'PENDENTE', observacaoAprovador: null })
    // approving and reversing still take an optional note
    expect((await decidir(dbKey, 1, 'deferir')).status).toBe(200)
    expect((await decidir(dbKey, 1, 'estornar')).status).toBe(200)
  })

  it('[REQ-011][REQ-013][mock] an approved hour-bank compensation debits the bank; the reversal gives it back', async () => {
    const dbKey = freshDb()
    // request 9: employee 11 (hour bank), 04:00 on 2026-11-11 (left 4 hours early)
    const antes = dia(dbKey, 11, '2026-11-11')
    expect(antes).toMatchObject({ compensados: '', bhMenos: '04:00' })
    expect((await decidir(dbKey, 9, 'deferir')).status).toBe(200)
    const depois = dia(dbKey, 11, '2026-11-11')
    expect(depois.compensados).toBe('04:00')
    expect(depois.tratamentos).toEqual([expect.objectContaining({ tipoJustificativa: 'BANCO_DE_HORAS_DEBITO', solicitacaoId: 9, hora: '04:00' })])
    await decidir(dbKey, 9, 'estornar')
    expect(dia(dbKey, 11, '2026-11-11')).toMatchObject({ compensados: '', bhMenos: '04:00', tratamentos: [] })
  })

  it('[REQ-011][mock] an approved medical-certificate request excuses the day with an ABONO carrying its id', async () => {
    const dbKey = freshDb()
    // request 5: employee 8, 'Abono por atestado médico' on 2026-11-13 (absent)
    expect(dia(dbKey, 8, '2026-11-13').falta).not.toBe('')
    await decidir(dbKey, 5, 'deferir', 'responsavel')
    const depois = dia(dbKey, 8, '2026-11-13')
    expect(depois.falta).toBe('')
    expect(depois.tratamentos).toEqual([expect.objectContaining({ tipoJustificativa: 'ABONO', solicitacaoId: 5 })])
  })

  it('[REQ-011][mock] an approved day-bank request debits the day bank of the type', async () => {
    const dbKey = freshDb()
    // request 10: employee 14, 'Folga de aniversário' (day bank 2) on 2026-11-13
    await decidir(dbKey, 10, 'deferir')
    expect(dia(dbKey, 14, '2026-11-13').tratamentos).toEqual([
      expect.objectContaining({ tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', solicitacaoId: 10 }),
    ])
  })

  it('needs front_solicitacao_aprovar, the department of a responsible user, and not one\'s own request', async () => {
    const dbKey = freshDb()
    expect((await decidir(dbKey, 1, 'deferir', 'funcionario')).status).toBe(403)
    expect((await decidir(dbKey, 1, 'deferir', 'supervisor')).status).toBe(403)
    // request 9 (employee 11) is outside the responsible user's departments
    expect((await decidir(dbKey, 9, 'deferir', 'responsavel')).status).toBe(403)
    const { id } = (await (await criar(dbKey, { ...INCLUIR_SAIDA, funcionario: { id: 3 }, inicio: '2026-11-09', fim: '2026-11-09' }, 'responsavel')).json()) as Detalhe
    const propria = await decidir(dbKey, id, 'deferir', 'responsavel')
    expect(propria.status).toBe(403)
    expect(await propria.json()).toMatchObject({ message: 'Você não pode decidir a sua própria solicitação.' })
    expect((await decidir(dbKey, 999, 'deferir')).status).toBe(404)
    expect(dbFor(dbKey).solicitacoes.find((s) => s.id === 1)!.status).toBe('PENDENTE')
  })

  it('a request filed by an approver for an employee says who filed it; the employee\'s own names nobody', async () => {
    const dbKey = freshDb()
    const criada = await criar(dbKey, INCLUIR_SAIDA, 'responsavel')
    expect(criada.status).toBe(201)
    const { id, registradaPor } = (await criada.json()) as Detalhe & { registradaPor: { nome: string } | null }
    expect(registradaPor).toEqual({ nome: dbFor(dbKey).usuarios.find((u) => u.username === 'responsavel')!.name })
    const lida = (await (await call(`/api/solicitacao/${id}`, { as: 'rh', dbKey })).json()) as { registradaPor: unknown }
    expect(lida.registradaPor).toEqual(registradaPor)
    const propria = (await (await criar(dbKey, { ...INCLUIR_SAIDA, inicio: '2026-11-11', fim: '2026-11-11' })).json()) as { registradaPor: unknown }
    expect(propria.registradaPor).toBeNull()
  })

  it('refuses to change a closed competence', async () => {
    const dbKey = freshDb()
    // request 13 (DEFERIDA) lies in a closed competence
    const response = await decidir(dbKey, 13, 'estornar')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Competência fechada: o cartão ponto não pode ser alterado.' })
  })
})
