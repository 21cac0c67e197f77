import SubscriberShell from '@/features/layout/subscriber-shell'
import { SyncIndicator } from '@/features/sync/sync-indicator'
import { RequireAuth } from '../require-auth'

export default function SubscriberLayout() {
  return (
    <RequireAuth access="subscriber">
      <SubscriberShell headerExtras={<SyncIndicator />} />
    </RequireAuth>
  )
}
