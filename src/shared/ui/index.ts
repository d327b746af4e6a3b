export { Button } from './button'
export type { ButtonProps, ButtonVariant } from './button'
export { Spinner } from './spinner'
export type { SpinnerProps } from './spinner'
export { Dialog } from './dialog'
export type { DialogProps } from './dialog'
export { ConfirmDialog } from './confirm-dialog'
export type { ConfirmDialogProps } from './confirm-dialog'
export { ErrorAlert, ALERT_TIMEOUT_MS } from './error-alert'
export { GlobalErrorAlert } from './global-error-alert'
export type { ErrorAlertProps } from './error-alert'
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
} from './dropdown-menu'
export { AsyncSelect, SELECT_DEBOUNCE_MS } from './async-select'
export type { AsyncSelectProps } from './async-select'
export { Select } from './select'
export type { SelectProps } from './select'
export { SELECT_TEXT } from './select-config'
export { MaskedInput } from './masked-input'
export type { MaskedInputProps } from './masked-input'
export { TimeInput } from './time-input'
export type { TimeInputProps } from './time-input'
export { Input, Textarea, Checkbox, inputClass } from './input'
export type { InputProps, TextareaProps, CheckboxProps } from './input'
export { FormField } from './form-field'
export type { FormFieldProps, ControlProps } from './form-field'
export { Card } from './card'
export type { CardProps } from './card'
export { PageTitle } from './page-title'
export type { PageTitleProps } from './page-title'
export { EmptyState } from './empty-state'
export type { EmptyStateProps } from './empty-state'
export { Table, TableHead, TableBody, TableRow, TableHeaderCell, TableCell } from './table'
export { CopyButton } from './copy-button'
export type { CopyButtonProps } from './copy-button'
