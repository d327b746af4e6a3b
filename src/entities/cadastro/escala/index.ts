export { escalaBody, escalaDiaSchema, escalaResource, escalaSchema } from './api/escala'
export type { Escala, EscalaDia } from './api/escala'
