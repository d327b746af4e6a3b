/** The closings of the competences (the contract's). */
export {
  detalhesFechamentoCorpoSchema,
  fechamentoCorpoSchema,
  fechamentoDetalheSchema,
  fechamentoSchema,
  linhaFechamentoSchema,
  periodoFechamentoSchema,
  previewFechamentoSchema,
  resumoFechamentoSchema,
  type CompetenciaFechamento,
  type Fechamento,
  type FechamentoDetalhe,
  type LinhaFechamento,
  type PeriodoFechamento,
  type PreviewFechamento,
  type ResumoFechamento,
} from '@/shared/api/contract/endpoints/fechamentos'
