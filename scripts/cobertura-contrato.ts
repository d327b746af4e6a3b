/**
 * Which calls of the contract the app makes in the tests, read from the files the unit tests (through the real mock
 * handlers, src/shared/lib/test/mock-backend.ts) and the e2e suite (e2e/fixtures/contrato.ts) leave in reports/.
 * Fails when a call that no app-level test made is missing from docs/contrato-cobertura.md (a new endpoint without a
 * test, or a test gone); `--write` regenerates that list.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { CONTRATO } from '../src/shared/api/contract/index'

const ARQUIVO = 'docs/contrato-cobertura.md'

function chamadas(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set()
  return new Set(readdirSync(dir).flatMap((f) => readFileSync(`${dir}/${f}`, 'utf8').split('\n').filter(Boolean)))
}

const app = chamadas('reports/chamadas-app')
const e2e = chamadas('reports/chamadas-e2e')
const semTesteDeApp = CONTRATO.filter((e) => !app.has(e.chave))
const nenhum = semTesteDeApp.filter((e) => !e2e.has(e.chave))
console.log(
  `contrato: ${CONTRATO.length} chamadas; ${CONTRATO.length - semTesteDeApp.length} feitas pelo app em testes contra os handlers reais, ` +
    `${e2e.size} no e2e, ${nenhum.length} em nenhum dos dois`,
)

const linha = (e: (typeof CONTRATO)[number]) => `- \`${e.chave}\`${e2e.has(e.chave) ? ' (só no e2e)' : ''}`
const texto = `# Chamadas do contrato sem teste de app

Gerado por \`npm test\` (\`tsx scripts/cobertura-contrato.ts --write\`). As chamadas do contrato (\`src/shared/api/contract\`)
que nenhum teste de app (Vitest, com os handlers reais do mock: \`connectMockBackend\`) faz. A lista só pode diminuir: o
passo "contract coverage" do \`npm test\` falha quando uma chamada fora dela fica sem teste de app.

${semTesteDeApp.length} de ${CONTRATO.length} chamadas.

${semTesteDeApp.map(linha).join('\n')}
`

if (process.argv.includes('--write')) {
  writeFileSync(ARQUIVO, texto)
  console.log(`${ARQUIVO}: ${semTesteDeApp.length} chamadas`)
} else {
  const listadas = new Set([...readFileSync(ARQUIVO, 'utf8').matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]))
  const novas = semTesteDeApp.filter((e) => !listadas.has(e.chave))
  const cobertas = [...listadas].filter((chave) => !semTesteDeApp.some((e) => e.chave === chave))
  if (cobertas.length) console.log(`${cobertas.length} chamadas da lista já têm teste de app: rode o script com --write`)
  if (novas.length) {
    console.error(`Chamadas sem teste de app (teste-as com connectMockBackend):\n${novas.map(linha).join('\n')}`)
    process.exit(1)
  }
}
