import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import type { Inconsistencia, InconsistenciaDetalhe } from './inconsistencias'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

async function listar(dbKey: string, query = '', as = 'rh'): Promise<Inconsistencia[]> {
  const response = await call(`/api/inconsistencias${query}`, { as, dbKey })
  expect(response.status).toBe(200)
  return (await response.json()) as Inconsistencia[]
}

async function diasInconsistentesDoCartao(dbKey: string, funcionarioId: number): Promise<string[]> {
  const response = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=13`, { as: 'rh', dbKey })
  const cartao = cartaoPontoSchema.parse(await response.json())
  return Object.values(cartao.manutencaoDTO.registros)
    .flatMap((r) => (r.registro.error || r.registro.inconsistente) && r.registro.data <= '2026-11-16' ? [r.registro.data] : [])
    .sort()
}

describe('GET /api/inconsistencias', () => {
  it('[AUTH-052][mock] needs front_inconsistencias: 403 for the employee, 401 without a token', async () => {
    const dbKey = freshDb()
    expect((await call('/api/inconsistencias', { as: 'funcionario', dbKey })).status).toBe(403)
    expect((await call('/api/inconsistencias', { dbKey })).status).toBe(401)
    expect((await call('/api/inconsistencias', { as: 'supervisor', dbKey })).status).toBe(200)
  })

  it('[TC-093][mock] lists the days the cards paint red: Fernanda’s 10/11 and 13/11, exactly the card’s', async () => {
    const dbKey = freshDb()
    const todos = await listar(dbKey)
    const fernanda = todos.filter((i) => i.funcionario.id === 1)
    expect(fernanda.map((i) => i.data)).toEqual(await diasInconsistentesDoCartao(dbKey, 1))
    expect(fernanda).toContainEqual(expect.objectContaining({
      data: '2026-11-10',
      competencia: { id: 13, descricaoCurta: '11/2026' },
      errorMessage: 'Numero impar de marcacoes!',
      marcacoes: ['08:00', '12:00', '13:00'],
      departamento: { id: 1, descricao: 'Secretaria Municipal de Administração' },
    }))
    // Gúbio (55) has only the entry of 2026-11-08; the employees without a schedule are inconsistent too.
    expect(todos.filter((i) => i.funcionario.id === 55).map((i) => i.data)).toEqual(await diasInconsistentesDoCartao(dbKey, 55))
    expect(todos.some((i) => i.funcionario.id === 55 && i.data === '2026-11-08')).toBe(true)
    expect(todos.every((i) => i.data <= '2026-11-16' && i.competencia.id === 13)).toBe(true)
  })

  it('filters by employee, competence, period and department', async () => {
    const dbKey = freshDb()
    const fernanda = await listar(dbKey, '?funcionarioId=1')
    expect(new Set(fernanda.map((i) => i.funcionario.id))).toEqual(new Set([1]))
    expect((await listar(dbKey, '?funcionarioId=1&inicio=2026-11-11&fim=2026-11-16')).map((i) => i.data)).not.toContain('2026-11-10')
    expect((await listar(dbKey, '?funcionarioId=1&inicio=2026-11-10&fim=2026-11-10')).map((i) => i.data)).toEqual(['2026-11-10'])
    expect(await listar(dbKey, '?competenciaId=12')).toEqual([])
    const doDepartamento = await listar(dbKey, '?departamentoId=1')
    expect(doDepartamento.length).toBeGreaterThan(0)
    expect(doDepartamento.every((i) => i.departamento?.id === 1)).toBe(true)
    expect((await call('/api/inconsistencias?inicio=ontem', { as: 'rh', dbKey })).status).toBe(400)
  })

  it('a corrected day leaves the list: the missing 17:00 exit included on 10/11', async () => {
    const dbKey = freshDb()
    expect((await listar(dbKey, '?funcionarioId=1')).map((i) => i.data)).toContain('2026-11-10')
    const incluir = await call('/api/registros', {
      method: 'POST', as: 'rh', dbKey,
      body: {
        idFuncionario: 1, idCompetencia: 13, idRegistro: null, idMarcacao: null, data: '2026-11-10', hora: '17:00',
        idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
      },
    })
    expect(incluir.status).toBe(200)
    const depois = (await listar(dbKey, '?funcionarioId=1')).map((i) => i.data)
    expect(depois).not.toContain('2026-11-10')
    expect(depois).toEqual(await diasInconsistentesDoCartao(dbKey, 1))
  })

  it('a responsible user sees only the people of their departments and work places', async () => {
    const dbKey = freshDb()
    const todos = await listar(dbKey)
    const deles = await listar(dbKey, '', 'responsavel')
    expect(deles.length).toBeLessThan(todos.length)
    const visiveis = await call('/api/cartaoponto?funcionarioId=55&competenciaId=13', { as: 'responsavel', dbKey })
    expect(deles.some((i) => i.funcionario.id === 55)).toBe(visiveis.status === 200)
  })
})

describe('GET /api/inconsistencias/{id}', () => {
  const detalhe = async (dbKey: string, id: string, as = 'rh') => call(`/api/inconsistencias/${id}`, { as, dbKey })

  it('[AUTH-052][TC-093][mock] one day, id {funcionario}-{data}: the list’s row plus the schedule, until it is corrected', async () => {
    const dbKey = freshDb()
    const linha = (await listar(dbKey, '?funcionarioId=1')).find((i) => i.data === '2026-11-10')
    expect(linha?.id).toBe('1-2026-11-10')
    const response = await detalhe(dbKey, '1-2026-11-10')
    expect(response.status).toBe(200)
    const dia = (await response.json()) as InconsistenciaDetalhe
    expect(dia).toMatchObject({ ...linha, inconsistente: true, errorMessage: 'Numero impar de marcacoes!', marcacoes: ['08:00', '12:00', '13:00'] })
    // The card's own schedule of the day.
    const card = await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })).json()
    const doCartao = cartaoPontoSchema.parse(card).manutencaoDTO.registros['2026-11-10']?.registro
    expect(dia.quadroHorarioResumo).toBe(doCartao?.quadroHorarioResumo)
    expect(dia.quadroHorarioDescricao).toBe(doCartao?.quadroHorarioDescricao)
    expect(dia.quadroHorarioDescricao).not.toBeNull()
    expect(dia.cargaHoraria).toBe(doCartao?.cargaHoraria)

    const incluir = await call('/api/registros', {
      method: 'POST', as: 'rh', dbKey,
      body: {
        idFuncionario: 1, idCompetencia: 13, idRegistro: null, idMarcacao: null, data: '2026-11-10', hora: '17:00',
        idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
      },
    })
    expect(incluir.status).toBe(200)
    expect(await (await detalhe(dbKey, '1-2026-11-10')).json()).toMatchObject({ inconsistente: false, marcacoes: ['08:00', '12:00', '13:00', '17:00'] })
  })

  it('[AUTH-052][mock] 400 malformed, 404 unknown employee or day without a card, 403 without the role', async () => {
    const dbKey = freshDb()
    expect((await detalhe(dbKey, '1-10-11-2026')).status).toBe(400)
    expect((await detalhe(dbKey, 'abc')).status).toBe(400)
    expect((await detalhe(dbKey, '99999-2026-11-10')).status).toBe(404)
    expect((await detalhe(dbKey, '1-1990-01-01')).status).toBe(404)
    expect((await detalhe(dbKey, '1-2026-11-10', 'funcionario')).status).toBe(403)
  })

  it('a responsible user gets 403 for an employee outside their departments and work places', async () => {
    const dbKey = freshDb()
    const todos = await listar(dbKey)
    const deles = new Set((await listar(dbKey, '', 'responsavel')).map((i) => i.funcionario.id))
    const fora = todos.find((i) => !deles.has(i.funcionario.id))
    expect(fora).toBeDefined()
    expect((await detalhe(dbKey, fora?.id ?? '', 'responsavel')).status).toBe(403)
  })
})
