/**
 * What starts a resync: realtime (SSE) events on every pulled collection and `tombstones`,
 * PB_CONNECT (connect and reconnect), going online, window focus and the page becoming visible.
 * A burst is coalesced into one resync (RESYNC of each replication, which RxDB runs one at a time
 * per collection); triggers never move a checkpoint themselves. A minute tick lets the scope check
 * subscriptions that ended with time (no server event tells).
 */
type Unsubscribe = () => Promise<void>

/** The part of the PocketBase client the triggers use. */
export interface RealtimeSource {
  realtime: { subscribe(topic: string, callback: () => void): Promise<Unsubscribe> }
  collection(name: string): { subscribe(topic: string, callback: () => void): Promise<Unsubscribe> }
}

type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

export interface TriggerOptions {
  pb: RealtimeSource
  /** Collections whose realtime events trigger a resync. */
  topics: string[]
  resync(): void
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

/** Starts listening; returns the cleanups (in order). */
export function startTriggers(o: TriggerOptions): Array<() => void> {
  const cleanups: Array<() => void> = []
  const soon = coalesce(() => o.resync(), o.delayMs ?? 300)
  const resyncSoon = () => soon.trigger()
  cleanups.push(() => soon.cancel())
  const unsubs: Array<Promise<Unsubscribe>> = []
  unsubs.push(o.pb.realtime.subscribe('PB_CONNECT', resyncSoon))
  for (const topic of o.topics) unsubs.push(o.pb.collection(topic).subscribe('*', resyncSoon))
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
