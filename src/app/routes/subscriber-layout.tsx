import { useDownloadsLifecycle } from '@/data/downloads'
import SubscriberShell from '../layout/subscriber-shell'
import { SyncIndicator } from '../sync/sync-indicator'
import { RequireAuth } from '../require-auth'

function DownloadsLifecycle() {
  useDownloadsLifecycle()
  return null
}

export default function SubscriberLayout() {
  return (
    <RequireAuth access="subscriber">
      <DownloadsLifecycle />
      <SubscriberShell headerExtras={<SyncIndicator />} />
    </RequireAuth>
  )
}
