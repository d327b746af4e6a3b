export { SelecaoFuncionarios, textoSelecionados } from './ui/selecao-funcionarios'
export type { SelecaoFuncionariosProps } from './ui/selecao-funcionarios'
