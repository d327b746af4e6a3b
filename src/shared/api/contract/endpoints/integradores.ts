import { z } from 'zod/mini'
import { AUTENTICADO, COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, textoObrigatorio } from '../esquemas'

/** An HR integrator and its last contact. */
export const integradorSchema = z.looseObject({
  id: z.number(),
  nome: z.string(),
  lastContact: z.nullish(z.string()),
})
z.globalRegistry.add(integradorSchema, { id: 'Integrador' })

/** An integrator as saved: its name (the last contact is the integrator's). */
export const integradorCorpoSchema = z.object({ nome: textoObrigatorio(100) })
z.globalRegistry.add(integradorCorpoSchema, { id: 'IntegradorCorpo' })
export type IntegradorCorpo = z.input<typeof integradorCorpoSchema>

const integradores = colecaoHal('integradores', integradorSchema)
const escrever = algum('front_integrador')

export const integradoresEndpoints = definirEndpoints({
  'GET /api/integradores/:id/jobs': { acesso: algum('front_integrador'), origem: 'extensao' },
  'POST /api/integradores/:id/jobs/:jobId/reexecutar': { acesso: algum('front_integrador'), origem: 'extensao' },
  'GET /api/integradores/ultimo-contato': { acesso: AUTENTICADO, requisitos: ['API-002', 'SHELL-012'] },
  ...endpointsDeCadastro('/api/integradores', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: integradores,
    item: integradorSchema,
    corpo: integradorCorpoSchema,
  }),
})
