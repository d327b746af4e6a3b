export { adicionalNoturnoResource, adicionalNoturnoSchema } from './api/adicional-noturno'
export type { AdicionalNoturno } from './api/adicional-noturno'
