import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { buildCartaoPonto } from '../timecard/build'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const FERNANDA = 1
const BENICIO = 14
const COMPETENCIA = 13

function dia(dbKey: string, data: string, funcionarioId = FERNANDA) {
  const registro = buildCartaoPonto(dbFor(dbKey), funcionarioId, COMPETENCIA).manutencaoDTO.registros[data]?.registro
  if (!registro?.id) throw new Error(`sem o registro de ${data}`)
  return { ...registro, id: registro.id }
}

/** The grid of a day: 'entrada–saida' per non-empty pair, INCLUIDO punches marked '*'. */
function gradeDe(registro: ReturnType<typeof dia>) {
  const hora = (m: { hora: string; tipoMarcacao: string } | null) => (m ? `${m.hora}${m.tipoMarcacao === 'INCLUIDO' ? '*' : ''}` : '')
  return registro.marcacoes.filter((p) => p.entrada || p.saida).map((p) => `${hora(p.entrada)}–${hora(p.saida)}`)
}

const grade = (dbKey: string, data: string, funcionarioId = FERNANDA) => gradeDe(dia(dbKey, data, funcionarioId))

const ordenar = (dbKey: string, registroId: number | string, as = 'rh', permissions?: string[]) =>
  call(`/api/registros/${registroId}/ordenar`, { method: 'POST', as, dbKey, ...(permissions ? { overrides: { permissions } } : {}) })

/** Fernanda, 2026-11-13 (12:00, 13:00, 17:00): the missing 08:00 entry typed into Saída 2, as the grid lets one do. */
async function incluirEntradaNaSaida2(dbKey: string) {
  const response = await call('/api/registros', {
    method: 'POST', as: 'rh', dbKey,
    body: {
      idFuncionario: FERNANDA, idCompetencia: COMPETENCIA, idRegistro: dia(dbKey, '2026-11-13').id, idMarcacao: null, data: '2026-11-13',
      hora: '08:00', idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
    },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { id: number }
}

describe('POST /api/registros/{idRegistro}/ordenar (extension, issue 14)', () => {
  it('[mock] puts the day in time order, keeps every punch and recalculates the day', async () => {
    const dbKey = freshDb()
    const { id: incluida } = await incluirEntradaNaSaida2(dbKey)
    const fora = dia(dbKey, '2026-11-13')
    expect(gradeDe(fora)).toEqual(['12:00–13:00', '17:00–08:00*'])
    expect(fora.horas).toBe('16:00')
    const originais = dbFor(dbKey).marcacoes.filter((m) => m.registroId === fora.id && m.tipoMarcacao === 'ORIGINAL')
    const antes = originais.map((m) => ({ ...m }))

    const response = await ordenar(dbKey, fora.id)
    expect(response.status).toBe(204)
    const emOrdem = dia(dbKey, '2026-11-13')
    expect(gradeDe(emOrdem)).toEqual(['08:00*–12:00', '13:00–17:00'])
    expect(emOrdem).toMatchObject({ horas: '08:00', errorMessage: null })
    expect(originais.map(({ data, hora, dataHora, tipoMarcacao, desconsiderada }) => ({ data, hora, dataHora, tipoMarcacao, desconsiderada }))).toEqual(
      antes.map(({ data, hora, dataHora, tipoMarcacao, desconsiderada }) => ({ data, hora, dataHora, tipoMarcacao, desconsiderada })),
    )
    expect(dbFor(dbKey).marcacoes.find((m) => m.id === incluida)).toMatchObject({ data: '2026-11-13', dataHora: '2026-11-13T08:00:00', sequencia: 1 })
  })

  it('[mock] a night shift stays as it is: the clock exit of the next day comes after the entry', async () => {
    const dbKey = freshDb()
    const noturno = dia(dbKey, '2026-11-06', BENICIO)
    const antes = gradeDe(noturno)
    expect(antes).toEqual(['19:00–08:30'])
    expect((await ordenar(dbKey, noturno.id)).status).toBe(204)
    expect(grade(dbKey, '2026-11-06', BENICIO)).toEqual(antes)
  })

  it('[mock] a night shift typed out of order is put in order across midnight; its typed punches of the next day dated so', async () => {
    const dbKey = freshDb()
    const data = '2026-11-15'
    expect(grade(dbKey, data)).toEqual([])
    const incluir = async (hora: string, sequencia: number, modoMarcacao: 'ENTRADA' | 'SAIDA', idMarcacao: number | null = null) => {
      const response = await call('/api/registros', {
        method: 'POST', as: 'rh', dbKey,
        body: {
          idFuncionario: FERNANDA, idCompetencia: COMPETENCIA, idRegistro: dia(dbKey, data).id, idMarcacao, data,
          hora, idMotivo: 102, sequencia, modoMarcacao, tipoJustificativa: 'INCLUIR_MARCACAO',
        },
      })
      expect(response.status).toBe(200)
      return (await response.json()) as { id: number }
    }
    await incluir('22:00', 1, 'ENTRADA')
    await incluir('02:00', 1, 'SAIDA')
    const { id: entrada2 } = await incluir('03:00', 2, 'ENTRADA')
    await incluir('06:00', 2, 'SAIDA')
    expect(dia(dbKey, data)).toMatchObject({ horas: '07:00' })
    await incluir('01:00', 2, 'ENTRADA', entrada2)

    expect((await ordenar(dbKey, dia(dbKey, data).id)).status).toBe(204)
    const emOrdem = dia(dbKey, data)
    expect(gradeDe(emOrdem)).toEqual(['22:00*–01:00*', '02:00*–06:00*'])
    expect(emOrdem).toMatchObject({ horas: '07:00' })
    const datas = dbFor(dbKey).marcacoes.filter((m) => m.registroId === emOrdem.id).map((m) => `${m.hora} ${m.data}`)
    expect(datas.sort()).toEqual(['01:00 2026-11-16', '02:00 2026-11-16', '06:00 2026-11-16', '22:00 2026-11-15'])
  })

  it('[mock] a night shift in order read across midnight keeps its order; its exit typed before its entry gets the next day', async () => {
    const dbKey = freshDb()
    const data = '2026-11-15'
    for (const [hora, modoMarcacao] of [['02:00', 'SAIDA'], ['22:00', 'ENTRADA']] as const) {
      const response = await call('/api/registros', {
        method: 'POST', as: 'rh', dbKey,
        body: {
          idFuncionario: FERNANDA, idCompetencia: COMPETENCIA, idRegistro: dia(dbKey, data).id, idMarcacao: null, data,
          hora, idMotivo: 102, sequencia: 1, modoMarcacao, tipoJustificativa: 'INCLUIR_MARCACAO',
        },
      })
      expect(response.status).toBe(200)
    }
    expect((await ordenar(dbKey, dia(dbKey, data).id)).status).toBe(204)
    expect(grade(dbKey, data)).toEqual(['22:00*–02:00*'])
    expect(dia(dbKey, data)).toMatchObject({ horas: '04:00' })
  })

  it('[mock] disregarded punches are left out and kept', async () => {
    const dbKey = freshDb()
    const registro = dia(dbKey, '2026-11-05')
    const { id } = registro
    const desconsiderada = dbFor(dbKey).marcacoes.find((m) => m.registroId === id && m.desconsiderada)!
    expect(desconsiderada).toMatchObject({ hora: '08:01' })
    const antes = gradeDe(registro)
    expect((await ordenar(dbKey, id)).status).toBe(204)
    expect(grade(dbKey, '2026-11-05')).toEqual(antes)
    expect(dbFor(dbKey).marcacoes.find((m) => m.id === desconsiderada.id)).toMatchObject({ desconsiderada: true, hora: '08:01' })
  })

  it('[mock] more than 8 counted punches: 400 on marcacoes and nothing changes', async () => {
    const dbKey = freshDb()
    const { id } = dia(dbKey, '2026-11-13')
    const db = dbFor(dbKey)
    const modelo = db.marcacoes.find((m) => m.registroId === id)!
    for (const [i, hora] of ['18:00', '19:00', '20:00', '21:00', '22:00', '23:00'].entries()) {
      db.marcacoes.push({ ...modelo, id: 900_000 + i, hora, dataHora: `${modelo.data}T${hora}:00` })
    }
    const antes = db.marcacoes.filter((m) => m.registroId === id).map((m) => ({ ...m }))
    const response = await ordenar(dbKey, id)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ entity: 'Marcacao', property: 'marcacoes', invalidValue: 9, message: 'O dia tem mais de 8 marcações: em ordem de horário só cabem 8 (quatro pares).' }],
    })
    expect(db.marcacoes.filter((m) => m.registroId === id)).toEqual(antes)
  })

  it('[mock] 404 for an unknown register; the editing rules apply (403 supervisor, 409 locked); no move permission needed', async () => {
    const dbKey = freshDb()
    const { id } = dia(dbKey, '2026-11-13')
    expect((await ordenar(dbKey, 999_999)).status).toBe(404)
    expect((await ordenar(dbKey, 'abc')).status).toBe(404)
    expect((await ordenar(dbKey, id, 'supervisor')).status).toBe(403)
    const rhSemMover = (await import('../idp/demo-users')).DEMO_USERS.find((u) => u.username === 'rh')!.permissions.filter(
      (p) => p !== 'front_move_marcacao',
    )
    expect((await ordenar(dbKey, id, 'rh', rhSemMover)).status).toBe(204)
    dbFor(dbKey).bloqueios.push({ id: 999, funcionarioId: FERNANDA, competenciaId: COMPETENCIA, dataBloqueio: '2026-11-16T10:00:00', usuarioId: null })
    expect((await ordenar(dbKey, id)).status).toBe(409)
  })
})
