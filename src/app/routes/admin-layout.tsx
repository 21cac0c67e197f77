import AdminShell from '../layout/admin-shell'
import { RequireAuth } from '../require-auth'

export default function AdminLayout() {
  return (
    <RequireAuth access="superadmin">
      <AdminShell />
    </RequireAuth>
  )
}
