import type { SelectProps } from './select-real'
import { SubstitutoDoSelect, useAtivacao, useSelectsReais } from './select-substituto'

export type { SelectProps }

/** A select over options already at hand, with the same texts as AsyncSelect (TC-036..040). */
export function Select<Option, IsMulti extends boolean = false>(props: SelectProps<Option, IsMulti>) {
  const reais = useSelectsReais()
  const [ativacao, ativar] = useAtivacao()
  if (reais) return <reais.SelectReal {...ativacao} {...props} />
  return <SubstitutoDoSelect props={props} ativacao={ativacao} onAtivar={ativar} />
}
