import { useQuery } from '@tanstack/react-query'
import { horarioQueries, ResumoHorario, type Horario } from '@/entities/horario'
import { ErrorAlert, Spinner } from '@/shared/ui'
import type { FormularioProps } from '../../model/registro'
import { HorarioForm } from './horario-form'

/**
 * The schedule's form; a new schedule starts from the server's template (REG-028). An existing one also shows its
 * saved days as the flat form summarises them (REG-031).
 */
export function HorarioFormulario({ titulo, item, salvar, excluir, voltar }: FormularioProps<Horario>) {
  const modelo = useQuery({ ...horarioQueries.novo(), enabled: item === null })
  const horario = item ?? modelo.data
  if (!horario) return modelo.isError ? <ErrorAlert error={modelo.error} /> : <Spinner />
  const resumo = item?.id ? <ResumoHorario id={item.id} titulo="Resumo do horário salvo" /> : undefined
  return <HorarioForm titulo={titulo} horario={horario} salvar={salvar} excluir={excluir} onDone={voltar} resumo={resumo} />
}
