import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { HORARIO } from '../db/seed/horarios'
import { dbFor } from '../http/isolation'
import { buildCartaoPonto } from '../timecard/build'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

async function dia(dbKey: string, funcionarioId: number, data: string, competenciaId = 13) {
  const response = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=${competenciaId}`, { as: 'rh', dbKey })
  const registro = cartaoPontoSchema.parse(await response.json()).manutencaoDTO.registros[data]?.registro
  if (!registro) throw new Error(`sem o dia ${data}`)
  return registro
}

/** The day as the engine computes it straight from the database. */
function calculado(dbKey: string, funcionarioId: number, data: string, competenciaId = 13) {
  const registro = buildCartaoPonto(dbFor(dbKey), funcionarioId, competenciaId).manutencaoDTO.registros[data]?.registro
  if (!registro) throw new Error(`sem o dia ${data}`)
  return registro
}

const horas = (r: { marcacoes: { entrada: { hora: string } | null; saida: { hora: string } | null }[] }) =>
  r.marcacoes.flatMap((p) => [p.entrada?.hora, p.saida?.hora]).filter(Boolean)

function marcacoesNoBanco(dbKey: string, registroId: number) {
  return dbFor(dbKey).marcacoes.filter((m) => m.registroId === registroId)
}

const errosDe = async (response: Response) =>
  ((await response.json()) as { errors: { entity: string; property: string; message: string }[] }).errors

describe('POST /api/registros/folga', () => {
  it('[TC-123][TC-118][mock] makes the day a day off: no workload, no absence, the row is a day off', async () => {
    const dbKey = freshDb()
    const antes = await dia(dbKey, 1, '2026-11-11')
    expect(antes).toMatchObject({ folga: false, cargaHoraria: '08:00' })
    const response = await call(`/api/registros/folga?data=2026-11-11&idFuncionario=1&idRegistro=${antes.id}`, { method: 'POST', as: 'rh', dbKey })
    expect(response.status).toBe(204)
    expect(dbFor(dbKey).registros.find((r) => r.id === antes.id)?.folga).toBe(true)
    const depois = await dia(dbKey, 1, '2026-11-11')
    expect(depois).toMatchObject({ folga: true, cargaHoraria: '', falta: '', descricaoOcorrencia: 'Folga' })
    // The hours worked are now overtime on a day off.
    expect(depois.horaExtraCalculada).toBe(depois.horas)
  })

  it('[TC-123][mock] without idRegistro the day is found by its date; another day register is refused', async () => {
    const dbKey = freshDb()
    expect((await call('/api/registros/folga?data=2026-11-11&idFuncionario=1', { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    expect(calculado(dbKey, 1, '2026-11-11').folga).toBe(true)
    const outro = (await dia(dbKey, 1, '2026-11-12')).id
    const response = await call(`/api/registros/folga?data=2026-11-11&idFuncionario=1&idRegistro=${outro}`, { method: 'POST', as: 'rh', dbKey })
    expect(response.status).toBe(400)
    expect(await errosDe(response)).toEqual([
      { entity: 'Registro', property: 'idRegistro', invalidValue: outro, message: 'não pertence ao dia informado' },
    ])
  })

  it('answers Spring validation errors for a missing date or employee and a date outside every competence', async () => {
    const dbKey = freshDb()
    const semNada = await call('/api/registros/folga', { method: 'POST', as: 'rh', dbKey })
    expect(semNada.status).toBe(400)
    expect((await errosDe(semNada)).map((e) => e.property)).toEqual(['data', 'idFuncionario'])
    const fora = await call('/api/registros/folga?data=1990-01-01&idFuncionario=1', { method: 'POST', as: 'rh', dbKey })
    expect(await errosDe(fora)).toMatchObject([{ property: 'data', message: 'Não há competência para a data informada' }])
  })

  it('[TC-195][TC-200][TC-197][mock] applies the editing rules', async () => {
    const dbKey = freshDb()
    const path = '/api/registros/folga?data=2026-11-11&idFuncionario=1'
    expect((await call(path, { method: 'POST', as: 'supervisor', dbKey })).status).toBe(403)
    expect((await call('/api/registros/folga?data=2026-11-11&idFuncionario=35', { method: 'POST', as: 'rh', dbKey })).status).toBe(409)
    expect((await call('/api/registros/folga?data=2026-11-11&idFuncionario=99999', { method: 'POST', as: 'rh', dbKey })).status).toBe(404)
    dbFor(dbKey).competencias.find((c) => c.id === 13)!.situacao = 'FECHADA'
    expect((await call(path, { method: 'POST', as: 'rh', dbKey })).status).toBe(400)
    expect(calculado(dbKey, 1, '2026-11-11').folga).toBe(false)
  })
})

describe('POST /api/acoes-lote/vincularQuadroHorario', () => {
  const vincular = (dbKey: string, body: unknown, as = 'rh') => call('/api/acoes-lote/vincularQuadroHorario', { method: 'POST', as, dbKey, body })

  it('[TC-124][mock] links the schedule to each day of the period: the card shows it and computes with it', async () => {
    const dbKey = freshDb()
    expect(await dia(dbKey, 1, '2026-11-11')).toMatchObject({ codigoHorario: '001', quadroHorarioTipo: 'FIXO' })
    const response = await vincular(dbKey, {
      funcionarios: [{ id: 1 }], quadroHorarioVincular: { id: HORARIO.meioPeriodo }, dataInicial: '2026-11-11', dataFinal: '2026-11-12',
    })
    expect(response.status).toBe(204)
    const onze = await dia(dbKey, 1, '2026-11-11')
    expect(onze).toMatchObject({ codigoHorario: '010', quadroHorarioId: HORARIO.meioPeriodo, cargaHoraria: '03:45' })
    expect((await dia(dbKey, 1, '2026-11-12')).codigoHorario).toBe('010')
    expect((await dia(dbKey, 1, '2026-11-13')).codigoHorario).toBe('001')
  })

  it('[TC-124][mock] accepts plain ids, for several employees', async () => {
    const dbKey = freshDb()
    const response = await vincular(dbKey, { funcionarios: [1, 3], quadroHorarioVincular: HORARIO.flexivel, dataInicial: '2026-11-29', dataFinal: '2026-11-30' })
    expect(response.status).toBe(204)
    const db = dbFor(dbKey)
    for (const funcionarioId of [1, 3]) {
      for (const data of ['2026-11-29', '2026-11-30']) {
        expect(db.registros.find((r) => r.funcionarioId === funcionarioId && r.data === data)?.horarioId).toBe(HORARIO.flexivel)
      }
    }
  })

  it('[TC-119][TC-120][TC-121][mock] answers the spec messages for a missing schedule and dates', async () => {
    const dbKey = freshDb()
    const response = await vincular(dbKey, { funcionarios: [1] })
    expect(response.status).toBe(400)
    expect(await errosDe(response)).toEqual([
      { entity: 'AcaoLote', property: 'quadroHorarioVincular', invalidValue: null, message: 'Preenchimento do quadro de horarios e obrigatorio' },
      { entity: 'AcaoLote', property: 'dataInicial', invalidValue: null, message: 'Preenchimento da Data Inicial e obrigatoria' },
      { entity: 'AcaoLote', property: 'dataFinal', invalidValue: null, message: 'Preenchimento da Data Final e obrigatoria' },
    ])
  })

  it('refuses an end before the start, an unknown schedule and no employee', async () => {
    const dbKey = freshDb()
    const invertido = await vincular(dbKey, { funcionarios: [1], quadroHorarioVincular: 1, dataInicial: '2026-11-12', dataFinal: '2026-11-11' })
    expect(await errosDe(invertido)).toMatchObject([{ property: 'dataFinal', message: 'A Data Final deve ser igual ou posterior a Data Inicial' }])
    const desconhecido = await vincular(dbKey, { funcionarios: [], quadroHorarioVincular: 9999, dataInicial: '2026-11-12', dataFinal: '2026-11-12' })
    expect((await errosDe(desconhecido)).map((e) => e.property)).toEqual(['funcionarios', 'quadroHorarioVincular'])
    const semCompetencia = await vincular(dbKey, { funcionarios: [1], quadroHorarioVincular: 1, dataInicial: '2026-11-30', dataFinal: '2026-12-01' })
    expect(await errosDe(semCompetencia)).toMatchObject([{ property: 'dataInicial', message: 'Não há competência para o dia 01/12/2026' }])
  })

  it('[TC-195][TC-200][mock] needs the edit or batch role and an editable card for every employee, else nothing changes', async () => {
    const dbKey = freshDb()
    const body = { funcionarios: [1, 35], quadroHorarioVincular: HORARIO.flexivel, dataInicial: '2026-11-11', dataFinal: '2026-11-11' }
    expect((await vincular(dbKey, body, 'supervisor')).status).toBe(403)
    // Employee 35 has the current competence locked in the seed.
    expect((await vincular(dbKey, body)).status).toBe(409)
    expect(calculado(dbKey, 1, '2026-11-11').codigoHorario).toBe('001')
    const soLote = await call('/api/acoes-lote/vincularQuadroHorario', {
      method: 'POST', as: 'rh', dbKey, body: { ...body, funcionarios: [1] },
      overrides: { permissions: ['front_manutencao_visualizar', 'front_vincularquadrolote'] },
    })
    expect(soLote.status).toBe(204)
    expect(calculado(dbKey, 1, '2026-11-11').codigoHorario).toBe('005')
  })
})

describe('POST /api/registros/{id}/especial', () => {
  it('[TC-125][mock] switches the special schedule on and off; while on, the day owes nothing', async () => {
    const dbKey = freshDb()
    // Fernanda, 2026-11-04: entry 08:17, the 17 minutes debited from the hour bank.
    const antes = await dia(dbKey, 1, '2026-11-04')
    expect(antes).toMatchObject({ horarioEspecial: false, saldoBanco: '-00:17' })
    expect((await call(`/api/registros/${antes.id}/especial`, { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    expect(await dia(dbKey, 1, '2026-11-04')).toMatchObject({ horarioEspecial: true, saldoBanco: '', atraso: '', cargaHoraria: '07:43' })
    expect((await call(`/api/registros/${antes.id}/especial`, { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    expect(await dia(dbKey, 1, '2026-11-04')).toMatchObject({ horarioEspecial: false, saldoBanco: '-00:17' })
  })
})

describe('POST /api/registros/{id}/restaurar', () => {
  it('[TC-126][mock] drops included punches and considers disregarded originals again; treatments stay', async () => {
    const dbKey = freshDb()
    // Sérgio (4), 2026-11-09: exit 12:00 INCLUIDO, the original 12:01 disregarded.
    const antes = await dia(dbKey, 4, '2026-11-09')
    expect(horas(antes)).toContain('12:00')
    const tratamentos = dbFor(dbKey).tratamentos.filter((t) => t.registroId === antes.id).length
    expect((await call(`/api/registros/${antes.id}/restaurar`, { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    const depois = await dia(dbKey, 4, '2026-11-09')
    expect(horas(depois)).toContain('12:01')
    expect(horas(depois)).not.toContain('12:00')
    const noBanco = marcacoesNoBanco(dbKey, antes.id!)
    expect(noBanco.some((m) => m.tipoMarcacao === 'INCLUIDO')).toBe(false)
    expect(noBanco.filter((m) => m.desconsiderada)).toEqual([])
    expect(noBanco.find((m) => m.hora === '12:01')?.motivoId).toBeNull()
    expect(dbFor(dbKey).tratamentos.filter((t) => t.registroId === antes.id)).toHaveLength(tratamentos)
  })

  it('[TC-126][mock] Fernanda 2026-11-12: the included 13:00 goes and the day is odd again', async () => {
    const dbKey = freshDb()
    const antes = await dia(dbKey, 1, '2026-11-12')
    expect(horas(antes)).toEqual(['08:00', '12:00', '13:00', '17:00'])
    await call(`/api/registros/${antes.id}/restaurar`, { method: 'POST', as: 'rh', dbKey })
    const depois = calculado(dbKey, 1, '2026-11-12')
    expect(horas(depois)).toEqual(['08:00', '12:00', '17:00'])
    expect(depois.errorMessage).toBe('Numero impar de marcacoes!')
  })

  it('[TC-126][mock] pre-marked punches are kept', async () => {
    const dbKey = freshDb()
    // Employee 32 (schedule 010): 10:00 and 10:15 PRE_ASSINALADO on working days.
    const antes = await dia(dbKey, 32, '2026-11-11')
    const pre = marcacoesNoBanco(dbKey, antes.id!).filter((m) => m.tipoMarcacao === 'PRE_ASSINALADO')
    expect(pre.length).toBeGreaterThan(0)
    await call(`/api/registros/${antes.id}/restaurar`, { method: 'POST', as: 'rh', dbKey })
    expect(marcacoesNoBanco(dbKey, antes.id!).filter((m) => m.tipoMarcacao === 'PRE_ASSINALADO')).toEqual(pre)
  })
})

describe('DELETE /api/registros/{id}', () => {
  it('[TC-129][mock] erases the treatments and overrides; originals are disregarded, never deleted (Portaria 671)', async () => {
    const dbKey = freshDb()
    // Fernanda, 2026-11-06: exit 18:40 with a HORA_EXTRA treatment.
    const antes = await dia(dbKey, 1, '2026-11-06')
    expect(antes.tratamentos).toHaveLength(1)
    const registro = dbFor(dbKey).registros.find((r) => r.id === antes.id)!
    Object.assign(registro, { folga: true, horarioId: HORARIO.flexivel, horarioEspecial: true })
    const originais = marcacoesNoBanco(dbKey, antes.id!).filter((m) => m.tipoMarcacao === 'ORIGINAL').map((m) => m.id)
    expect((await call(`/api/registros/${antes.id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
    const noBanco = marcacoesNoBanco(dbKey, antes.id!)
    expect(noBanco.map((m) => m.id)).toEqual(originais)
    expect(noBanco.every((m) => m.desconsiderada)).toBe(true)
    expect(dbFor(dbKey).tratamentos.filter((t) => t.registroId === antes.id)).toEqual([])
    expect(registro).toMatchObject({ folga: false, horarioId: null, horarioEspecial: false })
    const depois = await dia(dbKey, 1, '2026-11-06')
    expect(depois).toMatchObject({ tratamentos: [], horas: '', codigoHorario: '001', horarioEspecial: false, folga: false })
    expect(horas(depois)).toEqual([])
    expect(depois.marcacoesOriginais.length).toBe(originais.length)
  })

  it('[TC-129][mock] included and pre-marked punches are deleted', async () => {
    const dbKey = freshDb()
    const sergio = await dia(dbKey, 4, '2026-11-09')
    const pre = await dia(dbKey, 32, '2026-11-11')
    await call(`/api/registros/${sergio.id}`, { method: 'DELETE', as: 'admin', dbKey })
    await call(`/api/registros/${pre.id}`, { method: 'DELETE', as: 'admin', dbKey })
    for (const id of [sergio.id!, pre.id!]) expect(marcacoesNoBanco(dbKey, id).every((m) => m.tipoMarcacao === 'ORIGINAL')).toBe(true)
  })

  it('[TC-127][mock] needs admin_remover_registro', async () => {
    const dbKey = freshDb()
    const { id } = await dia(dbKey, 1, '2026-11-06')
    const response = await call(`/api/registros/${id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(response.status).toBe(403)
    expect(dbFor(dbKey).tratamentos.some((t) => t.registroId === id)).toBe(true)
  })
})

describe('day actions: unknown register and editing rules', () => {
  const acoes = [
    ['POST', 'especial'],
    ['POST', 'restaurar'],
    ['DELETE', ''],
  ] as const
  const path = (id: number | string, acao: string) => `/api/registros/${id}${acao ? `/${acao}` : ''}`

  it.each(acoes)('[TC-195][TC-200][TC-197] %s %s: 404, 403 supervisor, 409 locked, 400 closed', async (method, acao) => {
    const dbKey = freshDb()
    expect((await call(path(999999, acao), { method, as: 'admin', dbKey })).status).toBe(404)
    expect((await call(path('x', acao), { method, as: 'admin', dbKey })).status).toBe(404)
    const { id } = await dia(dbKey, 1, '2026-11-06')
    expect((await call(path(id!, acao), { method, as: 'supervisor', dbKey })).status).toBe(403)
    const bloqueado = (await dia(dbKey, 35, '2026-11-06')).id!
    expect((await call(path(bloqueado, acao), { method, as: 'admin', dbKey })).status).toBe(409)
    dbFor(dbKey).competencias.find((c) => c.id === 13)!.situacao = 'FECHADA'
    expect((await call(path(id!, acao), { method, as: 'admin', dbKey })).status).toBe(400)
  })
})
