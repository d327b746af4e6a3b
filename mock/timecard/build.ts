import { formatMinutes } from '../engine/index'
import type { Competencia, Db, Funcionario } from '../db/index'
import type { CartaoPonto, ConfiguracaoCampos, Manutencao } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { aberturaBancoHoras, aberturaBancosDias, resumoBancosDias, resumosCompensacao } from './bancos'
import { addDays, overlaps } from './calendar'
import { contexto, contextoDoMes, type Contexto } from './contexto'
import { registroDiaDto, type Catalogo } from './dto'
import { ensureMes } from './generate'
import { blocoHoje } from './hoje'
import { carregarLinhas, DIA_ANTERIOR } from './linhas'
import { bancoHorasDoMes, calcularMes, ultimaSaida, type MesCalculado } from './mes'

/** The body of GET /api/cartaoponto (contract: src/entities/cartao-ponto/api/cartao-ponto.schema.ts). */
export type CartaoPontoResponse = CartaoPonto

export class CartaoPontoNaoEncontrado extends Error {
  constructor(readonly funcionarioId: number, readonly competenciaId: number) {
    super(`Cartão ponto inexistente: funcionário ${funcionarioId}, competência ${competenciaId}`)
    this.name = 'CartaoPontoNaoEncontrado'
  }
}

function competenciaRef(c: Competencia) {
  return { id: c.id, ano: c.ano, mes: c.mes, inicio: c.inicio, fim: c.fim, descricao: c.descricao, descricaoCurta: c.descricaoCurta, fechada: c.fechada, situacao: c.situacao }
}

/** Links in force during the competence, else the latest one. */
function doPeriodo<T extends { inicio: string; fim: string | null }>(links: T[], c: Competencia): T[] {
  const noPeriodo = links.filter((l) => overlaps(l.inicio, l.fim, c.inicio, c.fim))
  if (noPeriodo.length > 0) return noPeriodo
  const ultimo = [...links].sort((a, b) => b.inicio.localeCompare(a.inicio))[0]
  return ultimo ? [ultimo] : []
}

function refs<L, T extends { id: number }, R>(links: L[], id: (l: L) => number, items: T[], map: (t: T) => R): R[] {
  return links.flatMap((l) => {
    const item = items.find((t) => t.id === id(l))
    return item ? [map(item)] : []
  })
}

function funcionarioDto(db: Db, f: Funcionario, c: Competencia): CartaoPonto['funcionario'] {
  return {
    id: f.id, nome: f.nome, nomeOrNomeSocial: f.nomeOrNomeSocial, matricula: f.matricula, cpf: f.cpf, ativo: f.ativo,
    inconsistente: f.inconsistente, controlaPonto: f.controlaPonto, permiteHoraExtra: f.permiteHoraExtra, empresaId: f.empresaId,
    cargos: refs(doPeriodo(f.cargos, c), (l) => l.cargoId, db.cargos, (t) => ({ id: t.id, descricaoComCodigo: t.descricaoComCodigo })),
    departamentos: refs(doPeriodo(f.departamentos, c), (l) => l.departamentoId, db.departamentos, (t) => ({ id: t.id, descricao: t.descricao })),
    locaisTrabalho: refs(doPeriodo(f.locaisTrabalho, c), (l) => l.localTrabalhoId, db.locaisTrabalho, (t) => ({ id: t.id, descricao: t.descricao })),
    classes: refs(doPeriodo(f.classes, c), (l) => l.classeId, db.classes, (t) => ({ id: t.id, descricao: t.descricao })),
    quadrosHorario: refs(doPeriodo(f.quadrosHorario, c), (l) => l.horarioId, db.horarios, (t) => ({ id: t.id, codigo: t.codigo, descricao: t.descricao })),
  }
}

function configDto(db: Db, f: Funcionario): CartaoPonto['config'] {
  const campos = (db.configuracaoCampos[f.empresaId] ?? {}) as Partial<ConfiguracaoCampos>
  const tipo = (id: number | null) => {
    const t = id === null ? undefined : db.tiposSolicitacao.find((x) => x.id === id)
    return t ? { id: t.id, descricao: t.descricao } : null
  }
  const cartaoPonto = Object.fromEntries(
    (['adicionalNoturno', 'horaExtraNoturna', 'horaExtraNoturna100', 'horaExtra50', 'horaExtra70', 'horaExtra100', 'falta', 'atraso',
      'saidaAntecipada', 'permitidos', 'compensados', 'descontoDSR', 'horaExtraIntervalo', 'memoriaCalculo'] as const)
      .map((campo) => [campo, { enabled: campos[campo]?.enabled ?? true }]),
  ) as ConfiguracaoCampos
  return {
    cartaoPonto,
    tipoSolicitacaoIncluirMarcacao: tipo(db.config.tipoSolicitacaoIncluirMarcacaoId),
    tipoSolicitacaoCompensarBancoHoras: tipo(db.config.tipoSolicitacaoCompensarBancoHorasId),
    utilizaHoraExtraIntervalo: db.config.utilizaHoraExtraIntervalo,
  }
}

function movimentacaoDto(ctx: Contexto, c: Competencia): CartaoPonto['movimentacaoRH'] {
  return ctx.movimentos
    .filter((m) => overlaps(m.dataInicio, m.dataFim, c.inicio, c.fim))
    .sort((a, b) => a.dataInicio.localeCompare(b.dataInicio))
    .map((m) => ({
      id: m.id, tipoMovimentacaoDescricao: m.tipoMovimentacaoDescricao, movimentacao: m.movimentacao, dataInicio: m.dataInicio,
      dataFim: m.dataFim, observacao: m.observacao, descricaoAfastamento: m.descricaoAfastamento, dataRescisao: m.dataRescisao,
    }))
}

/** Competences before `c` whose balances the card carries: only for employees linked to some bank. */
function mesesAnteriores(db: Db, f: Funcionario, c: Competencia): Competencia[] {
  if (f.bancosHoras.length + f.bancosDias.length + f.bancosCompensacao.length === 0) return []
  return db.competencias
    .filter((x) => x.inicio < c.inicio && overlaps(f.admissao, f.demissao, x.inicio, x.fim))
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
}

function manutencaoDto(ctx: Contexto, mes: MesCalculado, cat: Catalogo): Manutencao {
  const { db, funcionario: f } = ctx
  const c = mes.competencia
  const r = mes.resultado
  const registros: Manutencao['registros'] = {}
  mes.dias.forEach((dia, i) => {
    const result = r.dias[i]
    if (result) registros[dia.data] = { registro: registroDiaDto(dia, result, cat), error: result.errorMessage }
  })
  const slots = mes.dias.map((d) => d.horario?.slots.length ?? 0)
  const bancoHoras = bancoHorasDoMes(ctx, c)
  const t = formatMinutes
  return {
    registros,
    totalHoras: t(r.totalHoras), totalHoraExtra: t(r.totalHoraExtra), totalHoraExtraNoturna: t(r.totalHoraExtraNoturna),
    totalHoraExtraNoturnaCemPorcento: t(r.totalHoraExtraNoturnaCemPorcento), totalHoraExtra100: t(r.totalHoraExtra100),
    totalHoraExtra70: t(r.totalHoraExtra70), totalHoraExtraCustom: t(r.totalHoraExtraCustom), totalHoraExtraGeral: t(r.totalHoraExtraGeral),
    totalHorasNegativasGeral: t(r.totalHorasNegativasGeral), totalHorasGeral: t(r.totalHorasGeral), totalHoraSobreAviso: t(r.totalHoraSobreAviso),
    totalFalta: t(r.totalFalta), totalAtraso: t(r.totalAtraso), totalSaidaAntecipada: t(r.totalSaidaAntecipada),
    totalCompensados: t(r.totalCompensados), totalPermitidos: t(r.totalPermitidos), totalDescontoDSR: t(r.totalDescontoDSR),
    totalDiasFalta: r.totalDiasFalta, totalHoraExtraIntervalo: t(r.totalHoraExtraIntervalo),
    totalHoraExtraInterjornada: t(r.totalHoraExtraInterjornada), totalAdicionalNoturno: t(r.totalAdicionalNoturno),
    exibirHorasExtrasCalculadas: !f.permiteHoraExtra,
    exibirCargaHoraria: true,
    horaExtraCustomLabel: db.config.horaExtraCustomLabel || null,
    bloqueado: db.bloqueios.some((b) => b.funcionarioId === f.id && b.competenciaId === c.id),
    tresMarcacoes: slots.some((n) => n >= 3),
    quatroMarcacoes: slots.some((n) => n >= 4),
    hoje: blocoHoje(mes),
    existeBancoDias: f.bancosDias.some((l) => overlaps(l.inicio, l.fim, c.inicio, c.fim)) || r.bancoDias.length > 0,
    existeBancoHoras: bancoHoras !== undefined,
    existeBancoCompensacao: f.bancosCompensacao.some((l) => overlaps(l.inicio, l.fim, c.inicio, c.fim)),
    totalLancamentoBancoMais: t(r.totalLancamentoBancoMais), totalLancamentoBancoMenos: t(r.totalLancamentoBancoMenos),
    totalSaldoBancoInicial: t(r.totalSaldoBancoInicial), totalSaldoBancoMais: t(r.totalSaldoBancoMais),
    totalSaldoBancoMenos: t(r.totalSaldoBancoMenos), totalSaldoBancoPago: t(r.totalSaldoBancoPago),
    totalSaldoBancoFinal: t(r.totalSaldoBancoFinal), totalSaldoBancoMenosDiaAtual: t(r.totalSaldoBancoMenosDiaAtual),
    bancoHorasDescricao: bancoHoras?.descricao ?? null,
    bancoHorasId: bancoHoras?.id ?? null,
  }
}

/**
 * The time card of an employee in a competence (GET /api/cartaoponto), computed by the engine from the db
 * rows (generated on first access). Throws CartaoPontoNaoEncontrado for an unknown employee or competence.
 */
export function buildCartaoPonto(db: Db, funcionarioId: number, competenciaId: number): CartaoPontoResponse {
  const f = db.funcionarios.find((x) => x.id === funcionarioId)
  const c = db.competencias.find((x) => x.id === competenciaId)
  if (!f || !c) throw new CartaoPontoNaoEncontrado(funcionarioId, competenciaId)
  const ctx = contextoDoMes(contexto(db, f), c)
  const anteriores = mesesAnteriores(db, ctx.funcionario, c)
  const diaAnterior = addDays(c.inicio, -1)
  // Day 1's rest counts from the previous day's last exit: its month is generated too, whichever screen came first.
  const mesDoDiaAnterior = db.competencias.find((x) => x.inicio <= diaAnterior && diaAnterior <= x.fim)
  for (const m of new Set([...anteriores, ...(mesDoDiaAnterior ? [mesDoDiaAnterior] : []), c])) ensureMes(db, f.id, m.id)
  const linhas = carregarLinhas(db, f.id, new Set([...anteriores, c].map((m) => m.id)), diaAnterior)
  const precisaHistorico = ctx.funcionario.bancosHoras.length + ctx.funcionario.bancosCompensacao.length > 0
  const historico = precisaHistorico ? anteriores.map((m) => calcularMes(ctx, m, linhas.get(m.id), { saldoBancoInicial: 0 })) : []
  const bancosDias = aberturaBancosDias(ctx, c, anteriores.map((m) => linhas.get(m.id)))
  const saidaAnterior = ultimaSaida(linhas.get(DIA_ANTERIOR))
  const mes = calcularMes(ctx, c, linhas.get(c.id), {
    ...aberturaBancoHoras(ctx, c, historico),
    ...(saidaAnterior && { saidaAnterior }),
    bancosDias: [...bancosDias].map(([bancoId, saldoInicial]) => ({ bancoId, saldoInicial })),
  })
  const cat: Catalogo = { motivos: new Map(db.motivos.map((m) => [m.id, m])), bancosDias: new Map(db.bancosDias.map((b) => [b.id, b])) }
  const compensacao = resumosCompensacao(ctx, [...historico, mes])
  const observacao = db.observacoes.find((o) => o.funcionarioId === f.id && o.competenciaId === c.id)
  return {
    config: configDto(ctx.db, f),
    observacao: observacao?.observacao ?? null,
    competencia: competenciaRef(c),
    funcionario: funcionarioDto(db, f, c),
    movimentacaoRH: movimentacaoDto(ctx, c),
    bancoDiasResumo: resumoBancosDias(ctx, mes),
    bancoCompensacaoResumo: compensacao.calculado,
    bancoCompensacaoLancamentoManualResumo: compensacao.manual,
    aceitePendente: db.aceites
      .filter((a) => a.funcionarioId === f.id && a.situacao === 'PENDENTE')
      .flatMap((a) => {
        const comp = db.competencias.find((x) => x.id === a.competenciaId)
        return comp ? [{ competencia: competenciaRef(comp) }] : []
      })
      .sort((a, b) => a.competencia.inicio.localeCompare(b.competencia.inicio)),
    manutencaoDTO: manutencaoDto(ctx, mes, cat),
  }
}

