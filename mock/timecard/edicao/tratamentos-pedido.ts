import { justificativaCamposSchema, type OrigemConversao } from '@/shared/api/contract/endpoints/registros'
import type { Competencia, Db, IsoDate, TipoJustificativa } from '../../db/index'
import { formatMinutes } from '../../engine/index'
import { emOrdem, lerCampos } from '../../http/campos'
import type { FieldError } from '../../http/spring'
import type { IdsCartao } from '../acesso'
import { vinculadoNoMes } from '../mes'
import type { Corpo } from './corpo'

export const MSG_SEM_BANCO_DE_HORAS = 'O funcionário não tem banco de horas nesta competência.'

export const ENTIDADE_JUSTIFICATIVA = 'Justificativa'

/**
 * An hour-bank credit or debit for an employee without an hour bank in the competence: overtime moved to it would be
 * neither paid nor banked, and an absence debited from it would leave the payroll without being owed anywhere.
 */
export function semBancoDeHoras(db: Db, ids: IdsCartao, competencia: Competencia, tipo: TipoJustificativa): boolean {
  const funcionario = db.funcionarios.find((f) => f.id === ids.funcionarioId)
  return tipo.startsWith('BANCO_DE_HORAS') && funcionario !== undefined && !vinculadoNoMes(funcionario.bancosHoras, competencia)
}

export type { OrigemConversao }

export interface Conversao {
  origem: OrigemConversao
  /** The whole amount shown in the cell, in minutes (TC-163/164). */
  total: number
}

/** POST /api/registros/justificar, read and checked (shared contract plus the optional conversion fields). */
export interface PedidoJustificativa {
  funcionarioId: number
  competenciaId: number
  registroId: number | null
  data: IsoDate
  tipoJustificativa: TipoJustificativa
  horas: string | null
  motivoId: number
  bancoDiasId: number | null
  observacao: string | null
  conversao: Conversao | null
}

/**
 * Checks the rest of the body (the contract's, its cross-field rules included) against the database and the card's
 * competence: the day within it, the reason and bank existing.
 */
export function lerPedidoJustificativa(db: Db, ids: IdsCartao, body: Corpo, competencia: Competencia): PedidoJustificativa | FieldError[] {
  const { dados, erros } = lerCampos(justificativaCamposSchema, body)
  const { data, tipoJustificativa, origemConversao, horasTotal, horas, idMotivo, idBancoDias } = dados
  if (data && (data < competencia.inicio || data > competencia.fim)) {
    erros.push({ property: 'data', message: 'deve estar dentro da competência', invalidValue: data })
  }
  if (typeof idMotivo === 'number' && !db.motivos.some((m) => m.id === idMotivo)) {
    erros.push({ property: 'idMotivo', message: 'motivo não encontrado', invalidValue: idMotivo })
  }
  if (typeof idBancoDias === 'number' && !db.bancosDias.some((b) => b.id === idBancoDias)) {
    erros.push({ property: 'idBancoDias', message: 'banco de dias não encontrado', invalidValue: idBancoDias })
  }
  if (tipoJustificativa && semBancoDeHoras(db, ids, competencia, tipoJustificativa)) {
    erros.push({ property: 'tipoJustificativa', message: MSG_SEM_BANCO_DE_HORAS, invalidValue: tipoJustificativa })
  }
  if (erros.length > 0 || !data || !tipoJustificativa || typeof idMotivo !== 'number') return emOrdem(justificativaCamposSchema, erros)
  const porBancoDias = tipoJustificativa.startsWith('BANCO_DE_DIAS')
  return {
    ...ids,
    registroId: dados.idRegistro ?? null,
    data,
    tipoJustificativa,
    horas: typeof horas === 'number' ? formatMinutes(horas) : null,
    motivoId: idMotivo,
    bancoDiasId: porBancoDias ? (idBancoDias ?? null) : null,
    observacao: dados.observacao ?? null,
    conversao: origemConversao && typeof horasTotal === 'number' ? { origem: origemConversao, total: horasTotal } : null,
  }
}
