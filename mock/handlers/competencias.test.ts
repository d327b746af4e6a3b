import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Competencia {
  id: number
  ano: number
  mes: number
  inicio: string
  fim: string
  situacao: string
  descricaoCurta: string
}

async function lista(query: string): Promise<{ _embedded: { competencias: Competencia[] }; page: Record<string, number> }> {
  const response = await call(`/api/competencias?${query}`, { as: 'funcionario', dbKey: freshDb() })
  expect(response.status).toBe(200)
  return response.json()
}

describe('GET /api/competencias', () => {
  it('[TC-022][TC-023][mock] answers every competence in one HAL page for size=9999, by year then month, newest first', async () => {
    const body = await lista('size=9999&sort=ano,desc&sort=mes,desc')
    // Spring Data REST serves at most 1000 a page (max-page-size): still every competence.
    expect(body.page).toEqual({ size: 1000, totalElements: 13, totalPages: 1, number: 0 })
    const descricoes = body._embedded.competencias.map((c) => c.descricaoCurta)
    expect(descricoes.slice(0, 3)).toEqual(['11/2026', '10/2026', '09/2026'])
    expect(descricoes.at(-1)).toBe('11/2025')
    expect(body._embedded.competencias[0]).toMatchObject({ situacao: 'ABERTA', inicio: '2026-11-01', fim: '2026-11-30' })
  })

  it('[REG-045][mock] sorts by fim descending and pages with the default size otherwise', async () => {
    const porFim = await lista('sort=fim,desc&size=5')
    expect(porFim._embedded.competencias.map((c) => c.fim)).toEqual(['2026-11-30', '2026-10-31', '2026-09-30', '2026-08-31', '2026-07-31'])
    expect(porFim.page).toMatchObject({ size: 5, totalPages: 3 })
    const padrao = await lista('')
    expect(padrao.page.size).toBe(20)
    expect(padrao._embedded.competencias.map((c) => c.id)).toEqual([...Array(13).keys()].map((i) => i + 1))
  })

  it('[REG-041][mock] gives one competence by id, 404 when unknown, 401 without a token', async () => {
    const dbKey = freshDb()
    expect(await (await call('/api/competencias/13', { as: 'rh', dbKey })).json()).toMatchObject({
      id: 13,
      ano: 2026,
      mes: 11,
      fechada: false,
    })
    expect((await call('/api/competencias/99', { as: 'rh', dbKey })).status).toBe(404)
    expect((await call('/api/competencias', { dbKey })).status).toBe(401)
  })
})

describe('the competence register', () => {
  const dbKeyWith = () => freshDb()

  it('[REG-042][mock] POST /api/competencias/proxima opens the month after the last one', async () => {
    const dbKey = dbKeyWith()
    const resposta = await call('/api/competencias/proxima', { method: 'POST', as: 'admin', dbKey })
    expect(resposta.status).toBe(201)
    expect(await resposta.json()).toMatchObject({
      ano: 2026,
      mes: 12,
      inicio: '2026-12-01',
      fim: '2026-12-31',
      situacao: 'ABERTA',
      fechada: false,
      descricaoCurta: '12/2026',
    })
  })

  it('[REG-043][mock] POST /api/competencias/save creates and saves; a repeated month is refused', async () => {
    const dbKey = dbKeyWith()
    const novo = await call('/api/competencias/save', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { ano: 2027, mes: 1, inicio: '2027-01-01', fim: '2027-01-31' },
    })
    expect(novo.status).toBe(201)
    const criada = await novo.json()
    const fechada = await call('/api/competencias/save', { method: 'POST', as: 'admin', dbKey, body: { ...criada, situacao: 'FECHADA' } })
    expect(await fechada.json()).toMatchObject({ id: criada.id, situacao: 'FECHADA', fechada: true })
    const repetida = await call('/api/competencias/save', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { ano: 2027, mes: 1, inicio: '2027-01-01', fim: '2027-01-31' },
    })
    expect((await repetida.json()).errors[0]).toMatchObject({ property: 'mes', message: 'já existe uma competência para este mês' })
  })

  it('[REG-043][mock] a month closed in Fechamento reopens only there, and a closed month keeps its period', async () => {
    const dbKey = freshDb()
    const outubro = await (await call('/api/competencias/12', { as: 'admin', dbKey })).json()
    const exportacao = async () => (await call('/api/fechamentos/12/export?formato=txt', { as: 'rh', dbKey })).text()
    const antes = await exportacao()
    // Before, the form set 10/2026 ABERTA under its closing (and could so reopen 09/2026 under a closed 10/2026).
    const reaberta = await call('/api/competencias/save', { method: 'POST', as: 'admin', dbKey, body: { ...outubro, situacao: 'ABERTA' } })
    expect(reaberta.status).toBe(400)
    expect((await reaberta.json()).errors).toEqual([expect.objectContaining({ property: 'situacao', message: 'a competência foi fechada em Fechamento: reabra-a por lá' })])
    const encurtada = await call('/api/competencias/save', { method: 'POST', as: 'admin', dbKey, body: { ...outubro, fim: '2026-10-20' } })
    expect((await encurtada.json()).errors).toEqual([expect.objectContaining({ property: 'fim', message: 'o período de uma competência fechada não pode ser alterado' })])
    expect(dbFor(dbKey).competencias.find((c) => c.id === 12)).toMatchObject({ situacao: 'FECHADA', fechada: true, fim: '2026-10-31' })
    expect(await exportacao()).toBe(antes)
    // Its description is still the form's to change; reopened in Fechamento, the form opens it as any other.
    expect((await call('/api/competencias/save', { method: 'POST', as: 'admin', dbKey, body: { ...outubro, descricao: 'Outubro de 2026' } })).status).toBe(200)
  })

  it('[REG-044][mock] DELETE removes an empty competence; one with time cards is 409', async () => {
    const dbKey = dbKeyWith()
    const { id } = await (await call('/api/competencias/proxima', { method: 'POST', as: 'admin', dbKey })).json()
    expect((await call(`/api/competencias/${id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
    await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })
    expect((await call('/api/competencias/13', { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
  })

  it('[REG-046][mock] GET /api/competencias/{id}/recalcular recalculates an open competence; a closed one is 400', async () => {
    const dbKey = dbKeyWith()
    expect((await call('/api/competencias/13/recalcular', { as: 'admin', dbKey })).status).toBe(204)
    expect((await call('/api/competencias/12/recalcular', { as: 'admin', dbKey })).status).toBe(400)
    expect((await call('/api/competencias/13/recalcular', { as: 'supervisor', dbKey })).status).toBe(403)
  })
})

describe('the period of a competence (security finding 5: a period of centuries hung the server)', () => {
  const salvar = (dbKey: string, body: Record<string, unknown>) => call('/api/competencias/save', { method: 'POST', as: 'rh', dbKey, body })
  const erros = async (resposta: Response) => {
    expect(resposta.status).toBe(400)
    return ((await resposta.json()) as { errors: { property: string; message: string }[] }).errors.map((e) => [e.property, e.message])
  }

  it('[REG-043][mock] a period longer than 31 days, or unrelated to its month, is a field error and nothing is kept', async () => {
    const dbKey = freshDb()
    expect(await erros(await salvar(dbKey, { ano: 2099, mes: 1, inicio: '2099-01-01', fim: '9999-12-31' }))).toEqual([
      ['fim', 'o período deve ter no máximo 31 dias'],
    ])
    // 32 days is one too many; a 31-day month is a competence.
    expect(await erros(await salvar(dbKey, { ano: 2027, mes: 1, inicio: '2027-01-01', fim: '2027-02-01' }))).toEqual([
      ['fim', 'o período deve ter no máximo 31 dias'],
    ])
    expect(await erros(await salvar(dbKey, { ano: 2000, mes: 1, inicio: '1000-01-01', fim: '1000-01-31' }))).toEqual([
      ['inicio', 'o período deve começar ou terminar no mês da competência'],
    ])
    expect(await erros(await salvar(dbKey, { ano: 2027, mes: 3, inicio: '2027-01-01', fim: '2027-01-31' }))).toEqual([
      ['inicio', 'o período deve começar ou terminar no mês da competência'],
    ])
    expect(dbFor(dbKey).competencias).toHaveLength(13)
  })

  it('[REG-043][mock] no day is in two competences: an overlapping period is refused, even under another month', async () => {
    const dbKey = freshDb()
    // The report's case: 03/2099 over November 2026 (its month is wrong too).
    expect(await erros(await salvar(dbKey, { ano: 2099, mes: 3, inicio: '2026-11-01', fim: '2026-11-30' }))).toEqual([
      ['inicio', 'o período deve começar ou terminar no mês da competência'],
      ['inicio', 'o período se sobrepõe ao da competência 11/2026'],
    ])
    expect(await erros(await salvar(dbKey, { ano: 2026, mes: 12, inicio: '2026-11-21', fim: '2026-12-20' }))).toEqual([
      ['inicio', 'o período se sobrepõe ao da competência 11/2026'],
    ])
    // Moving a competence over its neighbour is refused too; saving it over its own period is not.
    // (the open 11/2026: a closed month keeps its period anyway)
    const novembro = dbFor(dbKey).competencias.find((c) => c.ano === 2026 && c.mes === 11)!
    expect(await erros(await salvar(dbKey, { ...novembro, inicio: '2026-10-15', fim: '2026-11-14' }))).toEqual([
      ['inicio', 'o período se sobrepõe ao da competência 10/2026'],
    ])
    expect((await salvar(dbKey, { ...novembro, descricao: 'Novembro' })).status).toBe(200)
    expect(dbFor(dbKey).competencias).toHaveLength(13)
  })

  it('[REG-042][REG-043][mock] a competence may run from the 16th to the 15th, named by either month; the next one follows it', async () => {
    const dbKey = freshDb()
    const dezembro = await salvar(dbKey, { ano: 2026, mes: 12, inicio: '2026-12-01', fim: '2026-12-15' })
    expect(dezembro.status).toBe(201)
    const janeiro = await salvar(dbKey, { ano: 2027, mes: 1, inicio: '2026-12-16', fim: '2027-01-15' })
    expect(janeiro.status).toBe(201)
    expect(await janeiro.json()).toMatchObject({ ano: 2027, mes: 1, inicio: '2026-12-16', fim: '2027-01-15', descricaoCurta: '01/2027' })
    const proxima = await call('/api/competencias/proxima', { method: 'POST', as: 'rh', dbKey })
    expect(proxima.status).toBe(201)
    expect(await proxima.json()).toMatchObject({ ano: 2027, mes: 2, inicio: '2027-01-16', fim: '2027-02-15', descricaoCurta: '02/2027' })
  })

  it('[TC-006][mock] a card of a competence stored with a period of years (older data) is refused at once, not built', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    db.competencias.push({
      id: 99, ano: 2027, mes: 1, inicio: '2027-01-01', fim: '2036-12-31', descricao: 'Janeiro/2027', descricaoCurta: '01/2027',
      fechada: false, situacao: 'ABERTA',
    })
    const inicio = performance.now()
    const cartao = await call('/api/cartaoponto?funcionarioId=1&competenciaId=99', { as: 'rh', dbKey })
    expect(cartao.status).toBe(409)
    expect(await cartao.json()).toMatchObject({
      status: 409,
      error: 'Conflict',
      message: 'O período da competência 01/2027 passa de 31 dias: corrija o início e o fim no cadastro de competências.',
    })
    expect(performance.now() - inicio).toBeLessThan(2000)
    expect(db.registros.filter((r) => r.competenciaId === 99)).toEqual([])
    // The cards of the other competences are still built.
    expect((await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })).status).toBe(200)
  })
})
