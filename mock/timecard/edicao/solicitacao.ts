import { nextId } from '../../db/queries'
import { MOTIVO } from '../../db/seed/cadastros'
import type { Competencia, Db, IsoDate, Marcacao, Solicitacao, TipoJustificativa, Tratamento } from '../../db/index'
import type { IdsCartao } from '../acesso'
import { eachDay } from '../calendar'
import { contexto, diaDeTrabalho } from '../contexto'
import { ensureMes } from '../generate'
import { dataDoRelogioDoPedido, registroDoTurno } from '../turno'
import { registroDoDia, removerOnde } from './tratamentos'

/**
 * What a granted request does to the time card (REQ-011, REQ-013), and how a reversal undoes it:
 * - include-punch type (config.tipoSolicitacaoIncluirMarcacao) with `horas`: an INCLUIDO punch at that time, with the
 *   request's reason, on each day of the period, documented by an INCLUIR_MARCACAO treatment carrying solicitacaoId;
 * - hour-bank compensation (config.tipoSolicitacaoCompensarBancoHoras, or the reason 'Débito Banco de Horas'):
 *   BANCO_DE_HORAS_DEBITO (at most `horas` when given) on each working day of the period;
 * - a type with a day bank: BANCO_DE_DIAS_DEBITO on each working day;
 * - any other type: ABONO (at most `horas` when given) on each working day.
 * A period without a working day gets the treatment on each of its days (the user asked for those days).
 * The months are generated before the change (ensureMes), so the seed's generator never reinterprets the request.
 */

export type EfeitoSolicitacao = 'INCLUIR_MARCACAO' | 'BANCO_DE_HORAS_DEBITO' | 'BANCO_DE_DIAS_DEBITO' | 'ABONO'

/** The competences a period touches; `semCompetencia` when a day falls outside every competence. */
export function competenciasDoPeriodo(db: Db, inicio: IsoDate, fim: IsoDate): { competencias: Competencia[]; semCompetencia: boolean } {
  const competencias: Competencia[] = []
  let semCompetencia = false
  for (const data of eachDay(inicio, fim)) {
    const c = db.competencias.find((x) => x.inicio <= data && data <= x.fim)
    if (!c) semCompetencia = true
    else if (!competencias.includes(c)) competencias.push(c)
  }
  return { competencias, semCompetencia }
}

/** Generates the months of the request's period before anything changes (see the note above). */
export function prepararMeses(db: Db, funcionarioId: number, inicio: IsoDate, fim: IsoDate): void {
  for (const c of competenciasDoPeriodo(db, inicio, fim).competencias) ensureMes(db, funcionarioId, c.id)
}

export function efeitoDa(db: Db, s: Pick<Solicitacao, 'tipoSolicitacaoId' | 'motivoId' | 'bancoDiasId' | 'horas'>): EfeitoSolicitacao {
  if (s.tipoSolicitacaoId === db.config.tipoSolicitacaoIncluirMarcacaoId && s.horas) return 'INCLUIR_MARCACAO'
  if (s.tipoSolicitacaoId === db.config.tipoSolicitacaoCompensarBancoHorasId || s.motivoId === MOTIVO.debitoBancoHoras) {
    return 'BANCO_DE_HORAS_DEBITO'
  }
  if (s.bancoDiasId !== null) return 'BANCO_DE_DIAS_DEBITO'
  return 'ABONO'
}

function idsDe(db: Db, funcionarioId: number, data: IsoDate): IdsCartao | undefined {
  const c = db.competencias.find((x) => x.inicio <= data && data <= x.fim)
  return c && { funcionarioId, competenciaId: c.id }
}

function juntarCartao(cartoes: IdsCartao[], ids: IdsCartao): void {
  if (!cartoes.some((c) => c.funcionarioId === ids.funcionarioId && c.competenciaId === ids.competenciaId)) cartoes.push(ids)
}

/**
 * The days that get a treatment: the working days of the period (a 12x36 shift on a holiday is one, art. 59-A), or all
 * of them when it has none.
 */
function diasDoTratamento(db: Db, s: Solicitacao): readonly IsoDate[] {
  const funcionario = db.funcionarios.find((f) => f.id === s.funcionarioId)
  const dias = eachDay(s.inicio, s.fim)
  if (!funcionario) return dias
  const ctx = contexto(db, funcionario)
  const uteis = dias.filter((d) => diaDeTrabalho(ctx, d))
  return uteis.length > 0 ? uteis : dias
}

function novoTratamento(db: Db, registroId: number, s: Solicitacao, tipoJustificativa: TipoJustificativa, horas: string | null): Tratamento {
  const tratamento: Tratamento = {
    id: nextId(db, db.tratamentos), registroId, tipoJustificativa, ocorrencia: horas ? 'I' : 'A', horas, motivoId: s.motivoId,
    bancoDiasId: tipoJustificativa === 'BANCO_DE_DIAS_DEBITO' ? s.bancoDiasId : null, observacao: s.observacaoSolicitante || null,
    solicitacaoId: s.id, acaoLoteId: null, movimentacaoId: null,
  }
  db.tratamentos.push(tratamento)
  return tratamento
}

function novaMarcacao(db: Db, registroId: number, s: Solicitacao, data: IsoDate, hora: string): Marcacao {
  const doDia = db.marcacoes.filter((m) => m.registroId === registroId && !m.desconsiderada)
  const marcacao: Marcacao = {
    id: nextId(db, db.marcacoes), registroId, funcionarioId: s.funcionarioId, data, hora, dataHora: `${data}T${hora}:00`,
    tipoMarcacao: 'INCLUIDO', sequencia: doDia.filter((m) => m.hora < hora).length + 1, desconsiderada: false,
    motivoId: s.motivoId, nsr: null, equipamento: null,
  }
  db.marcacoes.push(marcacao)
  return marcacao
}

/** REQ-011: applies a granted request to the time cards; answers the cards changed. */
export function aplicarDeferimento(db: Db, s: Solicitacao): IdsCartao[] {
  const cartoes: IdsCartao[] = []
  const efeito = efeitoDa(db, s)
  const dias = efeito === 'INCLUIR_MARCACAO' ? eachDay(s.inicio, s.fim) : diasDoTratamento(db, s)
  const funcionario = db.funcionarios.find((f) => f.id === s.funcionarioId)
  for (const data of dias) {
    if (efeito === 'INCLUIR_MARCACAO' && s.horas) {
      // Rule 14: a punch after midnight that closes a shift goes to the day the shift began, asked on the clock's date
      // or on the row of that day (dataDoRelogioDoPedido).
      const relogio = funcionario && dataDoRelogioDoPedido(db, funcionario, data, s.horas)
      const turno = funcionario && relogio && registroDoTurno(db, funcionario, relogio, s.horas)
      if (!relogio || !turno) continue
      novaMarcacao(db, turno.registro.id, s, relogio, s.horas)
      novoTratamento(db, turno.registro.id, s, 'INCLUIR_MARCACAO', null)
      juntarCartao(cartoes, turno.ids)
      continue
    }
    const ids = idsDe(db, s.funcionarioId, data)
    if (!ids) continue
    const registro = registroDoDia(db, ids, data, null)
    if (!registro) continue
    novoTratamento(db, registro.id, s, efeito, efeito === 'BANCO_DE_DIAS_DEBITO' ? null : s.horas)
    juntarCartao(cartoes, ids)
  }
  return cartoes
}

/**
 * REQ-013: undoes what the grant did (by this handler or by the seed): the treatments carrying the request's id go,
 * and, for an include-punch request, the INCLUIDO punches at its time with its reason on its days. ORIGINAL punches
 * are never touched (Portaria 671). Answers the cards changed.
 */
export function desfazerDeferimento(db: Db, s: Solicitacao): IdsCartao[] {
  const cartoes: IdsCartao[] = []
  const registros = new Map(db.registros.map((r) => [r.id, r]))
  for (const t of db.tratamentos) {
    const r = t.solicitacaoId === s.id ? registros.get(t.registroId) : undefined
    if (r) juntarCartao(cartoes, { funcionarioId: r.funcionarioId, competenciaId: r.competenciaId })
  }
  removerOnde(db, (t) => t.solicitacaoId === s.id)
  if (efeitoDa(db, s) === 'INCLUIR_MARCACAO') {
    const dias = new Set(eachDay(s.inicio, s.fim))
    for (let i = db.marcacoes.length - 1; i >= 0; i--) {
      const m = db.marcacoes[i]
      const r = m && registros.get(m.registroId)
      // Its clock date, or its record's day: a night shift's exit asked on its row has the next day's clock date.
      if (!m || !r || r.funcionarioId !== s.funcionarioId || !(dias.has(m.data) || dias.has(r.data))) continue
      if (m.tipoMarcacao !== 'INCLUIDO' || m.hora !== s.horas || m.motivoId !== s.motivoId) continue
      db.marcacoes.splice(i, 1)
      juntarCartao(cartoes, { funcionarioId: r.funcionarioId, competenciaId: r.competenciaId })
    }
  }
  return cartoes
}
