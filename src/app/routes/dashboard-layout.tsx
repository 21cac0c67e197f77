import DashboardShell from '../layout/dashboard-shell'
import { RequireAuth } from '../require-auth'

export default function DashboardLayout() {
  return (
    <RequireAuth access="signed-in" loadingText="Memuat dashboard...">
      <DashboardShell />
    </RequireAuth>
  )
}
