import { competenciaAtual } from '../db/queries'
import { MOTIVO } from '../db/seed/cadastros'
import type { Competencia, Db, IsoDate, TipoJustificativa } from '../db/index'
import { eachDay, weekday } from './calendar'
import { diaDeTrabalho, feriadoDoDia, type Contexto } from './contexto'

/**
 * Time-card scenarios of the seed. Day-level ones are listed in CENARIOS below and placed relative to
 * today: `mes` 0 is the competence of today, -1 the one before; `diaUtil` n is the employee's n-th
 * working day of that month (scheduled, no holiday, leave or batch excuse; a 12x36 shift on a holiday is worked but
 * not counted), always before today. Days with a
 * scenario or a request keep exact times (no variation), so their figures are predictable. The other rows
 * come from systemic rules (generate.ts) and the seeded tables (mock/db/seed/cartao-ponto.ts).
 * Dates shown are those of PONTO_TODAY=2026-11-16 (the e2e date; competence 13 = 11/2026, 12 = 10/2026).
 *
 * | Funcionário | Quando (PONTO_TODAY=2026-11-16) | Caso |
 * |---|---|---|
 * | 1 Fernanda (demo, FIXO 08-12/13-17, banco de horas 1, bancos de dias 1 e 2, permite HE) | 2026-11-04 | entrada 08:17: com banco de horas o atraso vira débito no banco (saldoBanco '-00:17', bhMenos '00:17') |
 * | 1 | 2026-11-05 | 08:00 e uma original duplicada 08:01 desconsiderada (motivo 105 Falha no relógio de ponto) |
 * | 1 | 2026-11-06 | saída 18:40 (+01:40) com HORA_EXTRA 'I' 01:00 (motivo 117, removível): horaExtra '01:00', bhExtra '00:40' |
 * | 1 | 2026-11-10 | sem a saída das 17:00: error 'Numero impar de marcacoes!' |
 * | 1 | 2026-11-12 | volta do almoço 13:00 INCLUIDO (motivo 102 Esquecimento de marcação) |
 * | 1 | 2026-11-13 | solicitação 1 PENDENTE (incluir 08:02): entrada ausente, também 'Numero impar de marcacoes!' |
 * | 1 | 2026-11-16 (hoje) | marcações até 12:00 (08:00, 11:58) → hoje.previsaoSaida '17:00', marcacoesAtuais |
 * | 1 | 11/2026 | observação; banco de horas: lançamento +02:00 em 03/11; banco de dias 1: +1 dia em 02/11 |
 * | 1 | 10/2026 | aceite PENDENTE; observação; 07/10 ABONO da solicitação 2 (DEFERIDA); 19/10 BANCO_DE_DIAS_DEBITO (banco 2); 22/10 saída +00:45 (banco); 28/10 ponto facultativo: ABONO em lote (acaoLoteId 24 = id do feriado); lançamento -01:00 em 20/10 |
 * | 1 | 11/2025..09/2026 | aceites ACEITO; saldo inicial do banco de horas 12:30 (31/10/2025) |
 * | 3 Rui (FIXO_INTERVALO_FLEXIVEL, não permite HE) | 2026-11-06 / 2026-11-10 | +01:00 não autorizada (só horaExtraCalculada; justificar) / +00:30 com HORA_EXTRA 'A' → horaExtra |
 * | 4 Sérgio | 2026-11-09 | saída 12:00 INCLUIDA (105) e a original 12:01 desconsiderada (105) |
 * | 9 Isaac (3 pares) | 2026-11-13 | solicitação PENDENTE (incluir 07:00): entrada ausente |
 * | 11 Isaac Reis (banco de horas) | 2026-10-05 | entrada 08:40 com ABONO_ENTRADA 'I' 00:40 (motivo 103) → permitidos |
 * | 13 Lara (banco de dias 1) | 2026-10-04 (domingo) | trabalho 07-12/13-17 com BANCO_DE_DIAS_CREDITO (banco 1) |
 * | 14 Benício (12x36 noturno 19-07, sem banco) | 2026-11-06 | saída 08:30: extra diurna 01:30 (a prorrogação após 05:00 é compensada na 12x36, art. 59-A), adicional noturno 08:00 |
 * | 19 Silas Franco (banco de dias 1) | 2026-08-13..14 | solicitação 13 DEFERIDA: BANCO_DE_DIAS_DEBITO (banco 1) |
 * | 21 Emanuel (banco de horas) | 2026-10-09 | solicitação 11 DEFERIDA: saída 15:00 e ABONO_SAIDA 'I' 02:00 |
 * | 33 Sara (FIXO, sem banco, permite HE) | 2026-11-04 / -05 / -09 / -11, 15 | atraso '00:25' / extra 02:40 = horaExtra '02:00' + horaExtra70 '00:40' / saidaAntecipada '00:40' / falta com JUSTIFICATIVA (115) e DSR em 15/11 |
 * | 38 Bruna (4 pares, compensação COMPETENCIAS) | 2026-11-04 / 2026-11-09 | +00:45 / -00:30 no banco de compensação |
 * | 40 Yasmin (FLEXIVEL, banco de horas) | 2026-11-06 | +01:30 com BANCO_DE_HORAS_CREDITO 'I' 01:30 |
 * | 47 Carlos (FIXO, sem banco, permite HE) | 2026-11-02 (Finados) / 2026-11-06 / 2026-11-13 | feriado trabalhado 08-12: horaExtra100 '04:00' / saída 21:30: 50 % 02:00, 70 % 02:00, 'Hora Extra 75%' 00:30 / saída 23:30: idem com 'Hora Extra 75%' 01:00 e extra noturna 01:30 de relógio = 01:43 reduzidas |
 * | 55 Gúbio (empresa 2, 12x36 noturno) | 2026-11-08 | só a entrada 19:00: inconsistente |
 * | 7, 8, 11, 13, 14, 20 | dias das solicitações PENDENTES (11..16/11) | marcação ausente / falta / saída antecipada, conforme o tipo |
 * | 10 Janaína (inativa; 4 pares; compensação COMPETENCIAS) | demitida 2026-10-27 | movimentação 'Rescisão' (dataRescisao) a partir de 28/10; idem 18, 26, 34, 57 |
 * | 22 Márcia (12x36 diurno) | 2026-10-20..2026-11-10 | 'Afastamento' com descricaoAfastamento; ABONO por plantão (motivo 101, movimentacao true) |
 * | 29 Fábio / 43 Isabel | 2026-10-05..24 / 2026-11-03..22 | 'Férias' |
 * | 12, 23, 63 (sem quadro de horário) | desde a admissão (13/11, 10/11, 07/11) | batem ponto: 'Registro não possui quadro de horário!' |
 * | 5, 6 | sempre | não controlam ponto (sem marcações, 'Não controla ponto') |
 * | 15, 65 | antes de 15/11 e 14/11 | 'Antes da admissão' |
 * | 18, 20, 32, 46, 48, 54, 59, 64, 69 (horário 010) | dias úteis | 10:00 saída e 10:15 volta PRE_ASSINALADO |
 * | 9, 37 (horário 002) / 10, 24, 38 (horário 003) | sempre | tresMarcacoes / quatroMarcacoes |
 * | 51..70 (empresa 2) | sempre | campos horaExtra70, horaExtraNoturna100 e descontoDSR desabilitados |
 * | 21, 53 / 33 | 10/2026 / 09 e 10/2026 | aceite PENDENTE (33 tem dois) |
 * | 35 / 39 | 11/2026 / 10/2026 | competência bloqueada (bloqueios) |
 * | 25 (banco de horas) | 2026-10-25 | PAGAMENTO de 04:00 do banco de horas |
 * | 62, 67, 52 (compensação DIAS, só lançamento manual) | 08..11/2026 | lançamentos com vencimentos (90 dias) |
 * | 24 / 38 (compensação COMPETENCIAS) | 05/11 / 10/10 | lançamento manual -01:00 / +03:00 |
 * | todos da empresa 1 | pontos facultativos (28/10, Carnaval, Corpus Christi) | ABONO em lote (acaoLoteId = id do feriado, motivo 118) |
 * | demais (e os meses sem cenário dos listados) | dias úteis passados | variação de até ±3 min (intervalos inteiros); ~5 % entrada tardia, ~5 % saída tardia, ~3 % saída antecipada, ~1 % falta. Meses com cenário e os da Fernanda: só ±2 min |
 */

export type Efeito =
  | { tipo: 'atraso'; minutos: number }
  | { tipo: 'saidaAntecipada'; minutos: number }
  | { tipo: 'horaExtra'; minutos: number }
  | { tipo: 'falta' }
  /** The punch nearest to `hora` is missing. */
  | { tipo: 'semMarcacao'; hora: string }
  | { tipo: 'semSaida' }
  /** The punch nearest to `hora` was included by hand at `hora`. */
  | { tipo: 'incluida'; hora: string; motivoId: number }
  /** A duplicate original a minute after punch `indice` (0-based), disregarded. */
  | { tipo: 'desconsiderada'; indice: number; motivoId: number }
  /** Punches at these times on a day without workload (holiday or rest day worked). */
  | { tipo: 'trabalho'; horas: string[] }
  | { tipo: 'tratamento'; tratamento: NovoTratamento }

export interface NovoTratamento {
  tipoJustificativa: TipoJustificativa
  motivoId: number
  /** Hours of an inclusion (ocorrencia 'I'). */
  horas?: string
  bancoDiasId?: number
  observacao?: string
  solicitacaoId?: number
  acaoLoteId?: number
  movimentacaoId?: number
}

type Quando = { diaUtil: number } | { feriadoTrabalhado: true } | { domingo: number }

export interface Cenario {
  funcionarioId: number
  mes: number
  quando: Quando
  efeitos: Efeito[]
}

const tratamento = (t: NovoTratamento): Efeito => ({ tipo: 'tratamento', tratamento: t })

export const FERNANDA = 1

export const CENARIOS: Cenario[] = [
  { funcionarioId: FERNANDA, mes: 0, quando: { diaUtil: 2 }, efeitos: [{ tipo: 'atraso', minutos: 17 }] },
  { funcionarioId: FERNANDA, mes: 0, quando: { diaUtil: 3 }, efeitos: [{ tipo: 'desconsiderada', indice: 0, motivoId: MOTIVO.falhaRelogio }] },
  {
    funcionarioId: FERNANDA, mes: 0, quando: { diaUtil: 4 },
    efeitos: [{ tipo: 'horaExtra', minutos: 100 },
      tratamento({ tipoJustificativa: 'HORA_EXTRA', motivoId: MOTIVO.horaExtra, horas: '01:00', observacao: 'Hora extra autorizada pela chefia' })],
  },
  { funcionarioId: FERNANDA, mes: 0, quando: { diaUtil: 6 }, efeitos: [{ tipo: 'semSaida' }] },
  { funcionarioId: FERNANDA, mes: 0, quando: { diaUtil: 8 }, efeitos: [{ tipo: 'incluida', hora: '13:00', motivoId: MOTIVO.esquecimento }] },
  {
    funcionarioId: FERNANDA, mes: -1, quando: { diaUtil: 12 },
    efeitos: [{ tipo: 'falta' },
      tratamento({ tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', motivoId: MOTIVO.debitoBancoDias, bancoDiasId: 2, observacao: 'Folga de aniversário' })],
  },
  { funcionarioId: FERNANDA, mes: -1, quando: { diaUtil: 15 }, efeitos: [{ tipo: 'horaExtra', minutos: 45 }] },
  { funcionarioId: 3, mes: 0, quando: { diaUtil: 4 }, efeitos: [{ tipo: 'horaExtra', minutos: 60 }] },
  {
    funcionarioId: 3, mes: 0, quando: { diaUtil: 6 },
    efeitos: [{ tipo: 'horaExtra', minutos: 30 }, tratamento({ tipoJustificativa: 'HORA_EXTRA', motivoId: MOTIVO.horaExtra })],
  },
  {
    funcionarioId: 4, mes: 0, quando: { diaUtil: 5 },
    efeitos: [{ tipo: 'desconsiderada', indice: 1, motivoId: MOTIVO.falhaRelogio }, { tipo: 'incluida', hora: '12:00', motivoId: MOTIVO.falhaRelogio }],
  },
  {
    funcionarioId: 11, mes: -1, quando: { diaUtil: 3 },
    efeitos: [{ tipo: 'atraso', minutos: 40 },
      tratamento({ tipoJustificativa: 'ABONO_ENTRADA', motivoId: MOTIVO.consulta, horas: '00:40', observacao: 'Consulta médica com declaração' })],
  },
  {
    funcionarioId: 13, mes: -1, quando: { domingo: 1 },
    efeitos: [{ tipo: 'trabalho', horas: ['07:00', '12:00', '13:00', '17:00'] },
      tratamento({ tipoJustificativa: 'BANCO_DE_DIAS_CREDITO', motivoId: MOTIVO.creditoBancoDias, bancoDiasId: 1, observacao: 'Convocação da Justiça Eleitoral' })],
  },
  { funcionarioId: 14, mes: 0, quando: { diaUtil: 2 }, efeitos: [{ tipo: 'horaExtra', minutos: 90 }] },
  { funcionarioId: 33, mes: 0, quando: { diaUtil: 2 }, efeitos: [{ tipo: 'atraso', minutos: 25 }] },
  { funcionarioId: 33, mes: 0, quando: { diaUtil: 3 }, efeitos: [{ tipo: 'horaExtra', minutos: 160 }] },
  { funcionarioId: 33, mes: 0, quando: { diaUtil: 5 }, efeitos: [{ tipo: 'saidaAntecipada', minutos: 40 }] },
  {
    funcionarioId: 33, mes: 0, quando: { diaUtil: 7 },
    efeitos: [{ tipo: 'falta' }, tratamento({ tipoJustificativa: 'JUSTIFICATIVA', motivoId: MOTIVO.faltaInjustificada })],
  },
  { funcionarioId: 38, mes: 0, quando: { diaUtil: 2 }, efeitos: [{ tipo: 'horaExtra', minutos: 45 }] },
  { funcionarioId: 38, mes: 0, quando: { diaUtil: 5 }, efeitos: [{ tipo: 'saidaAntecipada', minutos: 30 }] },
  {
    funcionarioId: 40, mes: 0, quando: { diaUtil: 4 },
    efeitos: [{ tipo: 'horaExtra', minutos: 90 },
      tratamento({ tipoJustificativa: 'BANCO_DE_HORAS_CREDITO', motivoId: MOTIVO.creditoBancoHoras, horas: '01:30' })],
  },
  { funcionarioId: 47, mes: 0, quando: { feriadoTrabalhado: true }, efeitos: [{ tipo: 'trabalho', horas: ['08:00', '12:00'] }] },
  { funcionarioId: 47, mes: 0, quando: { diaUtil: 4 }, efeitos: [{ tipo: 'horaExtra', minutos: 270 }] },
  { funcionarioId: 47, mes: 0, quando: { diaUtil: 9 }, efeitos: [{ tipo: 'horaExtra', minutos: 390 }] },
  { funcionarioId: 55, mes: 0, quando: { diaUtil: 3 }, efeitos: [{ tipo: 'semSaida' }] },
]

/** The competence `mes` months from today's (0 = today's); undefined outside the seeded range. */
export function competenciaRelativa(db: Db, mes: number): Competencia | undefined {
  const atual = competenciaAtual(db)
  if (!atual) return undefined
  const ordenadas = [...db.competencias].sort((a, b) => a.inicio.localeCompare(b.inicio))
  return ordenadas[ordenadas.findIndex((c) => c.id === atual.id) + mes]
}

function resolverData(ctx: Contexto, dias: readonly IsoDate[], quando: Quando): IsoDate | undefined {
  const passados = dias.filter((d) => d < ctx.hoje)
  // A 12x36 shift on a holiday is a working day, but no scenario of an ordinary day goes there: the days stay as listed.
  if ('diaUtil' in quando) return passados.filter((d) => diaDeTrabalho(ctx, d) && !feriadoDoDia(ctx, d))[quando.diaUtil - 1]
  if ('domingo' in quando) return passados.filter((d) => weekday(d) === 0)[quando.domingo - 1]
  return passados.find((d) => weekday(d) >= 1 && weekday(d) <= 5 && feriadoDoDia(ctx, d) !== undefined)
}

/** The scenario effects of an employee's month, by date. */
export function efeitosDoMes(ctx: Contexto, competencia: Competencia): Map<IsoDate, Efeito[]> {
  const out = new Map<IsoDate, Efeito[]>()
  const cenarios = CENARIOS.filter((c) => c.funcionarioId === ctx.funcionario.id)
  if (cenarios.length === 0) return out
  const dias = eachDay(competencia.inicio, competencia.fim)
  for (const c of cenarios) {
    if (competenciaRelativa(ctx.db, c.mes)?.id !== competencia.id) continue
    const data = resolverData(ctx, dias, c.quando)
    if (data) out.set(data, [...(out.get(data) ?? []), ...c.efeitos])
  }
  return out
}
