export { classeResource, classeSchema } from './api/classe'
export type { Classe } from './api/classe'
