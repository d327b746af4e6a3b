import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { GroupBase } from 'react-select'
import ReactAsyncSelect from 'react-select/async'
import ReactAsyncCreatableSelect from 'react-select/async-creatable'
import { reportGlobalError } from '@/shared/api'
import { useSelectBase } from './select-base'
import type { PropsComunsDoSelect } from './select-props'

import { SELECT_DEBOUNCE_MS, SELECT_TEXT } from './select-texto'

export interface AsyncSelectProps<Option, IsMulti extends boolean = false> extends PropsComunsDoSelect<Option, IsMulti> {
  /** Called 300 ms after the user stops typing; the signal aborts when a newer search starts. */
  loadOptions: (input: string, signal: AbortSignal) => Promise<readonly Option[]>
  /** Load options with an empty text as soon as the menu opens. */
  defaultOptions?: boolean
  debounceMs?: number
  /** Offers to create an option from the typed text; `getNewOptionData` builds the offer, labelled `label`. */
  onCreateOption?: (input: string) => void
  getNewOptionData?: (input: string, label: string) => Option
  formatCreateLabel?: (input: string) => string
}

/** Debounces the loader and aborts the request of an outdated search. */
function useDebouncedLoader<Option>(loadOptions: (input: string, signal: AbortSignal) => Promise<readonly Option[]>, ms: number) {
  const latest = useRef(loadOptions)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const controller = useRef<AbortController>(undefined)
  const settlePrevious = useRef<(() => void) | undefined>(undefined)
  useEffect(() => {
    latest.current = loadOptions
  }, [loadOptions])
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      controller.current?.abort()
    },
    [],
  )
  return useCallback(
    (input: string) =>
      new Promise<readonly Option[]>((resolve) => {
        clearTimeout(timer.current)
        controller.current?.abort()
        settlePrevious.current?.()
        settlePrevious.current = () => resolve([])
        timer.current = setTimeout(() => {
          const current = new AbortController()
          controller.current = current
          latest.current(input, current.signal).then(resolve, (error: unknown) => {
            // API-009: a failed search shows in the global alert; the menu just shows no options.
            if (!current.signal.aborted) reportGlobalError(error)
            resolve([])
          })
        }, ms)
      }),
    [ms],
  )
}

/** TC-036..040: async search select with the product's Portuguese texts. */
export function AsyncSelectReal<Option, IsMulti extends boolean = false>({
  value,
  onChange,
  loadOptions,
  getOptionLabel,
  getOptionValue,
  isMulti,
  isClearable = true,
  isDisabled,
  defaultOptions = false,
  inputId,
  name,
  placeholder = SELECT_TEXT.placeholder,
  onBlur,
  invalid = false,
  debounceMs = SELECT_DEBOUNCE_MS,
  menuPortalTarget,
  onCreateOption,
  getNewOptionData,
  formatCreateLabel,
  isLoading,
  textoInicial = '',
  ...aria
}: AsyncSelectProps<Option, IsMulti>) {
  // The text is kept here so the typed text of a stand-in is searched at once (react-select searches on mount only
  // with `defaultOptions`, until the text changes).
  const [entrada, setEntrada] = useState(textoInicial)
  const [buscaInicial, setBuscaInicial] = useState(textoInicial !== '')
  const load = useDebouncedLoader(loadOptions, debounceMs)
  const { selectProps, wrapperProps } = useSelectBase<Option, IsMulti>(menuPortalTarget, invalid)
  const Select = onCreateOption ? ReactAsyncCreatableSelect : ReactAsyncSelect
  const creatable = onCreateOption
    ? {
        onCreateOption,
        formatCreateLabel,
        allowCreateWhileLoading: false,
        ...(getNewOptionData && { getNewOptionData: (input: string, label: ReactNode) => getNewOptionData(input, String(label)) }),
      }
    : {}
  return (
    <div {...wrapperProps}>
      <Select<Option, IsMulti, GroupBase<Option>>
        {...creatable}
        isLoading={isLoading}
        value={value ?? null}
        onChange={onChange}
        loadOptions={load}
        defaultOptions={buscaInicial || defaultOptions}
        inputValue={entrada}
        onInputChange={(texto) => {
          setEntrada(texto)
          setBuscaInicial(false)
        }}
        getOptionLabel={getOptionLabel}
        getOptionValue={getOptionValue}
        isMulti={isMulti}
        isClearable={isClearable}
        isDisabled={isDisabled}
        inputId={inputId}
        name={name}
        onBlur={onBlur}
        placeholder={placeholder}
        noOptionsMessage={({ inputValue }) => (inputValue ? SELECT_TEXT.noResults : SELECT_TEXT.typeToSearch)}
        {...selectProps}
        {...aria}
      />
    </div>
  )
}
