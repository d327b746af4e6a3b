import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'
import { MSG_TROCA_BANCO_DE_DIAS } from './justificativas'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

async function dia(dbKey: string, funcionarioId: number, data: string, competenciaId = 13) {
  const response = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=${competenciaId}`, { as: 'rh', dbKey })
  const registro = cartaoPontoSchema.parse(await response.json()).manutencaoDTO.registros[data]?.registro
  if (!registro) throw new Error(`sem o dia ${data}`)
  return registro
}

function justificar(dbKey: string, body: Record<string, unknown>, as = 'rh') {
  return call('/api/registros/justificar', { method: 'POST', as, dbKey, body })
}

/** Sara (33) is 00:25 late on 2026-11-04. */
const ATRASO_SARA = {
  idFuncionario: 33, idCompetencia: 13, idRegistro: null, data: '2026-11-04', tipoJustificativa: 'ABONO_ENTRADA', horas: '00:25',
  idMotivo: 103, idBancoDias: null, observacao: 'Consulta',
}

describe('POST /api/registros/justificar', () => {
  it('[TC-150][mock] stores an inclusion on the day that the next card load applies', async () => {
    const dbKey = freshDb()
    expect((await dia(dbKey, 33, '2026-11-04')).atraso).toBe('00:25')
    const response = await justificar(dbKey, ATRASO_SARA)
    expect(response.status).toBe(200)
    const [criado] = (await response.json()) as { id: number; ocorrencia: string; horas: string }[]
    expect(criado).toMatchObject({ ocorrencia: 'I', horas: '00:25', tipoJustificativa: 'ABONO_ENTRADA', motivoId: 103, observacao: 'Consulta' })
    const depois = await dia(dbKey, 33, '2026-11-04')
    expect(depois.atraso).toBe('')
    expect(depois.tratamentos).toContainEqual(expect.objectContaining({ id: criado?.id, prefixo: 'AE', hora: '00:25', ocorrencia: 'I' }))
  })

  it('accepts the day register id and refuses one of another day', async () => {
    const dbKey = freshDb()
    const { id } = await dia(dbKey, 33, '2026-11-04')
    expect((await justificar(dbKey, { ...ATRASO_SARA, idRegistro: id })).status).toBe(200)
    const outro = await justificar(dbKey, { ...ATRASO_SARA, idRegistro: id, data: '2026-11-05' })
    expect(outro.status).toBe(400)
    expect(await outro.json()).toEqual({
      errors: [{ entity: 'Justificativa', property: 'idRegistro', invalidValue: id, message: 'não pertence ao dia informado' }],
    })
  })

  it('[TC-152][TC-153][mock] answers Spring validation errors with the catalogue messages', async () => {
    const dbKey = freshDb()
    const response = await justificar(dbKey, { ...ATRASO_SARA, tipoJustificativa: null, idMotivo: null, horas: '24:01', data: '2026-10-30' })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { entity: string; property: string; message: string }[] }
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['data', 'deve estar dentro da competência'],
      ['tipoJustificativa', 'Selecione o tipo de justificativa'],
      ['horas', 'O horario deve ser menor ou igual a 24:00 horas'],
      ['idMotivo', 'Preenchimento do motivo e obrigatorio'],
    ])
    expect(errors.every((e) => e.entity === 'Justificativa')).toBe(true)
    const semIds = await justificar(dbKey, { ...ATRASO_SARA, idFuncionario: 'x', idCompetencia: undefined })
    expect(((await semIds.json()) as { errors: { property: string }[] }).errors.map((e) => e.property)).toEqual(['idFuncionario', 'idCompetencia'])
  })

  it('[TC-155][TC-156][mock] a day bank debit needs a day bank and is stored with 00:00', async () => {
    const dbKey = freshDb()
    const debito = { ...ATRASO_SARA, data: '2026-11-11', tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', horas: '08:00', idMotivo: 114 }
    const semBanco = await justificar(dbKey, debito)
    expect(await semBanco.json()).toMatchObject({ errors: [{ property: 'idBancoDias', message: 'Preenchimento do banco de dias é obrigatório' }] })
    const response = await justificar(dbKey, { ...debito, idBancoDias: 1 })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject([{ horas: '00:00', bancoDiasId: 1 }])
    const depois = await dia(dbKey, 33, '2026-11-11')
    expect(depois.falta).toBe('')
    expect(depois.tratamentos.at(-1)).toMatchObject({ prefixo: 'BD-', bancoDias: { id: 1 } })
  })

  it('[TC-195][mock] applies the editing rules: role, locked card, closed competence', async () => {
    const dbKey = freshDb()
    expect((await justificar(dbKey, ATRASO_SARA, 'supervisor')).status).toBe(403)
    expect((await call('/api/registros/justificar', { method: 'POST', dbKey, body: ATRASO_SARA })).status).toBe(401)
    // Employee 35 has the current competence locked in the seed.
    const bloqueado = await justificar(dbKey, { ...ATRASO_SARA, idFuncionario: 35 })
    expect(bloqueado.status).toBe(409)
    dbFor(dbKey).competencias.find((c) => c.id === 13)!.situacao = 'FECHADA'
    expect((await justificar(dbKey, ATRASO_SARA)).status).toBe(400)
  })

  it('[TC-163][mock] paying part of an hour bank amount registers the rest as an hour bank credit (reason 111)', async () => {
    const dbKey = freshDb()
    // Fernanda, 2026-11-06: 01:40 over, 01:00 authorised by HORA_EXTRA, 00:40 in the hour bank.
    expect(await dia(dbKey, 1, '2026-11-06')).toMatchObject({ horaExtra: '01:00', saldoBanco: '00:40' })
    const response = await justificar(dbKey, {
      ...ATRASO_SARA, idFuncionario: 1, data: '2026-11-06', tipoJustificativa: 'HORA_EXTRA', horas: '00:15', idMotivo: 117, observacao: null,
      origemConversao: 'BANCO_DE_HORAS', horasTotal: '00:40',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject([
      { tipoJustificativa: 'HORA_EXTRA', horas: '00:15', motivoId: 117 },
      { tipoJustificativa: 'BANCO_DE_HORAS_CREDITO', horas: '00:25', motivoId: 111, observacao: 'Saldo restante do banco de horas', ocorrencia: 'I' },
    ])
    expect(await dia(dbKey, 1, '2026-11-06')).toMatchObject({ horaExtra: '01:15', saldoBanco: '00:25' })
  })

  it('[TC-164][mock] paying the whole hour bank amount registers no remainder', async () => {
    const dbKey = freshDb()
    const response = await justificar(dbKey, {
      ...ATRASO_SARA, idFuncionario: 1, data: '2026-11-06', tipoJustificativa: 'HORA_EXTRA', horas: '00:40', idMotivo: 117,
      origemConversao: 'BANCO_DE_HORAS', horasTotal: '00:40',
    })
    expect(await response.json()).toHaveLength(1)
    expect(await dia(dbKey, 1, '2026-11-06')).toMatchObject({ horaExtra: '01:40', saldoBanco: '' })
  })

  it('[TC-154][mock] a conversion hour above the whole amount is refused with the maximum', async () => {
    const dbKey = freshDb()
    const response = await justificar(dbKey, {
      ...ATRASO_SARA, horas: '00:26', origemConversao: 'FALTA', horasTotal: '00:25',
    })
    expect(await response.json()).toMatchObject({ errors: [{ property: 'horas', message: 'O horário deve ser menor ou igual a 00:25' }] })
  })

  it('[TC-150][mock] converting an hour bank credit into overtime replaces the credit that produced it', async () => {
    const dbKey = freshDb()
    // Yasmin (40), 2026-11-06: +01:30 credited to the hour bank by a BANCO_DE_HORAS_CREDITO inclusion.
    expect(await dia(dbKey, 40, '2026-11-06')).toMatchObject({ horaExtra: '', saldoBanco: '01:30' })
    await justificar(dbKey, {
      ...ATRASO_SARA, idFuncionario: 40, data: '2026-11-06', tipoJustificativa: 'HORA_EXTRA', horas: '01:30', idMotivo: 117,
      origemConversao: 'BANCO_DE_HORAS', horasTotal: '01:30',
    })
    const depois = await dia(dbKey, 40, '2026-11-06')
    expect(depois).toMatchObject({ horaExtra: '01:30', saldoBanco: '' })
    expect(depois.tratamentos.map((t) => t.tipoJustificativa)).toEqual(['HORA_EXTRA'])
  })

  it('[TC-150][mock] converting overtime into the hour bank moves it from the overtime columns to the bank', async () => {
    const dbKey = freshDb()
    // Fernanda (1, hour bank 1), 2026-11-06: 01:00 of overtime authorised to be paid, the other 00:40 in the bank.
    expect(await dia(dbKey, 1, '2026-11-06')).toMatchObject({ horaExtraTotal: '01:00', saldoBanco: '00:40' })
    await justificar(dbKey, {
      ...ATRASO_SARA, idFuncionario: 1, data: '2026-11-06', tipoJustificativa: 'BANCO_DE_HORAS_CREDITO', horas: '01:00', idMotivo: 111,
      origemConversao: 'HORA_EXTRA', horasTotal: '01:00',
    })
    expect(await dia(dbKey, 1, '2026-11-06')).toMatchObject({ horaExtraTotal: '', horaExtra: '', saldoBanco: '01:40' })
  })

  it('refuses to move overtime into the hour bank of an employee who has none: it would be neither paid nor banked', async () => {
    const dbKey = freshDb()
    // Carlos (47), 2026-11-06: 04:30 paid overtime, no hour bank.
    const resposta = await justificar(dbKey, {
      ...ATRASO_SARA, idFuncionario: 47, data: '2026-11-06', tipoJustificativa: 'BANCO_DE_HORAS_CREDITO', horas: '04:30', idMotivo: 111,
      origemConversao: 'HORA_EXTRA', horasTotal: '04:30',
    })
    expect(resposta.status).toBe(400)
    expect(await resposta.json()).toEqual({
      errors: [expect.objectContaining({ property: 'tipoJustificativa', message: 'O funcionário não tem banco de horas nesta competência.' })],
    })
    expect(await dia(dbKey, 47, '2026-11-06')).toMatchObject({ horaExtraTotal: '04:30' })
  })

  it('refuses to debit an absence from the hour bank of an employee who has none: the hours would leave the payroll', async () => {
    const dbKey = freshDb()
    // Carlos (47), no hour bank: 2026-11-06 is worked, so the absence here is a made-up one of 02:00 on 2026-11-09.
    const resposta = await justificar(dbKey, {
      ...ATRASO_SARA, idFuncionario: 47, data: '2026-11-09', tipoJustificativa: 'BANCO_DE_HORAS_DEBITO', horas: '02:00', idMotivo: 111,
      origemConversao: 'FALTA', horasTotal: '02:00',
    })
    expect(resposta.status).toBe(400)
    expect(await resposta.json()).toEqual({
      errors: [expect.objectContaining({ property: 'tipoJustificativa', message: 'O funcionário não tem banco de horas nesta competência.' })],
    })
  })
})

describe('PUT /api/justificativas/{id}', () => {
  async function horaExtraDaFernanda(dbKey: string) {
    const t = (await dia(dbKey, 1, '2026-11-06')).tratamentos.find((x) => x.tipoJustificativa === 'HORA_EXTRA')
    if (!t) throw new Error('sem HORA_EXTRA')
    return t
  }

  it('[TC-138][TC-136][mock] changes the hours of an inclusion, and the card follows', async () => {
    const dbKey = freshDb()
    const { id } = await horaExtraDaFernanda(dbKey)
    const response = await call(`/api/justificativas/${id}`, { method: 'PUT', as: 'rh', dbKey, body: { horas: '00:30', tipoJustificativa: 'HORA_EXTRA' } })
    expect(response.status).toBe(204)
    expect(await dia(dbKey, 1, '2026-11-06')).toMatchObject({ horaExtra: '00:30', saldoBanco: '01:10' })
  })

  it('[TC-137][mock] refuses more than 24:00', async () => {
    const dbKey = freshDb()
    const { id } = await horaExtraDaFernanda(dbKey)
    const response = await call(`/api/justificativas/${id}`, { method: 'PUT', as: 'rh', dbKey, body: { horas: '24:01', tipoJustificativa: 'HORA_EXTRA' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ entity: 'Justificativa', property: 'horas', message: 'O horario deve ser menor ou igual a 24:00 horas' }] })
  })

  it('[TC-117][mock] changing the type needs front_justificativa_update_tipo', async () => {
    const dbKey = freshDb()
    const { id } = await horaExtraDaFernanda(dbKey)
    const body = { horas: '01:00', tipoJustificativa: 'BANCO_DE_HORAS_CREDITO' }
    const semPapel = await call(`/api/justificativas/${id}`, {
      method: 'PUT', as: 'rh', dbKey, body, overrides: { permissions: ['front_manutencao_visualizar', 'front_manutencao'] },
    })
    expect(semPapel.status).toBe(403)
    expect((await call(`/api/justificativas/${id}`, { method: 'PUT', as: 'rh', dbKey, body })).status).toBe(204)
    expect(await dia(dbKey, 1, '2026-11-06')).toMatchObject({ horaExtra: '', saldoBanco: '01:40' })
  })

  it('refuses a change into or out of the day bank, which would leave the day bank untouched (400 on the type)', async () => {
    const dbKey = freshDb()
    const { id } = await horaExtraDaFernanda(dbKey)
    const response = await call(`/api/justificativas/${id}`, {
      method: 'PUT', as: 'rh', dbKey, body: { horas: '01:00', tipoJustificativa: 'BANCO_DE_DIAS_DEBITO' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ property: 'tipoJustificativa', message: MSG_TROCA_BANCO_DE_DIAS }] })
    expect(dbFor(dbKey).tratamentos.find((t) => t.id === id)).toMatchObject({ tipoJustificativa: 'HORA_EXTRA', bancoDiasId: null })
  })

  it('[TC-136][mock] only inclusions have their hours changed', async () => {
    const dbKey = freshDb()
    // Fernanda, 2026-10-07: ABONO of request 2 (ocorrencia 'A').
    const abono = (await dia(dbKey, 1, '2026-10-07', 12)).tratamentos[0]!
    dbFor(dbKey).competencias.find((c) => c.id === 12)!.situacao = 'ABERTA'
    dbFor(dbKey).competencias.find((c) => c.id === 12)!.fechada = false
    dbFor(dbKey).aceites.splice(0)
    const response = await call(`/api/justificativas/${abono.id}`, { method: 'PUT', as: 'rh', dbKey, body: { horas: '01:00', tipoJustificativa: 'ABONO' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: [{ property: 'horas', message: 'Somente justificativas de inclusao podem ter o horario alterado.' }] })
    expect((await call('/api/justificativas/999999', { method: 'PUT', as: 'rh', dbKey, body: { horas: '01:00' } })).status).toBe(404)
  })
})

describe('DELETE /api/justificativas/{id}', () => {
  it('[TC-140][mock] removes an inclusion without request and the day loses it', async () => {
    const dbKey = freshDb()
    const t = (await dia(dbKey, 1, '2026-11-06')).tratamentos.find((x) => x.tipoJustificativa === 'HORA_EXTRA')!
    const response = await call(`/api/justificativas/${t.id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(response.status).toBe(204)
    const depois = await dia(dbKey, 1, '2026-11-06')
    expect(depois.tratamentos).toEqual([])
    expect(depois).toMatchObject({ horaExtra: '', saldoBanco: '01:40' })
  })

  it('[TC-139][mock] needs front_remover_justificativa, an inclusion and no request', async () => {
    const dbKey = freshDb()
    const t = (await dia(dbKey, 1, '2026-11-06')).tratamentos[0]!
    const semPapel = await call(`/api/justificativas/${t.id}`, {
      method: 'DELETE', as: 'rh', dbKey, overrides: { permissions: ['front_manutencao_visualizar', 'front_manutencao'] },
    })
    expect(semPapel.status).toBe(403)
    // Yasmin's credit is an inclusion; make it come from a request.
    const credito = (await dia(dbKey, 40, '2026-11-06')).tratamentos[0]!
    dbFor(dbKey).tratamentos.find((x) => x.id === credito.id)!.solicitacaoId = 1
    const comSolicitacao = await call(`/api/justificativas/${credito.id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(comSolicitacao.status).toBe(400)
    expect(await comSolicitacao.json()).toMatchObject({ message: 'Somente justificativas incluidas, sem solicitacao, podem ser removidas.' })
  })
})
