import { lazy, Suspense } from 'react'
import { LoadingScreen } from '@/components/loading-screen'
import { selectRole, useSession } from '@/data/auth'

// Superadmins have no local store: they get the online grid with its dialogs (admin-content
// feature); everyone else the local-first grid (packages feature).
const StudentPackages = lazy(() => import('@/features/packages/pages/packages-page'))
const SuperadminPackages = lazy(() => import('./superadmin-packages'))

export default function LmsPackagesIndex() {
  const role = useSession((s) => (s.profile || s.user ? selectRole(s) : null))
  return (
    <Suspense fallback={<LoadingScreen />}>
      {role === 'superadmin' ? <SuperadminPackages /> : <StudentPackages />}
    </Suspense>
  )
}
