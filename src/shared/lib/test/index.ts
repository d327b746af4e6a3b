export { server } from './msw-server'
export { renderWithProviders, createTestQueryClient } from './render'
export type { ProvidersOptions } from './render'
export { gravarRequisicoes } from './requisicoes'
