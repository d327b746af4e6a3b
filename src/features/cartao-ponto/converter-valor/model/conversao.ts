import { hhmmSign, type RegistroDia, type TipoJustificativa } from '@/entities/cartao-ponto'
import { hhmmToMinutes, minutesToHhmm } from '@/shared/lib'
import { MSG_TIPO_NAO_RECONHECIDO, preencherMensagem } from '@/shared/config'

/** The amounts of a day that open a conversion dialog (TC-147..149). */
export const TIPOS_CONVERSAO = [
  'HORA_EXTRA',
  'HORA_EXTRA_CALCULADA',
  'FALTA',
  'ATRASO',
  'SAIDA_ANTECIPADA',
  'BANCO_DE_HORAS',
] as const
export type TipoConversao = (typeof TIPOS_CONVERSAO)[number]

/** Where the amount comes from, as POST /api/registros/justificar reads it (`origemConversao`). */
export type OrigemConversao = 'HORA_EXTRA' | 'HORA_EXTRA_CALCULADA' | 'FALTA' | 'BANCO_DE_HORAS'

export type CampoConversao = 'horaExtraTotal' | 'horaExtraCalculada' | 'falta' | 'atraso' | 'saidaAntecipada' | 'saldoBanco'

export interface DefinicaoConversao {
  titulo: string
  campo: CampoConversao
  origem: OrigemConversao
  /** TC-158: the hour can be changed (absence, delay, early leave). */
  editavel: boolean
}

export const TITULO_HORAS_EXTRAS = 'Alterar Horas Extras'
export const TITULO_FALTAS = 'Alterar Faltas'
export const TITULO_BANCO_HORAS = 'Alterar banco de horas'

/** TC-147..149: the title, the day's field and the origin of each kind of amount. */
export const CONVERSOES: Record<TipoConversao, DefinicaoConversao> = {
  HORA_EXTRA: { titulo: TITULO_HORAS_EXTRAS, campo: 'horaExtraTotal', origem: 'HORA_EXTRA', editavel: false },
  HORA_EXTRA_CALCULADA: {
    titulo: TITULO_HORAS_EXTRAS,
    campo: 'horaExtraCalculada',
    origem: 'HORA_EXTRA_CALCULADA',
    editavel: false,
  },
  FALTA: { titulo: TITULO_FALTAS, campo: 'falta', origem: 'FALTA', editavel: true },
  ATRASO: { titulo: TITULO_FALTAS, campo: 'atraso', origem: 'FALTA', editavel: true },
  SAIDA_ANTECIPADA: { titulo: TITULO_FALTAS, campo: 'saidaAntecipada', origem: 'FALTA', editavel: true },
  BANCO_DE_HORAS: { titulo: TITULO_BANCO_HORAS, campo: 'saldoBanco', origem: 'BANCO_DE_HORAS', editavel: false },
}

/** The kind of a string, or null when unknown (TC-151). */
export function conversaoDoTipo(tipo: string): DefinicaoConversao | null {
  return (TIPOS_CONVERSAO as readonly string[]).includes(tipo) ? CONVERSOES[tipo as TipoConversao] : null
}

/** TC-151 */
export const mensagemTipoNaoReconhecido = (tipo: string) => preencherMensagem(MSG_TIPO_NAO_RECONHECIDO, { tipo })

/** The kind of amount a grid column converts, or null for the other columns. */
export function tipoConversaoDoCampo(campo: string): TipoConversao | null {
  return TIPOS_CONVERSAO.find((tipo) => CONVERSOES[tipo].campo === campo) ?? null
}

/** TC-162: the reason the conversions into these types always use. */
export const MOTIVO_FIXO: Partial<Record<TipoJustificativa, number>> = {
  HORA_EXTRA: 117,
  BANCO_DE_DIAS_DEBITO: 114,
  BANCO_DE_HORAS_DEBITO: 112,
  BANCO_DE_HORAS_CREDITO: 111,
}

export const motivoFixo = (tipo: TipoJustificativa | null | undefined): number | null =>
  (tipo && MOTIVO_FIXO[tipo]) ?? null

export const ROTULOS_CONVERSAO: Partial<Record<TipoJustificativa, string>> = {
  HORA_EXTRA: 'Pagar como hora extra',
  BANCO_DE_HORAS_CREDITO: 'Crédito no banco de horas',
  BANCO_DE_HORAS_DEBITO: 'Débito no banco de horas',
  BANCO_DE_DIAS_DEBITO: 'Débito no banco de dias',
  ABONO: 'Abono',
  JUSTIFICATIVA: 'Justificativa',
}

/** The amount of the day's field, without sign ('-00:17' → '00:17'; '' → '00:00'). */
export function valorDoCampo(registro: RegistroDia, campo: CampoConversao): string {
  const minutos = hhmmToMinutes(registro[campo] ?? '')
  return minutesToHhmm(Number.isNaN(minutos) ? 0 : Math.abs(minutos))
}

/** The amount exists (non-zero): the cell is a button and overtime can be paid (TC-161). */
export const temValor = (valor: string | null | undefined): boolean => hhmmSign(valor) !== 0

/** The day has no treatments and nothing went to or came from the hour bank (TC-159). */
export function semTratamentosNemBancoHoras(registro: RegistroDia): boolean {
  const bancoHoras = [registro.bhExtra, registro.bhExtra100, registro.bhExtraNoturna, registro.bhMenos]
  return registro.tratamentos.length === 0 && bancoHoras.every((valor) => !temValor(valor))
}

/** What of the time card the conversion's offer depends on. */
export interface ContextoConversao {
  /** TC-177: the employee has an hour bank in this competence (`manutencaoDTO.existeBancoHoras`). */
  existeBancoHoras: boolean
}

/**
 * TC-159..161: the justification types a conversion offers, in the select's order.
 * - overtime: hour bank credit (when the employee has an hour bank: the server refuses it otherwise), paid overtime
 *   (when there is an amount);
 * - absence, delay, early leave: day bank debit (absence only, when the day has no treatments and no hour bank
 *   movement), hour bank debit (when the employee has an hour bank), then excusing or justifying with a reason;
 * - hour bank: a credit can be paid as overtime (when there is one) or kept; a debit is confirmed against the
 *   bank, excused, or taken from a day bank (same condition as above).
 */
export function opcoesConversao(tipo: TipoConversao, registro: RegistroDia, { existeBancoHoras }: ContextoConversao): TipoJustificativa[] {
  const { campo } = CONVERSOES[tipo]
  const valor = registro[campo]
  const haValor = temValor(valor)
  const bancoDias = semTratamentosNemBancoHoras(registro)
  // Without an hour bank in the competence the hours would leave the payroll without being owed anywhere.
  const debitoNoBanco = existeBancoHoras ? (['BANCO_DE_HORAS_DEBITO'] as const) : []
  switch (tipo) {
    case 'HORA_EXTRA':
    case 'HORA_EXTRA_CALCULADA':
      return [...(existeBancoHoras ? (['BANCO_DE_HORAS_CREDITO'] as const) : []), ...(haValor ? (['HORA_EXTRA'] as const) : [])]
    case 'FALTA':
      return [...(bancoDias ? (['BANCO_DE_DIAS_DEBITO'] as const) : []), ...debitoNoBanco, 'ABONO', 'JUSTIFICATIVA']
    case 'ATRASO':
    case 'SAIDA_ANTECIPADA':
      return [...debitoNoBanco, 'ABONO', 'JUSTIFICATIVA']
    case 'BANCO_DE_HORAS':
      if (hhmmSign(valor) < 0) {
        return ['BANCO_DE_HORAS_DEBITO', ...(bancoDias ? (['BANCO_DE_DIAS_DEBITO'] as const) : []), 'ABONO']
      }
      return [...(haValor ? (['HORA_EXTRA'] as const) : []), 'BANCO_DE_HORAS_CREDITO']
  }
}

/**
 * TC-158: the hour can be changed only for absence, delay and early leave; paying part of an hour bank
 * credit as overtime (TC-163) is the one other case. A day bank debit always sends 00:00 (TC-156).
 */
export function horaEditavel(tipo: TipoConversao, tipoJustificativa: TipoJustificativa | null | undefined): boolean {
  if (tipoJustificativa === 'BANCO_DE_DIAS_DEBITO') return false
  return CONVERSOES[tipo].editavel || (tipo === 'BANCO_DE_HORAS' && tipoJustificativa === 'HORA_EXTRA')
}
