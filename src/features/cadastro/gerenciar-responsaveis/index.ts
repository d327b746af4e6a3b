export { ResponsaveisPanel } from './ui/responsaveis-panel'
export type { ResponsaveisPanelProps } from './ui/responsaveis-panel'
