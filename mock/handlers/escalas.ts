import type { Db, Escala, EscalaDia } from '../db/index'
import { toMinutes } from '../db/lib/dates'
import { diasDoHorario } from '../db/seed/escalas'
import { formatMinutes } from '../engine/index'
import { escalaCorpoSchema } from '@/shared/api/contract/endpoints/escalas'
import { lerCorpo } from '../http/corpo'
import { MSG_NAO_NULO, type FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { podeVerFuncionario } from '../timecard/acesso'

const HORAS = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

/** REG-034: a roster with its employee, competence and one escalaDia per day (schedule, rest day, hours as hh:mm). */
function escalaDto(e: Escala, db: Db) {
  const funcionario = db.funcionarios.find((f) => f.id === e.funcionarioId)
  const competencia = db.competencias.find((c) => c.id === e.competenciaId)
  return {
    id: e.id,
    descricao: e.descricao,
    funcionario: funcionario && { id: funcionario.id, nome: funcionario.nomeOrNomeSocial, matricula: funcionario.matricula },
    competencia: competencia && { id: competencia.id, descricaoCurta: competencia.descricaoCurta, fechada: competencia.fechada },
    folgas: e.dias.filter((d) => d.folga).length,
    dias: e.dias.map((d) => ({ ...d, horas: d.horas === null ? null : formatMinutes(d.horas) })),
  }
}

/** The days sent, one per day of the competence in order; a rest day has no schedule nor hours. */
function lerDias(valor: unknown, esperadas: readonly string[], db: Db, errors: FieldError[]): EscalaDia[] {
  const lista = Array.isArray(valor) ? (valor as Record<string, unknown>[]) : []
  if (lista.length !== esperadas.length || lista.some((d, i) => d?.data !== esperadas[i])) {
    errors.push({ property: 'dias', message: 'deve ter um dia para cada dia da competência', invalidValue: null })
    return []
  }
  return lista.map((d, i) => {
    const data = esperadas[i]!
    if (d.folga === true) return { data, quadroHorarioId: null, folga: true, horas: null }
    const quadroHorarioId = d.quadroHorarioId === null || d.quadroHorarioId === undefined ? null : Number(d.quadroHorarioId)
    if (quadroHorarioId !== null && !db.horarios.some((h) => h.id === quadroHorarioId))
      errors.push({ property: `dias[${i}].quadroHorarioId`, message: 'horário não encontrado', invalidValue: d.quadroHorarioId })
    const horas = typeof d.horas === 'string' && d.horas !== '' ? d.horas : null
    if (horas !== null && !HORAS.test(horas)) errors.push({ property: `dias[${i}].horas`, message: 'deve estar no formato hh:mm', invalidValue: horas })
    if (quadroHorarioId === null && horas !== null)
      errors.push({ property: `dias[${i}].quadroHorarioId`, message: 'informe o horário do dia', invalidValue: null })
    return { data, quadroHorarioId, folga: false, horas: horas !== null && HORAS.test(horas) ? toMinutes(horas) : null }
  })
}

/**
 * A roster: one per employee and competence, only in an open competence. Without `dias` a new roster (or one moved
 * to another employee or competence) starts from the employee's schedule; an unchanged one keeps its days.
 */
function lerEscala(body: Record<string, unknown>, atual: Escala | null, db: Db): Omit<Escala, 'id'> | FieldError[] {
  const dados = lerCorpo(escalaCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  const errors: FieldError[] = []
  const competencia = db.competencias.find((c) => c.id === dados.competenciaId)
  if (!competencia) errors.push({ property: 'competenciaId', message: MSG_NAO_NULO, invalidValue: body.competenciaId ?? null })
  else if (competencia.fechada) errors.push({ property: 'competenciaId', message: 'competência fechada não aceita escala', invalidValue: competencia.id })
  const funcionario = db.funcionarios.find((f) => f.id === dados.funcionarioId)
  if (!funcionario) errors.push({ property: 'funcionarioId', message: MSG_NAO_NULO, invalidValue: body.funcionarioId ?? null })
  const repetida = db.escalas.some((e) => e !== atual && e.funcionarioId === funcionario?.id && e.competenciaId === competencia?.id)
  if (repetida) errors.push({ property: 'funcionarioId', message: 'funcionário já possui escala nesta competência', invalidValue: funcionario?.id ?? null })
  if (errors.length > 0 || !competencia || !funcionario) return errors
  const mesmo = atual?.competenciaId === competencia.id && atual.funcionarioId === funcionario.id
  const modelo = mesmo ? atual.dias : diasDoHorario(funcionario, competencia, db.horarios, db.feriados)
  const dias = dados.dias === undefined || dados.dias === null ? modelo : lerDias(dados.dias, modelo.map((d) => d.data), db, errors)
  return errors.length > 0 ? errors : { descricao: dados.descricao, competenciaId: competencia.id, funcionarioId: funcionario.id, dias }
}

export const escalaHandlers = [
  /** REG-034: shift rosters (a Spring page), searched by description; filtered by `competencia`. */
  ...crudHandlers({
    path: '/api/escalas',
    entity: 'Escala',
    rows: (db) => db.escalas,
    dto: escalaDto,
    sort: [{ property: 'descricao', direction: 'asc' }],
    read: lerEscala,
    visivel: (item, s) => podeVerFuncionario(s, item.funcionarioId),
    text: (e) => [e.descricao],
    filter: (e, url) => !url.searchParams.get('competencia') || String(e.competenciaId) === url.searchParams.get('competencia'),
    inUse: (e, db) =>
      db.competencias.find((c) => c.id === e.competenciaId)?.fechada ? 'Escala de competência fechada: não pode ser excluída.' : null,
  }),
]
