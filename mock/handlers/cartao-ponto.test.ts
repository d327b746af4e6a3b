import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema, type CartaoPonto } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const CARTAO = '/api/cartaoponto?funcionarioId=1&competenciaId=13'

describe('GET /api/cartaoponto', () => {
  it('[TC-006][mock] returns the card for the employee and competence', async () => {
    const dbKey = freshDb()
    const response = await call(CARTAO, { as: 'rh', dbKey })
    expect(response.status).toBe(200)
    const card = cartaoPontoSchema.parse(await response.json())
    expect(card).toMatchObject({ funcionario: { id: 1, nome: 'Fernanda Funcionária' }, competencia: { id: 13, descricaoCurta: '11/2026', situacao: 'ABERTA' } })
    expect(Object.keys(card.manutencaoDTO.registros)).toHaveLength(30)
  })

  it('[TC-006][mock] needs a token and front_manutencao_visualizar', async () => {
    const dbKey = freshDb()
    expect((await call(CARTAO, { dbKey })).status).toBe(401)
    expect((await call(CARTAO, { as: 'semacesso', dbKey })).status).toBe(403)
    expect((await call(CARTAO, { as: 'rh', dbKey, overrides: { permissions: ['front_manutencao'] } })).status).toBe(403)
  })

  it('[TC-006][mock] a plain employee sees only their own card', async () => {
    const dbKey = freshDb()
    expect((await call(CARTAO, { as: 'funcionario', dbKey })).status).toBe(200)
    const outro = await call('/api/cartaoponto?funcionarioId=2&competenciaId=13', { as: 'funcionario', dbKey })
    expect(outro.status).toBe(403)
    expect(await outro.json()).toMatchObject({ status: 403, error: 'Forbidden', path: '/api/cartaoponto' })
  })

  it('[TC-006][mock] a responsible user sees the employees of their departments and work places only', async () => {
    const dbKey = freshDb()
    expect((await call(CARTAO, { as: 'responsavel', dbKey })).status).toBe(200)
    // Employee 47 works in Obras at the Garagem Municipal, outside the responsible user's scope.
    expect((await call('/api/cartaoponto?funcionarioId=47&competenciaId=13', { as: 'responsavel', dbKey })).status).toBe(403)
    expect((await call('/api/cartaoponto?funcionarioId=47&competenciaId=13', { as: 'supervisor', dbKey })).status).toBe(200)
  })

  it('answers 400 with Spring validation errors for a missing or non-numeric parameter, 404 for unknown ids', async () => {
    const dbKey = freshDb()
    const semParametros = await call('/api/cartaoponto?funcionarioId=abc', { as: 'rh', dbKey })
    expect(semParametros.status).toBe(400)
    expect(await semParametros.json()).toEqual({
      errors: [
        { entity: 'CartaoPonto', property: 'funcionarioId', invalidValue: 'abc', message: 'deve ser um número inteiro' },
        { entity: 'CartaoPonto', property: 'competenciaId', invalidValue: null, message: 'não deve ser nulo' },
      ],
    })
    const inexistente = await call('/api/cartaoponto?funcionarioId=999&competenciaId=13', { as: 'rh', dbKey })
    expect(inexistente.status).toBe(404)
    expect(await inexistente.text()).toBe('')
    expect((await call('/api/cartaoponto?funcionarioId=1&competenciaId=99', { as: 'rh', dbKey })).status).toBe(404)
  })

  it('[TC-205][TC-097][mock] day records keyed by date carry the day error, the others null', async () => {
    const dbKey = freshDb()
    const card = cartaoPontoSchema.parse(await (await call(CARTAO, { as: 'rh', dbKey })).json())
    expect(card.manutencaoDTO.registros['2026-11-10']).toMatchObject({ error: 'Numero impar de marcacoes!', registro: { data: '2026-11-10', error: true } })
    expect(card.manutencaoDTO.registros['2026-11-05']).toMatchObject({ error: null, registro: { error: false, errorMessage: null } })
  })

  it('[TC-206][mock] carries the month totals as hh:mm strings', async () => {
    const dbKey = freshDb()
    const card = cartaoPontoSchema.parse(await (await call('/api/cartaoponto?funcionarioId=33&competenciaId=13', { as: 'rh', dbKey })).json())
    expect(card.manutencaoDTO).toMatchObject({ totalHoraExtra70: '00:40', totalAtraso: '00:25', totalDiasFalta: 1, totalFalta: '08:00' })
    expect(card.manutencaoDTO.totalHoraExtra).toMatch(/^\d{2}:\d{2}$/)
    expect(card.manutencaoDTO.totalHorasGeral).toMatch(/^-?\d{2,}:\d{2}$/)
  })
})

describe('GET /api/cartaoponto: original punches', () => {
  async function cartao(as: string, dbKey: string, realmRoles?: string[]) {
    const response = await call(CARTAO, { as, dbKey, overrides: realmRoles ? { realmRoles } : {} })
    expect(response.status).toBe(200)
    return cartaoPontoSchema.parse(await response.json())
  }

  const originais = (card: CartaoPonto) =>
    Object.values(card.manutencaoDTO.registros).flatMap(({ registro }) => registro.marcacoesOriginais)

  it('[TC-069][mock] go to HR, administrators and responsible users only', async () => {
    const dbKey = freshDb()
    const doRh = await cartao('rh', dbKey)
    expect(originais(doRh).length).toBeGreaterThan(0)
    expect(originais(await cartao('admin', dbKey))).toEqual(originais(doRh))
    expect(originais(await cartao('responsavel', dbKey))).toEqual(originais(doRh))
  })

  it('[TC-069][mock] supervisors and plain employees get the card with no original punches, the rest unchanged', async () => {
    const dbKey = freshDb()
    const doRh = await cartao('rh', dbKey)
    const semOriginais = structuredClone(doRh)
    for (const { registro } of Object.values(semOriginais.manutencaoDTO.registros)) registro.marcacoesOriginais = []
    expect(await cartao('supervisor', dbKey)).toEqual(semOriginais)
    expect(await cartao('funcionario', dbKey)).toEqual(semOriginais)
    // AUTH-010: a responsible user who is also a supervisor counts as a supervisor.
    expect(originais(await cartao('responsavel', dbKey, ['responsavel', 'supervisor']))).toEqual([])
  })
})

describe('POST /api/registros/recalcular/{competencia}/{funcionario}', () => {
  it('[TC-046][mock] recalculates an employee competence', async () => {
    const dbKey = freshDb()
    const response = await call('/api/registros/recalcular/13/1', { method: 'POST', as: 'rh', dbKey })
    expect(response.status).toBe(204)
    expect(dbFor(dbKey).mesesGerados['1:13']).toBe(true)
    expect((await call('/api/registros/recalcular/13/999', { method: 'POST', as: 'rh', dbKey })).status).toBe(404)
    expect((await call('/api/registros/recalcular/13/1', { method: 'POST', as: 'supervisor', dbKey })).status).toBe(403)
  })

  it('[TC-047][mock] is refused with 409 while the record is locked', async () => {
    const dbKey = freshDb()
    // Employee 35 has the current competence locked in the seed.
    const response = await call('/api/registros/recalcular/13/35', { method: 'POST', as: 'rh', dbKey })
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ status: 409, error: 'Conflict', message: 'Registro bloqueado para edicao.' })
  })

  it('is refused with 400 on a closed competence, like the whole competence (REG-046)', async () => {
    const dbKey = freshDb()
    const fechada = dbFor(dbKey).competencias.find((c) => c.fechada)!
    const response = await call(`/api/registros/recalcular/${fechada.id}/1`, { method: 'POST', as: 'rh', dbKey })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Competência fechada não pode ser recalculada.' })
  })
})

describe('GET /api/cartaoponto: the contract of the parts of the card', () => {
  async function cartao(funcionarioId: number, competenciaId: number) {
    const response = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=${competenciaId}`, { as: 'rh', dbKey: freshDb() })
    return cartaoPontoSchema.parse(await response.json())
  }

  it('[TC-210][mock] a punch has id, hora, data, dataHora, tipoMarcacao (ORIGINAL, INCLUIDO, PRE_ASSINALADO) and tratamento.motivo.id', async () => {
    const card = await cartao(1, 13)
    const marcacoes = card.manutencaoDTO.registros['2026-11-12']!.registro.marcacoes.flatMap((par) => [par.entrada, par.saida])
    const incluida = marcacoes.find((m) => m?.tipoMarcacao === 'INCLUIDO')
    expect(incluida).toMatchObject({ hora: '13:00', data: '2026-11-12', dataHora: '2026-11-12T13:00:00', tratamento: { motivo: { id: 102 } } })
    expect(typeof incluida?.id).toBe('number')
    expect(marcacoes.filter((m) => m?.tipoMarcacao === 'ORIGINAL')).toHaveLength(3)
  })

  it('[TC-211][mock] a treatment has id, hora, ocorrencia, motivo.descricao, prefixo, bancoDias, observacao, movimentacao, solicitacaoId, acaoLoteId, justificativa and tipoJustificativa', async () => {
    const outubro = await cartao(1, 12)
    const debito = outubro.manutencaoDTO.registros['2026-10-19']!.registro.tratamentos[0]
    expect(debito).toMatchObject({ ocorrencia: 'A', tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', bancoDias: { id: 2 }, observacao: 'Folga de aniversário', movimentacao: false })
    expect(Object.keys(debito!).sort()).toEqual(
      ['acaoLoteId', 'bancoDias', 'hora', 'id', 'justificativa', 'motivo', 'movimentacao', 'observacao', 'ocorrencia', 'prefixo', 'solicitacaoId', 'tipoJustificativa'].sort(),
    )
    expect(outubro.manutencaoDTO.registros['2026-10-07']!.registro.tratamentos[0]).toMatchObject({ solicitacaoId: 2, tipoJustificativa: 'ABONO' })
    expect(outubro.manutencaoDTO.registros['2026-10-28']!.registro.tratamentos[0]).toMatchObject({ acaoLoteId: 24 })
  })

  it('[TC-213][mock] an HR movement has id, tipoMovimentacaoDescricao, movimentacao, dataInicio, dataFim, observacao, descricaoAfastamento and dataRescisao', async () => {
    const dbKey = freshDb()
    const cards = await Promise.all(
      [...Array(60).keys()].map(async (i) => cartaoPontoSchema.parse(await (await call(`/api/cartaoponto?funcionarioId=${i + 1}&competenciaId=13`, { as: 'rh', dbKey })).json())),
    )
    const movimentacoes = cards.flatMap((c) => c.movimentacaoRH)
    expect(movimentacoes.length).toBeGreaterThan(0)
    for (const m of movimentacoes)
      expect(Object.keys(m).sort()).toEqual(['dataFim', 'dataInicio', 'dataRescisao', 'descricaoAfastamento', 'id', 'movimentacao', 'observacao', 'tipoMovimentacaoDescricao'])
  })

  it('[TC-216][mock] the compensation bank summary has its period, due dates and the competences with their figures', async () => {
    const card = await cartao(38, 13)
    const resumo = card.bancoCompensacaoResumo
    expect(resumo).toMatchObject({ tipo: 'COMPETENCIAS', apenasLancamentoManual: false })
    expect(resumo?.inicio).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const novembro = resumo?.competencias.find((c) => c.mes === 11 && c.ano === 2026)
    expect(novembro).toBeDefined()
    for (const campo of ['saldoInicial', 'mais', 'maisManual', 'maisTotal', 'menos', 'menosManual', 'menosTotal', 'saldoFinal'] as const)
      expect(novembro?.[campo]).toMatch(/^-?\d{2,}:\d{2}$/)
    expect(Array.isArray(resumo?.vencimentos)).toBe(true)
  })

  it('[TC-217][mock] the today block has previsaoSaida and marcacoesAtuais; a pending acceptance names its competence', async () => {
    const card = await cartao(1, 13)
    expect(card.manutencaoDTO.hoje).toEqual({ previsaoSaida: '17:00', marcacoesAtuais: [{ hora: '08:00' }, { hora: '11:58' }] })
    expect(card.aceitePendente.map((a) => a.competencia.descricaoCurta)).toEqual(['10/2026'])
  })
})

describe('GET /api/cartaoponto: field configuration', () => {
  it('[TC-086][mock] the card carries the field configuration that GET/POST /api/configuracao-campos/cartao-ponto keep for the company', async () => {
    const dbKey = freshDb()
    const salvo = await call('/api/configuracao-campos/cartao-ponto', { method: 'POST', as: 'admin', dbKey, body: { falta: { enabled: false } } })
    expect(salvo.status).toBe(200)
    const campos = (await (await call('/api/configuracao-campos/cartao-ponto', { as: 'rh', dbKey })).json()) as Record<string, { enabled: boolean }>
    expect(campos.falta).toEqual({ enabled: false })
    const card = cartaoPontoSchema.parse(await (await call(CARTAO, { as: 'rh', dbKey })).json())
    expect(card.config.cartaoPonto.falta.enabled).toBe(false)
    for (const [campo, valor] of Object.entries(campos)) expect(card.config.cartaoPonto[campo as keyof typeof card.config.cartaoPonto], campo).toEqual(valor)
  })
})
