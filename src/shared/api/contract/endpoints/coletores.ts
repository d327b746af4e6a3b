import { z } from 'zod/mini'
import { algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, ehIpv4, IP_INVALIDO, paginaSpring, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/** A collector: the service that talks to the clocks of its network. */
export const coletorSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  ip: z.string(),
  online: z.boolean(),
  ultimoContato: z.nullable(z.string()),
  /** How many employees it knows (the list; absent in the panel). */
  totalFuncionarios: z.optional(z.number()),
})
documentar(coletorSchema, { id: 'Coletor' })

/** A collector as saved: its name and IPv4 address. */
export const coletorCorpoSchema = z.object({
  descricao: textoObrigatorio(100),
  ip: z.string({ error: IP_INVALIDO }).check(z.trim(), z.refine(ehIpv4, IP_INVALIDO)),
})
documentar(coletorCorpoSchema, { id: 'ColetorCorpo' })
export type ColetorCorpo = z.input<typeof coletorCorpoSchema>

/** An employee a collector knows. */
export const funcionarioColetorSchema = z.object({ id: z.number(), nome: z.string(), matricula: z.nullable(z.string()) })
documentar(funcionarioColetorSchema, { id: 'FuncionarioColetor' })

const mensagemColetorSchema = z.object({
  id: z.number(),
  messageType: z.string(),
  payload: z.record(z.string(), z.unknown()),
  enviadaEm: z.string(),
})

/** A collector's panel: whether it answers, its clocks, how many employees it knows, the last messages sent to it. */
export const coletorDashboardSchema = z.object({
  coletor: coletorSchema,
  equipamentos: z.array(z.object({ id: z.number(), descricao: z.string(), ativo: z.boolean() })),
  totalFuncionarios: z.number(),
  totalMensagens: z.number(),
  ultimasMensagens: z.array(mensagemColetorSchema),
})
documentar(coletorDashboardSchema, { id: 'ColetorDashboard' })

const coletores = colecaoHal('coletores', coletorSchema)
const ler = algum(
  'front_coletor',
  'front_coletor_view',
  'front_coletor_enviofuncionario',
  'front_coletor_transferenciafuncionario',
  'front_coletor_dashboard',
  'front_equipamento',
  'front_equipamento_exportacao',
)

export const coletoresEndpoints = definirEndpoints(() => ({
  'GET /api/coletores/:id/funcionarios': {
    acesso: algum('front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario'),
    origem: 'extensao',
    resposta: paginaSpring(funcionarioColetorSchema),
  },
  'GET /api/coletores/:id/dashboard': { acesso: algum('front_coletor_dashboard'), origem: 'extensao', resposta: coletorDashboardSchema },
  ...endpointsDeCadastro('/api/coletores', {
    leitura: ler,
    escrita: algum('front_coletor'),
    lista: coletores,
    item: coletorSchema,
    corpo: coletorCorpoSchema,
  }),
}))
