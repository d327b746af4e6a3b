import type { OrigemAlteracao, TipoAlteracao } from '@/shared/api/contract/endpoints/historico'
import type { AlteracaoCartao, Db, EstadoDia } from '../db/index'
import { agora } from '../timecard/relogio'
import { assinatura } from './estado'
import { descreverDia, resumoDoDia } from './resumo'

/**
 * "Salvar em ordem de horário" (docs/api-extensions.md): the app saves the punch (POST /api/registros) and then puts the
 * day in order (POST …/ordenar). The history shows that save as one entry: the inclusion or alteration, whose `depois`
 * becomes the ordered day, so one undo gives the day back as it was before the save.
 */

/** How long after an inclusion an ordering of the same day by the same user still belongs to its save. */
export const MESMO_SALVAMENTO_MS = 10_000

const SALVAS_EM_ORDEM: readonly TipoAlteracao[] = ['MARCACAO_INCLUIDA', 'MARCACAO_ALTERADA']

export const EM_ORDEM = ' (dia posto em ordem de horário)'

interface Ordenacao {
  origem: OrigemAlteracao
  tipo?: TipoAlteracao | undefined
  username: string
}

/** The day's newest entry, when the ordering completes it: the same user's punch saved just before, nothing since. */
function salvamentoDoDia(db: Db, r: Ordenacao, antes: EstadoDia): AlteracaoCartao | undefined {
  if (r.origem !== 'CARTAO' || r.tipo !== 'MARCACOES_ORDENADAS') return undefined
  const e = db.historico.findLast((x) => x.estado.alcance === 'DIA' && x.estado.depois.registroId === antes.registroId)
  if (!e || e.estado.alcance !== 'DIA') return undefined
  const recente = agora(db).getTime() - new Date(e.em).getTime() <= MESMO_SALVAMENTO_MS
  const intocada = e.desfeitaPor === null && e.desfaz === null && e.vinculadas.length === 0
  return e.origem === 'CARTAO' && SALVAS_EM_ORDEM.includes(e.tipo) && e.usuario.username === r.username && recente && intocada
    && assinatura(e.estado.depois) === assinatura(antes)
    ? e
    : undefined
}

/**
 * Folds the ordering of a day into the save it completes: that entry now ends with the ordered day, told as a person
 * reads it from the day before the save. Answers false when the ordering is a change of its own.
 */
export function fundirNoSalvamento(db: Db, r: Ordenacao, antes: EstadoDia, depois: EstadoDia): boolean {
  const e = salvamentoDoDia(db, r, antes)
  if (!e || e.estado.alcance !== 'DIA') return false
  e.estado = { alcance: 'DIA', antes: e.estado.antes, depois }
  e.depois = resumoDoDia(db, depois)
  e.descricao = `${descreverDia(db, e.estado.antes, depois, new Map()).texto}${EM_ORDEM}`
  return true
}
