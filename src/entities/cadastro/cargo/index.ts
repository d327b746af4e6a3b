export { cargoSchema } from './api/cargo.schema'
export type { Cargo } from './api/cargo.schema'
export { cargoQueries, cargoResource } from './api/cargo.queries'
