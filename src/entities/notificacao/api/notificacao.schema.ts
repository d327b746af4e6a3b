export { notificacaoSchema, notificacoesSchema, type NotificacaoDto } from '@/shared/api/contract/endpoints/notificacoes'
