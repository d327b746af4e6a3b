export { ScriptDialog } from './ui/script-dialog'
export type { ScriptDialogProps } from './ui/script-dialog'
