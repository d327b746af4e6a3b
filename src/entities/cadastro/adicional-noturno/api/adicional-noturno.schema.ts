export { adicionalNoturnoSchema } from '@/shared/api/contract/endpoints/adicional-noturno'
