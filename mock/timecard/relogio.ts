import { createHash } from 'node:crypto'
import { atualOuUltimo, nextId } from '../db/queries'
import { isoDate, isoLocalDateTime } from '../db/lib/dates'
import type { Db, Funcionario, IsoDate, Marcacao } from '../db/index'
import { parseHora } from '../engine/index'
import type { AuthUser } from '../http/auth'
import { hasRole } from '../http/auth'
import type { FieldError } from '../http/spring'
import { ensureMes } from './index'
import { registroDoTurno } from './turno'
import { hashDoRegistroTipo7, registroTipo7 } from '../fiscal/afd'

/** The web clock (REP-P, Portaria 671 art. 75): its punches carry this equipment and their own NSR sequence. */
export const REP_P = 'REP-P Web'
/** The INPI number used when no REP-P is registered among the equipment. */
export const INPI_PADRAO = '99999999900000001'
export const ROLE_RELOGIO = 'front_relogio'

export const MSG_NAO_PERMITIDO = 'Registro de ponto não permitido para este usuário.'
export const MSG_SEM_COMPETENCIA = 'Não existe competência para a data do registro.'

export const MSG_FUNCIONARIO_INEXISTENTE = 'Funcionário não encontrado'
export const MSG_FUNCIONARIO_SEM_PONTO = 'Funcionário inativo ou que não controla ponto'
export const MSG_HORA_FUTURA = 'O horário não pode ser posterior ao horário atual'

/**
 * The mock's clock: the database's today with the wall-clock time (the one the printed reports use), so a
 * clock-in lands on today's register whatever PONTO_TODAY pins.
 */
export function agora(db: Db): Date {
  const now = new Date()
  const d = new Date(db.today.getTime())
  d.setHours(now.getHours(), now.getMinutes(), now.getSeconds(), 0)
  return d
}

/** GET /api/funcionarios/permite-bater-ponto's rule (CLOCK-003): the same one guards the clock-in. */
export function permiteBaterPonto(db: Db, user: AuthUser, funcionario: Funcionario | undefined): funcionario is Funcionario {
  return db.config.permiteBaterPonto && hasRole(user, ROLE_RELOGIO) && funcionario !== undefined
    && funcionario.ativo && funcionario.controlaPonto && funcionario.utilizaRelogioDigital
}

/** The employee whose clock an administrator or the simulator punches: one who exists, is active and keeps time. */
export function funcionarioDoRelogio(db: Db, id: number | undefined, body: Record<string, unknown>, erros: FieldError[]): Funcionario | undefined {
  if (typeof id !== 'number') return undefined
  const funcionario = db.funcionarios.find((f) => f.id === id)
  if (!funcionario) erros.push({ property: 'funcionarioId', message: MSG_FUNCIONARIO_INEXISTENTE, invalidValue: body.funcionarioId })
  else if (!funcionario.ativo || !funcionario.controlaPonto) {
    erros.push({ property: 'funcionarioId', message: MSG_FUNCIONARIO_SEM_PONTO, invalidValue: body.funcionarioId })
  }
  return funcionario
}

export interface MarcacaoDoDia {
  id: number
  data: IsoDate
  hora: string
  tipoMarcacao: Marcacao['tipoMarcacao']
  desconsiderada: boolean
}

/** The punches of an employee's day register (the month generated first), in time order. */
export function marcacoesDoDia(db: Db, funcionarioId: number, data: IsoDate): MarcacaoDoDia[] {
  const competencia = db.competencias.find((c) => c.inicio <= data && data <= c.fim)
  if (!competencia) return []
  ensureMes(db, funcionarioId, competencia.id)
  const registro = db.registros.find((r) => r.funcionarioId === funcionarioId && r.competenciaId === competencia.id && r.data === data)
  if (!registro) return []
  return db.marcacoes
    .filter((m) => m.registroId === registro.id)
    .sort((a, b) => a.dataHora.localeCompare(b.dataHora))
    .map(({ id, data: dia, hora, tipoMarcacao, desconsiderada }) => ({ id, data: dia, hora, tipoMarcacao, desconsiderada }))
}

/**
 * Stores a clock-in as an ORIGINAL punch of the web clock on the record of the shift it belongs to (registroDoTurno),
 * numbered with the clock's next NSR. `undefined` when no competence holds the date.
 */
export function registrarMarcacao(db: Db, funcionario: Funcionario, instante: Date): Marcacao | undefined {
  const data = isoDate(instante)
  const dataHora = isoLocalDateTime(instante)
  const hora = dataHora.slice(11, 16)
  const turno = registroDoTurno(db, funcionario, data, hora)
  if (!turno) return undefined
  const { registro } = turno
  const antes = db.marcacoes.filter((m) => m.registroId === registro.id && !m.desconsiderada && m.dataHora <= dataHora).length
  const anterior = ultimoRegistroDoRepP(db, funcionario.empresaId)
  const nsr = (anterior?.nsr ?? 0) + 1
  const marcacao: Marcacao = {
    id: nextId(db, db.marcacoes), registroId: registro.id, funcionarioId: funcionario.id, data, hora, dataHora,
    tipoMarcacao: 'ORIGINAL', sequencia: antes + 1, desconsiderada: false, motivoId: null, nsr, equipamento: REP_P,
    registroAfd: registroTipo7(nsr, dataHora, funcionario.cpf, anterior?.registroAfd ? hashDoRegistroTipo7(anterior.registroAfd) : ''),
  }
  db.marcacoes.push(marcacao)
  return marcacao
}

/** The web clock's punches of an employer, in NSR order: the REP-P keeps one numbered, hash-chained sequence per employer. */
export function registrosDoRepP(db: Db, empresaId: number): Marcacao[] {
  const daEmpresa = new Set(db.funcionarios.filter((f) => f.empresaId === empresaId).map((f) => f.id))
  return db.marcacoes
    .filter((m) => m.equipamento === REP_P && m.nsr !== null && daEmpresa.has(m.funcionarioId))
    .sort((a, b) => (a.nsr ?? 0) - (b.nsr ?? 0))
}

function ultimoRegistroDoRepP(db: Db, empresaId: number): Marcacao | undefined {
  return registrosDoRepP(db, empresaId).at(-1)
}

/** 'HH:mm' of today, not after the clock's present minute: the instant of an administrative clock-in. */
export function instanteDeHoje(db: Db, hora: string): Date | 'invalido' | 'futuro' {
  if (!/^\d{2}:\d{2}$/.test(hora)) return 'invalido'
  let minutos: number
  try {
    minutos = parseHora(hora)
  } catch {
    return 'invalido'
  }
  if (minutos >= 24 * 60) return 'invalido'
  const base = agora(db)
  const instante = new Date(base.getFullYear(), base.getMonth(), base.getDate(), Math.floor(minutos / 60), minutos % 60, 0, 0)
  if (Math.floor(instante.getTime() / 60_000) > Math.floor(base.getTime() / 60_000)) return 'futuro'
  return instante
}

/** The receipt of a web-clock punch (Portaria MTP 671/2021 art. 79): everything the PDF prints. */
export interface Comprovante {
  id: number
  nsr: number
  dataHora: string
  data: IsoDate
  hora: string
  funcionario: { id: number; nome: string; cpf: string }
  empregador: { nome: string; cnpj: string; cei: string | null }
  local: string
  equipamento: string
  /** The program's registration number at INPI (art. 79/80): the REP-P's identification on the receipt and in the AFD. */
  inpi: string
  /** SHA-256 of the punch's AFD record (type 7, hex, upper case), chained to the records before it. */
  hash: string
}

function enderecoDe(e: { logradouro: string; numero: string; bairro: string; cidade: string; uf: string }): string {
  return `${e.logradouro}, ${e.numero} - ${e.bairro} - ${e.cidade}/${e.uf}`
}

/** The NSR printed with nine digits, as in the AFD. */
export function nsrFormatado(nsr: number): string {
  return String(nsr).padStart(9, '0')
}

/** The hash of the punch: its AFD-like record (NSR, type 7, date-time, CPF) and the employer's CNPJ. */
export function hashDaMarcacao(nsr: number, dataHora: string, cpf: string, cnpj: string): string {
  return createHash('sha256').update(`${nsrFormatado(nsr)}7${dataHora}-0300${cpf}${cnpj}`).digest('hex').toUpperCase()
}

export function comprovanteDe(db: Db, m: Marcacao): Comprovante | undefined {
  const f = db.funcionarios.find((x) => x.id === m.funcionarioId)
  if (!f || m.equipamento !== REP_P || m.nsr === null) return undefined
  const empresa = db.empresas.find((e) => e.id === f.empresaId)
  const vinculo = atualOuUltimo(f.locaisTrabalho, m.data)
  const local = vinculo && db.locaisTrabalho.find((l) => l.id === vinculo.localTrabalhoId)
  const cnpj = empresa?.cnpj ?? ''
  return {
    id: m.id,
    nsr: m.nsr,
    dataHora: m.dataHora,
    data: m.data,
    hora: m.hora,
    funcionario: { id: f.id, nome: f.nome, cpf: f.cpf },
    empregador: { nome: empresa?.nome ?? '', cnpj, cei: empresa?.cei ?? null },
    local: local ? `${local.descricao} - ${enderecoDe(local.endereco)}` : empresa ? enderecoDe(empresa.endereco) : '',
    equipamento: m.equipamento,
    inpi: repPDe(db).numeroFabricacao,
    hash: m.registroAfd ? hashDoRegistroTipo7(m.registroAfd) : hashDaMarcacao(m.nsr, m.dataHora, f.cpf, cnpj),
  }
}

/** An employee's web-clock receipts, newest first. */
export function comprovantesDo(db: Db, funcionarioId: number): Comprovante[] {
  return db.marcacoes
    .filter((m) => m.funcionarioId === funcionarioId && m.equipamento === REP_P)
    .sort((a, b) => b.dataHora.localeCompare(a.dataHora) || b.id - a.id)
    .flatMap((m) => comprovanteDe(db, m) ?? [])
}

/** The REP-P of the equipment register; its 17-digit number is the program's INPI registration. */
export function repPDe(db: Db): { numeroFabricacao: string; descricao: string } {
  const registrado = db.equipamentos.find((e) => e.tipo === 'REP_P')
  return registrado ?? { numeroFabricacao: INPI_PADRAO, descricao: REP_P }
}
