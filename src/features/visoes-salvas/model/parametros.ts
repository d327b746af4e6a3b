import { z } from 'zod/mini'
import { NOME_VISAO_MAX } from '../api/visao-salva.schema'

/** Not part of a view: which page of the list was shown. */
const FORA_DA_VISAO = new Set(['page'])

/** The screen's filter as a view keeps it: its URL search params as text, without the page. */
export function parametrosDaBusca(searchStr: string): Record<string, string> {
  const parametros: Record<string, string> = {}
  for (const [chave, valor] of new URLSearchParams(searchStr)) if (!FORA_DA_VISAO.has(chave)) parametros[chave] = valor
  return parametros
}

/** The address of a view on the screen at `pathname`. */
export function enderecoDaVisao(pathname: string, parametros: Record<string, string>): string {
  const busca = new URLSearchParams(parametros).toString()
  return busca ? `${pathname}?${busca}` : pathname
}

export const MSG_NOME_VISAO = 'Informe o nome da visão'

export const nomeVisaoSchema = z.object({
  nome: z.string().check(z.trim(), z.minLength(1, MSG_NOME_VISAO), z.maxLength(NOME_VISAO_MAX, `Até ${NOME_VISAO_MAX} caracteres`)),
})
export type NomeVisaoValues = z.infer<typeof nomeVisaoSchema>
