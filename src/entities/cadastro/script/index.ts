export { executarScript, OPERACOES_SCRIPT, scriptResource, scriptSchema, SITUACOES_EXECUCAO } from './api/script'
export type { OperacaoScript, Script } from './api/script'
