export { DashboardPage } from './ui/dashboard-page'
export { carregarDashboard } from './model/carregar'
