export { adicionarResponsavel, removerResponsavel, responsavelQueries } from './api/responsavel.queries'
export type { ItemComResponsaveis, RecursoComResponsaveis } from './api/responsavel.queries'
