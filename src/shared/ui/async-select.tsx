import type { AsyncSelectProps } from './async-select-real'
import { SubstitutoDoSelect, useAtivacao, useSelectsReais } from './select-substituto'

export type { AsyncSelectProps }
export { SELECT_DEBOUNCE_MS } from './select-texto'

/** TC-036..040: async search select with the product's Portuguese texts. */
export function AsyncSelect<Option, IsMulti extends boolean = false>(props: AsyncSelectProps<Option, IsMulti>) {
  const reais = useSelectsReais()
  const [ativacao, ativar] = useAtivacao()
  if (reais) return <reais.AsyncSelectReal {...ativacao} {...props} />
  return <SubstitutoDoSelect props={props} ativacao={ativacao} onAtivar={ativar} />
}
