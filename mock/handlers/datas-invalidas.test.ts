import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Erro { entity: string; property: string; message: string; invalidValue: unknown }

async function erros(response: Response): Promise<Erro[]> {
  expect(response.status).toBe(400)
  return ((await response.json()) as { errors: Erro[] }).errors
}

function post(path: string, body: unknown, dbKey: string, as = 'rh') {
  return call(path, { method: 'POST', as, dbKey, body })
}

describe('impossible dates are field errors and nothing is stored', () => {
  it('a punch on 2026-02-30', async () => {
    const dbKey = freshDb()
    const antes = dbFor(dbKey).marcacoes.length
    const response = await post('/api/registros', {
      idFuncionario: 1, idCompetencia: 13, idRegistro: null, idMarcacao: null, data: '2026-02-30', hora: '17:00',
      idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
    }, dbKey)
    expect(await erros(response)).toEqual([{ entity: 'Marcacao', property: 'data', message: 'Data inválida.', invalidValue: '2026-02-30' }])
    expect(dbFor(dbKey).marcacoes).toHaveLength(antes)
  })

  it('a justification on 2026-02-30', async () => {
    const dbKey = freshDb()
    const antes = dbFor(dbKey).tratamentos.length
    const response = await post('/api/registros/justificar', {
      idFuncionario: 33, idCompetencia: 13, idRegistro: null, data: '2026-02-30', tipoJustificativa: 'ABONO_ENTRADA', horas: '00:25',
      idMotivo: 103, idBancoDias: null, observacao: null,
    }, dbKey)
    expect(await erros(response)).toEqual([expect.objectContaining({ property: 'data', message: 'Data inválida.' })])
    expect(dbFor(dbKey).tratamentos).toHaveLength(antes)
  })

  it('a request from 2026-02-30 and a request ending on 2026-13-01', async () => {
    const dbKey = freshDb()
    const antes = dbFor(dbKey).solicitacoes.length
    const pedido = {
      funcionario: { id: 1 }, tipoSolicitacao: { id: 1 }, inicio: '2026-11-10', fim: '2026-11-10', horas: '17:00',
      motivo: { id: 102 }, bancoDias: null, observacaoSolicitante: '',
    }
    const inicio = await erros(await post('/api/solicitacao', { ...pedido, inicio: '2026-02-30' }, dbKey, 'funcionario'))
    expect(inicio).toEqual([expect.objectContaining({ property: 'inicio', message: 'Data inválida.', invalidValue: '2026-02-30' })])
    const fim = await erros(await post('/api/solicitacao', { ...pedido, fim: '2026-13-01' }, dbKey, 'funcionario'))
    expect(fim).toEqual([expect.objectContaining({ property: 'fim', message: 'Data inválida.', invalidValue: '2026-13-01' })])
    expect(dbFor(dbKey).solicitacoes).toHaveLength(antes)
  })

  it('a holiday on 2026-02-30 in the register', async () => {
    const dbKey = freshDb()
    const antes = dbFor(dbKey).feriados.length
    const response = await call('/api/feriados', { method: 'POST', as: 'admin', dbKey, body: { data: '2026-02-30', descricao: 'Inexistente' } })
    expect(await erros(response)).toEqual([{ entity: 'Feriado', property: 'data', message: 'Data inválida.', invalidValue: '2026-02-30' }])
    expect(dbFor(dbKey).feriados).toHaveLength(antes)
  })

  it('an hour bank entry on 2026-04-31 and a day bank entry on 2026-00-10', async () => {
    const dbKey = freshDb()
    const horas = await erros(await post('/api/banco-horas/lancamentos', {
      funcionario: { id: 1 }, bancoHoras: { id: 1 }, data: '2026-04-31', tipo: 'CREDITO', horas: '01:00',
    }, dbKey))
    expect(horas).toContainEqual(expect.objectContaining({ property: 'data', message: 'Data inválida.' }))
    const dias = await erros(await post('/api/banco-dias/lancamentos', { funcionario: { id: 1 }, bancoDias: { id: 1 }, data: '2026-00-10', dias: 1 }, dbKey))
    expect(dias).toContainEqual(expect.objectContaining({ property: 'data', message: 'Data inválida.' }))
  })

  it('a date in the query: 400 on that parameter', async () => {
    const dbKey = freshDb()
    const lancamentos = await call('/api/banco-dias/lancamentos?funcionario=1&inicio=2026-02-30', { as: 'rh', dbKey })
    expect(await erros(lancamentos)).toEqual([expect.objectContaining({ property: 'inicio', message: 'Data inválida.' })])
    const solicitacoes = await call('/api/solicitacao?escopo=TODOS&fim=2026-13-01', { as: 'rh', dbKey })
    expect(await erros(solicitacoes)).toEqual([expect.objectContaining({ property: 'fim', message: 'Data inválida.' })])
    const diario = await call('/api/cartao-ponto-diario?data=2026-02-29', { as: 'rh', dbKey })
    expect(await erros(diario)).toEqual([expect.objectContaining({ property: 'data', message: 'Data inválida.' })])
  })
})

describe('out-of-range times and amounts are field errors', () => {
  it('a punch at 25:00', async () => {
    const dbKey = freshDb()
    const response = await post('/api/registros', {
      idFuncionario: 1, idCompetencia: 13, idRegistro: null, idMarcacao: null, data: '2026-11-10', hora: '25:00',
      idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
    }, dbKey)
    expect(await erros(response)).toEqual([expect.objectContaining({ property: 'hora', message: 'O horario deve ser menor ou igual a 24:00 horas' })])
  })

  it('a schedule with a 25:00 entry, a 25:00 daily load, a 169:00 weekly load, tolerance 61 and a rotation from 2026-02-30', async () => {
    const dbKey = freshDb()
    const response = await call('/api/horarios', {
      method: 'POST', as: 'admin', dbKey,
      body: {
        codigo: 'T25', descricao: 'Horas impossíveis', tipoHorario: 'FIXO', toleranciaMinutos: 61,
        horariosSemana: { SEGUNDA: [{ entrada: '25:00', saida: '12:00' }] },
        cargaDiaria: { SEGUNDA: '25:00' }, cargaSemanal: '169:00', inicioRevezamento: '2026-02-30',
      },
    })
    expect((await erros(response)).map((e) => [e.property, e.message])).toEqual([
      ['toleranciaMinutos', 'deve estar entre 0 e 60'],
      ['horariosSemana.SEGUNDA[0].entrada', 'deve estar no formato hh:mm'],
      ['cargaDiaria.SEGUNDA', 'deve ser no máximo 24:00'],
      ['inicioRevezamento', 'Data inválida.'],
      ['cargaSemanal', 'deve ser no máximo 168:00'],
    ])
    expect(dbFor(dbKey).horarios.some((h) => h.codigo === 'T25')).toBe(false)
  })
})
