import { formatDateAtBrasilia, parseDateAtBrasilia } from '@/shared/lib'
import type { Feriado } from '../api/feriado.schema'

/** REG-037: a holiday's date is midnight at UTC−3, so it shows on its own calendar day in any time zone. */
export const dataDoFeriado = (f: Pick<Feriado, 'data'>): string => formatDateAtBrasilia(parseDateAtBrasilia(f.data))

const normalizar = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** REG-038: the list's text filter, on the client: formatted date, description, city, id and code. */
export function feriadoCombina(f: Feriado, texto: string): boolean {
  const busca = normalizar(texto.trim())
  if (!busca) return true
  return [dataDoFeriado(f), f.descricao, f.cidade?.descricao ?? '', String(f.id), String(f.codigo)].some((valor) =>
    normalizar(valor).includes(busca),
  )
}
