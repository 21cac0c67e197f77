import { Outlet } from 'react-router-dom'
import { useDownloadsLifecycle } from '@/data/downloads'
import { RequireAuth } from '../require-auth'

function DownloadsLifecycle() {
  useDownloadsLifecycle()
  return null
}

export default function SubscriberFullscreenLayout() {
  return (
    <RequireAuth access="subscriber">
      <DownloadsLifecycle />
      <Outlet />
    </RequireAuth>
  )
}
