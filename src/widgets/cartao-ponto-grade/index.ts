export { CartaoPontoGrade } from './ui/cartao-ponto-grade'
export type { CartaoPontoGradeProps } from './ui/cartao-ponto-grade'
