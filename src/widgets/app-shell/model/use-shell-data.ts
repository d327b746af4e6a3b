import { useQuery } from '@tanstack/react-query'
import { configQueries } from '@/entities/configuracao'
import { empresaQueries } from '@/entities/empresa'
import { sessaoQueries } from '@/entities/sessao'
import type { MenuFlags } from './visible-menu'

/** The startup data the shell reads; anything not loaded yet counts as "off". */
export function useShellData(): MenuFlags & { empresaNome: string | undefined } {
  const config = useQuery(configQueries.load()).data
  const empresa = useQuery(empresaQueries.first()).data
  const permiteBaterPonto = useQuery(sessaoQueries.permiteBaterPonto()).data === true
  return {
    empresaNome: empresa?.nome,
    permiteBaterPonto,
    geraComprovante: config?.geraComprovanteMarcacao === true,
    modoEspecial: config?.modoEspecial === true,
  }
}
