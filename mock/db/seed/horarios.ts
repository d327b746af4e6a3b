import type { DiaSemana, Horario, HorarioSequencia, HorarioSlot, ModoMarcacao, TipoHorario } from '../schema'

export const HORARIO = {
  administrativo: 1, tresPeriodos: 2, quatroPeriodos: 3, intervaloFlexivel: 4, flexivel: 5, cargaHoraria44: 6,
  revezamentoNoturno: 7, revezamentoDiurno: 8, sobreAviso: 9, meioPeriodo: 10, comercial44: 11,
} as const

const UTEIS: DiaSemana[] = ['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA']

/** [entrada, saida, modoEntrada, modoSaida] */
type Par = [string, string, ModoMarcacao?, ModoMarcacao?]

function slotFactory() {
  let nextId = 1
  return (diaSemana: DiaSemana | null, pares: Par[]): HorarioSlot[] =>
    pares.map(([entrada, saida, modoEntrada, modoSaida], i) => ({
      id: nextId++,
      sequencia: i + 1,
      diaSemana,
      entrada,
      saida,
      modoEntrada: modoEntrada ?? 'MARCACAO',
      modoSaida: modoSaida ?? 'MARCACAO',
    }))
}

interface Base {
  id: number
  codigo: string
  descricao: string
  tipoHorario: TipoHorario
}

function horario(base: Base, extra: Partial<Horario>): Horario {
  return {
    ...base,
    controlaEntradaSaidaSeparado: false,
    horariosSemana: {},
    horarios: null,
    inicioRevezamento: null,
    cargaDiaria: {},
    cargaSemanal: null,
    intervaloMinimo: null,
    toleranciaMinutos: 5,
    ativo: true,
    ...extra,
  }
}

export function seedHorarios(): Horario[] {
  const slots = slotFactory()
  const semana = (dias: DiaSemana[], pares: Par[]) =>
    Object.fromEntries(dias.map((dia) => [dia, slots(dia, pares)]))
  const carga = (dias: DiaSemana[], minutos: number) => Object.fromEntries(dias.map((d) => [d, minutos]))
  const ciclo = (pares: Par[]): Record<string, HorarioSequencia> => ({
    '1': { sequencia: 1, folga: false, slots: slots(null, pares) },
    '2': { sequencia: 2, folga: true, slots: [] },
  })

  return [
    horario({ id: HORARIO.administrativo, codigo: '001', descricao: 'Administrativo 08:00-12:00 / 13:00-17:00', tipoHorario: 'FIXO' }, {
      horariosSemana: semana(UTEIS, [['08:00', '12:00'], ['13:00', '17:00']]),
    }),
    horario({ id: HORARIO.tresPeriodos, codigo: '002', descricao: 'Ensino 3 períodos 07:00-10:00 / 10:15-12:00 / 13:00-16:15', tipoHorario: 'FIXO' }, {
      horariosSemana: semana(UTEIS, [['07:00', '10:00'], ['10:15', '12:00'], ['13:00', '16:15']]),
    }),
    horario({ id: HORARIO.quatroPeriodos, codigo: '003', descricao: 'Saúde 4 períodos 07:00-09:00 / 09:15-12:00 / 13:00-15:00 / 15:15-17:15', tipoHorario: 'FIXO' }, {
      controlaEntradaSaidaSeparado: true,
      horariosSemana: semana(UTEIS, [['07:00', '09:00'], ['09:15', '12:00'], ['13:00', '15:00'], ['15:15', '17:15']]),
    }),
    horario({ id: HORARIO.intervaloFlexivel, codigo: '004', descricao: 'Intervalo flexível 08:00-17:00', tipoHorario: 'FIXO_INTERVALO_FLEXIVEL' }, {
      horariosSemana: semana(UTEIS, [['08:00', '12:00'], ['13:00', '17:00']]),
      cargaDiaria: carga(UTEIS, 480),
      intervaloMinimo: 60,
    }),
    horario({ id: HORARIO.flexivel, codigo: '005', descricao: 'Flexível 8 horas diárias', tipoHorario: 'FLEXIVEL' }, {
      cargaDiaria: carga(UTEIS, 480),
      toleranciaMinutos: 0,
    }),
    horario({ id: HORARIO.cargaHoraria44, codigo: '006', descricao: 'Carga horária 44 horas semanais', tipoHorario: 'CARGA_HORARIA' }, {
      cargaDiaria: carga(UTEIS, 528),
      cargaSemanal: 44 * 60,
      toleranciaMinutos: 0,
    }),
    horario({ id: HORARIO.revezamentoNoturno, codigo: '007', descricao: 'Revezamento 12x36 noturno 19:00-07:00', tipoHorario: 'REVEZAMENTO' }, {
      horarios: ciclo([['19:00', '07:00']]),
      inicioRevezamento: '2024-01-01',
    }),
    horario({ id: HORARIO.revezamentoDiurno, codigo: '008', descricao: 'Revezamento 12x36 diurno 07:00-19:00', tipoHorario: 'REVEZAMENTO' }, {
      horarios: ciclo([['07:00', '19:00']]),
      inicioRevezamento: '2024-01-02',
    }),
    horario({ id: HORARIO.sobreAviso, codigo: '009', descricao: 'Sobre aviso fins de semana 08:00-20:00', tipoHorario: 'SOBRE_AVISO' }, {
      horariosSemana: semana(['SABADO', 'DOMINGO'], [['08:00', '20:00']]),
      toleranciaMinutos: 0,
    }),
    horario({ id: HORARIO.meioPeriodo, codigo: '010', descricao: 'Meio período 08:00-12:00 (intervalo pré-assinalado)', tipoHorario: 'FIXO' }, {
      horariosSemana: semana(UTEIS, [['08:00', '10:00', 'MARCACAO', 'PRE_ASSINALADO'], ['10:15', '12:00', 'PRE_ASSINALADO']]),
    }),
    horario({ id: HORARIO.comercial44, codigo: '011', descricao: 'Comercial 44h seg-sex e sábado até 12:00', tipoHorario: 'FIXO' }, {
      horariosSemana: {
        ...semana(UTEIS, [['08:00', '12:00'], ['13:00', '17:00']]),
        ...semana(['SABADO'], [['08:00', '12:00']]),
      },
    }),
  ]
}
