import { lazy, Suspense } from 'react'
import { LoadingScreen } from '@/components/loading-screen'
import { selectRole, useSession } from '@/data/auth'

// Superadmins have no local store: they get the online grid with its dialogs (admin feature);
// everyone else the local-first grid (packages feature).
const StudentPackages = lazy(() => import('@/features/packages/pages/packages-page'))
const SuperadminPackages = lazy(
  () => import('@/features/admin/lms-packages/superadmin-packages-page'),
)

export default function LmsPackagesIndex() {
  const role = useSession((s) => (s.profile || s.user ? selectRole(s) : null))
  return (
    <Suspense fallback={<LoadingScreen />}>
      {role === 'superadmin' ? <SuperadminPackages /> : <StudentPackages />}
    </Suspense>
  )
}
