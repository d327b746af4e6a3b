import type { BancoCompensacao, BancoDias, BancoHoras, Motivo, TipoSolicitacao } from '../schema'

/** Fixed reason ids the time card's conversions rely on (TC-162). */
export const MOTIVO = {
  atestado: 101, esquecimento: 102, consulta: 103, servicoExterno: 104, falhaRelogio: 105, doacaoSangue: 106,
  falecimento: 107, casamento: 108, treinamento: 109, reuniaoExterna: 110,
  creditoBancoHoras: 111, debitoBancoHoras: 112, creditoBancoDias: 113, debitoBancoDias: 114,
  faltaInjustificada: 115, justicaEleitoral: 116, horaExtra: 117, compensacaoFeriado: 118, greve: 119,
} as const

const MOTIVOS: [number, string, boolean][] = [
  [MOTIVO.atestado, 'Atestado médico', true],
  [MOTIVO.esquecimento, 'Esquecimento de marcação', true],
  [MOTIVO.consulta, 'Consulta médica', true],
  [MOTIVO.servicoExterno, 'Serviço externo', true],
  [MOTIVO.falhaRelogio, 'Falha no relógio de ponto', true],
  [MOTIVO.doacaoSangue, 'Doação de sangue', true],
  [MOTIVO.falecimento, 'Licença nojo (falecimento de familiar)', true],
  [MOTIVO.casamento, 'Licença gala (casamento)', true],
  [MOTIVO.treinamento, 'Treinamento', true],
  [MOTIVO.reuniaoExterna, 'Reunião externa', true],
  [MOTIVO.creditoBancoHoras, 'Crédito Banco de Horas', true],
  [MOTIVO.debitoBancoHoras, 'Débito Banco de Horas', true],
  [MOTIVO.creditoBancoDias, 'Crédito Banco de Dias', true],
  [MOTIVO.debitoBancoDias, 'Débito Banco de Dias', true],
  [MOTIVO.faltaInjustificada, 'Falta injustificada', true],
  [MOTIVO.justicaEleitoral, 'Convocação da Justiça Eleitoral', true],
  [MOTIVO.horaExtra, 'Hora Extra', true],
  [MOTIVO.compensacaoFeriado, 'Compensação de feriado', false],
  [MOTIVO.greve, 'Greve', false],
]

export function seedMotivos(): Motivo[] {
  return MOTIVOS.map(([id, descricao, ativo]) => ({ id, descricao, ativo }))
}

export function seedBancosDias(): BancoDias[] {
  return [
    { id: 1, descricao: 'Folgas TRE (Justiça Eleitoral)', ativo: true },
    { id: 2, descricao: 'Folga de aniversário', ativo: true },
    { id: 3, descricao: 'Plantões de fim de semana', ativo: true },
  ]
}

export function seedBancosHoras(): BancoHoras[] {
  return [
    { id: 1, codigo: 1, descricao: 'Banco de Horas Prefeitura', empresaId: 1, inicio: '2024-01-01', validadeMeses: 6, limiteCredito: 40 * 60, limiteDebito: 20 * 60 },
    { id: 2, codigo: 2, descricao: 'Banco de Horas Aurora Serviços', empresaId: 2, inicio: '2024-01-01', validadeMeses: 12, limiteCredito: 60 * 60, limiteDebito: 10 * 60 },
  ]
}

export function seedBancosCompensacao(): BancoCompensacao[] {
  return [
    { id: 1, descricao: 'Compensação por competências', tipo: 'COMPETENCIAS', inicio: '2024-01-01', fim: null, validade: 6, apenasLancamentoManual: false },
    { id: 2, descricao: 'Compensação por vencimento (90 dias)', tipo: 'DIAS', inicio: '2024-01-01', fim: null, validade: 90, apenasLancamentoManual: true },
  ]
}

export const TIPO_SOLICITACAO = { incluirMarcacao: 1, compensarBancoHoras: 2, atestado: 3, folgaTre: 4, servicoExterno: 5, aniversario: 6 } as const

export function seedTiposSolicitacao(): TipoSolicitacao[] {
  const rows: [number, string, number, number | null, boolean][] = [
    [TIPO_SOLICITACAO.incluirMarcacao, 'Incluir marcação', MOTIVO.esquecimento, null, true],
    [TIPO_SOLICITACAO.compensarBancoHoras, 'Compensar banco de horas', MOTIVO.debitoBancoHoras, null, true],
    [TIPO_SOLICITACAO.atestado, 'Abono por atestado médico', MOTIVO.atestado, null, false],
    [TIPO_SOLICITACAO.folgaTre, 'Folga TRE', MOTIVO.debitoBancoDias, 1, false],
    [TIPO_SOLICITACAO.servicoExterno, 'Serviço externo', MOTIVO.servicoExterno, null, true],
    [TIPO_SOLICITACAO.aniversario, 'Folga de aniversário', MOTIVO.debitoBancoDias, 2, false],
  ]
  return rows.map(([id, descricao, motivoId, bancoDiasId, informaHoras]) => ({ id, descricao, motivoId, bancoDiasId, informaHoras, ativo: true }))
}
