/**
 * What starts a resync: realtime (SSE) events on every pulled collection and `tombstones`,
 * PB_CONNECT (connect and reconnect), going online, window focus and the page becoming visible.
 * A burst is coalesced into one resync request; triggers never move a checkpoint themselves.
 * A realtime event names its collection (a tombstone's `coll`), so it asks for that collection
 * only; PB_CONNECT, online, focus and visibility cannot know what changed and ask for a probe
 * (`POST /api/sync/changes`, sync/probe.ts). A minute tick lets the scope check subscriptions that
 * ended with time (no server event tells).
 */
type Unsubscribe = () => Promise<void>
type Callback = (event?: unknown) => void

/** The part of the PocketBase client the triggers use. */
export interface RealtimeSource {
  realtime: { subscribe(topic: string, callback: Callback): Promise<Unsubscribe> }
  collection(name: string): { subscribe(topic: string, callback: Callback): Promise<Unsubscribe> }
}

/** One coalesced resync: the collections realtime named, and whether to ask the probe. */
export interface ResyncRequest {
  /** Something happened that names no collection (reconnect, online, focus, visible). */
  probe: boolean
  collections: string[]
}

type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

export interface TriggerOptions {
  pb: RealtimeSource
  /** Collections whose realtime events trigger a resync. */
  topics: string[]
  resync(request: ResyncRequest): void
  /** The browser went online or offline. */
  setOnline(online: boolean): void
  /** Every `tickMs`: re-check the scope by the clock. */
  tick(): void
  /** Coalescing window (default 300 ms). */
  delayMs?: number
  tickMs?: number
  /** Default: the global window and document, when present. */
  win?: Listening
  doc?: Listening & { visibilityState?: string }
}

/** Calls `fn` once, `delayMs` after the first of a burst of calls. */
export function coalesce(fn: () => void, delayMs: number): { trigger(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null
  return {
    trigger() {
      if (timer) return
      timer = setTimeout(() => {
        timer = null
        fn()
      }, delayMs)
    },
    cancel() {
      if (timer) clearTimeout(timer)
    },
  }
}

/** The collection a realtime event is about (a tombstone's `coll`), or null when unknown. */
export function eventCollection(topic: string, event: unknown): string | null {
  if (topic !== 'tombstones') return topic
  const coll = (event as { record?: { coll?: unknown } } | undefined)?.record?.coll
  return typeof coll === 'string' && coll ? coll : null
}

/** Starts listening; returns the cleanups (in order). */
export function startTriggers(o: TriggerOptions): Array<() => void> {
  const cleanups: Array<() => void> = []
  let pending: ResyncRequest = { probe: false, collections: [] }
  const soon = coalesce(() => {
    const request = pending
    pending = { probe: false, collections: [] }
    o.resync(request)
  }, o.delayMs ?? 300)
  const resyncSoon = () => {
    pending.probe = true
    soon.trigger()
  }
  const collectionChanged = (topic: string) => (event?: unknown) => {
    const name = eventCollection(topic, event)
    if (name === null) pending.probe = true
    else if (!pending.collections.includes(name)) pending.collections.push(name)
    soon.trigger()
  }
  cleanups.push(() => soon.cancel())
  const unsubs: Array<Promise<Unsubscribe>> = []
  unsubs.push(o.pb.realtime.subscribe('PB_CONNECT', resyncSoon))
  for (const topic of o.topics) {
    unsubs.push(o.pb.collection(topic).subscribe('*', collectionChanged(topic)))
  }
  for (const p of unsubs) p.catch(() => undefined)
  cleanups.push(() => {
    for (const p of unsubs) p.then((u) => u().catch(() => undefined)).catch(() => undefined)
  })
  const win = o.win ?? (typeof window !== 'undefined' ? window : undefined)
  const doc = o.doc ?? (typeof document !== 'undefined' ? document : undefined)
  if (win) {
    const onOnline = () => {
      o.setOnline(true)
      resyncSoon()
    }
    const onOffline = () => o.setOnline(false)
    const onVisible = () => {
      if (!doc || doc.visibilityState === 'visible') resyncSoon()
    }
    win.addEventListener('online', onOnline)
    win.addEventListener('offline', onOffline)
    win.addEventListener('focus', onVisible)
    doc?.addEventListener('visibilitychange', onVisible)
    cleanups.push(() => {
      win.removeEventListener('online', onOnline)
      win.removeEventListener('offline', onOffline)
      win.removeEventListener('focus', onVisible)
      doc?.removeEventListener('visibilitychange', onVisible)
    })
  }
  const tick = setInterval(() => o.tick(), o.tickMs ?? 60_000)
  cleanups.push(() => clearInterval(tick))
  return cleanups
}
