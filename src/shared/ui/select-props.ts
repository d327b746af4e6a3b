import type { OnChangeValue, PropsValue } from 'react-select'

/** What Select and AsyncSelect share: the value, the texts, the form's wiring and the stand-in's hand-over. */
export interface PropsComunsDoSelect<Option, IsMulti extends boolean = false> {
  value: PropsValue<Option> | undefined
  onChange: (value: OnChangeValue<Option, IsMulti>) => void
  getOptionLabel: (option: Option) => string
  getOptionValue: (option: Option) => string
  isMulti?: IsMulti
  isClearable?: boolean
  isDisabled?: boolean
  isLoading?: boolean
  inputId?: string
  name?: string
  placeholder?: string
  onBlur?: () => void
  invalid?: boolean
  menuPortalTarget?: HTMLElement | null
  /** Set when the select replaces its stand-in (select-substituto) that had the focus or was pressed. */
  autoFocus?: boolean
  defaultMenuIsOpen?: boolean
  /** What was typed into the stand-in (a search select searches it as soon as it takes over). */
  textoInicial?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
}
