export { eventoResource, eventoSchema, TIPOS_EVENTO } from './api/evento'
export type { Evento, TipoEvento } from './api/evento'
