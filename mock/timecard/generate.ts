import { MAX_DIAS_COMPETENCIA, periodoCabeNaCompetencia } from '@/shared/api/contract/endpoints/competencias'
import { idsDe } from '../db/queries'
import { MOTIVO } from '../db/seed/cadastros'
import type { Competencia, Db, IsoDate, Marcacao, Registro, Solicitacao, Tratamento } from '../db/index'
import { parseHora } from '../engine/index'
import { springError } from '../http/spring'
import { addDays, dayNumber, eachDay, horaDoDia, weekday } from './calendar'
import {
  contexto, diaDeTrabalho, diaDoFuncionario, feriadoDoDia, feriadoSemJornada, foraDoControle, movimentoDoDia, pontoFacultativoAbonado,
  type Contexto,
} from './contexto'
import { aplicarEfeitos, pontosPrevistos, variar, type Planejada } from './plano'
import { rng } from './prng'
import { temJornada } from './schedule'
import { efeitosDoMes, FERNANDA, type Efeito, type NovoTratamento } from './scenarios'

export const EQUIPAMENTO = 'REP-C 0001'
const NSR_BASE = dayNumber('2020-01-01')

/** NSR grows with the clock time; the employee id breaks ties within a minute. */
export function nsrDe(data: IsoDate, hora: string, funcionarioId: number): number {
  return (dayNumber(data) - NSR_BASE) * 120_000 + parseHora(hora) * 80 + (funcionarioId % 80)
}

function juntar(destino: Map<IsoDate, Efeito[]>, data: IsoDate, efeitos: Efeito[]): void {
  if (efeitos.length > 0) destino.set(data, [...(destino.get(data) ?? []), ...efeitos])
}

function tratamentoDe(t: NovoTratamento): Efeito {
  return { tipo: 'tratamento', tratamento: t }
}

/** What a request did to its days: pending or refused ones leave the anomaly, granted ones add the treatment. */
function efeitosDaSolicitacao(db: Db, s: Solicitacao): Efeito[] {
  const tipo = db.tiposSolicitacao.find((t) => t.id === s.tipoSolicitacaoId)
  if (!tipo) return []
  const deferida = s.status === 'DEFERIDA'
  const base = { motivoId: s.motivoId, solicitacaoId: s.id, observacao: s.observacaoSolicitante }
  if (tipo.id === db.config.tipoSolicitacaoIncluirMarcacaoId && s.horas) {
    return deferida
      ? [{ tipo: 'incluida', hora: s.horas, motivoId: s.motivoId }, tratamentoDe({ ...base, tipoJustificativa: 'INCLUIR_MARCACAO' })]
      : [{ tipo: 'semMarcacao', hora: s.horas }]
  }
  if (s.bancoDiasId !== null) {
    if (s.status === 'INDEFERIDA') return []
    const debito = tratamentoDe({ ...base, tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', bancoDiasId: s.bancoDiasId })
    return deferida ? [{ tipo: 'falta' }, debito] : [{ tipo: 'falta' }]
  }
  if (!tipo.informaHoras || !s.horas) {
    return deferida ? [{ tipo: 'falta' }, tratamentoDe({ ...base, tipoJustificativa: 'ABONO' })] : [{ tipo: 'falta' }]
  }
  const saida: Efeito = { tipo: 'saidaAntecipada', minutos: parseHora(s.horas) }
  if (!deferida) return [saida]
  const tipoJustificativa = s.motivoId === MOTIVO.debitoBancoHoras ? 'BANCO_DE_HORAS_DEBITO_SAIDA' : 'ABONO_SAIDA'
  return [saida, tratamentoDe({ ...base, tipoJustificativa, horas: s.horas })]
}

function efeitosDeSolicitacoes(ctx: Contexto, c: Competencia, destino: Map<IsoDate, Efeito[]>): void {
  for (const s of ctx.db.solicitacoes) {
    if (s.funcionarioId !== ctx.funcionario.id || s.status === 'ESTORNADA' || s.fim < c.inicio || s.inicio > c.fim) continue
    for (const data of eachDay(s.inicio, s.fim)) {
      if (data >= c.inicio && data <= c.fim && data <= ctx.hoje && diaDeTrabalho(ctx, data)) juntar(destino, data, efeitosDaSolicitacao(ctx.db, s))
    }
  }
}

/** Justifications that come with the day: batch excuse of facultative holidays, leave with a reason. */
function efeitosAutomaticos(ctx: Contexto, data: IsoDate): Efeito[] {
  if (foraDoControle(ctx, data)) return []
  const dia = diaDoFuncionario(ctx, data)
  if (!dia || !temJornada(dia) || feriadoSemJornada(ctx, data, dia)) return []
  const movimento = movimentoDoDia(ctx, data)
  if (movimento) {
    return movimento.motivoId === null ? [] : [tratamentoDe({
      tipoJustificativa: 'ABONO', motivoId: movimento.motivoId, movimentacaoId: movimento.id, observacao: movimento.movimentacao,
    })]
  }
  const facultativo = pontoFacultativoAbonado(ctx, data)
  if (!facultativo) return []
  return [{ tipo: 'falta' }, tratamentoDe({
    tipoJustificativa: 'ABONO', motivoId: MOTIVO.compensacaoFeriado, acaoLoteId: facultativo.id,
    observacao: `Ponto facultativo: ${facultativo.descricao}`,
  })]
}

/**
 * The punches of a day, before the cut at the current time. A calm month (the demo employee's, or one with
 * scenarios) has no random absences and deviations, only a couple of minutes of variation.
 */
function pontosDoDia(ctx: Contexto, data: IsoDate, efeitos: Efeito[], calmo: boolean): Planejada[] {
  if (data > ctx.hoje || foraDoControle(ctx, data)) return []
  if (ctx.funcionario.cadastradoPeloUsuario) return aplicarEfeitos([], efeitos)
  const dia = diaDoFuncionario(ctx, data)
  const livre = !feriadoDoDia(ctx, data) && !movimentoDoDia(ctx, data)
  const semQuadro = !dia && livre && weekday(data) >= 1 && weekday(data) <= 5
  const plantao = dia?.horario.tipoHorario === 'SOBRE_AVISO' && dia.slots.length > 0 && livre
  if (!diaDeTrabalho(ctx, data) && !semQuadro && !plantao) return aplicarEfeitos([], efeitos)
  const r = rng(`${ctx.funcionario.id}:${data}`)
  const pontos = pontosPrevistos(dia, r)
  // Days with a scenario or a request keep the exact times, so their figures are predictable.
  if (efeitos.length > 0) return aplicarEfeitos(pontos, efeitos)
  if (!calmo && data < ctx.hoje && r.chance(0.01)) return []
  variar(pontos, r, { amplitude: calmo ? 2 : 3, desvios: !calmo })
  return pontos
}

function minutosDoDia(date: Date): number {
  return date.getHours() * 60 + date.getMinutes()
}

function gerarMes(ctx: Contexto, c: Competencia): void {
  const { db, funcionario: f } = ctx
  const registroId = idsDe(db, db.registros)
  const marcacaoId = idsDe(db, db.marcacoes)
  const tratamentoId = idsDe(db, db.tratamentos)
  const efeitos = efeitosDoMes(ctx, c)
  const calmo = f.id === FERNANDA || efeitos.size > 0
  efeitosDeSolicitacoes(ctx, c, efeitos)
  // Punches exist up to the present moment of `today`: its afternoon is still to come.
  const agora = dayNumber(ctx.hoje) * 1440 + minutosDoDia(db.today)
  for (const data of eachDay(c.inicio, c.fim)) {
    const registro: Registro = {
      id: registroId(), funcionarioId: f.id, competenciaId: c.id, data, horarioId: null, horarioEspecial: false, folga: false, observacao: null,
    }
    db.registros.push(registro)
    const doDia = [...efeitosAutomaticos(ctx, data), ...(efeitos.get(data) ?? [])]
    const pontos = pontosDoDia(ctx, data, doDia, calmo)
      .map((p) => ({ ...p, offset: Math.max(0, p.offset) }))
      .filter((p) => dayNumber(data) * 1440 + p.offset < agora)
      .sort((a, b) => a.offset - b.offset)
    let sequencia = 0
    for (const p of pontos) {
      if (!p.desconsiderada) sequencia++
      const dataPonto = addDays(data, Math.floor(p.offset / 1440))
      const hora = horaDoDia(p.offset)
      const original = p.tipo === 'ORIGINAL'
      const marcacao: Marcacao = {
        id: marcacaoId(), registroId: registro.id, funcionarioId: f.id, data: dataPonto, hora, dataHora: `${dataPonto}T${hora}:00`,
        tipoMarcacao: p.tipo, sequencia: Math.max(1, sequencia), desconsiderada: p.desconsiderada, motivoId: p.motivoId,
        nsr: original ? nsrDe(dataPonto, hora, f.id) : null, equipamento: original ? EQUIPAMENTO : null,
      }
      db.marcacoes.push(marcacao)
    }
    for (const e of doDia) {
      if (e.tipo !== 'tratamento') continue
      const t = e.tratamento
      const tratamento: Tratamento = {
        id: tratamentoId(), registroId: registro.id, tipoJustificativa: t.tipoJustificativa, ocorrencia: t.horas ? 'I' : 'A',
        horas: t.horas ?? null, motivoId: t.motivoId, bancoDiasId: t.bancoDiasId ?? null, observacao: t.observacao ?? null,
        solicitacaoId: t.solicitacaoId ?? null, acaoLoteId: t.acaoLoteId ?? null, movimentacaoId: t.movimentacaoId ?? null,
      }
      db.tratamentos.push(tratamento)
    }
  }
}

type ObservadorGeracao = (db: Db, funcionarioId: number, competenciaId: number) => void
const observadores = new Set<ObservadorGeracao>()

/**
 * Calls `observador` right after each month is generated, before the request that generated it changes it (the card
 * history, mock/historico, takes the generated days as they were).
 */
export function observarGeracao(observador: ObservadorGeracao): void {
  observadores.add(observador)
}

export function chaveMes(funcionarioId: number, competenciaId: number): string {
  return `${funcionarioId}:${competenciaId}`
}

/**
 * A competence stored before its period was limited (REG-043) may span years: generating or computing its cards
 * would run through every day of it and hold the server. Every card goes through ensureMes before its days are
 * iterated (generation here, the engine in calcularMes), so such a card is refused here with 409 instead.
 */
function exigirPeriodoDeUmMes(c: Competencia): void {
  if (periodoCabeNaCompetencia(c.inicio, c.fim)) return
  const nome = `${String(c.mes).padStart(2, '0')}/${c.ano}`
  throw springError(
    409,
    `O período da competência ${nome} passa de ${MAX_DIAS_COMPETENCIA} dias: corrija o início e o fim no cadastro de competências.`,
    `/api/competencias/${c.id}`,
  )
}

/**
 * Generates an employee-month's registros (one per day), punches and treatments on first access, from a PRNG
 * keyed by employee and date (the same data in any access order). Later calls do nothing, so edits stick.
 */
export function ensureMes(db: Db, funcionarioId: number, competenciaId: number): void {
  const chave = chaveMes(funcionarioId, competenciaId)
  const competencia = db.competencias.find((c) => c.id === competenciaId)
  if (competencia) exigirPeriodoDeUmMes(competencia)
  if (db.mesesGerados[chave]) return
  const funcionario = db.funcionarios.find((f) => f.id === funcionarioId)
  if (!funcionario || !competencia) return
  db.mesesGerados[chave] = true
  gerarMes(contexto(db, funcionario), competencia)
  for (const observador of observadores) observador(db, funcionarioId, competenciaId)
}

