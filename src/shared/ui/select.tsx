import type { GroupBase, OnChangeValue, PropsValue } from 'react-select'
import ReactSelect from 'react-select'
import { SELECT_TEXT, ariaLiveMessages, screenReaderStatus, selectComponents, selectStyles, selectTheme } from './select-config'

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
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
}

/** A select over options already at hand, with the same texts as AsyncSelect (TC-036..040). */
export function Select<Option, IsMulti extends boolean = false>({
  options,
  value,
  placeholder = SELECT_TEXT.placeholder,
  invalid = false,
  isClearable = true,
  menuPortalTarget,
  ...props
}: SelectProps<Option, IsMulti>) {
  return (
    <ReactSelect<Option, IsMulti, GroupBase<Option>>
      options={options}
      value={value ?? null}
      placeholder={placeholder}
      isClearable={isClearable}
      noOptionsMessage={() => SELECT_TEXT.noResults}
      loadingMessage={() => SELECT_TEXT.loading}
      screenReaderStatus={screenReaderStatus}
      ariaLiveMessages={ariaLiveMessages}
      components={selectComponents}
      theme={selectTheme}
      styles={selectStyles<Option, IsMulti>(invalid)}
      menuPortalTarget={menuPortalTarget}
      aria-invalid={invalid || undefined}
      {...props}
    />
  )
}
