import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { textoDoPdf } from '../pdf/pdf-texto'
import { buildCartaoPonto } from '../timecard/build'
import { call, freshDb } from './lib/test-client'

/** Reports only read: one database for the file. */
let shared = ''

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
  shared = freshDb()
})

function gerar(tipo: string, body: Record<string, unknown>, as = 'rh') {
  return call(`/api/relatorios/${tipo}`, { method: 'POST', as, dbKey: shared, body })
}

async function csv(body: Record<string, unknown>, tipo = 'resumo-horas') {
  const response = await gerar(tipo, { ...body, formato: 'csv' })
  expect(response.status).toBe(200)
  return (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'))
}

describe('POST /api/relatorios/{tipo}', { timeout: 30_000 }, () => {
  it('[BATCH-014][BATCH-015][BATCH-016][BATCH-017][mock] without parameters: a PDF of the active employees who control time, by department', async () => {
    const response = await gerar('resumo-horas', { competencia: 13 })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-filename')).toBe('resumo-horas-2026-11.pdf')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const texto = textoDoPdf(pdf)
    expect(texto).toContain('Resumo de Horas por Funcionário')
    expect(texto).toContain('Ativos; Controlam ponto')
    expect(texto).toContain('Atrasos')
    expect(texto).toContain('Secretaria Municipal de Administração')
  })

  it('[BATCH-015][mock] the CSV has the same figures as the time cards, one line per employee, grouped by department', async () => {
    const [cabecalho, ...linhas] = await csv({ competencia: 13 })
    expect(cabecalho).toEqual(['Departamento', 'Matrícula', 'Funcionário', 'Trabalhadas', 'Extras', 'Noturnas', 'Faltas', 'Dias de falta', 'Desconto DSR', 'Atrasos', 'Saídas antec.', 'Saldo'])
    const db = dbFor(shared)
    const esperados = db.funcionarios.filter((f) => f.ativo && f.controlaPonto && f.admissao <= '2026-11-30')
    expect(linhas).toHaveLength(esperados.length)
    expect(linhas.map((l) => l[2])).not.toContain(db.funcionarios.find((f) => f.id === 5)?.nome)
    const departamentos = linhas.map((l) => l[0] ?? '')
    expect(departamentos).toEqual([...departamentos].sort((a, b) => a.localeCompare(b, 'pt-BR')))
    const sara = linhas.find((l) => l[1] === db.funcionarios.find((f) => f.id === 33)?.matricula)
    const m = buildCartaoPonto(db, 33, 13).manutencaoDTO
    expect(sara?.slice(3)).toEqual([m.totalHoras, m.totalHoraExtraGeral, m.totalAdicionalNoturno || '00:00', m.totalFalta || '00:00', String(m.totalDiasFalta), m.totalDescontoDSR, m.totalAtraso, m.totalSaidaAntecipada, m.totalHorasGeral].map((v) => v || '00:00'))
  })

  it('[BATCH-016][mock] without delays and early leaves, and ordered by name, the columns go and the list is by name', async () => {
    const [cabecalho, ...linhas] = await csv({ competencia: 13, ordemRelatorio: 'nome', listarAtrasosSaidaAntecipada: false, ativo: 'todos' })
    expect(cabecalho).toEqual(['Matrícula', 'Funcionário', 'Departamento', 'Trabalhadas', 'Extras', 'Noturnas', 'Faltas', 'Dias de falta', 'Desconto DSR', 'Saldo'])
    const nomes = linhas.map((l) => l[1] ?? '')
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')))
    // Everyone who had a card in 11/2026, active or not; not those dismissed on 27/10 (before, rows of zeros).
    const empregados = dbFor(shared).funcionarios.filter((f) => f.controlaPonto && f.admissao <= '2026-11-30' && (f.demissao === null || f.demissao >= '2026-11-01'))
    expect(linhas).toHaveLength(empregados.length)
  })

  it('[BATCH-015][mock] a closed month: the active are who worked in it, so the default report adds up to the closing', async () => {
    const db = dbFor(shared)
    const linhas = await csv({ competencia: 12 })
    // Janaína (10) was dismissed on 27/10/2026: she worked in 10/2026, is in its closing and its payroll file.
    const janaina = db.funcionarios.find((f) => f.id === 10)!
    expect(janaina.demissao).toBe('2026-10-27')
    expect(linhas.map((l) => l[1])).toContain(janaina.matricula)
    const { resumo } = await (await call('/api/fechamentos/12', { as: 'rh', dbKey: shared })).json()
    expect(linhas).toHaveLength(1 + resumo.funcionarios)
    const minutos = (hhmm: string) => Number(hhmm.split(':')[0]) * 60 + Number(hhmm.split(':')[1])
    const soma = (coluna: number) => linhas.slice(1).reduce((t, l) => t + minutos(l[coluna]!), 0)
    expect([soma(3), soma(4), soma(6)]).toEqual([minutos(resumo.horasTrabalhadas), minutos(resumo.horasExtras), minutos(resumo.faltas)])
    // Who was dismissed before the month had no card in it: no row of zeros, whatever the situation asked.
    const antes = db.funcionarios.filter((f) => f.demissao !== null && f.demissao < '2026-10-01').map((f) => f.matricula)
    expect(antes.length).toBeGreaterThan(0)
    const todos = await csv({ competencia: 12, ativo: 'todos' })
    expect(todos.map((l) => l[1]).filter((m) => antes.includes(m ?? ''))).toEqual([])
    const demitidos = await csv({ competencia: 12, ativo: 'false' })
    expect(demitidos.slice(1).map((l) => l[1])).toContain(janaina.matricula)
    expect(demitidos.slice(1).every((l) => db.funcionarios.find((f) => f.matricula === l[1])!.demissao! <= '2026-10-31')).toBe(true)
  })

  it('the occurrences report lists the days with delay, early leave or absence', async () => {
    const linhas = await csv({ competencia: 13, departamento: 1 }, 'ocorrencias')
    expect(linhas[0]).toEqual(['Departamento', 'Matrícula', 'Funcionário', 'Data', 'Falta', 'Atraso', 'Saída antec.', 'Ocorrências e tratamentos'])
    const sara = dbFor(shared).funcionarios.find((f) => f.id === 33)
    const saraDep = sara?.departamentos.at(-1)?.departamentoId
    if (saraDep === 1) expect(linhas).toContainEqual(expect.arrayContaining(['04/11/2026 Qua', '00:25']))
    expect(linhas.slice(1).every((l) => l[0] === 'Secretaria Municipal de Administração')).toBe(true)
  })

  it('[mock] keeps only the employees in the position and at the work place asked, by their links at the competence end', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const sara = db.funcionarios.find((f) => f.id === 33)!
    const { cargoId } = sara.cargos.at(-1)!
    const { localTrabalhoId } = sara.locaisTrabalho.at(-1)!
    const outroCargo = db.cargos.find((c) => c.id !== cargoId)!.id
    // A move after competence 13 (11/2026) does not take Sara out of its report.
    sara.cargos.push({ id: 9001, inicio: '2026-12-01', fim: null, cargoId: outroCargo })
    const matriculas = async (body: Record<string, unknown>) => {
      const response = await call('/api/relatorios/resumo-horas', { method: 'POST', as: 'rh', dbKey, body: { competencia: 13, formato: 'csv', ...body } })
      expect(response.status).toBe(200)
      return (await response.text()).trim().split('\r\n').slice(1).map((l) => l.split(';')[1])
    }
    const porCargo = await matriculas({ cargo: cargoId })
    expect(porCargo).toContain(sara.matricula)
    const doCargo = db.funcionarios.filter((f) => f.cargos.some((v) => v.cargoId === cargoId && v.inicio <= '2026-11-30'))
    expect(porCargo.every((m) => doCargo.some((f) => f.matricula === m))).toBe(true)
    expect(await matriculas({ cargo: outroCargo })).not.toContain(sara.matricula)
    const porLocal = await matriculas({ localTrabalho: localTrabalhoId, cargo: cargoId })
    expect(porLocal).toContain(sara.matricula)
    const noLocal = db.funcionarios.filter((f) => f.locaisTrabalho.at(-1)?.localTrabalhoId === localTrabalhoId)
    expect(porLocal.every((m) => noLocal.some((f) => f.matricula === m) && porCargo.includes(m))).toBe(true)
  })

  it('answers validation errors and 403 without front_relatorios', async () => {
    const invalido = await gerar('resumo-horas', { competencia: 9999, ordemRelatorio: 'cpf', formato: 'xls' })
    expect(invalido.status).toBe(400)
    const { errors } = await invalido.json() as { errors: { property: string }[] }
    expect(errors.map((e) => e.property)).toEqual(['competencia', 'ordemRelatorio', 'formato'])
    const semRegistro = await gerar('resumo-horas', { departamento: 9999, cargo: { id: 9999 }, localTrabalho: '9999' })
    expect((await semRegistro.json() as { errors: unknown[] }).errors).toEqual(
      ['departamento', 'cargo', 'localTrabalho'].map((property) => expect.objectContaining({ property, message: 'não encontrado' })),
    )
    expect((await gerar('inexistente', {})).status).toBe(400)
    // Names every object has are no report either.
    for (const tipo of ['toString', 'constructor', '__proto__']) expect((await gerar(tipo, {})).status, tipo).toBe(400)
    expect((await gerar('resumo-horas', {}, 'funcionario')).status).toBe(403)
  })

  it('writes employee names that look like formulas as text cells and keeps negative balances as values', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const nomes = ['=HYPERLINK("http://x")', '@SUM(1)', '+1']
    nomes.forEach((nome, i) => Object.assign(db.funcionarios.find((f) => f.id === [1, 33, 2][i])!, { nome, nomeOrNomeSocial: nome }))
    const response = await call('/api/relatorios/resumo-horas', { method: 'POST', as: 'rh', dbKey, body: { competencia: 13, formato: 'csv' } })
    expect(response.status).toBe(200)
    const texto = await response.text()
    expect(texto).toContain(';"\'=HYPERLINK(""http://x"")";')
    expect(texto).toContain(";'@SUM(1);")
    expect(texto).toContain(";'+1;")
    const saldos = texto.trim().split('\r\n').slice(1).map((linha) => linha.split(';').at(-1) ?? '')
    expect(saldos.some((saldo) => saldo.startsWith('-'))).toBe(true)
    expect(saldos.every((saldo) => /^-?\d{2,}:\d{2}$/.test(saldo))).toBe(true)
  })
})
