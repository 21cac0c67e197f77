import SubscriberShell from '@/features/layout/subscriber-shell'
import { RequireAuth } from '../require-auth'

export default function SubscriberLayout() {
  return (
    <RequireAuth access="subscriber">
      {/* headerExtras: the sync indicator goes here (e.g. headerExtras={<SyncIndicator />}). */}
      <SubscriberShell headerExtras={null} />
    </RequireAuth>
  )
}
