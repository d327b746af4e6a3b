import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cargaPrevistaPeriodo } from '../db/lib/carga-prevista'
import type { Funcionario } from '../db/index'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

async function tiles(as: string, dbKey: string) {
  const read = async (tile: string) => {
    const response = await call(`/api/home/${tile}`, { as, dbKey })
    expect(response.status).toBe(200)
    return response.json() as Promise<number>
  }
  return {
    funcionarios: await read('funcionarios'),
    departamentos: await read('departamentos'),
    cargos: await read('cargos'),
    localtrabalho: await read('localtrabalho'),
  }
}

describe('home counts', () => {
  it('[HOME-003][HOME-004][HOME-005][HOME-006][mock] count active employees and every department, position and work place for HR', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const ativos = db.funcionarios.filter((f) => f.ativo).length
    expect(ativos).toBeLessThan(db.funcionarios.length)
    expect(await tiles('rh', dbKey)).toEqual({ funcionarios: ativos, departamentos: 8, cargos: db.cargos.length, localtrabalho: 5 })
    expect(await tiles('supervisor', dbKey)).toEqual(await tiles('admin', dbKey))
  })

  it('[HOME-003][mock] follows changes in the data', async () => {
    const dbKey = freshDb()
    const antes = await (await call('/api/home/funcionarios', { as: 'admin', dbKey })).json()
    dbFor(dbKey).funcionarios.find((f) => f.ativo)!.ativo = false
    expect(await (await call('/api/home/funcionarios', { as: 'admin', dbKey })).json()).toBe(antes - 1)
  })

  it('[HOME-003][HOME-004][HOME-006][mock] limit a responsible user to their departments and work places', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const proprios = db.funcionarios.filter((f) => f.ativo
      && ([1, 2].includes(f.departamentos.at(-1)!.departamentoId) || [1, 2].includes(f.locaisTrabalho.at(-1)!.localTrabalhoId)))
    const contagem = await tiles('responsavel', dbKey)
    expect(contagem).toEqual({
      funcionarios: proprios.length,
      departamentos: 2,
      cargos: new Set(proprios.map((f) => f.cargos.at(-1)!.cargoId)).size,
      localtrabalho: 2,
    })
    expect(contagem.funcionarios).toBeLessThan(db.funcionarios.filter((f) => f.ativo).length)
  })

  it('refuse a plain employee (403) and an anonymous call (401)', async () => {
    const dbKey = freshDb()
    for (const tile of ['funcionarios', 'departamentos', 'cargos', 'localtrabalho', 'divisaoHoras']) {
      expect((await call(`/api/home/${tile}`, { as: 'funcionario', dbKey })).status).toBe(403)
      expect((await call(`/api/home/${tile}`, { dbKey })).status).toBe(401)
    }
  })
})

describe('GET /api/home/divisaoHoras', () => {
  it('gives one row per competence of the last six, oldest first, with hours as numbers', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const rows = await (await call('/api/home/divisaoHoras', { as: 'rh', dbKey })).json()
    expect(rows.map((r: { competencia: string }) => r.competencia)).toEqual(['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026'])
    const outubro = db.fechamentos.find((f) => f.competenciaId === db.competencias.find((c) => c.descricaoCurta === '10/2026')!.id)!
    expect(rows[4]).toMatchObject({ horasExtras: Math.round((outubro.horasExtras / 60) * 100) / 100, faltas: Math.round((outubro.faltas / 60) * 100) / 100 })
    expect(rows[5]).toMatchObject({ horasExtras: 0, faltas: 0 })
    for (const row of rows) expect(row.horasTrabalhadas).toBeGreaterThan(0)
    expect(rows[5].horasTrabalhadas).toBeLessThan(rows[4].horasTrabalhadas)
  })

  it('[HOME-007][mock] a month closed in the app shows the hours its closing, its summary and the dashboard show', async () => {
    const dbKey = freshDb()
    // HR reopens 10/2026, justifies nothing and closes it again: the closing records the cards' totals.
    expect((await call('/api/fechamentos/12', { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
    const fechar = await call('/api/fechamentos', { method: 'POST', as: 'rh', dbKey, body: { competenciaId: 12, ignorarInconsistencias: true } })
    expect(fechar.status).toBe(201)
    const decimal = (hhmm: string) => Math.round((Number(hhmm.split(':')[0]) + Number(hhmm.split(':')[1]) / 60) * 100) / 100
    const { id } = await fechar.json()
    const { resumo } = await (await call(`/api/fechamentos/${id}`, { as: 'rh', dbKey })).json()
    const painel = (await (await call('/api/dashboard/indicadores', { as: 'rh', dbKey })).json()).resumoHoras
      .find((r: { competencia: string }) => r.competencia === '10/2026')
    expect(painel).toMatchObject({ horasTrabalhadas: resumo.horasTrabalhadas, horasExtras: resumo.horasExtras, faltas: resumo.faltas })
    const rows = await (await call('/api/home/divisaoHoras', { as: 'rh', dbKey })).json()
    // Before, worked hours were estimated as workload - absences + overtime (10/2026: 9102 h against the cards' 8516:17).
    expect(rows.find((r: { competencia: string }) => r.competencia === '10/2026')).toEqual({
      competencia: '10/2026', horasTrabalhadas: decimal(resumo.horasTrabalhadas), horasExtras: decimal(resumo.horasExtras), faltas: decimal(resumo.faltas),
    })
  })

  it('[HOME-007][AUTH-010][mock] limits a responsible user to the employees of their departments and work places', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const hoje = '2026-11-16'
    const daEquipe = (f: Funcionario) =>
      [1, 2].includes(f.departamentos.at(-1)!.departamentoId) || [1, 2].includes(f.locaisTrabalho.at(-1)!.localTrabalhoId)
    const equipe = db.funcionarios.filter(daEquipe)
    const minutos = (n: number) => Math.round((n / 60) * 100) / 100
    const esperado = [...db.competencias]
      .filter((c) => c.inicio <= hoje)
      .sort((a, b) => a.inicio.localeCompare(b.inicio))
      .slice(-6)
      .map((c) => {
        const fechamento = db.fechamentos.find((f) => f.competenciaId === c.id)
        const contados = equipe.filter((f) => f.controlaPonto && f.admissao <= c.fim && (f.demissao === null || f.demissao >= c.inicio))
        // The seed stores each closing's totals as its headcount times one figure per employee.
        const porFuncionario = (total: number) => (fechamento ? total / fechamento.funcionarios : 0)
        const horasExtras = contados.length * porFuncionario(fechamento?.horasExtras ?? 0)
        const faltas = contados.length * porFuncionario(fechamento?.faltas ?? 0)
        const carga = equipe.reduce((t, f) => t + cargaPrevistaPeriodo(db, c.inicio, c.fim < hoje ? c.fim : hoje, [f]), 0)
        return { competencia: c.descricaoCurta, horasTrabalhadas: minutos(carga - faltas + horasExtras), horasExtras: minutos(horasExtras), faltas: minutos(faltas) }
      })
    const linhas = async (as: string) => (await call('/api/home/divisaoHoras', { as, dbKey })).json()
    const doResponsavel = await linhas('responsavel')
    expect(doResponsavel).toEqual(esperado)
    const doAdmin = await linhas('admin')
    for (const [i, linha] of doResponsavel.entries()) {
      expect(linha.horasTrabalhadas).toBeLessThan(doAdmin[i].horasTrabalhadas)
    }
    expect(doAdmin.slice(0, 5).map((l: { horasExtras: number }) => l.horasExtras))
      .not.toEqual(doResponsavel.slice(0, 5).map((l: { horasExtras: number }) => l.horasExtras))
    expect(await linhas('supervisor')).toEqual(doAdmin)
  })
})
