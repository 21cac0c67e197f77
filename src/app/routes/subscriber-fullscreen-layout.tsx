import { Outlet } from 'react-router-dom'
import { RequireAuth } from '../require-auth'

export default function SubscriberFullscreenLayout() {
  return (
    <RequireAuth access="subscriber">
      <Outlet />
    </RequireAuth>
  )
}
