import type { GroupBase } from 'react-select'
import ReactSelect from 'react-select'
import { useSelectBase } from './select-base'
import type { PropsComunsDoSelect } from './select-props'
import { SELECT_TEXT } from './select-texto'

export interface SelectProps<Option, IsMulti extends boolean = false> extends PropsComunsDoSelect<Option, IsMulti> {
  options: readonly Option[]
  isSearchable?: boolean
}

/** A select over options already at hand, with the same texts as AsyncSelect (TC-036..040). */
export function SelectReal<Option, IsMulti extends boolean = false>({
  options,
  value,
  placeholder = SELECT_TEXT.placeholder,
  invalid = false,
  isClearable = true,
  menuPortalTarget,
  textoInicial,
  ...props
}: SelectProps<Option, IsMulti>) {
  const { selectProps, wrapperProps } = useSelectBase<Option, IsMulti>(menuPortalTarget, invalid)
  return (
    <div {...wrapperProps}>
      <ReactSelect<Option, IsMulti, GroupBase<Option>>
        options={options}
        value={value ?? null}
        placeholder={placeholder}
        isClearable={isClearable}
        defaultInputValue={textoInicial}
        noOptionsMessage={() => SELECT_TEXT.noResults}
        {...selectProps}
        {...props}
      />
    </div>
  )
}
