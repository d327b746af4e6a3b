import { z } from 'zod'
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi'
import { CONTRATO, descreverAcesso, type Endpoint } from '@/shared/api/contract'

const ERRO_SPRING = z
  .object({
    timestamp: z.string(),
    status: z.number().int(),
    error: z.string(),
    message: z.string(),
    path: z.string(),
    errors: z.array(z.object({ entity: z.string(), property: z.string(), message: z.string(), invalidValue: z.unknown() })).optional(),
  })
  .meta({ id: 'ErroSpring', description: 'O corpo de erro do Spring Boot (API-013, API-019).' })

const erro = (description: string) => ({ description, content: { 'application/json': { schema: ERRO_SPRING } } })

const ORIGEM = {
  especificacao: 'Chamada da especificação.',
  rest: 'Chamada de repositório Spring Data REST de um cadastro da especificação (API-003, API-010).',
  extensao: 'Extensão: além das chamadas da especificação (docs/api-extensions.md).',
}

function parametrosDoCaminho(caminho: string) {
  const nomes = [...caminho.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!)
  return nomes.length ? z.object(Object.fromEntries(nomes.map((nome) => [nome, z.string()]))) : undefined
}

function operacao(e: Endpoint): ZodOpenApiOperationObject {
  const origem = e.origem ?? 'especificacao'
  const path = parametrosDoCaminho(e.caminho)
  const consulta = e.consulta as z.ZodObject | undefined
  const requestParams = path || consulta ? { ...(path && { path }), ...(consulta && { query: consulta }) } : undefined
  return {
    operationId: e.chave,
    tags: [e.area],
    summary: e.resumo ?? e.chave,
    description: `${ORIGEM[origem]} Acesso: ${descreverAcesso(e.acesso)}.`,
    ...(requestParams && { requestParams }),
    ...(e.corpo && { requestBody: { content: { 'application/json': { schema: e.corpo } } } }),
    ...(e.acesso.tipo === 'publico' && { security: [] }),
    responses: {
      '200': {
        description: 'Sucesso.',
        ...(e.resposta && { content: { 'application/json': { schema: e.resposta } } }),
      },
      ...(e.metodo !== 'GET' && { '400': erro('Validação: a lista errors traz campo a campo.') }),
      ...(e.acesso.tipo !== 'publico' && {
        '401': erro('Sem token de acesso válido.'),
        '403': erro('O contrato não deixa o usuário entrar, ou o registro está fora do seu escopo.'),
      }),
    },
    'x-origem': origem,
    'x-acesso': e.acesso,
    ...(e.requisitos && { 'x-requisitos': e.requisitos }),
  }
}

/** The OpenAPI 3.1 document of the contract (docs/api.yaml). */
export function documentoApi(versao: string) {
  const paths: ZodOpenApiPathsObject = {}
  for (const e of CONTRATO) {
    const caminho = e.caminho.replace(/:([A-Za-z]+)/g, '{$1}')
    paths[caminho] = { ...paths[caminho], [e.metodo.toLowerCase()]: operacao(e) }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Ponto API',
      version: versao,
      description:
        'O contrato entre o app Ponto e o seu backend, gerado de src/shared/api/contract. O backend simulado (mock/) o cumpre: recusa com 401/403 quem o contrato não deixa entrar e valida os corpos com os mesmos esquemas.',
    },
    components: { securitySchemes: { keycloak: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ keycloak: [] }],
    paths,
  })
}
