import type { Faker } from '@faker-js/faker'
import { addDays, subDays } from 'date-fns'
import { isFeriado } from '../lib/carga-prevista'
import { fromIsoDate, isoDate, isoLocalDateTime } from '../lib/dates'
import type { Competencia, Feriado, Funcionario, IsoDate, Solicitacao, StatusSolicitacao, TipoSolicitacao, Usuario } from '../schema'
import { DEP } from './estrutura'
import { TIPO_SOLICITACAO } from './cadastros'

interface Pedido {
  funcionario: Funcionario | undefined
  tipoId: number
  status: StatusSolicitacao
  /** Days before today (clamped to the competence's first day for the current one). */
  diasAtras: number
  horas?: string
  dias?: number
  observacao: string
}

function noDepartamento(funcionarios: Funcionario[], departamentoIds: number[], usuarios: Usuario[]): Funcionario[] {
  return funcionarios.filter((f) => f.ativo && f.controlaPonto && f.quadrosHorario.length > 0
    && !usuarios.some((u) => u.cpf === f.cpf)
    && f.departamentos.some((d) => d.fim === null && departamentoIds.includes(d.departamentoId)))
}

/** The working day on or before `data` (no weekend, no holiday); `minimo` bounds it, moving forward instead. */
function diaUtil(data: Date, feriados: Feriado[], minimo: IsoDate | null): IsoDate {
  const util = (d: Date) => d.getDay() !== 0 && d.getDay() !== 6 && !isFeriado(feriados, isoDate(d))
  let dia = data
  while (!util(dia)) dia = subDays(dia, 1)
  if (minimo === null || isoDate(dia) >= minimo) return isoDate(dia)
  dia = fromIsoDate(minimo)
  while (!util(dia) && isoDate(dia) < isoDate(data)) dia = addDays(dia, 1)
  return isoDate(dia)
}

/**
 * About a dozen requests: the demo employee's own (one pending), several pending in the current
 * competence (some in the departments of the `responsavel` account), and decided ones in the past.
 */
export function seedSolicitacoes(faker: Faker, today: Date, funcionarios: Funcionario[], tipos: TipoSolicitacao[],
  competencias: Competencia[], usuarios: Usuario[], feriados: Feriado[]): Solicitacao[] {
  const fernanda = funcionarios[0]
  const doResponsavel = noDepartamento(funcionarios, [DEP.administracao, DEP.saude], usuarios)
  const outros = noDepartamento(funcionarios, [DEP.educacao, DEP.obras, DEP.operacoes], usuarios)
  const atual = competencias.find((c) => c.situacao === 'ABERTA')
  const inicioAtual = atual?.inicio ?? isoDate(today)
  const aprovador = usuarios.find((u) => u.username === 'responsavel')?.id ?? null

  const pedidos: Pedido[] = [
    { funcionario: fernanda, tipoId: TIPO_SOLICITACAO.incluirMarcacao, status: 'PENDENTE', diasAtras: 1, horas: '08:02', observacao: 'Esqueci de registrar a entrada, cheguei no horário normal.' },
    { funcionario: fernanda, tipoId: TIPO_SOLICITACAO.atestado, status: 'DEFERIDA', diasAtras: 40, observacao: 'Atestado médico de um dia entregue no RH.' },
    { funcionario: fernanda, tipoId: TIPO_SOLICITACAO.compensarBancoHoras, status: 'INDEFERIDA', diasAtras: 70, horas: '02:00', observacao: 'Compensar saída antecipada com saldo do banco de horas.' },
    { funcionario: doResponsavel[0], tipoId: TIPO_SOLICITACAO.incluirMarcacao, status: 'PENDENTE', diasAtras: 2, horas: '13:05', observacao: 'Relógio não registrou a volta do almoço.' },
    { funcionario: doResponsavel[1], tipoId: TIPO_SOLICITACAO.atestado, status: 'PENDENTE', diasAtras: 3, observacao: 'Consulta médica com atestado anexado.' },
    { funcionario: doResponsavel[2], tipoId: TIPO_SOLICITACAO.servicoExterno, status: 'PENDENTE', diasAtras: 4, horas: '03:30', observacao: 'Visita domiciliar fora da unidade.' },
    { funcionario: doResponsavel[3], tipoId: TIPO_SOLICITACAO.folgaTre, status: 'PENDENTE', diasAtras: 0, dias: 1, observacao: 'Folga pelos dias trabalhados na eleição.' },
    { funcionario: outros[0], tipoId: TIPO_SOLICITACAO.incluirMarcacao, status: 'PENDENTE', diasAtras: 2, horas: '07:00', observacao: 'Marcação de entrada não registrada.' },
    { funcionario: outros[1], tipoId: TIPO_SOLICITACAO.compensarBancoHoras, status: 'PENDENTE', diasAtras: 5, horas: '04:00', observacao: 'Compensação de horas para assunto particular.' },
    { funcionario: outros[2], tipoId: TIPO_SOLICITACAO.aniversario, status: 'PENDENTE', diasAtras: 1, dias: 1, observacao: 'Folga de aniversário.' },
    { funcionario: doResponsavel[4], tipoId: TIPO_SOLICITACAO.servicoExterno, status: 'DEFERIDA', diasAtras: 35, horas: '02:00', observacao: 'Reunião na Secretaria Estadual.' },
    { funcionario: outros[3], tipoId: TIPO_SOLICITACAO.atestado, status: 'INDEFERIDA', diasAtras: 50, observacao: 'Atestado sem CID.' },
    { funcionario: outros[4], tipoId: TIPO_SOLICITACAO.folgaTre, status: 'DEFERIDA', diasAtras: 95, dias: 2, observacao: 'Folga TRE referente às eleições.' },
  ]

  const solicitacoes: Solicitacao[] = []
  for (const p of pedidos) {
    const tipo = tipos.find((t) => t.id === p.tipoId)
    if (!p.funcionario || !tipo) continue
    const inicio = diaUtil(subDays(today, p.diasAtras), feriados, p.status === 'PENDENTE' ? inicioAtual : null)
    const fim = isoDate(addDays(fromIsoDate(inicio), (p.dias ?? 1) - 1))
    const pedidoEm = addDays(fromIsoDate(inicio), 1)
    pedidoEm.setHours(faker.number.int({ min: 8, max: 17 }), faker.number.int({ min: 0, max: 59 }))
    const decidida = p.status !== 'PENDENTE'
    solicitacoes.push({
      id: solicitacoes.length + 1,
      funcionarioId: p.funcionario.id,
      tipoSolicitacaoId: tipo.id,
      motivoId: tipo.motivoId,
      bancoDiasId: tipo.bancoDiasId,
      inicio,
      fim,
      horas: p.horas ?? null,
      status: p.status,
      observacaoSolicitante: p.observacao,
      observacaoAprovador: decidida ? (p.status === 'DEFERIDA' ? 'De acordo.' : 'Documento insuficiente.') : null,
      dataSolicitacao: isoLocalDateTime(pedidoEm > today ? today : pedidoEm),
      aprovadorId: decidida ? aprovador : null,
      dataAprovacao: decidida ? isoLocalDateTime(addDays(pedidoEm, 2)) : null,
    })
  }
  return solicitacoes
}
