import { call, freshDb } from '../../mock/handlers/lib/test-client'
import { escreverAfd671 } from '../../mock/fiscal/afd'
import { dbFor } from '../../mock/http/isolation'
import type { Db, Funcionario } from '../../mock/db/index'
import { ensureMes } from '../../mock/timecard/generate'
import { cpfWithCheckDigits, pisWithCheckDigit } from '../../src/shared/lib/identifiers'

const LINHAS = 50_000
const HORAS = ['08:00', '12:00', '13:00', '17:00']
/** The open competence's working days up to the seed's today (2026-11-16). */
const DIAS = ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-16']

/** A company of LINHAS / 40 employees like Sara (33: fixed 08:00-17:00, no bank): the seed's 70 are too few. */
function empresaGrande(db: Db): Funcionario[] {
  const modelo = db.funcionarios.find((f) => f.id === 33)!
  const quantos = LINHAS / (DIAS.length * HORAS.length)
  const proximo = Math.max(...db.funcionarios.map((f) => f.id)) + 1
  const clones = Array.from({ length: quantos }, (_, i): Funcionario => {
    const base = String(700_000_000 + i)
    return { ...structuredClone(modelo), id: proximo + i, nome: `Funcionário ${i + 1}`, nomeOrNomeSocial: `Funcionário ${i + 1}`,
      cpf: cpfWithCheckDigits(base), pis: pisWithCheckDigit(`1${base}`), matricula: String(90_000 + i) }
  })
  db.funcionarios.push(...clones)
  return clones
}

/** What a clock of that company writes in two weeks: four punches a day per employee, in time order. */
function afdDaQuinzena(db: Db): Uint8Array<ArrayBuffer> {
  const empresa = db.empresas.find((e) => e.id === db.funcionarios.find((f) => f.id === 33)!.empresaId)!
  const funcionarios = empresaGrande(db)
  const marcacoes = DIAS.flatMap((dia) => HORAS.flatMap((hora) => funcionarios.map((f) => ({ dataHora: `${dia}T${hora}`, cpf: f.cpf.replace(/\D/g, '') }))))
  return escreverAfd671({
    cnpj: empresa.cnpj, razaoSocial: empresa.nome, numeroFabricacao: '00004004330001234', inicio: DIAS[0]!, fim: DIAS.at(-1)!,
    geradoEm: '2026-11-16T18:00', marcacoes,
  })
}

/** Issue 13 §4: a 50,000-line AFD uploaded and imported (target: under 5 s). */
export async function benchAfd(): Promise<void> {
  process.env.PONTO_TODAY ??= '2026-11-16'
  process.env.PONTO_TEST_CONTROL = '1'
  const dbKey = freshDb()
  const db = dbFor(dbKey)
  const bytes = afdDaQuinzena(db)
  // The month of every employee exists before the file comes (any screen that shows them opens it); timed apart.
  const gerando = performance.now()
  for (const f of db.funcionarios) ensureMes(db, f.id, 13)
  console.log(`AFD bench: the open month of ${db.funcionarios.length} employees generated in ${((performance.now() - gerando) / 1000).toFixed(2)} s`)
  const form = new FormData()
  form.set('file', new Blob([bytes]), 'afd.txt')
  const started = performance.now()
  const response = await call('/api/afd/upload', { method: 'POST', as: 'rh', dbKey, body: form })
  const ms = performance.now() - started
  const imp = (await response.json()) as { situacao: string; importadas: number; duplicadas: number }
  console.log(
    `AFD: ${LINHAS} punch lines of ${LINHAS / 40} employees (${(bytes.length / 1024 / 1024).toFixed(1)} MB) imported in ${(ms / 1000).toFixed(2)} s: ` +
      `${imp.situacao}, ${imp.importadas} new, ${imp.duplicadas} already there (status ${response.status})`,
  )
}

