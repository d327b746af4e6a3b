export {
  fechamentoQueries,
  fecharCompetencia,
  reabrirFechamento,
  exportarFechamento,
  FECHAMENTO_DEBOUNCE_MS,
} from './api/fechamento.queries'
export type { DetalhesParams, FormatoExportacao } from './api/fechamento.queries'
export {
  fechamentoSchema,
  periodoFechamentoSchema,
  previewFechamentoSchema,
  fechamentoDetalheSchema,
  linhaFechamentoSchema,
  resumoFechamentoSchema,
} from './api/fechamento.schema'
export type {
  CompetenciaFechamento,
  Fechamento,
  FechamentoDetalhe,
  LinhaFechamento,
  PeriodoFechamento,
  PreviewFechamento,
  ResumoFechamento,
} from './api/fechamento.schema'
