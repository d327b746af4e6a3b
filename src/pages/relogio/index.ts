export { RelogioPage } from './ui/relogio-page'
