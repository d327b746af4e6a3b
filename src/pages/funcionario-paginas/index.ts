export { FuncionarioDashboardPage } from './ui/funcionario-dashboard-page'
export { FuncionarioVinculosPage } from './ui/funcionario-vinculos-page'
export { FuncionarioEpisPage } from './ui/funcionario-epis-page'
export { FuncionarioMapaPage } from './ui/funcionario-mapa-page'
