import type { GroupBase, OnChangeValue, PropsValue } from 'react-select'
import ReactSelect from 'react-select'
import { useSelectBase } from './select-base'
import { SELECT_TEXT } from './select-texto'

export interface SelectProps<Option, IsMulti extends boolean = false> {
  options: readonly Option[]
  value: PropsValue<Option> | undefined
  onChange: (value: OnChangeValue<Option, IsMulti>) => void
  getOptionLabel: (option: Option) => string
  getOptionValue: (option: Option) => string
  isMulti?: IsMulti
  isClearable?: boolean
  isDisabled?: boolean
  isLoading?: boolean
  isSearchable?: boolean
  inputId?: string
  name?: string
  placeholder?: string
  onBlur?: () => void
  invalid?: boolean
  menuPortalTarget?: HTMLElement | null
  /** Set when the select replaces its stand-in (select-substituto) that had the focus or was pressed. */
  autoFocus?: boolean
  defaultMenuIsOpen?: boolean
  /** What was typed into the stand-in. */
  textoInicial?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
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
