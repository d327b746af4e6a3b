import type { Faker } from '@faker-js/faker'
import { addDays, addMonths, endOfMonth, startOfMonth } from 'date-fns'
import { DEMO_USERS } from '../../idp/demo-users'
import { fromIsoDate, isoDate, isoLocalDateTime } from '../lib/dates'
import type { Competencia, Fechamento, Funcionario } from '../schema'

const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro']

/** Number of closed competences before the open (current) one. */
export const COMPETENCIAS_FECHADAS = 12

export function competenciaDe(id: number, mesDate: Date, aberta: boolean): Competencia {
  const ano = mesDate.getFullYear()
  const mes = mesDate.getMonth() + 1
  return {
    id,
    ano,
    mes,
    inicio: isoDate(startOfMonth(mesDate)),
    fim: isoDate(endOfMonth(mesDate)),
    descricao: `${MESES[mes - 1]}/${ano}`,
    descricaoCurta: `${String(mes).padStart(2, '0')}/${ano}`,
    fechada: !aberta,
    situacao: aberta ? 'ABERTA' : 'FECHADA',
  }
}

/** The current month open and the 12 before it closed; ids grow with time (the current one is the highest). */
export function seedCompetencias(today: Date): Competencia[] {
  const atual = startOfMonth(today)
  return Array.from({ length: COMPETENCIAS_FECHADAS + 1 }, (_, i) => {
    const offset = i - COMPETENCIAS_FECHADAS
    return competenciaDe(i + 1, addMonths(atual, offset), offset === 0)
  })
}

/** The demo's HR user closed the seeded competences, as HR would have (a closing always records who closed it). */
const QUEM_FECHOU = DEMO_USERS.find((u) => u.username === 'rh')!.name

/**
 * Totals stored when each closed competence was closed (overtime and absences in minutes, about what
 * its active employees produced). The time-card engine computes real figures; these stand in for history.
 */
export function seedFechamentos(faker: Faker, competencias: Competencia[], funcionarios: Funcionario[]): Fechamento[] {
  return competencias
    .filter((c) => c.fechada)
    .map((c, i) => {
      const ativos = funcionarios.filter(
        (f) => f.controlaPonto && f.admissao <= c.fim && (f.demissao === null || f.demissao >= c.inicio),
      ).length
      const fechamento = addDays(fromIsoDate(c.fim), 5)
      fechamento.setHours(10, 30)
      return {
        id: i + 1,
        competenciaId: c.id,
        dataFechamento: isoLocalDateTime(fechamento),
        ignorarInconsistencias: i % 4 === 3,
        funcionarios: ativos,
        horasExtras: ativos * faker.number.int({ min: 120, max: 420 }),
        faltas: ativos * faker.number.int({ min: 30, max: 240 }),
        usuario: QUEM_FECHOU,
      }
    })
}
