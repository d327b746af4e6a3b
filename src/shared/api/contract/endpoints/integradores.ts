import { z } from 'zod/mini'
import { AUTENTICADO, COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, consultaPaginada, paginaSpring, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/** An HR integrator and its last contact. */
export const integradorSchema = z.looseObject({
  id: z.number(),
  nome: z.string(),
  lastContact: z.nullish(z.string()),
})
documentar(integradorSchema, { id: 'Integrador' })

/** An integrator as saved: its name (the last contact is the integrator's). */
export const integradorCorpoSchema = z.object({ nome: textoObrigatorio(100) })
documentar(integradorCorpoSchema, { id: 'IntegradorCorpo' })
export type IntegradorCorpo = z.input<typeof integradorCorpoSchema>

export const TIPOS_JOB_INTEGRADOR = {
  IMPORTACAO_FUNCIONARIOS: 'Importação de funcionários',
  IMPORTACAO_AFASTAMENTOS: 'Importação de afastamentos',
  EXPORTACAO_FOLHA: 'Exportação para a folha',
} as const

export const SITUACOES_JOB = { EXECUTANDO: 'Em execução', CONCLUIDO: 'Concluído', ERRO: 'Concluído com erros' } as const

/** One run of an integrator's job: its kind, status, start and end, the records it took and the ones it rejected. */
export const jobIntegradorSchema = z.object({
  id: z.number(),
  integradorId: z.number(),
  tipo: z.enum(Object.keys(TIPOS_JOB_INTEGRADOR) as [keyof typeof TIPOS_JOB_INTEGRADOR]),
  situacao: z.enum(Object.keys(SITUACOES_JOB) as [keyof typeof SITUACOES_JOB]),
  inicio: z.string(),
  fim: z.nullable(z.string()),
  registros: z.number(),
  erros: z.array(z.string()),
  totalErros: z.number(),
  reexecucaoDe: z.nullable(z.number()),
  usuario: z.string(),
})
documentar(jobIntegradorSchema, { id: 'JobIntegrador' })
export type JobIntegrador = z.infer<typeof jobIntegradorSchema>

const integradores = colecaoHal('integradores', integradorSchema)
const escrever = algum('front_integrador')

export const integradoresEndpoints = definirEndpoints(() => ({
  'GET /api/integradores/:id/jobs': {
    acesso: algum('front_integrador'),
    origem: 'extensao',
    consulta: consultaPaginada,
    resposta: paginaSpring(jobIntegradorSchema),
  },
  'POST /api/integradores/:id/jobs/:jobId/reexecutar': { acesso: algum('front_integrador'), origem: 'extensao', resposta: jobIntegradorSchema },
  /** 204 when no integrator is configured. */
  'GET /api/integradores/ultimo-contato': { acesso: AUTENTICADO, requisitos: ['API-002', 'SHELL-012'], resposta: integradorSchema },
  ...endpointsDeCadastro('/api/integradores', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: integradores,
    item: integradorSchema,
    corpo: integradorCorpoSchema,
  }),
}))
