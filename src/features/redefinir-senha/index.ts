export { RedefinirSenhaPanel } from './ui/redefinir-senha-panel'
