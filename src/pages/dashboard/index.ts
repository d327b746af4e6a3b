export { DashboardPage } from './ui/dashboard-page'
