import AdminShell from '@/features/layout/admin-shell'
import { RequireAuth } from '../require-auth'

export default function AdminLayout() {
  return (
    <RequireAuth access="superadmin">
      <AdminShell />
    </RequireAuth>
  )
}
