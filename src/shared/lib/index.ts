export { formatRelativeTime } from './format-relative-time'
export { useNow } from './use-now'
export { useDebouncedValue } from './use-debounced-value'
export { CPF_MASK, CELULAR_MASK, PIS_MASK, CNPJ_MASK, CEP_MASK, DATE_MASK } from './masks'
export { onlyDigits, isValidCpf, isValidPis, isValidCnpj, formatCpf, formatCelular, formatPis, formatCnpj } from './identifiers'
export { MAX_TIME, minutesToHhmm, hhmmToMinutes, isValidHhmm } from './time'
export {
  formatDate,
  formatDayMonth,
  formatDateTime,
  formatMesAno,
  monthName,
  weekdayShort,
  parseDateAtBrasilia,
  formatDateAtBrasilia,
  hojeEmBrasilia,
  compararIso,
} from './dates'
export { cn } from './cn'
export { afterNextPaint } from './navegador/after-next-paint'
export { useQuandoVisivel } from './navegador/use-quando-visivel'
export { useDepoisDaPintura } from './navegador/use-depois-da-pintura'
export { quandoOcioso } from './navegador/quando-ocioso'
export { applyServerErrors } from './form/apply-server-errors'
export { useFormSubmit, type FormSubmit, type SubmitFailure } from './form/use-form-submit'
export { useAppForm } from './form/use-app-form'
export { lerRascunhoDeEstado, useRascunhoDeEstado } from './form/use-rascunho'
export { configurarRascunhos, salvarRascunhos, usuarioDosRascunhos } from './form/rascunho'
export { dateParam, enumParam, idParam, pageParam, textParam } from './search-params'
export { useSearchParamText } from './use-search-param-text'
export { contagem, formatarInteiro, formatarNumero, formatarUmaCasa } from './numero'
export { aoPrimeiroUso } from './navegador/ao-primeiro-uso'
export { salvarArquivo } from './navegador/salvar-arquivo'
