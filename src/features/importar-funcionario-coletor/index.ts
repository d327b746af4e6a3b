export { ImportarColetorButton } from './ui/importar-coletor-button'
