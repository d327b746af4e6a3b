/** The batch actions and their employee list (the contract's). */
export {
  acaoLoteDetalheSchema,
  acaoLoteResumoSchema,
  funcionarioLoteSchema,
  TIPOS_ACAO_LOTE,
  type AcaoLoteDetalhe,
  type AcaoLoteResumo,
  type FuncionarioLote,
} from '@/shared/api/contract/endpoints/acoes-lote'
