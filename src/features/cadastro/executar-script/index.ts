export { ExecutarScriptPanel } from './ui/executar-script-panel'
