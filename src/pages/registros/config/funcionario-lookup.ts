import { FILTRO_PADRAO, funcionarioLabel, searchFuncionarios } from '@/entities/funcionario'
import type { LookupValue } from '@/shared/ui'

/** The employee picker of the bank entries. */
export async function buscarFuncionariosAtivos(text: string, signal: AbortSignal): Promise<LookupValue[]> {
  const pagina = await searchFuncionarios({ text, page: 0, size: 20, filtro: FILTRO_PADRAO }, signal)
  return pagina.items.map((f) => ({ value: String(f.id), label: funcionarioLabel(f) }))
}
