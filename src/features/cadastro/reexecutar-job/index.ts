export { ReexecutarJobButton } from './ui/reexecutar-job-button'
