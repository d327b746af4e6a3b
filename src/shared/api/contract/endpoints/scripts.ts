import { z } from 'zod/mini'
import { algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { paginaSpring, tamanhoEntre, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/** The operations a script may run: a closed list, so 'Executar' never runs free SQL. */
export const CODIGOS_OPERACAO_SCRIPT = ['RECALCULAR_COMPETENCIA', 'LIMPAR_NOTIFICACOES', 'CONTAR_REGISTROS'] as const

/** A maintenance script (/script, admin only): its text, its operation, and its last run. */
export const scriptSchema = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  operacao: z.enum(CODIGOS_OPERACAO_SCRIPT),
  corpo: z.string(),
  ultimaExecucao: z.nullable(z.string()),
  ultimoResultado: z.nullable(z.string()),
  ultimaSituacao: z.nullable(z.enum(['SUCESSO', 'ERRO'])),
  executadoPor: z.nullable(z.string()),
})
documentar(scriptSchema, { id: 'Script' })

/** A script as saved (its last run is the backend's); a description that is not a text is ''. */
export const scriptCorpoSchema = z.object({
  nome: textoObrigatorio(100),
  descricao: z.pipe(z.catch(z.string(), ''), z.string().check(z.trim(), z.maxLength(500, tamanhoEntre(0, 500)))),
  operacao: z.enum(CODIGOS_OPERACAO_SCRIPT, { error: `deve ser um de ${CODIGOS_OPERACAO_SCRIPT.join(', ')}` }),
  corpo: textoObrigatorio(10000),
})
documentar(scriptCorpoSchema, { id: 'ScriptCorpo' })
export type ScriptCorpo = z.input<typeof scriptCorpoSchema>

const scripts = paginaSpring(scriptSchema)
const escrever = algum('front_script')

export const scriptsEndpoints = definirEndpoints(() => ({
  'POST /api/scripts/:id/executar': { acesso: escrever, origem: 'extensao', resposta: scriptSchema },
  ...endpointsDeCadastro('/api/scripts', {
    leitura: escrever,
    escrita: escrever,
    lista: scripts,
    item: scriptSchema,
    corpo: scriptCorpoSchema,
  }),
}))
