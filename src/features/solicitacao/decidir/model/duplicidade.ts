import type { RegistroDia, TipoJustificativa } from '@/entities/cartao-ponto'
import { hhmmToMinutes } from '@/shared/lib'
import { marcacoesContadas } from './dias-da-solicitacao'

/** An include-punch request this close (minutes, either side) to a punch that counts duplicates it. */
export const TOLERANCIA_MINUTOS = 5

const MINUTOS_DO_DIA = 24 * 60

/** What the approval would write: the detail's `efeito` (INCLUIR_MARCACAO, ABONO, BANCO_DE_*_DEBITO), time and reason. */
export interface SolicitacaoAvaliada {
  id: number
  efeito: string | undefined
  horas: string | null | undefined
  motivoId: number | null | undefined
}

export interface DiaAvaliado {
  data: string
  registro: Pick<RegistroDia, 'marcacoes' | 'tratamentos'>
}

export interface AvisoDuplicidade {
  data: string
  mensagem: string
}

/** The treatments of the same kind as a request's effect, and how the warning names one. */
const MESMO_TIPO: Readonly<Record<string, { tipos: readonly TipoJustificativa[]; nome: string }>> = {
  ABONO: { tipos: ['ABONO', 'ABONO_ENTRADA', 'ABONO_SAIDA'], nome: 'um abono' },
  BANCO_DE_HORAS_DEBITO: {
    tipos: ['BANCO_DE_HORAS_DEBITO', 'BANCO_DE_HORAS_DEBITO_ENTRADA', 'BANCO_DE_HORAS_DEBITO_SAIDA'],
    nome: 'um débito no banco de horas',
  },
  BANCO_DE_DIAS_DEBITO: { tipos: ['BANCO_DE_DIAS_DEBITO'], nome: 'um débito no banco de dias' },
}

/** Minutes between two clock times, across midnight (23:58 and 00:01 are 3 minutes apart). */
function distancia(a: number, b: number): number {
  const d = Math.abs(a - b) % MINUTOS_DO_DIA
  return Math.min(d, MINUTOS_DO_DIA - d)
}

const aDistancia = (minutos: number) =>
  minutos === 0 ? 'no mesmo horário da solicitada' : `a ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'} da solicitada`

function marcacaoProxima(horas: string, dia: DiaAvaliado): string | null {
  const pedida = hhmmToMinutes(horas)
  if (Number.isNaN(pedida)) return null
  const proximas = marcacoesContadas(dia.registro)
    .map((m) => ({ hora: m.hora, minutos: distancia(hhmmToMinutes(m.hora), pedida) }))
    .filter((m) => m.minutos <= TOLERANCIA_MINUTOS)
    .sort((a, b) => a.minutos - b.minutos)
  const [maisProxima] = proximas
  return maisProxima ? `Já existe a marcação ${maisProxima.hora} neste dia, ${aDistancia(maisProxima.minutos)}.` : null
}

function tratamentoRepetido(s: SolicitacaoAvaliada, dia: DiaAvaliado): string | null {
  const outros = dia.registro.tratamentos.filter((t) => t.solicitacaoId !== s.id)
  const tipo = s.efeito ? MESMO_TIPO[s.efeito] : undefined
  const doTipo = tipo && outros.find((t) => tipo.tipos.includes(t.tipoJustificativa))
  if (tipo && doTipo) return `Já existe neste dia ${tipo.nome} (${doTipo.motivo.descricao}).`
  const doMotivo = s.motivoId == null ? undefined : outros.find((t) => t.motivo.id === s.motivoId)
  return doMotivo ? `Já existe neste dia um tratamento com o mesmo motivo (${doMotivo.motivo.descricao}).` : null
}

/**
 * What the approval would duplicate on each day, before the approver decides: an include-punch request whose time is
 * within TOLERANCIA_MINUTOS of a punch that counts that day (the nearest one is named), or any other request on a day
 * that already has a treatment of the same kind (abono, hour-bank or day-bank debit) or the same reason. The request's
 * own treatments (an approved request seen again) do not count.
 */
export function avisosDeDuplicidade(s: SolicitacaoAvaliada, dias: readonly DiaAvaliado[]): AvisoDuplicidade[] {
  const avisos: AvisoDuplicidade[] = []
  for (const dia of dias) {
    const mensagem = s.efeito === 'INCLUIR_MARCACAO' ? (s.horas ? marcacaoProxima(s.horas, dia) : null) : tratamentoRepetido(s, dia)
    if (mensagem) avisos.push({ data: dia.data, mensagem })
  }
  return avisos
}
