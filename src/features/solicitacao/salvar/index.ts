export { SolicitacaoForm } from './ui/solicitacao-form'
export type { SolicitacaoFormProps } from './ui/solicitacao-form'
export { salvarSolicitacao, useSalvarSolicitacao } from './api/salvar-solicitacao.mutation'
export { useFuncionarioOpcao, useTiposSolicitacao } from './api/preenchimento'
export {
  aplicarTipo,
  corpoDaSolicitacao,
  periodoDoPreenchimento,
  solicitacaoFormSchema,
  valoresIniciais,
} from './model/solicitacao-form.schema'
export type {
  FuncionarioOpcao,
  PreenchimentoSolicitacao,
  SolicitacaoFormInput,
  TipoOpcao,
} from './model/solicitacao-form.schema'
