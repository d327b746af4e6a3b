import type { Db, Limites } from '../../db/index'
import type { FieldError } from '../../http/spring'

const NOMES: Record<keyof Limites, string> = {
  funcionarios: 'funcionários ativos',
  usuarios: 'usuários',
  equipamentos: 'equipamentos',
  coletores: 'coletores',
}

/**
 * REG-080: a new record of a licensed kind fits the limit saved in /config (the license). `emUso` counts what already
 * holds a place (active employees only: a dismissed one frees his). The error lands on `campo`, a field of the form.
 */
export function foraDoLimite(db: Db, tipo: keyof Limites, emUso: number, campo: string): FieldError | null {
  const limite = db.limites[tipo]
  return emUso >= limite ? { property: campo, message: `limite de ${limite} ${NOMES[tipo]} atingido`, invalidValue: null } : null
}
