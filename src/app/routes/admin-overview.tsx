import { lazy } from 'react'
import { OverviewPage } from '@/features/admin-overview/overview-page'

// The charts (and @mui/x-charts) load after the summary, in their own chunk of the admin area.
const OverviewCharts = lazy(() => import('@/features/admin-reports/overview-charts'))

/** /admin: the overview feature with the reports feature's charts. */
export default function AdminOverviewRoute() {
  return <OverviewPage Charts={OverviewCharts} />
}
