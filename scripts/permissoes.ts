/** `npm run permissoes`: writes docs/permissoes.md, the endpoint × persona matrix of the mock backend. */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

process.env.PONTO_TODAY ??= '2026-11-16'
process.env.PONTO_TEST_CONTROL = '1'
const { formatarMatriz, medirMatriz } = await import('../mock/http/permissoes')
const arquivo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'permissoes.md')
const matriz = await medirMatriz()
await writeFile(arquivo, formatarMatriz(matriz))
console.log(`${arquivo}: ${matriz.size} endpoints`)
