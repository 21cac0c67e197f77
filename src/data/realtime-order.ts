import type PocketBase from 'pocketbase'

interface RealtimeInternals {
  submitSubscriptions: () => Promise<void>
}

/**
 * Every `POST /api/realtime` replaces the client's whole subscription set on the server. The SDK
 * guards against overlapping posts with a cancel key, which does nothing once auto-cancellation
 * is off (as on the app's client): subscribing to several topics at once (the sync engine's
 * collections plus the profile) sends overlapping posts, and an older, shorter list that lands
 * last silently drops topics — a deactivated class then never reached an open device.
 *
 * This keeps one post in flight at a time; calls made meanwhile share one follow-up post, which
 * reads the subscription list when it is sent, so the last post always carries every topic.
 */
export function serializeRealtimeSubmissions(client: PocketBase): void {
  const realtime = client.realtime as unknown as RealtimeInternals
  const submit = realtime.submitSubscriptions.bind(realtime)
  let inFlight: Promise<void> = Promise.resolve()
  let queued: Promise<void> | null = null
  realtime.submitSubscriptions = () => {
    if (queued) return queued
    const next = inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null
        return submit()
      })
    queued = next
    inFlight = next
    return next
  }
}
