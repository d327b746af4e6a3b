export { useGerarEspelhos, INTERVALO_PROGRESSO_MS } from './model/use-gerar-espelhos'
export type { Arquivo } from './model/use-gerar-espelhos'
export { filtroDoLote } from './model/filtro-espelhos'
export { ProgressoEspelhos } from './ui/progresso-espelhos'
