export { RemoverDiaConfirm } from './ui/remover-dia-confirm'
export type { RemoverDiaConfirmProps } from './ui/remover-dia-confirm'
export { RestaurarMarcacoesConfirm } from './ui/restaurar-marcacoes-confirm'
export {
  alternarHorarioEspecial,
  removerDia,
  restaurarMarcacoes,
  useHorarioEspecial,
  useRemoverDia,
  useRestaurarMarcacoes,
} from './api/acoes-registro.mutation'
export type { RemoverDiaPedido } from './api/acoes-registro.mutation'
export { ROLE_REMOVER_REGISTRO, mayRemoverDia, perguntaRemoverDia } from './model/acoes-registro'
