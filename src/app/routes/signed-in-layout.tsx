import { Outlet } from 'react-router-dom'
import { RequireAuth } from '../require-auth'

/** Any signed-in user (e.g. /lms/packages); the pages bring their own header. */
export default function SignedInLayout() {
  return (
    <RequireAuth access="signed-in">
      <Outlet />
    </RequireAuth>
  )
}
