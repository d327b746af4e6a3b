/** `npm run api-doc`: writes docs/api.yaml, the OpenAPI document of the contract (src/shared/api/contract). */
import { writeFile } from 'node:fs/promises'
import { textoApiYaml, CAMINHO_API_YAML } from '../mock/http/api-yaml'

await writeFile(CAMINHO_API_YAML, await textoApiYaml())
console.log(`${CAMINHO_API_YAML} atualizado`)
