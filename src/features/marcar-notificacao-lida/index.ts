export { MarcarNotificacaoLidaButton } from './ui/marcar-notificacao-lida-button'
export { useMarcarNotificacaoLida } from './api/marcar-notificacao-lida.mutation'
