import type { Db, Marcacao, Registro } from '../../db/index'
import { MAX_POSICOES, parseHora } from '../../engine/index'
import type { FieldError } from '../../http/spring'
import { dayNumber } from '../calendar'
import { marcacoesDoRegistro } from './marcacoes'

export const MSG_MARCACOES_DEMAIS = `O dia tem mais de ${MAX_POSICOES} marcações: em ordem de horário só cabem ${MAX_POSICOES} (quatro pares).`

/**
 * When a punch happens, in minutes from the start of the register's day. A clock punch keeps its clock date (a night
 * shift's exit of the next day comes after the entry); a punch typed by a person (INCLUIDO) counts on the register's
 * day: the next day was only inferred from the slot it was typed into (dataDoRelogio).
 */
function instanteNoDia(registro: Registro, m: Marcacao): number {
  const dias = dayNumber(m.data) - dayNumber(registro.data)
  const contados = m.tipoMarcacao === 'INCLUIDO' && dias > 0 ? 0 : dias
  return contados * 1440 + parseHora(m.hora)
}

/**
 * Issue 14: puts the counted punches of a day in time order, at positions 1..8 (pairs 1..4, entry and exit
 * alternating), pinned there. Every punch stays: none is removed and no ORIGINAL changes (Portaria 671); an INCLUIDO
 * punch the backend had dated the next day takes the register's day. Refused (errors, nothing changed) when the day
 * has more punches than positions.
 */
export function ordenarMarcacoes(db: Db, registro: Registro): FieldError[] {
  const contadas = marcacoesDoRegistro(db, registro.id).filter((m) => !m.desconsiderada)
  if (contadas.length > MAX_POSICOES) return [{ property: 'marcacoes', message: MSG_MARCACOES_DEMAIS, invalidValue: contadas.length }]
  const emOrdem = contadas
    .map((m) => ({ m, instante: instanteNoDia(registro, m) }))
    .sort((a, b) => a.instante - b.instante || a.m.id - b.m.id)
  emOrdem.forEach(({ m }, i) => {
    if (m.tipoMarcacao === 'INCLUIDO' && m.data > registro.data) Object.assign(m, { data: registro.data, dataHora: `${registro.data}T${m.hora}:00` })
    Object.assign(m, { sequencia: i + 1, posicaoManual: true })
  })
  return []
}
