export { buildCartaoPonto, CartaoPontoNaoEncontrado, type CartaoPontoResponse } from './build'
export { ensureMes } from './generate'
export { CENARIOS, competenciaRelativa, FERNANDA } from './scenarios'
