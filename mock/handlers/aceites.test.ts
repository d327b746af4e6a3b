import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const aceitar = (dbKey: string, body: unknown, as = 'funcionario') => call('/api/aceites', { method: 'POST', as, dbKey, body })

async function pendentes(dbKey: string): Promise<number[]> {
  const card = await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'funcionario', dbKey })).json()
  return (card.aceitePendente as { competencia: { id: number } }[]).map((a) => a.competencia.id)
}

describe('POST /api/aceites', () => {
  it('[TC-063][mock] the employee accepts their pending time card: 201, and it is no longer pending', async () => {
    const dbKey = freshDb()
    expect(await pendentes(dbKey)).toEqual([12])
    const response = await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: expect.any(Number), dataAceite: '2026-11-16T12:00:00' })
    expect(await pendentes(dbKey)).toEqual([])
  })

  it('[TC-063][mock] 409 when nothing is pending (already accepted, or an open competence)', async () => {
    const dbKey = freshDb()
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 })).status).toBe(201)
    const repetido = await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 })
    expect(repetido.status).toBe(409)
    expect(await repetido.json()).toMatchObject({ status: 409, message: 'Nao ha aceite pendente para este cartao ponto.' })
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 13 })).status).toBe(409)
  })

  it('[TC-065][mock] only the employee may accept their own card, holding front_aceites', async () => {
    const dbKey = freshDb()
    expect((await aceitar(dbKey, { funcionarioId: 21, competenciaId: 12 })).status).toBe(403)
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 }, 'rh')).status).toBe(403)
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 }, 'supervisor')).status).toBe(403)
    expect(await pendentes(dbKey)).toEqual([12])
    expect((await aceitar(dbKey, { funcionarioId: 'x', competenciaId: 12 })).status).toBe(400)
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 99 })).status).toBe(404)
  })
})

interface AceiteLinha { id: number; funcionario: { id: number }; competencia: { id: number }; situacao: string; dataAceite: string | null; podeAceitar: boolean }
const listar = async (dbKey: string, query = '', as = 'funcionario') => {
  const response = await call(`/api/aceites${query}`, { as, dbKey })
  expect(response.status).toBe(200)
  return (await response.json()) as AceiteLinha[]
}

describe('GET /api/aceites', () => {
  it('[AUTH-053][mock] needs front_aceites: 403 for the supervisor, 401 without a token', async () => {
    const dbKey = freshDb()
    expect((await call('/api/aceites', { as: 'supervisor', dbKey })).status).toBe(403)
    expect((await call('/api/aceites', { dbKey })).status).toBe(401)
  })

  it('the employee sees their own cards awaiting acceptance and accepted, the same ones their card announces', async () => {
    const dbKey = freshDb()
    const todos = await listar(dbKey)
    expect(new Set(todos.map((a) => a.funcionario.id))).toEqual(new Set([1]))
    const pendentesDaLista = (await listar(dbKey, '?situacao=PENDENTE')).map((a) => a.competencia.id)
    expect(pendentesDaLista).toEqual(await pendentes(dbKey))
    expect(pendentesDaLista).toEqual([12])
    expect((await listar(dbKey, '?situacao=PENDENTE'))[0]?.podeAceitar).toBe(true)
    const aceitos = await listar(dbKey, '?situacao=ACEITO')
    expect(aceitos.length).toBe(11)
    expect(aceitos.every((a) => a.dataAceite !== null && !a.podeAceitar)).toBe(true)
    expect((await call('/api/aceites?situacao=OUTRA', { as: 'funcionario', dbKey })).status).toBe(400)
  })

  it('[TC-063][mock] an acceptance moves the card from awaiting to accepted', async () => {
    const dbKey = freshDb()
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 })).status).toBe(201)
    expect(await listar(dbKey, '?situacao=PENDENTE')).toEqual([])
    expect((await listar(dbKey, '?situacao=ACEITO&competenciaId=12'))).toEqual([
      expect.objectContaining({ competencia: expect.objectContaining({ id: 12 }), situacao: 'ACEITO', dataAceite: '2026-11-16T12:00:00', podeAceitar: false }),
    ])
  })

  it('HR sees everyone’s cards (Emanuel 21, Sara 33 twice...) but may accept none of them', async () => {
    const dbKey = freshDb()
    const pendentesRh = await listar(dbKey, '?situacao=PENDENTE', 'rh')
    expect(pendentesRh.map((a) => a.funcionario.id)).toEqual(expect.arrayContaining([1, 21, 33, 53]))
    expect(pendentesRh.filter((a) => a.funcionario.id === 33)).toHaveLength(2)
    expect(pendentesRh.every((a) => !a.podeAceitar)).toBe(true)
    expect((await listar(dbKey, '?funcionarioId=21', 'rh')).every((a) => a.funcionario.id === 21)).toBe(true)
  })

  it('[DASH-008][mock] the dashboard’s digital time card counts are those of this list, per competence', async () => {
    const dbKey = freshDb()
    const todos = await listar(dbKey, '', 'rh')
    const indicadores = (await (await call('/api/dashboard/indicadores', { as: 'rh', dbKey })).json()) as {
      cartaoPontoDigital: { competencia: string; qtdeAguardandoAceite: number; qtdeAceite: number }[]
    }
    const competencias = (await (await call('/api/competencias?size=9999', { as: 'rh', dbKey })).json()) as {
      _embedded: { competencias: { id: number; descricaoCurta: string }[] }
    }
    const idDe = new Map(competencias._embedded.competencias.map((c) => [c.descricaoCurta, c.id]))
    expect(indicadores.cartaoPontoDigital.length).toBeGreaterThan(0)
    for (const ponto of indicadores.cartaoPontoDigital) {
      const doMes = todos.filter((a) => a.competencia.id === idDe.get(ponto.competencia))
      expect([ponto.competencia, doMes.filter((a) => a.situacao === 'PENDENTE').length, doMes.filter((a) => a.situacao === 'ACEITO').length])
        .toEqual([ponto.competencia, ponto.qtdeAguardandoAceite, ponto.qtdeAceite])
    }
  })
})

describe('GET /api/aceites/{id}', () => {
  it('[AUTH-053][mock] one acceptance, the same row as the list: pending, then accepted with its date', async () => {
    const dbKey = freshDb()
    const [pendente] = await listar(dbKey, '?situacao=PENDENTE')
    expect(pendente).toBeDefined()
    const detalhe = async (as = 'funcionario') => call(`/api/aceites/${pendente?.id}`, { as, dbKey })
    expect(await (await detalhe()).json()).toEqual(pendente)
    expect(pendente).toMatchObject({ competencia: { id: 12, descricaoCurta: '10/2026' }, situacao: 'PENDENTE', podeAceitar: true })
    // HR sees it, but only the employee signs their card.
    expect(await (await detalhe('rh')).json()).toMatchObject({ id: pendente?.id, podeAceitar: false })
    expect((await aceitar(dbKey, { funcionarioId: 1, competenciaId: 12 })).status).toBe(201)
    expect(await (await detalhe()).json()).toMatchObject({ situacao: 'ACEITO', dataAceite: '2026-11-16T12:00:00', podeAceitar: false })
  })

  it('[AUTH-053][mock] 404 unknown, 400 malformed, 403 for a card the user does not see or without front_aceites', async () => {
    const dbKey = freshDb()
    const [deOutro] = await listar(dbKey, '?situacao=PENDENTE&funcionarioId=21', 'rh')
    expect(deOutro).toBeDefined()
    expect((await call(`/api/aceites/${deOutro?.id}`, { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call(`/api/aceites/${deOutro?.id}`, { as: 'supervisor', dbKey })).status).toBe(403)
    expect((await call(`/api/aceites/${deOutro?.id}`, { dbKey })).status).toBe(401)
    expect((await call('/api/aceites/999999', { as: 'rh', dbKey })).status).toBe(404)
    expect((await call('/api/aceites/abc', { as: 'rh', dbKey })).status).toBe(400)
  })
})
