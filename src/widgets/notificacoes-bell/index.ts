export { NotificacoesBell } from './ui/notificacoes-bell'
