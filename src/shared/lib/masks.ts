/** react-imask pattern syntax: `0` is any digit. */
export const CPF_MASK = '000.000.000-00'
export const CELULAR_MASK = '(00) 00000-0000'
export const PIS_MASK = '000.00000.00-0'
export const CNPJ_MASK = '00.000.000/0000-00'
export const CEP_MASK = '00000-000'
export const DATE_MASK = '00/00/0000'
