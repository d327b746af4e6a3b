import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { stringify } from 'yaml'
import { documentoApi } from './openapi'

export const CAMINHO_API_YAML = fileURLToPath(new URL('../../docs/api.yaml', import.meta.url))

export async function textoApiYaml(): Promise<string> {
  const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
  return `# Gerado por \`npm run api-doc\` a partir de src/shared/api/contract: não edite à mão.\n${stringify(documentoApi(version), { lineWidth: 0, aliasDuplicateObjects: false })}`
}
