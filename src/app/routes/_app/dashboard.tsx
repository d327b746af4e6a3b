import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/pages/dashboard'

/** DASH-001: the indicators dashboard (front_dashboard, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/dashboard')({
  component: DashboardPage,
})
