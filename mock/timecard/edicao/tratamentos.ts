import { MSG_SALDO_RESTANTE_BANCO_HORAS } from '@/shared/config/mensagens'
import { nextId } from '../../db/queries'
import { MOTIVO } from '../../db/seed/cadastros'
import type { Db, IsoDate, Registro, TipoJustificativa, Tratamento } from '../../db/index'
import { formatMinutes, parseHora } from '../../engine/index'
import type { IdsCartao } from '../acesso'
import { ensureMes } from '../generate'
import type { OrigemConversao, PedidoJustificativa } from './tratamentos-pedido'

/** A treatment the user may remove: an inclusion that no request produced (TC-139). */
export function removivel(t: Tratamento): boolean {
  return t.ocorrencia === 'I' && t.solicitacaoId === null
}

/**
 * The day's register of an employee's competence (the month is generated first), created when missing.
 * Undefined when `registroId` is given and is not that day's register.
 */
export function registroDoDia(db: Db, ids: IdsCartao, data: IsoDate, registroId: number | null): Registro | undefined {
  ensureMes(db, ids.funcionarioId, ids.competenciaId)
  const atual = db.registros.find((r) => r.funcionarioId === ids.funcionarioId && r.competenciaId === ids.competenciaId && r.data === data)
  if (atual) return registroId === null || registroId === atual.id ? atual : undefined
  if (registroId !== null) return undefined
  const novo: Registro = { id: nextId(db, db.registros), ...ids, data, horarioId: null, horarioEspecial: false, folga: false, observacao: null }
  db.registros.push(novo)
  return novo
}

/** Justification types that already move the amount a conversion takes (they are replaced by it). */
const MOVEM: Record<OrigemConversao, (tipo: TipoJustificativa) => boolean> = {
  HORA_EXTRA: (tipo) => tipo.startsWith('HORA_EXTRA'),
  HORA_EXTRA_CALCULADA: (tipo) => tipo.startsWith('HORA_EXTRA') || tipo === 'BANCO_DE_HORAS_CREDITO',
  BANCO_DE_HORAS: (tipo) => tipo.startsWith('BANCO_DE_HORAS'),
  FALTA: () => false,
}

function incluir(db: Db, registroId: number, dados: Pick<Tratamento, 'tipoJustificativa' | 'horas' | 'motivoId' | 'bancoDiasId' | 'observacao'>) {
  const tratamento: Tratamento = {
    id: nextId(db, db.tratamentos), registroId, ocorrencia: 'I', solicitacaoId: null, acaoLoteId: null, movimentacaoId: null, ...dados,
  }
  db.tratamentos.push(tratamento)
  return tratamento
}

/**
 * Registers a justification on its day (ocorrencia 'I'). A conversion (TC-150) first drops the day's removable
 * treatments that produced the converted amount (overtime authorisations for paid overtime, those and hour bank
 * credits for the whole overtime, hour bank treatments for the bank amount), so the amount is not counted twice;
 * paying part of an hour bank amount registers the rest as an hour bank credit (TC-163, TC-164).
 */
export function incluirJustificativa(db: Db, registro: Registro, pedido: PedidoJustificativa): Tratamento[] {
  const { conversao } = pedido
  if (conversao) {
    const substitui = MOVEM[conversao.origem]
    removerOnde(db, (t) => t.registroId === registro.id && removivel(t) && substitui(t.tipoJustificativa))
  }
  const { tipoJustificativa, motivoId, bancoDiasId, observacao } = pedido
  const horas = tipoJustificativa === 'BANCO_DE_DIAS_DEBITO' ? '00:00' : pedido.horas
  const criados = [incluir(db, registro.id, { tipoJustificativa, horas, motivoId, bancoDiasId, observacao })]
  const resto = conversao?.origem === 'BANCO_DE_HORAS' && tipoJustificativa === 'HORA_EXTRA' && horas !== null ? conversao.total - parseHora(horas) : 0
  if (resto > 0) {
    criados.push(incluir(db, registro.id, {
      tipoJustificativa: 'BANCO_DE_HORAS_CREDITO', horas: formatMinutes(resto), motivoId: MOTIVO.creditoBancoHoras, bancoDiasId: null,
      observacao: MSG_SALDO_RESTANTE_BANCO_HORAS,
    }))
  }
  return criados
}

/** The card a stored treatment belongs to. */
export function cartaoDoTratamento(db: Db, t: Tratamento): (IdsCartao & { registro: Registro }) | undefined {
  const registro = db.registros.find((r) => r.id === t.registroId)
  return registro && { funcionarioId: registro.funcionarioId, competenciaId: registro.competenciaId, registro }
}

/** Removes the stored treatments that match, in place. */
export function removerOnde(db: Db, remover: (t: Tratamento) => boolean): void {
  for (let i = db.tratamentos.length - 1; i >= 0; i--) {
    const t = db.tratamentos[i]
    if (t && remover(t)) db.tratamentos.splice(i, 1)
  }
}
