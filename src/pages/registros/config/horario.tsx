import { horarioResource, TIPOS_HORARIO, type Horario } from '@/entities/horario'
import { declararRegistro } from '../model/registro'
import { HorarioFormulario } from '../ui/horario/horario-formulario'

/** REG-022..033: work schedules, with a form of their own (weekday pairs, rotating cycles, workloads). */
export const horario = declararRegistro<Horario, Record<string, never>>({
  titulo: 'Horários de Trabalho',
  novo: 'Novo horário de trabalho',
  editar: (h) => `Horário ${h.codigo} - ${h.descricao}`,
  excluir: (h) => `Deseja realmente excluir o horário ${h.codigo}?`,
  resource: horarioResource,
  rowId: (h) => String(h.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (h) => h.descricao, sort: 'descricao' },
    { id: 'codigo', header: 'Código', cell: (h) => h.codigo, sort: 'codigo' },
    { id: 'tipo', header: 'Tipo', cell: (h) => TIPOS_HORARIO[h.tipoHorario], sort: 'tipoHorario' },
  ],
  formulario: (props) => <HorarioFormulario {...props} />,
})
