import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { atualOuUltimo } from '../db/queries'
import type { Db, Funcionario } from '../db/index'
import { paginasDoPdf, textoDoPdf } from '../pdf/pdf-texto'
import { relatorioPontoPdf } from '../pdf/relatorio'
import { FATIA_ESPELHOS, iniciarJobEspelhos, jobEspelhos } from './lib/job-espelhos'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const LOTE = '/api/espelhos-ponto/lote'
const OUTUBRO = 12
const departamentoDe = (f: Funcionario) => atualOuUltimo(f.departamentos, '2026-11-16')?.departamentoId
const empregadoEmOutubro = (f: Funcionario) => f.admissao <= '2026-10-31' && (!f.demissao || f.demissao >= '2026-10-01')

async function iniciar(as: string, dbKey: string, body: unknown) {
  const response = await call(LOTE, { method: 'POST', as, dbKey, body })
  return { status: response.status, body: (await response.json()) as { id: string; total: number } }
}

type Progresso = { id: string; total: number; prontos: number; status: string }
const progresso = async (id: string, as: string, dbKey: string) =>
  (await (await call(`${LOTE}/${id}`, { as, dbKey })).json()) as Progresso

/** Polls the job until it is no longer PROCESSANDO; returns every progress seen. */
async function acompanhar(id: string, as: string, dbKey: string): Promise<Progresso[]> {
  const vistos: Progresso[] = []
  await vi.waitFor(async () => {
    const atual = await progresso(id, as, dbKey)
    vistos.push(atual)
    expect(atual.status).not.toBe('PROCESSANDO')
  }, { timeout: 60_000, interval: 5 })
  return vistos
}

/** The department with the most employees employed in October, and them. */
function maiorDepartamento(db: Db) {
  const empregados = db.funcionarios.filter((f) => f.ativo && empregadoEmOutubro(f))
  const departamentos = [...new Set(empregados.map(departamentoDe))]
  const doDepartamento = (d: number | undefined) => empregados.filter((f) => departamentoDe(f) === d)
  const departamento = departamentos.sort((a, b) => doDepartamento(b).length - doDepartamento(a).length)[0]!
  return { departamento, funcionarios: doDepartamento(departamento) }
}

/** One turn of the event loop: the job works one slice per turn. */
const umaVez = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('the batch espelhos job', () => {
  it(`builds and prints ${FATIA_ESPELHOS} employees per turn of the event loop, so progress is real`, { timeout: 60_000 }, async () => {
    const db = dbFor(freshDb())
    const competencia = db.competencias.find((c) => c.id === OUTUBRO)!
    const funcionarios = db.funcionarios.filter(empregadoEmOutubro).slice(0, 2 * FATIA_ESPELHOS + 5)
    const job = iniciarJobEspelhos({ db, dono: 'supervisor', emissor: 'Sérgio', emitidoEm: new Date(), competencia, funcionarios })
    expect(job).toMatchObject({ total: 25, prontos: 0, status: 'PROCESSANDO' })
    const vistos: number[] = []
    while (job.prontos < job.total) {
      await umaVez()
      vistos.push(job.prontos)
    }
    expect(vistos).toEqual([10, 20, 25])
    await vi.waitFor(() => expect(job.status).toBe('PRONTO'))
    // Each espelho takes the pages the single print of it takes (some employees' months need two).
    const avulsos = await Promise.all(funcionarios.map((funcionario) =>
      relatorioPontoPdf(db, [{ funcionario, competencia }], { titulo: 'Espelho do Ponto', emissor: 'Sérgio', emitidoEm: new Date() })))
    expect(paginasDoPdf(job.pdf!)).toBe(avulsos.reduce((total, pdf) => total + paginasDoPdf(pdf), 0))
    expect(jobEspelhos(db, job.id, 'supervisor')).toBe(job)
    expect(jobEspelhos(db, job.id, 'rh')).toBeUndefined()
  })
})

describe('POST /api/espelhos-ponto/lote (batch espelhos, a job)', { timeout: 90_000 }, () => {
  it("prints one page per employee of a department's filter, with progress, as one PDF with the art. 84 signature lines", async () => {
    const dbKey = freshDb()
    const { departamento, funcionarios } = maiorDepartamento(dbFor(dbKey))
    expect(funcionarios.length).toBeGreaterThan(FATIA_ESPELHOS)
    const { status, body } = await iniciar('supervisor', dbKey, { competenciaId: OUTUBRO, filtro: { departamento, ativo: true } })
    expect(status).toBe(202)
    expect(body.total).toBe(funcionarios.length)

    const vistos = await acompanhar(body.id, 'supervisor', dbKey)
    expect(vistos.at(-1)).toEqual({ id: body.id, total: funcionarios.length, prontos: funcionarios.length, status: 'PRONTO' })
    const prontos = vistos.map((v) => v.prontos)
    expect(prontos).toEqual([...prontos].sort((a, b) => a - b))

    const arquivo = await call(`${LOTE}/${body.id}/arquivo`, { as: 'supervisor', dbKey })
    expect(arquivo.status).toBe(200)
    expect(arquivo.headers.get('content-type')).toBe('application/pdf')
    expect(arquivo.headers.get('x-filename')).toBe('espelhos-ponto-10-2026.pdf')
    const pdf = Buffer.from(await arquivo.arrayBuffer())
    expect(paginasDoPdf(pdf)).toBe(funcionarios.length)
    const texto = textoDoPdf(pdf)
    expect(texto.filter((t) => t === 'Espelho do Ponto')).toHaveLength(funcionarios.length)
    expect(texto.filter((t) => t.includes('Portaria MTP nº 671/2021, art. 84'))).toHaveLength(funcionarios.length)
    for (const f of funcionarios) expect(texto).toContain(`Empregado: ${f.nome}`)
  })

  it("never includes employees outside the caller's scope", async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const visiveis = db.funcionarios.filter((f) => f.ativo && empregadoEmOutubro(f))
    const { body } = await iniciar('responsavel', dbKey, { competenciaId: OUTUBRO, filtro: { ativo: true } })
    const doResponsavel = (await call('/api/funcionarios/search/fulltext?ativo=true&controlaPonto=true&size=9999', { as: 'responsavel', dbKey }).then((r) => r.json())) as { content: { id: number }[] }
    const noEscopo = doResponsavel.content.filter((f) => empregadoEmOutubro(db.funcionarios.find((g) => g.id === f.id)!))
    expect(body.total).toBe(noEscopo.length)
    expect(body.total).toBeLessThan(visiveis.length)

    const fora = visiveis.find((f) => !noEscopo.some((v) => v.id === f.id))!
    expect((await iniciar('responsavel', dbKey, { competenciaId: OUTUBRO, ids: [fora.id] })).status).toBe(403)
    const proprio = await iniciar('funcionario', dbKey, { competenciaId: OUTUBRO, filtro: {} })
    expect(proprio.body.total).toBe(1)
    expect((await iniciar('funcionario', dbKey, { competenciaId: OUTUBRO, ids: [2] })).status).toBe(403)
  })

  it("the job is its owner's (404 to others); the file before it is ready is 409; the body is validated", async () => {
    const dbKey = freshDb()
    // Every active employee: far more work than the next request takes, so the file is asked for while it is built.
    const { body } = await iniciar('supervisor', dbKey, { competenciaId: OUTUBRO, filtro: { ativo: true } })
    expect(body.total).toBeGreaterThan(5 * FATIA_ESPELHOS)
    expect((await call(`${LOTE}/${body.id}`, { as: 'rh', dbKey })).status).toBe(404)
    expect((await call(`${LOTE}/${body.id}/arquivo`, { as: 'supervisor', dbKey })).status).toBe(409)
    await acompanhar(body.id, 'supervisor', dbKey)
    expect((await call(`${LOTE}/${body.id}/arquivo`, { as: 'rh', dbKey })).status).toBe(404)

    const invalido = await iniciar('supervisor', dbKey, { competenciaId: 999, ids: [1] })
    expect(invalido.status).toBe(400)
    expect(JSON.stringify(invalido.body)).toContain('Competência não encontrada')
    expect((await iniciar('supervisor', dbKey, { competenciaId: OUTUBRO })).status).toBe(400)
    expect((await iniciar('supervisor', dbKey, { competenciaId: OUTUBRO, ids: [99999] })).status).toBe(400)
    expect((await iniciar('semacesso', dbKey, { competenciaId: OUTUBRO, ids: [1] })).status).toBe(403)
  })
})
