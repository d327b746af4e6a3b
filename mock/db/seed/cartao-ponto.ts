import { addDays, subDays } from 'date-fns'
import { fromIsoDate, isoDate, isoLocalDateTime } from '../lib/dates'
import type {
  Aceite, Bloqueio, Competencia, Funcionario, IsoDate, LancamentoBancoCompensacao, LancamentoBancoDias, LancamentoBancoHoras,
  MovimentacaoRH, ObservacaoCartaoPonto, Usuario,
} from '../schema'
import { MOTIVO } from './cadastros'

/**
 * Time-card tables around the registros: HR movements, acceptances, locks, notes and bank entries. Placed
 * relative to today's competence (0 = today's, -1 the one before); the full scenario list is in
 * mock/timecard/scenarios.ts.
 */
export interface TabelasCartaoPonto {
  movimentacoesRH: MovimentacaoRH[]
  aceites: Aceite[]
  bloqueios: Bloqueio[]
  observacoes: ObservacaoCartaoPonto[]
  lancamentosBancoHoras: LancamentoBancoHoras[]
  lancamentosBancoDias: LancamentoBancoDias[]
  lancamentosBancoCompensacao: LancamentoBancoCompensacao[]
  mesesGerados: Record<string, true>
}

type Relativa = (mes: number) => Competencia | undefined

function relativas(competencias: Competencia[], today: Date): Relativa {
  const ordenadas = [...competencias].sort((a, b) => a.inicio.localeCompare(b.inicio))
  const hoje = isoDate(today)
  const atual = ordenadas.findIndex((c) => c.inicio <= hoje && hoje <= c.fim)
  return (mes) => (atual < 0 ? undefined : ordenadas[atual + mes])
}

/** The n-th day of a competence (clamped to its end). */
function dia(c: Competencia, n: number): IsoDate {
  const d = isoDate(addDays(fromIsoDate(c.inicio), n - 1))
  return d > c.fim ? c.fim : d
}

function diaAnterior(data: IsoDate): IsoDate {
  return isoDate(subDays(fromIsoDate(data), 1))
}

function dataHora(data: IsoDate, dias: number, hora: number, minuto: number): string {
  const d = addDays(fromIsoDate(data), dias)
  d.setHours(hora, minuto)
  return isoLocalDateTime(d)
}

/** Deterministic small number for an employee (opening balances). */
function sorteio(id: number, salt: number, max: number): number {
  return (Math.imul(id + 7, 2654435761 + salt) >>> 0) % (max + 1)
}

function movimentacoes(funcionarios: Funcionario[], rel: Relativa): MovimentacaoRH[] {
  const rows: Omit<MovimentacaoRH, 'id'>[] = []
  const vazio = { observacao: null, descricaoAfastamento: null, dataRescisao: null, motivoId: null }
  for (const f of funcionarios) {
    if (f.demissao === null) continue
    rows.push({
      ...vazio, funcionarioId: f.id, tipo: 'RESCISAO', tipoMovimentacaoDescricao: 'Rescisão', movimentacao: 'Rescisão do contrato de trabalho',
      dataInicio: isoDate(addDays(fromIsoDate(f.demissao), 1)), dataFim: null, dataRescisao: f.demissao,
      observacao: f.id === 10 ? 'Pedido de demissão' : null,
    })
  }
  const atual = rel(0)
  const anterior = rel(-1)
  if (atual) {
    rows.push({ ...vazio, funcionarioId: 43, tipo: 'FERIAS', tipoMovimentacaoDescricao: 'Férias', movimentacao: 'Gozo de férias (20 dias)',
      dataInicio: dia(atual, 3), dataFim: dia(atual, 22), observacao: 'Férias regulamentares' })
  }
  if (anterior) {
    rows.push({ ...vazio, funcionarioId: 29, tipo: 'FERIAS', tipoMovimentacaoDescricao: 'Férias', movimentacao: 'Gozo de férias (20 dias)',
      dataInicio: dia(anterior, 5), dataFim: dia(anterior, 24), observacao: 'Férias regulamentares' })
  }
  if (anterior && atual) {
    rows.push({
      funcionarioId: 22, tipo: 'AFASTAMENTO', tipoMovimentacaoDescricao: 'Afastamento', movimentacao: 'Afastamento por doença',
      dataInicio: dia(anterior, 20), dataFim: dia(atual, 10), observacao: 'Atestado médico de 22 dias',
      descricaoAfastamento: 'Licença para tratamento de saúde (auxílio-doença)', dataRescisao: null, motivoId: MOTIVO.atestado,
    })
  }
  return rows.map((r, i) => ({ id: i + 1, ...r }))
}

function aceites(funcionarios: Funcionario[], rel: Relativa): Aceite[] {
  const rows: Omit<Aceite, 'id'>[] = []
  const fernanda = funcionarios.find((f) => f.id === 1)
  for (let mes = -12; mes <= -1; mes++) {
    const c = rel(mes)
    if (!c || !fernanda || c.fim < fernanda.admissao) continue
    const pendente = mes === -1
    rows.push({ funcionarioId: 1, competenciaId: c.id, situacao: pendente ? 'PENDENTE' : 'ACEITO',
      dataAceite: pendente ? null : dataHora(c.fim, 5, 9, 15), usuarioId: null })
  }
  for (const [funcionarioId, mes] of [[21, -1], [53, -1], [33, -2], [33, -1]] as const) {
    const c = rel(mes)
    if (c) rows.push({ funcionarioId, competenciaId: c.id, situacao: 'PENDENTE', dataAceite: null, usuarioId: null })
  }
  return rows.map((r, i) => ({ id: i + 1, ...r }))
}

function bloqueios(rel: Relativa, today: Date, usuarios: Usuario[]): Bloqueio[] {
  const rh = usuarios.find((u) => u.username === 'rh')?.id ?? null
  const rows: Omit<Bloqueio, 'id'>[] = []
  const atual = rel(0)
  const anterior = rel(-1)
  if (atual) rows.push({ funcionarioId: 35, competenciaId: atual.id, dataBloqueio: dataHora(isoDate(today), -1, 16, 40), usuarioId: rh })
  if (anterior) rows.push({ funcionarioId: 39, competenciaId: anterior.id, dataBloqueio: dataHora(anterior.fim, 3, 10, 5), usuarioId: rh })
  return rows.map((r, i) => ({ id: i + 1, ...r }))
}

function observacoes(rel: Relativa): ObservacaoCartaoPonto[] {
  const rows: [number, number, string][] = [
    [1, 0, 'Conferir o saldo do banco de horas antes do fechamento.'],
    [1, -1, 'Atestado médico entregue ao RH.'],
    [33, 0, 'Horas extras autorizadas pela Secretaria de Obras.'],
    [47, 0, 'Trabalhou no feriado em plantão da Defesa Civil.'],
  ]
  return rows.flatMap(([funcionarioId, mes, observacao]) => {
    const c = rel(mes)
    return c ? [{ funcionarioId, competenciaId: c.id, observacao }] : []
  }).map((r, i) => ({ id: i + 1, ...r }))
}

/** Opening balances dated the day before the first competence, for links that started before it. */
function abertura(rel: Relativa): IsoDate | undefined {
  for (let mes = -24; mes <= 0; mes++) {
    const c = rel(mes)
    if (c) return diaAnterior(c.inicio)
  }
  return undefined
}

function lancamentosBancoHoras(funcionarios: Funcionario[], rel: Relativa): LancamentoBancoHoras[] {
  const rows: Omit<LancamentoBancoHoras, 'id'>[] = []
  const data = abertura(rel)
  for (const f of funcionarios) {
    for (const link of f.bancosHoras) {
      if (!data || link.inicio > data || (link.fim !== null && link.fim < data)) continue
      const minutos = f.id === 1 ? 750 : (sorteio(f.id, 1, 360) - 60) * 5
      if (minutos !== 0) rows.push({ funcionarioId: f.id, bancoHorasId: link.bancoHorasId, data, minutos, tipo: 'SALDO_INICIAL', observacao: 'Saldo transportado' })
    }
  }
  const manuais: [number, number, number, number, LancamentoBancoHoras['tipo'], string][] = [
    [1, 0, 3, 120, 'LANCAMENTO', 'Crédito por participação em evento externo'],
    [1, -1, 20, -60, 'LANCAMENTO', 'Ajuste de saldo'],
    [25, -1, 25, 240, 'PAGAMENTO', 'Pagamento de horas na folha'],
    [35, -2, 10, 90, 'LANCAMENTO', 'Crédito por curso de capacitação'],
  ]
  for (const [funcionarioId, mes, n, minutos, tipo, observacao] of manuais) {
    const c = rel(mes)
    const link = funcionarios.find((f) => f.id === funcionarioId)?.bancosHoras[0]
    if (c && link) rows.push({ funcionarioId, bancoHorasId: link.bancoHorasId, data: dia(c, n), minutos, tipo, observacao })
  }
  return rows.map((r, i) => ({ id: i + 1, ...r }))
}

function lancamentosBancoDias(funcionarios: Funcionario[], rel: Relativa): LancamentoBancoDias[] {
  const rows: Omit<LancamentoBancoDias, 'id'>[] = []
  const data = abertura(rel)
  for (const f of funcionarios) {
    for (const link of f.bancosDias) {
      if (!data || link.inicio > data || (link.fim !== null && link.fim < data)) continue
      const dias = f.id === 1 ? (link.bancoDiasId === 1 ? 3 : 1) : 1 + sorteio(f.id, link.bancoDiasId, 3)
      rows.push({ funcionarioId: f.id, bancoDiasId: link.bancoDiasId, data, dias, tipo: 'SALDO_INICIAL', observacao: 'Saldo transportado' })
    }
  }
  const atual = rel(0)
  if (atual) rows.push({ funcionarioId: 1, bancoDiasId: 1, data: dia(atual, 2), dias: 1, tipo: 'LANCAMENTO', observacao: 'Convocação do TRE (mesária)' })
  return rows.map((r, i) => ({ id: i + 1, ...r }))
}

function lancamentosBancoCompensacao(funcionarios: Funcionario[], rel: Relativa): LancamentoBancoCompensacao[] {
  const manuais: [number, number, number, number, string][] = [
    [24, 0, 5, -60, 'Compensação autorizada pela chefia'],
    [38, -1, 10, 180, 'Mutirão de vacinação'],
    [62, -2, 8, 240, 'Plantão de manutenção emergencial'],
    [62, -1, 12, 150, 'Atendimento de chamado noturno'],
    [62, 0, 4, -60, 'Compensação de horas'],
    [67, -3, 15, 300, 'Plantão de fim de semana'],
    [67, 0, 6, 120, 'Atendimento de chamado'],
    [52, 0, 5, 180, 'Plantão de fim de semana'],
  ]
  const rows: Omit<LancamentoBancoCompensacao, 'id'>[] = []
  for (const [funcionarioId, mes, n, minutos, observacao] of manuais) {
    const c = rel(mes)
    if (!c) continue
    const data = dia(c, n)
    const link = funcionarios.find((f) => f.id === funcionarioId)?.bancosCompensacao.find((l) => l.inicio <= data && (l.fim === null || data <= l.fim))
    if (link) rows.push({ funcionarioId, bancoCompensacaoId: link.bancoCompensacaoId, data, minutos, observacao })
  }
  return rows.map((r, i) => ({ id: i + 1, ...r }))
}

export function seedTabelasCartaoPonto(today: Date, funcionarios: Funcionario[], competencias: Competencia[], usuarios: Usuario[]): TabelasCartaoPonto {
  const rel = relativas(competencias, today)
  return {
    movimentacoesRH: movimentacoes(funcionarios, rel),
    aceites: aceites(funcionarios, rel),
    bloqueios: bloqueios(rel, today, usuarios),
    observacoes: observacoes(rel),
    lancamentosBancoHoras: lancamentosBancoHoras(funcionarios, rel),
    lancamentosBancoDias: lancamentosBancoDias(funcionarios, rel),
    lancamentosBancoCompensacao: lancamentosBancoCompensacao(funcionarios, rel),
    mesesGerados: {},
  }
}
