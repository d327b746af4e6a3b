import {
  MSG_CARREGANDO,
  MSG_SELECT_DIGITE,
  MSG_SELECT_LIMPAR,
  MSG_SELECT_LIMPAR_TODOS,
  MSG_SELECT_PLACEHOLDER,
  MSG_SELECT_SEM_RESULTADOS,
} from '@/shared/config'

/** TC-036..040: the texts of every select, from the spec's catalogue. */
export const SELECT_TEXT = {
  placeholder: MSG_SELECT_PLACEHOLDER,
  noResults: MSG_SELECT_SEM_RESULTADOS,
  typeToSearch: MSG_SELECT_DIGITE,
  loading: MSG_CARREGANDO,
  clearAll: MSG_SELECT_LIMPAR_TODOS,
  clearOne: MSG_SELECT_LIMPAR,
} as const

/** How long a search select waits after the last key before it searches. */
export const SELECT_DEBOUNCE_MS = 300
