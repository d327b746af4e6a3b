import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import type { Marcacao, Registro } from '../db/index'
import { buildCartaoPonto } from '../timecard/build'
import { dataDoRelogio } from '../timecard/edicao/marcacoes'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const FERNANDA = 1
const COMPETENCIA = 13

function dia(dbKey: string, data: string, funcionarioId = FERNANDA) {
  const registro = buildCartaoPonto(dbFor(dbKey), funcionarioId, COMPETENCIA).manutencaoDTO.registros[data]?.registro
  if (!registro) throw new Error(`sem o dia ${data}`)
  return registro
}

/** The grid of a day: [pair, entry, exit] with INCLUIDO punches marked '*'. */
function grade(dbKey: string, data: string, funcionarioId = FERNANDA) {
  const hora = (m: { hora: string; tipoMarcacao: string } | null) => (m ? `${m.hora}${m.tipoMarcacao === 'INCLUIDO' ? '*' : ''}` : null)
  return dia(dbKey, data, funcionarioId)
    .marcacoes.filter((p) => p.entrada || p.saida)
    .map((p) => [p.sequencia, hora(p.entrada), hora(p.saida)])
}

function marcacao(dbKey: string, data: string, hora: string) {
  const r = dia(dbKey, data)
  const m = r.marcacoes.flatMap((p) => [p.entrada, p.saida]).find((x) => x?.hora === hora)
  if (!m || r.id === null) throw new Error(`sem a marcação ${hora} em ${data}`)
  return { id: m.id, registroId: r.id }
}

function stored(dbKey: string, id: number) {
  return dbFor(dbKey).marcacoes.find((m) => m.id === id)
}

function incluir(dbKey: string, body: Record<string, unknown>, as = 'rh') {
  return call('/api/registros', { method: 'POST', as, dbKey, body })
}

/** Fernanda, 2026-11-10: 08:00, 12:00, 13:00 and no 17:00 exit. */
const SAIDA_FERNANDA = {
  idFuncionario: FERNANDA, idCompetencia: COMPETENCIA, idRegistro: null, idMarcacao: null, data: '2026-11-10', hora: '17:00',
  idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
}

async function erros(response: Response) {
  const { errors } = (await response.json()) as { errors: { entity: string; property: string; message: string }[] }
  return errors.map((e) => [e.entity, e.property, e.message])
}

describe('POST /api/registros (include or alter a punch)', () => {
  it('[TC-100][mock] includes the missing exit at Saída 2: the odd-punch error goes and the day counts 08:00', async () => {
    const dbKey = freshDb()
    expect(dia(dbKey, '2026-11-10')).toMatchObject({ horas: '04:00', errorMessage: 'Numero impar de marcacoes!' })
    const { id: registroId } = dia(dbKey, '2026-11-10')
    const response = await incluir(dbKey, { ...SAIDA_FERNANDA, idRegistro: registroId })
    expect(response.status).toBe(200)
    const criada = (await response.json()) as { id: number }
    expect(stored(dbKey, criada.id)).toMatchObject({
      tipoMarcacao: 'INCLUIDO', hora: '17:00', data: '2026-11-10', motivoId: 102, sequencia: 4, posicaoManual: true, registroId,
    })
    expect(dia(dbKey, '2026-11-10')).toMatchObject({ horas: '08:00', errorMessage: null, error: false })
    expect(grade(dbKey, '2026-11-10')).toEqual([[1, '08:00', '12:00'], [2, '13:00', '17:00*']])
    const total = buildCartaoPonto(dbFor(dbKey), FERNANDA, COMPETENCIA).manutencaoDTO.totalHoras
    expect(total).toBe('70:24')
  })

  it('[TC-100][mock] a punch included in an empty slot of a day without a register creates the register', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    buildCartaoPonto(db, FERNANDA, COMPETENCIA)
    const registro = db.registros.find((r) => r.funcionarioId === FERNANDA && r.data === '2026-11-10')!
    db.registros.splice(db.registros.indexOf(registro), 1)
    expect((await incluir(dbKey, SAIDA_FERNANDA)).status).toBe(200)
    expect(grade(dbKey, '2026-11-10')).toEqual([[2, null, '17:00*']])
  })

  it('[TC-100][mock] altering an INCLUIDO punch changes its time and reason', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-12', '13:00')
    const response = await incluir(dbKey, {
      ...SAIDA_FERNANDA, data: '2026-11-12', idRegistro: registroId, idMarcacao: id, hora: '13:10', idMotivo: 105, sequencia: 2, modoMarcacao: 'ENTRADA',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id, hora: '13:10', tipoMarcacao: 'INCLUIDO' })
    expect(stored(dbKey, id)).toMatchObject({ hora: '13:10', motivoId: 105, dataHora: '2026-11-12T13:10:00' })
    expect(grade(dbKey, '2026-11-12')).toEqual([[1, '08:00', '12:00'], [2, '13:10*', '17:00']])
    expect(dia(dbKey, '2026-11-12').marcacoes[1]?.entrada?.tratamento?.motivo.id).toBe(105)
  })

  it('[TC-100][mock] altering an ORIGINAL punch never changes it: it is disregarded and an included punch takes its slot', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-11', '07:59')
    const antes = { ...stored(dbKey, id) }
    const response = await incluir(dbKey, {
      ...SAIDA_FERNANDA, data: '2026-11-11', idRegistro: registroId, idMarcacao: id, hora: '07:30', idMotivo: 105, sequencia: 1, modoMarcacao: 'ENTRADA',
    })
    expect(response.status).toBe(200)
    const nova = (await response.json()) as { id: number; tipoMarcacao: string }
    expect(nova.id).not.toBe(id)
    expect(nova.tipoMarcacao).toBe('INCLUIDO')
    expect(stored(dbKey, id)).toEqual({ ...antes, desconsiderada: true, motivoId: 105 })
    expect(grade(dbKey, '2026-11-11')).toEqual([[1, '07:30*', '12:02'], [2, '13:02', '16:58']])
    const originais = dia(dbKey, '2026-11-11').marcacoesOriginais
    expect(originais.find((m) => m.id === id)).toMatchObject({ hora: '07:59', desconsiderada: true })
  })

  it('[TC-101][TC-102][TC-103][mock] answers Spring validation errors with the catalogue messages', async () => {
    const dbKey = freshDb()
    const semNada = await incluir(dbKey, { ...SAIDA_FERNANDA, hora: '', idMotivo: null })
    expect(semNada.status).toBe(400)
    expect(await erros(semNada)).toEqual([
      ['Marcacao', 'hora', 'Preenchimento do horario e obrigatorio'],
      ['Marcacao', 'idMotivo', 'Preenchimento do motivo e obrigatorio'],
    ])
    expect(await erros(await incluir(dbKey, { ...SAIDA_FERNANDA, hora: '24:01' }))).toEqual([
      ['Marcacao', 'hora', 'O horario deve ser menor ou igual a 24:00 horas'],
    ])
    expect(await erros(await incluir(dbKey, { ...SAIDA_FERNANDA, hora: '17:60' }))).toEqual([['Marcacao', 'hora', 'deve estar no formato hh:mm']])
    expect((await incluir(dbKey, { ...SAIDA_FERNANDA, hora: '24:00' })).status).toBe(200)
    expect(dbFor(dbKey).marcacoes.filter((m) => m.hora === '24:00' && m.funcionarioId === FERNANDA)).toHaveLength(1)
  })

  it('refuses a slot that already holds a punch and a punch of another day', async () => {
    const dbKey = freshDb()
    const ocupado = await incluir(dbKey, { ...SAIDA_FERNANDA, sequencia: 1 })
    expect(await erros(ocupado)).toEqual([['Marcacao', 'sequencia', 'A posição de destino já possui marcação.']])
    const { id } = marcacao(dbKey, '2026-11-12', '13:00')
    expect(await erros(await incluir(dbKey, { ...SAIDA_FERNANDA, idMarcacao: id }))).toEqual([['Marcacao', 'idMarcacao', 'não pertence ao dia informado']])
  })

  it('[TC-195][mock] applies the editing rules: 403 for a supervisor, 409 when locked, 401 without a token', async () => {
    const dbKey = freshDb()
    expect((await incluir(dbKey, SAIDA_FERNANDA, 'supervisor')).status).toBe(403)
    expect((await call('/api/registros', { method: 'POST', dbKey, body: SAIDA_FERNANDA })).status).toBe(401)
    // Employee 35 has the current competence locked in the seed.
    expect((await incluir(dbKey, { ...SAIDA_FERNANDA, idFuncionario: 35 })).status).toBe(409)
    expect(dia(dbKey, '2026-11-10').horas).toBe('04:00')
  })

  it('a night exit typed after the entry is dated the next day', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    buildCartaoPonto(db, FERNANDA, COMPETENCIA)
    const registro = db.registros.find((r) => r.funcionarioId === FERNANDA && r.data === '2026-11-10')!
    for (const m of db.marcacoes.filter((x) => x.registroId === registro.id)) m.hora = m.hora === '08:00' ? '22:00' : m.hora
    db.marcacoes.splice(0, db.marcacoes.length, ...db.marcacoes.filter((m) => m.registroId !== registro.id || m.hora === '22:00'))
    const response = await incluir(dbKey, { ...SAIDA_FERNANDA, hora: '02:00', sequencia: 1, modoMarcacao: 'SAIDA' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ data: '2026-11-11', hora: '02:00' })
    expect(grade(dbKey, '2026-11-10')).toEqual([[1, '22:00', '02:00*']])
  })

  it('on an empty day of a night shift, the exit typed first is of the next day, as the schedule says (domain.md rule 14)', async () => {
    // Employee 14 works the 12x36 19:00-07:00; 2026-11-06 is a shift day, emptied here: HR types the exit, then the entry.
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    buildCartaoPonto(db, 14, COMPETENCIA)
    const registro = db.registros.find((r) => r.funcionarioId === 14 && r.data === '2026-11-06')!
    db.marcacoes.splice(0, db.marcacoes.length, ...db.marcacoes.filter((m) => m.registroId !== registro.id))
    const noturno = { ...SAIDA_FERNANDA, idFuncionario: 14, data: '2026-11-06' }
    const saida = await incluir(dbKey, { ...noturno, hora: '07:00', sequencia: 1, modoMarcacao: 'SAIDA' })
    expect(await saida.json()).toMatchObject({ data: '2026-11-07', hora: '07:00' })
    const entrada = await incluir(dbKey, { ...noturno, hora: '19:00', sequencia: 1, modoMarcacao: 'ENTRADA' })
    expect(await entrada.json()).toMatchObject({ data: '2026-11-06', hora: '19:00' })
    expect(grade(dbKey, '2026-11-06', 14)).toEqual([[1, '19:00*', '07:00*']])
    expect(dia(dbKey, '2026-11-06', 14)).toMatchObject({ horas: '12:00', errorMessage: null })
  })

  it('a punch typed before a later one of the next day is of the next day too; a day shift stays on its day', () => {
    const registro = { id: 1, funcionarioId: 1, competenciaId: 13, data: '2026-11-10' } as Registro
    const saida = { id: 2, registroId: 1, data: '2026-11-11', hora: '06:00', tipoMarcacao: 'ORIGINAL' } as Marcacao
    expect(dataDoRelogio(registro, '02:00', 2, new Map([[4, saida]]))).toBe('2026-11-11')
    expect(dataDoRelogio(registro, '22:00', 1, new Map([[4, saida]]))).toBe('2026-11-10')
    const tarde = { ...saida, data: '2026-11-10', hora: '17:00' }
    expect(dataDoRelogio(registro, '08:00', 1, new Map([[4, tarde]]))).toBe('2026-11-10')
    // With no punch, the schedule decides: 08:00-12:00 13:00-17:00 keeps 17:00 on the day; 19:00-07:00 moves 07:00 on.
    expect(dataDoRelogio(registro, '17:00', 4, new Map(), [480, 720, 780, 1020])).toBe('2026-11-10')
    expect(dataDoRelogio(registro, '07:00', 2, new Map(), [1140, 1860])).toBe('2026-11-11')
    expect(dataDoRelogio(registro, '07:00', 2, new Map())).toBe('2026-11-10')
  })
})

function desconsiderar(dbKey: string, registroId: number, id: number, motivo?: number, as = 'rh') {
  const path = `/api/registros/${registroId}/marcacoes/${id}/desconsiderar${motivo === undefined ? '' : `/${motivo}`}`
  return call(path, { method: 'POST', as, dbKey })
}

describe('POST /api/registros/{id}/marcacoes/{idMarcacao}/desconsiderar[/{idMotivo}]', () => {
  it('[TC-105][TC-106][mock] disregards an ORIGINAL punch with the reason; the punch is kept, the day loses it', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-11', '16:58')
    const response = await desconsiderar(dbKey, registroId, id, 105)
    expect(response.status).toBe(204)
    expect(stored(dbKey, id)).toMatchObject({ hora: '16:58', tipoMarcacao: 'ORIGINAL', desconsiderada: true, motivoId: 105 })
    expect(grade(dbKey, '2026-11-11')).toEqual([[1, '07:59', '12:02'], [2, '13:02', null]])
    expect(dia(dbKey, '2026-11-11').errorMessage).toBe('Numero impar de marcacoes!')
  })

  it('[TC-105][mock] an ORIGINAL punch without a reason answers the catalogue message on idMotivo and stays', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-11', '16:58')
    const response = await desconsiderar(dbKey, registroId, id)
    expect(response.status).toBe(400)
    expect(await erros(response)).toEqual([['Marcacao', 'idMotivo', 'Preenchimento do motivo e obrigatorio']])
    expect(stored(dbKey, id)?.desconsiderada).toBe(false)
  })

  it('[TC-107][mock] an INCLUIDO punch is removed without a reason', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-12', '13:00')
    expect((await desconsiderar(dbKey, registroId, id)).status).toBe(204)
    expect(stored(dbKey, id)).toBeUndefined()
    expect(grade(dbKey, '2026-11-12')).toEqual([[1, '08:00', '12:00'], [2, '17:00', null]])
    expect(dia(dbKey, '2026-11-12').errorMessage).toBe('Numero impar de marcacoes!')
  })

  it('[TC-107][mock] a PRE_ASSINALADO punch is removed without a reason', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    buildCartaoPonto(db, 32, COMPETENCIA)
    const pre = db.marcacoes.find((m) => m.funcionarioId === 32 && m.tipoMarcacao === 'PRE_ASSINALADO' && m.data >= '2026-11-01')!
    expect((await desconsiderar(dbKey, pre.registroId, pre.id)).status).toBe(204)
    expect(db.marcacoes.includes(pre)).toBe(false)
  })

  it('[TC-195][mock] 403 for a supervisor, 409 on a locked card, 404 for a punch of another register', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-11', '16:58')
    expect((await desconsiderar(dbKey, registroId, id, 105, 'supervisor')).status).toBe(403)
    expect((await desconsiderar(dbKey, registroId + 1, id, 105)).status).toBe(404)
    dbFor(dbKey).bloqueios.push({ id: 999, funcionarioId: FERNANDA, competenciaId: COMPETENCIA, dataBloqueio: '2026-11-16T10:00:00', usuarioId: null })
    expect((await desconsiderar(dbKey, registroId, id, 105)).status).toBe(409)
    expect(stored(dbKey, id)?.desconsiderada).toBe(false)
  })
})

function mover(dbKey: string, registroId: number, id: number, destino: string, query = '', as = 'rh', permissions?: string[]) {
  const path = `/api/registros/${registroId}/marcacoes/${id}/move/${destino}${query}`
  return call(path, { method: 'POST', as, dbKey, ...(permissions ? { overrides: { permissions } } : {}) })
}

describe('POST /api/registros/{id}/marcacoes/{idMarcacao}/move/{novaSequencia}/{modoMarcacao}', () => {
  it('[TC-110][mock] moves a punch to an empty slot of its day; it keeps its time and stays there', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-10', '13:00')
    const response = await mover(dbKey, registroId, id, '3/ENTRADA', `?dataDestino=2026-11-10&idregistrodestino=${registroId}`)
    expect(response.status).toBe(204)
    expect(stored(dbKey, id)).toMatchObject({ hora: '13:00', tipoMarcacao: 'ORIGINAL', data: '2026-11-10', sequencia: 5, posicaoManual: true })
    expect(grade(dbKey, '2026-11-10')).toEqual([[1, '08:00', '12:00'], [3, '13:00', null]])
    // Only complete pairs count.
    expect(dia(dbKey, '2026-11-10')).toMatchObject({ horas: '04:00', errorMessage: 'Numero impar de marcacoes!' })
  })

  it('[TC-110][mock] a move that completes a pair makes it count', async () => {
    const dbKey = freshDb()
    await incluir(dbKey, { ...SAIDA_FERNANDA, sequencia: 3 })
    expect(grade(dbKey, '2026-11-10')).toEqual([[1, '08:00', '12:00'], [2, '13:00', null], [3, null, '17:00*']])
    const { id, registroId } = marcacao(dbKey, '2026-11-10', '17:00')
    expect((await mover(dbKey, registroId, id, '2/SAIDA')).status).toBe(204)
    expect(grade(dbKey, '2026-11-10')).toEqual([[1, '08:00', '12:00'], [2, '13:00', '17:00*']])
    expect(dia(dbKey, '2026-11-10')).toMatchObject({ horas: '08:00', error: false })
  })

  it('[TC-109][mock] refuses an occupied slot and a slot that would break the time order', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-10', '13:00')
    const ocupado = await mover(dbKey, registroId, id, '1/SAIDA')
    expect(ocupado.status).toBe(400)
    expect(await erros(ocupado)).toEqual([['Marcacao', 'novaSequencia', 'A posição de destino já possui marcação.']])
    const { id: oito } = marcacao(dbKey, '2026-11-10', '08:00')
    const foraDeOrdem = await mover(dbKey, registroId, oito, '4/SAIDA')
    expect(await erros(foraDeOrdem)).toEqual([['Marcacao', 'novaSequencia', 'A marcação não pode ficar nesta posição: os horários do dia ficariam fora de ordem.']])
    expect(stored(dbKey, oito)).toMatchObject({ sequencia: 1 })
    expect(stored(dbKey, oito)?.posicaoManual).toBeUndefined()
    expect(grade(dbKey, '2026-11-10')).toEqual([[1, '08:00', '12:00'], [2, '13:00', null]])
  })

  it('[TC-110][mock] moves a punch to a neighbouring day keeping its clock date; refuses days further away', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-10', '13:00')
    const longe = await mover(dbKey, registroId, id, '3/ENTRADA', '?dataDestino=2026-11-12')
    expect(await erros(longe)).toEqual([['Marcacao', 'dataDestino', 'O dia de destino deve ser da mesma competência e no máximo um dia distante da marcação.']])
    const fora = await mover(dbKey, registroId, id, '3/ENTRADA', '?dataDestino=2026-12-01')
    expect(fora.status).toBe(400)
    // Saturday 2026-11-14 has no punches: a Friday 2026-11-13 punch can go there.
    const sexta = dia(dbKey, '2026-11-13')
    const ultima = sexta.marcacoes.flatMap((p) => [p.entrada, p.saida]).filter((m) => m !== null).at(-1)!
    const sabado = dia(dbKey, '2026-11-14')
    expect(grade(dbKey, '2026-11-14')).toEqual([])
    const response = await mover(dbKey, sexta.id!, ultima.id, '1/SAIDA', `?dataDestino=2026-11-14&idregistrodestino=${sabado.id}`)
    expect(response.status).toBe(204)
    expect(stored(dbKey, ultima.id)).toMatchObject({ data: '2026-11-13', hora: ultima.hora, registroId: sabado.id })
    expect(grade(dbKey, '2026-11-14')).toEqual([[1, null, ultima.hora]])
  })

  it('[TC-108][mock] needs front_move_marcacao besides the editing rules; 403 for a supervisor; 409 when locked', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-10', '13:00')
    const rhSemMover = (await import('../idp/demo-users')).DEMO_USERS.find((u) => u.username === 'rh')!.permissions.filter(
      (p) => p !== 'front_move_marcacao',
    )
    expect((await mover(dbKey, registroId, id, '3/ENTRADA', '', 'rh', rhSemMover)).status).toBe(403)
    expect((await mover(dbKey, registroId, id, '3/ENTRADA', '', 'supervisor')).status).toBe(403)
    dbFor(dbKey).bloqueios.push({ id: 999, funcionarioId: FERNANDA, competenciaId: COMPETENCIA, dataBloqueio: '2026-11-16T10:00:00', usuarioId: null })
    expect((await mover(dbKey, registroId, id, '3/ENTRADA')).status).toBe(409)
    expect(stored(dbKey, id)?.posicaoManual).toBeUndefined()
  })
})

describe('a change made from a stale card (a second tab, another user)', () => {
  const CONFLITO = 'Este dia foi alterado por outra sessão; recarregue o cartão.'

  it('altering a punch another session already replaced answers 409 with the conflict message and changes nothing', async () => {
    const dbKey = freshDb()
    const { id, registroId } = marcacao(dbKey, '2026-11-11', '16:58')
    const alteracao = { ...SAIDA_FERNANDA, data: '2026-11-11', idRegistro: registroId, idMarcacao: id, hora: '17:00' }
    expect((await incluir(dbKey, alteracao)).status).toBe(200)
    const antes = grade(dbKey, '2026-11-11')

    const atrasada = await incluir(dbKey, { ...alteracao, hora: '17:30' })
    expect(atrasada.status).toBe(409)
    expect(await atrasada.json()).toMatchObject({ status: 409, error: 'Conflict', message: CONFLITO })
    expect(grade(dbKey, '2026-11-11')).toEqual(antes)
  })

  it('removing or disregarding a punch that is already gone answers 409, not 404', async () => {
    const dbKey = freshDb()
    const incluida = marcacao(dbKey, '2026-11-12', '13:00')
    expect((await desconsiderar(dbKey, incluida.registroId, incluida.id)).status).toBe(204)
    const removida = await desconsiderar(dbKey, incluida.registroId, incluida.id)
    expect(removida.status).toBe(409)
    expect(await removida.json()).toMatchObject({ message: CONFLITO })

    const original = marcacao(dbKey, '2026-11-11', '16:58')
    expect((await desconsiderar(dbKey, original.registroId, original.id, 105)).status).toBe(204)
    expect((await desconsiderar(dbKey, original.registroId, original.id, 105)).status).toBe(409)
  })
})
