import {
  components,
  type ClearIndicatorProps,
  type GroupBase,
  type MultiValueRemoveProps,
  type StylesConfig,
  type Theme,
} from 'react-select'
import { SELECT_TEXT } from './select-texto'

function ClearIndicator<O, M extends boolean, G extends GroupBase<O>>(props: ClearIndicatorProps<O, M, G>) {
  return (
    <components.ClearIndicator
      {...props}
      innerProps={{ ...props.innerProps, role: 'button', 'aria-hidden': false, 'aria-label': SELECT_TEXT.clearAll }}
    />
  )
}

function MultiValueRemove<O, M extends boolean, G extends GroupBase<O>>(props: MultiValueRemoveProps<O, M, G>) {
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{ ...props.innerProps, role: 'button', 'aria-label': SELECT_TEXT.clearOne }}
    />
  )
}

export const selectComponents = { ClearIndicator, MultiValueRemove }

export const selectTheme = (theme: Theme): Theme => ({
  ...theme,
  borderRadius: 6,
  colors: {
    ...theme.colors,
    primary: '#1f6fd1',
    primary75: '#4d8ddb',
    primary50: '#d9eaff',
    primary25: '#eef6ff',
    danger: '#c62828',
    dangerLight: '#fdecec',
  },
})

export function selectStyles<O, M extends boolean>(invalid: boolean): StylesConfig<O, M> {
  return {
    control: (base, state) => ({
      ...base,
      minHeight: 36,
      fontSize: 14,
      borderColor: invalid ? '#c62828' : state.isFocused ? '#1f6fd1' : '#cbd5e1',
    }),
    menu: (base) => ({ ...base, fontSize: 14, zIndex: 30 }),
    menuPortal: (base) => ({ ...base, zIndex: 60 }),
    placeholder: (base) => ({ ...base, color: '#64748b' }),
  }
}

export const screenReaderStatus = ({ count }: { count: number }) =>
  count === 1 ? '1 resultado disponível' : `${count} resultados disponíveis`

/** Screen-reader announcements in Portuguese instead of react-select's English defaults. */
export const ariaLiveMessages = {
  guidance: ({ context, isMulti }: { context: 'menu' | 'input' | 'value'; isMulti: boolean }) => {
    if (context === 'menu') return 'Use as setas para navegar, Enter para selecionar e Esc para fechar.'
    if (context === 'value') return 'Use as setas para navegar pelos itens selecionados e Backspace para remover.'
    return isMulti
      ? 'Digite para pesquisar; use a seta para baixo para abrir as opções. Vários itens podem ser selecionados.'
      : 'Digite para pesquisar; use a seta para baixo para abrir as opções.'
  },
  onChange: ({ action, label, labels }: { action: string; label: string; labels: string[] }) => {
    const text = label || labels.join(', ')
    if (action === 'deselect-option' || action === 'pop-value' || action === 'remove-value') return `${text} removido.`
    if (action === 'clear') return 'Seleção limpa.'
    return `${text} selecionado.`
  },
  onFocus: ({ label, isSelected }: { label: string; isSelected: boolean }) =>
    `${label}${isSelected ? ' (selecionado)' : ''} em foco.`,
  onFilter: ({ inputValue, resultsMessage }: { inputValue: string; resultsMessage: string }) =>
    `${resultsMessage}${inputValue ? ` para a pesquisa ${inputValue}` : ''}.`,
}
