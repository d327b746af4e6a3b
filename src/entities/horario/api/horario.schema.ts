/** REG-022..033: a schedule, its summary and its flat form (the contract's). */
export {
  CODIGOS_TIPO_HORARIO,
  DIAS_SEMANA,
  horarioFlatDiaSchema,
  horarioFlatSchema,
  horarioResumoSchema,
  horarioSchema,
  type Horario,
  type HorarioFlat,
  type HorarioFlatDia,
  type HorarioResumo,
} from '@/shared/api/contract/endpoints/horarios'
