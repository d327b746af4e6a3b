export { ComprovantesPage } from './ui/comprovantes-page'
