import { beforeAll, describe, expect, it, vi } from 'vitest'
import { paginasDoPdf, textoDoPdf } from '../pdf/pdf-texto'
import { dbFor } from '../http/isolation'
import { buildCartaoPonto } from '../timecard/build'
import { call, freshDb } from './lib/test-client'

/** Printing reads only: one database for the file keeps the generated months between tests. */
let shared = ''

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
  shared = freshDb()
})

const novembro = { tipoRelatorio: 'cartao-ponto', dataInicial: '2026-11-01', dataFinal: '2026-11-30' }

async function imprimir(body: unknown, options: { as?: string; ordem?: string; dbKey?: string } = {}) {
  return call(`/api/acoes-lote/cartao-ponto?ordem=${options.ordem ?? 'nome'}`, { method: 'POST', as: options.as ?? 'rh', dbKey: options.dbKey ?? shared, body })
}

/** PDFs take a while on a busy machine. */
describe('POST /api/acoes-lote/cartao-ponto', { timeout: 20_000 }, () => {
  it('[TC-045][BATCH-008][mock] answers one PDF with a time card for checking per employee, in the asked order', async () => {
    const response = await imprimir({ ...novembro, funcionarios: [3, 1] })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-filename')).toBe('cartao-ponto-2026-11-01-2026-11-30.pdf')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(paginasDoPdf(pdf)).toBeGreaterThanOrEqual(2)
    const texto = textoDoPdf(pdf)
    expect(texto.filter((t) => t === 'Cartão Ponto para Conferência')).toHaveLength(2)
    expect(texto.indexOf('Fernanda Funcionária')).toBeLessThan(texto.indexOf('Rui Responsável'))
    const porMatricula = textoDoPdf(Buffer.from(await (await imprimir({ ...novembro, funcionarios: [3, 1] }, { ordem: 'matricula' })).arrayBuffer()))
    expect(porMatricula.indexOf('100001')).toBeLessThan(porMatricula.indexOf('100003'))
  })

  it('[TC-045][mock] prints only the days of the period, one section per competence it touches', async () => {
    const response = await imprimir({ ...novembro, dataInicial: '2026-10-30', dataFinal: '2026-11-02', funcionarios: [1] })
    const texto = textoDoPdf(Buffer.from(await response.arrayBuffer()))
    expect(texto).toContain('30/10/2026 a 31/10/2026')
    expect(texto).toContain('01/11/2026 a 02/11/2026')
    expect(texto.filter((t) => /^\d{2}\/\d{2} [A-Z][a-zá]{2}$/.test(t))).toEqual(['30/10 Sex', '31/10 Sáb', '01/11 Dom', '02/11 Seg'])
  })

  it('answers 400 with Spring validation errors when employees or dates are missing', async () => {
    const response = await imprimir({ tipoRelatorio: 'cartao-ponto', funcionarios: [] })
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    expect(errors.map((e: { property: string }) => e.property).sort()).toEqual(['dataFinal', 'dataInicial', 'funcionarios'])
    expect(errors[0]).toMatchObject({ entity: 'AcaoLote' })
    const invertido = await imprimir({ ...novembro, dataInicial: '2026-11-30', dataFinal: '2026-11-01', funcionarios: [1] })
    expect((await invertido.json()).errors).toMatchObject([{ property: 'dataFinal' }])
    expect((await imprimir({ ...novembro, funcionarios: [9999] })).status).toBe(400)
    expect((await imprimir({ ...novembro, funcionarios: [1] }, { ordem: 'cpf' })).status).toBe(400)
    expect((await imprimir({ ...novembro, dataInicial: '2020-01-01', dataFinal: '2020-01-31', funcionarios: [1] })).status).toBe(400)
  })

  it('requires front_manutencao_visualizar and employees the user may see', async () => {
    expect((await imprimir({ ...novembro, funcionarios: [1] }, { as: 'semacesso' })).status).toBe(403)
    expect((await imprimir({ ...novembro, funcionarios: [1] }, { as: 'funcionario' })).status).toBe(200)
    expect((await imprimir({ ...novembro, funcionarios: [1, 2] }, { as: 'funcionario' })).status).toBe(403)
  })

})

function post(path: string, body: unknown, dbKey: string, as = 'rh') {
  return call(path, { method: 'POST', as, dbKey, body })
}

function cartao(dbKey: string, funcionarioId: number, competenciaId = 13) {
  return buildCartaoPonto(dbFor(dbKey), funcionarioId, competenciaId)
}

function dia(dbKey: string, funcionarioId: number, data: string) {
  const registro = cartao(dbKey, funcionarioId).manutencaoDTO.registros[data]?.registro
  if (!registro) throw new Error(`sem o dia ${data}`)
  return registro
}

async function detalhe(dbKey: string, id: number) {
  const response = await call(`/api/acoes-lote/${id}`, { as: 'rh', dbKey })
  expect(response.status).toBe(200)
  return response.json() as Promise<{
    id: number; tipo: string; descricao: string; usuario: string; dataInicial: string | null; dataFinal: string | null
    parametros: { label: string; valor: string }[]; funcionarios: { id: number; nome: string }[]; tratamentos: number
  }>
}

/** A working week of Sara (33) and Carlos (47): FIXO schedules, no bank. */
const SEMANA = { dataInicial: '2026-11-09', dataFinal: '2026-11-13' }

describe('POST /api/acoes-lote/funcionarios', () => {
  it('[BATCH-001][mock] lists the employees of the filter in the body, paged and sorted by name', async () => {
    const dbKey = freshDb()
    const response = await post('/api/acoes-lote/funcionarios?page=0&size=5&sort=nome', { departamento: 2, ativo: 'true' }, dbKey)
    expect(response.status).toBe(200)
    const body = await response.json() as { content: { nome: string; ativo: boolean; departamento: { id: number } }[]; totalElements: number; size: number }
    expect(body.size).toBe(5)
    expect(body.content.length).toBeLessThanOrEqual(5)
    expect(body.totalElements).toBeGreaterThan(body.content.length)
    expect(body.content.every((f) => f.departamento.id === 2 && f.ativo)).toBe(true)
    const nomes = body.content.map((f) => f.nome)
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')))
    const todos = await (await post('/api/acoes-lote/funcionarios?size=200', {}, dbKey)).json() as { totalElements: number }
    expect(todos.totalElements).toBe(dbFor(dbKey).funcionarios.length)
  })

  it('[BATCH-001][mock] sorts only by what the columns show; any other property is Spring\'s 400, hidden or not', async () => {
    const dbKey = freshDb()
    const lista = async (sort: string) => post(`/api/acoes-lote/funcionarios?size=200&${sort}`, { ativo: 'true' }, dbKey)
    for (const sort of ['sort=dataNascimento,desc', 'sort=cpf', 'sort=nome&sort=pis', 'sort=naoExiste']) {
      const resposta = await lista(sort)
      expect(resposta.status, sort).toBe(400)
      const propriedade = /sort=(\w+)(,\w+)?$/.exec(sort)![1]!
      expect(await resposta.json()).toMatchObject({
        status: 400, error: 'Bad Request', path: '/api/acoes-lote/funcionarios', message: `Não é possível ordenar por '${propriedade}'.`,
      })
    }
    type Linha = { matricula: string | null; nome: string; nomeOrNomeSocial: string; departamento: { descricao: string } | null; cargo: { descricao: string } | null }
    const chaves: Record<string, (f: Linha) => string> = {
      nome: (f) => f.nome, nomeOrNomeSocial: (f) => f.nomeOrNomeSocial, matricula: (f) => f.matricula ?? '',
      'departamento.descricao': (f) => f.departamento?.descricao ?? '', 'cargo.descricao': (f) => f.cargo?.descricao ?? '',
    }
    for (const [propriedade, chave] of Object.entries(chaves)) {
      const resposta = await lista(`sort=${propriedade},desc`)
      expect(resposta.status, propriedade).toBe(200)
      const valores = ((await resposta.json()) as { content: Linha[] }).content.map(chave)
      expect(valores, propriedade).toEqual([...valores].sort((a, b) => b.localeCompare(a, 'pt-BR', { sensitivity: 'base', numeric: true })))
    }
  })

  it('[BATCH-001][mock] needs a batch role and refuses malformed filter ids', async () => {
    const dbKey = freshDb()
    expect((await post('/api/acoes-lote/funcionarios', {}, dbKey, 'funcionario')).status).toBe(403)
    expect((await post('/api/acoes-lote/funcionarios', {}, dbKey, 'supervisor')).status).toBe(200)
    const invalido = await post('/api/acoes-lote/funcionarios', { departamento: 'x' }, dbKey)
    expect(invalido.status).toBe(400)
  })
})

describe('POST /api/acoes-lote/justificar', () => {
  it('[BATCH-002][mock] justifies a week of several employees in one call: one treatment per working day, linked to the batch', async () => {
    const dbKey = freshDb()
    expect(dia(dbKey, 33, '2026-11-09').saidaAntecipada).toBe('00:40')
    const response = await post('/api/acoes-lote/justificar', {
      funcionarios: [33, 47], ...SEMANA, tipoJustificativa: 'ABONO', horas: null, idMotivo: 109, idBancoDias: null, observacao: 'Treinamento externo',
    }, dbKey)
    expect(response.status).toBe(200)
    const acao = await response.json() as { id: number; tipo: string; quantidadeFuncionarios: number }
    expect(acao).toMatchObject({ tipo: 'JUSTIFICAR', quantidadeFuncionarios: 2 })
    for (const funcionarioId of [33, 47]) {
      for (const data of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']) {
        const registro = dia(dbKey, funcionarioId, data)
        expect(registro.tratamentos).toContainEqual(expect.objectContaining({ acaoLoteId: acao.id, ocorrencia: 'I', motivo: expect.objectContaining({ descricao: 'Treinamento' }) }))
      }
    }
    expect(dia(dbKey, 33, '2026-11-09').saidaAntecipada).toBe('')
    expect(dia(dbKey, 33, '2026-11-08').tratamentos.some((t) => t.acaoLoteId === acao.id)).toBe(false)
    const view = await detalhe(dbKey, acao.id)
    expect(view.funcionarios.map((f) => f.id).sort()).toEqual([33, 47])
    expect(view.tratamentos).toBe(10)
    expect(view.parametros).toContainEqual({ label: 'Motivo', valor: 'Treinamento' })
    expect(view.usuario).toBe('Rita Recursos Humanos')
  })

  it('[BATCH-002][BATCH-009][mock] with allChecked justifies everyone of the filter but the unchecked ones', async () => {
    const dbKey = freshDb()
    const lista = await (await post('/api/acoes-lote/funcionarios?size=100', { departamento: 4, ativo: 'true', controlaPonto: 'true' }, dbKey)).json() as { content: { id: number }[] }
    const [primeiro, ...resto] = lista.content.map((f) => f.id)
    const response = await post('/api/acoes-lote/justificar', {
      allChecked: true, filtro: { departamento: 4, ativo: 'true', controlaPonto: 'true' }, excluidos: [primeiro],
      dataInicial: '2026-11-12', dataFinal: '2026-11-12', tipoJustificativa: 'JUSTIFICATIVA', idMotivo: 104,
    }, dbKey)
    expect(response.status).toBe(200)
    const view = await detalhe(dbKey, (await response.json() as { id: number }).id)
    expect(view.funcionarios.map((f) => f.id).sort((a, b) => a - b)).toEqual([...resto].sort((a, b) => a - b))
  })

  it('[BATCH-002][mock] answers validation errors and changes nothing when a card may not be edited', async () => {
    const dbKey = freshDb()
    const vazio = await post('/api/acoes-lote/justificar', { funcionarios: [] }, dbKey)
    expect(vazio.status).toBe(400)
    const { errors } = await vazio.json() as { errors: { property: string; message: string }[] }
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['funcionarios', 'Selecione ao menos um funcionário'],
      ['dataInicial', 'Preenchimento da Data Inicial e obrigatoria'],
      ['dataFinal', 'Preenchimento da Data Final e obrigatoria'],
      ['tipoJustificativa', 'Selecione o tipo de justificativa'],
      ['idMotivo', 'Preenchimento do motivo e obrigatorio'],
    ])
    // 35's competence 11/2026 is locked: the whole batch is refused.
    const bloqueado = await post('/api/acoes-lote/justificar', { funcionarios: [33, 35], ...SEMANA, tipoJustificativa: 'ABONO', idMotivo: 109 }, dbKey)
    expect(bloqueado.status).toBe(409)
    expect(dia(dbKey, 33, '2026-11-09').tratamentos.some((t) => t.acaoLoteId !== null)).toBe(false)
    expect((await post('/api/acoes-lote/justificar', { funcionarios: [33], ...SEMANA, tipoJustificativa: 'ABONO', idMotivo: 109 }, dbKey, 'supervisor')).status).toBe(403)
  })
})

describe('batch links', () => {
  it('[BATCH-003][mock] changes many employees at once: a new department link from a date and a flag', async () => {
    const dbKey = freshDb()
    const response = await post('/api/acoes-lote/funcionarios/bulk-update', {
      funcionarios: [33, 47], departamento: 5, permiteHoraExtra: false, dataInicial: '2026-11-10',
    }, dbKey)
    expect(response.status).toBe(200)
    const db = dbFor(dbKey)
    const sara = db.funcionarios.find((f) => f.id === 33)
    expect(sara?.permiteHoraExtra).toBe(false)
    expect(sara?.departamentos.at(-1)).toMatchObject({ departamentoId: 5, inicio: '2026-11-10', fim: null })
    expect(sara?.departamentos.at(-2)).toMatchObject({ fim: '2026-11-09' })
    expect(cartao(dbKey, 33).funcionario.departamentos.map((d) => d.descricao)).toContain('Gabinete do Prefeito')
    const view = await detalhe(dbKey, (await response.json() as { id: number }).id)
    expect(view.parametros).toEqual([
      { label: 'Departamento', valor: 'Gabinete do Prefeito' },
      { label: 'Permite hora extra', valor: 'Não' },
      { label: 'Vigência', valor: 'a partir de 10/11/2026' },
    ])
    const nada = await post('/api/acoes-lote/funcionarios/bulk-update', { funcionarios: [33] }, dbKey)
    expect((await nada.json() as { errors: { message: string }[] }).errors[0]?.message).toBe('Informe ao menos uma alteração')
  })

  it('[BATCH-004][mock] links a schedule to the days of several employees and records the batch action', async () => {
    const dbKey = freshDb()
    const horario = dbFor(dbKey).horarios.find((h) => h.codigo === '002')
    expect(horario).toBeDefined()
    const response = await post('/api/acoes-lote/vincularQuadroHorario', {
      funcionarios: [33, 47], quadroHorarioVincular: horario?.id, dataInicial: '2026-11-17', dataFinal: '2026-11-20',
    }, dbKey)
    expect(response.status).toBe(204)
    expect(dia(dbKey, 47, '2026-11-18').codigoHorario).toBe('002')
    expect(dia(dbKey, 47, '2026-11-16').codigoHorario).not.toBe('002')
    const lista = await (await call('/api/acoes-lote', { as: 'rh', dbKey })).json() as { content: { id: number; tipo: string; quantidadeFuncionarios: number; dataInicial: string }[] }
    expect(lista.content[0]).toMatchObject({ tipo: 'VINCULAR_QUADRO_HORARIO', quantidadeFuncionarios: 2, dataInicial: '2026-11-17' })
  })

  it('[BATCH-004][BATCH-011][mock] with allChecked links the schedule to every employee of the filter', async () => {
    const dbKey = freshDb()
    const response = await post('/api/acoes-lote/vincularQuadroHorario', {
      allChecked: true, filtro: { departamento: 5, ativo: 'true', controlaPonto: 'true' }, excluidos: [],
      quadroHorarioVincular: 10, dataInicial: '2026-11-17', dataFinal: '2026-11-17',
    }, dbKey)
    expect(response.status).toBe(204)
    const gabinete = dbFor(dbKey).funcionarios.filter((f) => f.ativo && f.controlaPonto && f.departamentos.at(-1)?.departamentoId === 5)
    expect(gabinete.length).toBeGreaterThan(1)
    for (const f of gabinete) expect(dia(dbKey, f.id, '2026-11-17').codigoHorario).toBe('010')
    const [acao] = (await (await call('/api/acoes-lote', { as: 'rh', dbKey })).json() as { content: { quantidadeFuncionarios: number }[] }).content
    expect(acao?.quantidadeFuncionarios).toBe(gabinete.length)
  })

  it('[BATCH-005][mock] links an hour bank from a date: the cards show the bank', async () => {
    const dbKey = freshDb()
    expect(cartao(dbKey, 33).manutencaoDTO.existeBancoHoras).toBe(false)
    const response = await post('/api/acoes-lote/vincularBancoHoras', { funcionarios: [33, 47], bancoHoras: 1, dataInicial: '2026-11-01' }, dbKey)
    expect(response.status).toBe(200)
    expect(cartao(dbKey, 33).manutencaoDTO.existeBancoHoras).toBe(true)
    expect(cartao(dbKey, 47).manutencaoDTO.bancoHorasId).toBe(1)
    const semBanco = await post('/api/acoes-lote/vincularBancoHoras', { funcionarios: [33], dataInicial: '2026-11-01' }, dbKey)
    expect((await semBanco.json() as { errors: { property: string; message: string }[] }).errors).toEqual([
      expect.objectContaining({ property: 'bancoHoras', message: 'Preenchimento do banco de horas é obrigatório' }),
    ])
    const fechada = dbFor(dbKey).competencias.find((c) => c.fechada)
    if (fechada) {
      const r = await post('/api/acoes-lote/vincularBancoHoras', { funcionarios: [33], bancoHoras: 1, dataInicial: fechada.inicio }, dbKey)
      expect(r.status).toBe(400)
    }
  })

  it('[BATCH-006][mock] links a compensation bank from a date: the cards show it', async () => {
    const dbKey = freshDb()
    expect(cartao(dbKey, 33).manutencaoDTO.existeBancoCompensacao).toBe(false)
    const response = await post('/api/acoes-lote/vincularBancoCompensacao', { funcionarios: [33], bancoCompensacao: 1, dataInicial: '2026-11-01' }, dbKey)
    expect(response.status).toBe(200)
    expect(cartao(dbKey, 33).manutencaoDTO.existeBancoCompensacao).toBe(true)
    expect((await detalhe(dbKey, (await response.json() as { id: number }).id)).tipo).toBe('VINCULAR_BANCO_COMPENSACAO')
  })

  it('[BATCH-007][mock] gives the period a special schedule', async () => {
    const dbKey = freshDb()
    const horario = dbFor(dbKey).horarios.find((h) => h.codigo === '002')
    const response = await post('/api/acoes-lote/vincularQuadroHorarioEspecial', {
      funcionarios: [33], quadroHorarioVincular: horario?.id, dataInicial: '2026-11-17', dataFinal: '2026-11-18',
    }, dbKey)
    expect(response.status).toBe(200)
    expect(dia(dbKey, 33, '2026-11-17')).toMatchObject({ horarioEspecial: true, codigoHorario: '002' })
    expect(dia(dbKey, 33, '2026-11-19').horarioEspecial).toBe(false)
    expect((await post('/api/acoes-lote/vincularQuadroHorarioEspecial', { funcionarios: [33] }, dbKey, 'supervisor')).status).toBe(403)
  })
})

describe('GET /api/acoes-lote', () => {
  it('lists the seeded facultative-holiday excuses the treatments point to, and answers 404 for an unknown id', async () => {
    const dbKey = freshDb()
    const tratamento = cartao(dbKey, 1, 12).manutencaoDTO.registros['2026-10-28']?.registro.tratamentos.find((t) => t.acaoLoteId !== null)
    expect(tratamento).toBeDefined()
    const view = await detalhe(dbKey, tratamento?.acaoLoteId ?? 0)
    expect(view).toMatchObject({ tipo: 'ABONO_PONTO_FACULTATIVO', dataInicial: '2026-10-28', descricao: 'Abono de ponto facultativo' })
    expect(view.funcionarios.map((f) => f.id)).toContain(1)
    expect((await call('/api/acoes-lote/999999', { as: 'rh', dbKey })).status).toBe(404)
    expect((await call('/api/acoes-lote', { as: 'funcionario', dbKey })).status).toBe(403)
  })
})
