import { beforeAll, describe, expect, it, vi } from 'vitest'
import { lerAfd } from '../fiscal/afd'
import { latin1Text } from '../fiscal/texto'
import { validar } from '../fiscal/validador'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const PERIODO = { empresaId: 1, inicio: '2026-10-01', fim: '2026-10-31' }

async function gerar(tipo: string, dbKey: string, body: unknown = PERIODO, as = 'rh') {
  return call(`/api/arquivos-fiscais/${tipo}`, { method: 'POST', as, dbKey, body })
}

const linhasDe = async (r: Response) => latin1Text(new Uint8Array(await r.arrayBuffer())).split('\r\n').slice(0, -1)
const arquivo = (ls: string[]) => ls.join('\r\n') + '\r\n'

describe('fiscal files from the processed time cards', () => {
  it('AEJ (Portaria 671): a company\'s employees, their punches and absences for the period, with the trailer counts', async () => {
    const dbKey = freshDb()
    const resposta = await gerar('aej', dbKey)
    expect(resposta.status).toBe(200)
    expect(resposta.headers.get('x-filename')).toBe('AEJ_46523015000135_20261001_20261031.txt')
    const ls = await linhasDe(resposta)
    expect(validar('AEJ', arquivo(ls))).toEqual([])
    // The city hall has a CEI: neither a CAEPF nor a CNO. The records end with the exit of 31/10's night shift.
    expect(ls[0]).toMatch(/^01\|1\|46523015000135\|\|\|Prefeitura Municipal de Santa Aurora\|2026-10-01\|2026-11-01\|2026-11-16T\d{2}:\d{2}:00-0300\|001$/)
    expect(ls).toContain('02|1|1|00014003750012345')
    const fernanda = ls.find((l) => l.startsWith('03|') && l.endsWith('|52998224725|Fernanda Funcionária'))
    expect(fernanda).toBeTruthy()
    const id = fernanda!.split('|')[1]
    // 2026-10-13 (a plain Tuesday): 08:00 entry of pair 001, original, from the REP-C, naming the schedule 001
    expect(ls.some((l) => new RegExp(`^05\\|${id}\\|2026-10-13T0[78]:\\d{2}:00-0300\\|1\\|E\\|001\\|O\\|001\\|$`).test(l))).toBe(true)
    const trailer = ls.at(-2)!.split('|')
    expect(trailer[0]).toBe('99')
    const contagem = (tipo: string) => ls.filter((l) => l.startsWith(`${tipo}|`)).length
    expect(trailer.slice(1).map(Number)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08'].map(contagem))
    expect(ls.some((l) => l.startsWith('03|') && l.includes('Aurora Serviços'))).toBe(false)
  })

  it('AFDT and ACJEF (Portaria 1510) in their fixed widths', async () => {
    const dbKey = freshDb()
    const afdt = await linhasDe(await gerar('afdt', dbKey))
    expect(new Set(afdt.slice(1, -1).map((l) => l.length))).toEqual(new Set([155]))
    expect(validar('AFDT', arquivo(afdt))).toEqual([])
    expect(afdt[0]).toHaveLength(215)
    expect(afdt.at(-1)).toBe('9999999999')
    afdt.slice(1, -1).forEach((l, i) => expect(l.slice(0, 10)).toBe(`${String(i + 1).padStart(9, '0')}2`))
    const acjef = await linhasDe(await gerar('acjef', dbKey))
    expect(validar('ACJEF', arquivo(acjef))).toEqual([])
    expect(acjef[0]).toHaveLength(215)
    expect(new Set(acjef.slice(1, -1).map((l) => l.length))).toEqual(new Set([30, 91]))
    expect(acjef.filter((l) => l.length === 91).every((l) => l[9] === '3')).toBe(true)
  })

  it('validates the period and the company, and needs front_arquivosfiscais', async () => {
    const dbKey = freshDb()
    const ruim = await gerar('aej', dbKey, { empresaId: 9, inicio: '2026-10-31', fim: '2026-10-01' })
    expect(ruim.status).toBe(400)
    expect(((await ruim.json()) as { errors: { property: string }[] }).errors.map((e) => e.property)).toEqual(['empresaId', 'fim'])
    expect((await gerar('aej', dbKey, PERIODO, 'supervisor')).status).toBe(403)
    expect((await gerar('xyz', dbKey)).status).toBe(404)
    for (const tipo of ['constructor', 'toString']) expect((await gerar(tipo, dbKey)).status, tipo).toBe(404)
  })
})

describe("the web clock's AFD (REP-P, Portaria 671 leiaute 003)", () => {
  const NOVEMBRO = { empresaId: 1, inicio: '2026-11-01', fim: '2026-11-30' }
  interface Registrado { comprovante: { nsr: number; hash: string; inpi: string } }
  const baterPonto = async (dbKey: string, confirmar = false) =>
    ((await (await call(`/api/relogio/registrar${confirmar ? '?confirmar=true' : ''}`, { method: 'POST', as: 'funcionario', dbKey })).json()) as Registrado).comprovante

  it('carries the punches as written, each receipt\'s hash being its record\'s, chained, with the INPI number of the program', async () => {
    const dbKey = freshDb()
    const primeiro = await baterPonto(dbKey)
    const segundo = await baterPonto(dbKey, true)
    expect([primeiro.nsr, segundo.nsr]).toEqual([1, 2])
    expect(primeiro.inpi).toBe('99999999900000001')
    const resposta = await gerar('afd', dbKey, NOVEMBRO)
    expect(resposta.headers.get('x-filename')).toBe('AFD_REP-P_46523015000135_20261101_20261130.txt')
    const bytes = new Uint8Array(await resposta.arrayBuffer())
    const lido = lerAfd(bytes)
    expect(lido.erros).toEqual([])
    expect(lido.cabecalho).toMatchObject({ cnpjCpf: '46523015000135', numeroFabricacao: '99999999900000001' })
    expect(lido.marcacoes.map((m) => [m.nsr, m.cpf, m.data])).toEqual([[1, '52998224725', '2026-11-16'], [2, '52998224725', '2026-11-16']])
    const registros = latin1Text(bytes).split('\r\n').filter((l) => l[9] === '7')
    expect(registros.map((l) => l.slice(73))).toEqual([primeiro.hash, segundo.hash])
    // 02: the collector is the browser.
    expect(registros.every((l) => l.slice(70, 72) === '02')).toBe(true)
  })

  it("a period that leaves out the employer's first punches starts mid-chain and still verifies; an altered record does not", async () => {
    const dbKey = freshDb()
    // Three punches: the clock takes two in a minute (a punch and its confirmed repetition), the third a minute later.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(2026, 10, 16, 10, 0, 0))
      await baterPonto(dbKey)
      await baterPonto(dbKey, true)
      vi.setSystemTime(new Date(2026, 10, 16, 10, 1, 1))
      await baterPonto(dbKey)
    } finally {
      vi.useRealTimers()
    }
    const linhas = await linhasDe(await gerar('afd', dbKey, NOVEMBRO))
    const [cabecalho, , ...resto] = linhas
    const semOPrimeiro = [cabecalho!, ...resto]
    const comoArquivo = (ls: string[]) => new TextEncoder().encode(ls.join('\r\n') + '\r\n')
    expect(lerAfd(comoArquivo(semOPrimeiro)).erros.filter((e) => e.mensagem.startsWith('Cadeia'))).toEqual([])
    // The last punch moved to 23:59, its hash left as it was.
    const alterado = semOPrimeiro.map((l, i) => (i === 2 ? l.replace(/T\d{2}:\d{2}:00-0300/, 'T23:59:00-0300') : l))
    expect(lerAfd(comoArquivo(alterado)).erros).toContainEqual(expect.objectContaining({ linha: 3, mensagem: expect.stringContaining('Cadeia de hash') as string }))
  })
})
