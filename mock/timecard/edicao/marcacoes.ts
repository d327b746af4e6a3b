import { MSG_MOTIVO_OBRIGATORIO } from '@/shared/config/mensagens'
import type { ModoMarcacao } from '@/shared/api/contract/cartao'
import { marcacaoCamposCorpo } from '@/shared/api/contract/endpoints/registros'
import { nextId } from '../../db/queries'
import type { Competencia, Db, IsoDate, Marcacao, Registro } from '../../db/index'
import { arrangePairs, formatMinutes, parseHora, positionsOf } from '../../engine/index'
import { emOrdem, lerCampos } from '../../http/campos'
import type { FieldError } from '../../http/spring'
import type { IdsCartao } from '../acesso'
import { addDays, dayNumber } from '../calendar'
import { contexto, diaDoFuncionario } from '../contexto'
import { punch } from '../mes'
import type { Corpo } from './corpo'

/** Punch corrections of the time card (TC-099..TC-110, doc1 §4, §5, §7). Portaria 671: an ORIGINAL is never changed. */

export const ENTIDADE_MARCACAO = 'Marcacao'
export const MSG_POSICAO_OCUPADA = 'A posição de destino já possui marcação.'
export const MSG_FORA_DE_ORDEM = 'A marcação não pode ficar nesta posição: os horários do dia ficariam fora de ordem.'
export const MSG_DIA_DESTINO = 'O dia de destino deve ser da mesma competência e no máximo um dia distante da marcação.'
export const MSG_MARCACAO_DO_DIA = 'não pertence ao dia informado'
/** A punch the request names was removed, disregarded or moved since the card was read (a second tab, another user). */
export const MSG_DIA_ALTERADO = 'Este dia foi alterado por outra sessão; recarregue o cartão.'
/** TC-110: moving a punch needs this permission besides the editing rules (doc1 §6). */
export const MOVER_MARCACAO = 'front_move_marcacao'

/** Slot position in the day: 1..8 = entry/exit of pairs 1..4. */
export function posicaoDe(sequencia: number, modo: ModoMarcacao): number {
  return (sequencia - 1) * 2 + (modo === 'SAIDA' ? 2 : 1)
}

/** POST /api/registros, read and checked. */
export interface PedidoMarcacao {
  funcionarioId: number
  competenciaId: number
  registroId: number | null
  marcacaoId: number | null
  data: IsoDate
  hora: string
  motivoId: number
  posicao: number
}

/** Checks the rest of the body of POST /api/registros (the contract's) against the database and the card's competence. */
export function lerPedidoMarcacao(db: Db, ids: IdsCartao, body: Corpo, competencia: Competencia): PedidoMarcacao | FieldError[] {
  const { dados, erros } = lerCampos(marcacaoCamposCorpo, body)
  const { data, hora, idMotivo, sequencia, modoMarcacao } = dados
  if (data && (data < competencia.inicio || data > competencia.fim)) {
    erros.push({ property: 'data', message: 'deve estar dentro da competência', invalidValue: data })
  }
  if (typeof idMotivo === 'number' && !db.motivos.some((m) => m.id === idMotivo)) {
    erros.push({ property: 'idMotivo', message: 'motivo não encontrado', invalidValue: idMotivo })
  }
  if (erros.length > 0 || !data || typeof hora !== 'number' || typeof idMotivo !== 'number' || !sequencia || !modoMarcacao) {
    return emOrdem(marcacaoCamposCorpo, erros)
  }
  return {
    ...ids,
    registroId: dados.idRegistro ?? null,
    marcacaoId: dados.idMarcacao ?? null,
    data,
    hora: formatMinutes(hora),
    motivoId: idMotivo,
    posicao: posicaoDe(sequencia, modoMarcacao),
  }
}

/** The punches of a day register, disregarded ones included. */
export function marcacoesDoRegistro(db: Db, registroId: number): Marcacao[] {
  return db.marcacoes.filter((m) => m.registroId === registroId)
}

/** Each punch of the day by the position (1..8) the engine gives it. */
export function ocupacao(db: Db, registro: Registro, sem?: Marcacao): Map<number, Marcacao> {
  const doDia = marcacoesDoRegistro(db, registro.id).filter((m) => m !== sem)
  const porId = new Map(doDia.map((m) => [m.id, m]))
  const out = new Map<number, Marcacao>()
  for (const [id, posicao] of positionsOf(arrangePairs(doDia.map(punch), registro.data))) {
    const m = porId.get(id)
    if (m) out.set(posicao, m)
  }
  return out
}

/** A slot the punch `alvo` (if any) may take: empty, or already its own. */
function livre(ocupadas: ReadonlyMap<number, Marcacao>, posicao: number, alvo?: Marcacao): boolean {
  const atual = ocupadas.get(posicao)
  return atual === undefined || atual === alvo
}

function offset(registro: Registro, m: Pick<Marcacao, 'data' | 'hora'>): number {
  return (dayNumber(m.data) - dayNumber(registro.data)) * 1440 + parseHora(m.hora)
}

/**
 * The instant (minutes from the start of the register's day) the schedule sets for each position of the day: the
 * entries and exits of its slots in order, past midnight once a time is earlier than the one before (19:00 07:00 →
 * 1140, 1860). Empty without a schedule (a day off, a holiday, a schedule without fixed times).
 */
export function instantesPrevistos(db: Db, registro: Registro): number[] {
  const funcionario = db.funcionarios.find((f) => f.id === registro.funcionarioId)
  const slots = funcionario ? (diaDoFuncionario(contexto(db, funcionario), registro.data, registro)?.slots ?? []) : []
  const out: number[] = []
  for (const minutos of slots.flatMap((s) => (s.entrada && s.saida ? [s.entrada, s.saida] : [])).map(parseHora)) {
    const anterior = out.at(-1)
    let instante = minutos + (anterior === undefined ? 0 : Math.floor(anterior / 1440) * 1440)
    if (anterior !== undefined && instante < anterior) instante += 1440
    out.push(instante)
  }
  return out
}

/**
 * Clock date of a punch typed at `posicao`: the day's date, or the next day when a punch at an earlier position is
 * later than `hora` (the end of a night shift, e.g. 02:00 after a 22:00 entry). With no punch before it, the next day
 * when the punch at a later position is a day or more after `hora` on the day's date (02:00 typed before a 06:00 exit
 * of the next day); with no punch at all, the date that puts it nearer the instant the schedule sets for the position
 * (`previstos`, instantesPrevistos): the exit 07:00 of a 19:00-07:00 shift typed first is of the next day (domain.md
 * rule 14: a punch closing a shift begun the day before belongs to that day, with its clock date).
 */
export function dataDoRelogio(
  registro: Registro,
  hora: string,
  posicao: number,
  ocupadas: ReadonlyMap<number, Marcacao>,
  previstos: readonly number[] = [],
): IsoDate {
  const minutos = parseHora(hora)
  const porPosicao = [...ocupadas.entries()].sort(([a], [b]) => a - b)
  const anterior = porPosicao.filter(([p]) => p < posicao).at(-1)?.[1]
  const seguinte = porPosicao.find(([p]) => p > posicao)?.[1]
  const previsto = previstos[Math.min(posicao, previstos.length) - 1]
  let proximoDia: boolean
  if (anterior) proximoDia = offset(registro, anterior) > minutos
  else if (seguinte) proximoDia = offset(registro, seguinte) >= minutos + 1440
  else proximoDia = previsto !== undefined && Math.abs(minutos + 1440 - previsto) < Math.abs(minutos - previsto)
  return proximoDia ? addDays(registro.data, 1) : registro.data
}

function novaMarcacao(db: Db, registro: Registro, dados: Pick<Marcacao, 'data' | 'hora' | 'motivoId' | 'sequencia'>): Marcacao {
  const marcacao: Marcacao = {
    id: nextId(db, db.marcacoes), registroId: registro.id, funcionarioId: registro.funcionarioId, ...dados,
    dataHora: `${dados.data}T${dados.hora}:00`, tipoMarcacao: 'INCLUIDO', posicaoManual: true, desconsiderada: false, nsr: null, equipamento: null,
  }
  db.marcacoes.push(marcacao)
  return marcacao
}

/**
 * TC-100: includes a punch at its slot (INCLUIDO, with the reason), or alters one. An INCLUIDO or PRE_ASSINALADO punch
 * gets the new time and reason; an ORIGINAL is never changed: it is disregarded with the reason and an INCLUIDO punch
 * with the new time takes its slot. Returns the punch now at the slot, or the validation errors.
 */
export function incluirOuAlterarMarcacao(db: Db, registro: Registro, pedido: PedidoMarcacao): Marcacao | FieldError[] {
  const alvo = pedido.marcacaoId === null ? undefined : db.marcacoes.find((m) => m.id === pedido.marcacaoId)
  if (pedido.marcacaoId !== null && situacaoMarcacao(alvo, registro.id) !== 'atual') {
    return [{ property: 'idMarcacao', message: MSG_MARCACAO_DO_DIA, invalidValue: pedido.marcacaoId }]
  }
  if (!livre(ocupacao(db, registro), pedido.posicao, alvo)) {
    return [{ property: 'sequencia', message: MSG_POSICAO_OCUPADA, invalidValue: pedido.posicao }]
  }
  const data = dataDoRelogio(registro, pedido.hora, pedido.posicao, ocupacao(db, registro, alvo), instantesPrevistos(db, registro))
  const dados = { data, hora: pedido.hora, motivoId: pedido.motivoId, sequencia: pedido.posicao }
  if (!alvo) return novaMarcacao(db, registro, dados)
  if (alvo.tipoMarcacao === 'ORIGINAL') {
    alvo.desconsiderada = true
    alvo.motivoId = pedido.motivoId
    return novaMarcacao(db, registro, dados)
  }
  Object.assign(alvo, dados, { dataHora: `${data}T${pedido.hora}:00`, posicaoManual: true })
  return alvo
}

/**
 * TC-105..TC-107: an ORIGINAL punch is disregarded with a reason (required); an INCLUIDO or PRE_ASSINALADO one is
 * removed (a reason, if sent, is not needed). Returns the validation errors, if any.
 */
export function desconsiderarMarcacao(db: Db, marcacao: Marcacao, motivoId: number | null): FieldError[] {
  if (marcacao.tipoMarcacao !== 'ORIGINAL') {
    db.marcacoes.splice(db.marcacoes.indexOf(marcacao), 1)
    return []
  }
  if (motivoId === null) return [{ property: 'idMotivo', message: MSG_MOTIVO_OBRIGATORIO, invalidValue: null }]
  if (!db.motivos.some((m) => m.id === motivoId)) return [{ property: 'idMotivo', message: 'motivo não encontrado', invalidValue: motivoId }]
  marcacao.desconsiderada = true
  marcacao.motivoId = motivoId
  return []
}

/**
 * The punch a change names: 'atual' when it is still counted on that day; 'alterada' when it was removed or disregarded
 * since the card was read (a second tab, another user: the card is stale); 'outro-dia' when it is another day's.
 */
export function situacaoMarcacao(marcacao: Marcacao | undefined, registroId: number): 'atual' | 'alterada' | 'outro-dia' {
  if (!marcacao || marcacao.desconsiderada) return 'alterada'
  return marcacao.registroId === registroId ? 'atual' : 'outro-dia'
}

/** The destination day of a move may be the punch's clock date or one day either side (night shifts). */
export function diaDestinoValido(marcacao: Marcacao, destino: Registro): boolean {
  return Math.abs(dayNumber(destino.data) - dayNumber(marcacao.data)) <= 1
}

type Posicionamento = Pick<Marcacao, 'registroId' | 'sequencia' | 'posicaoManual'>

function posicionamento(m: Marcacao): Posicionamento {
  return { registroId: m.registroId, sequencia: m.sequencia, ...(m.posicaoManual === undefined ? {} : { posicaoManual: m.posicaoManual }) }
}

function restaurar(m: Marcacao, p: Posicionamento): void {
  delete m.posicaoManual
  Object.assign(m, p)
}

/**
 * TC-110: puts a punch at an empty slot of its day or of a neighbouring day of the same card. The punch keeps its clock
 * date and time (an ORIGINAL is never changed): only its register and position change. The other punches of both days
 * keep the slots they are shown in (pinned), so the grid changes just as the user dragged. Refused (errors, nothing
 * changed) when the slot is taken or the day would fall out of time order (the engine would not keep the punch there).
 */
export function moverMarcacao(db: Db, marcacao: Marcacao, destino: Registro, posicao: number): FieldError[] {
  const ocupadasDestino = ocupacao(db, destino)
  if (!livre(ocupadasDestino, posicao, marcacao)) return [{ property: 'novaSequencia', message: MSG_POSICAO_OCUPADA, invalidValue: posicao }]
  const origem = db.registros.find((r) => r.id === marcacao.registroId)
  const fixadas = new Map<Marcacao, number>(
    [...(origem ? ocupacao(db, origem) : []), ...ocupadasDestino].map(([p, m]) => [m, p] as const),
  )
  const antes = new Map([...fixadas.keys(), marcacao].map((m) => [m, posicionamento(m)] as const))
  for (const [m, p] of fixadas) Object.assign(m, { sequencia: p, posicaoManual: true })
  Object.assign(marcacao, { registroId: destino.id, sequencia: posicao, posicaoManual: true })
  if (ocupacao(db, destino).get(posicao) !== marcacao) {
    for (const [m, p] of antes) restaurar(m, p)
    return [{ property: 'novaSequencia', message: MSG_FORA_DE_ORDEM, invalidValue: posicao }]
  }
  return []
}
