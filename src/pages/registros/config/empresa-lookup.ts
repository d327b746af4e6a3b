import { searchLookup } from '@/entities/lookup'
import type { LookupValue } from '@/shared/ui'

/** The company picker of the registers that belong to a company. */
export async function buscarEmpresas(text: string, signal: AbortSignal): Promise<LookupValue[]> {
  return (await searchLookup('empresa', text, signal)).map((o) => ({ value: String(o.id), label: o.label }))
}

export const empresaEscolhida = (empresa: { id: number; nome: string } | undefined, empresaId: number): LookupValue =>
  empresa ? { value: String(empresa.id), label: empresa.nome } : { value: String(empresaId), label: `Empresa ${empresaId}` }
