/**
 * Overlapped pulling: as soon as a full page of a collection is returned, the page after its
 * checkpoint is fetched while RxDB writes the current one. The next pull of that collection takes
 * the prefetched page only when it asks for exactly that checkpoint and the page is fresh;
 * anything else (a restart from zero, a new scope, an old prefetch) discards it. Only the raw
 * server pages are prefetched: what depends on local documents (tombstones) is worked out when
 * the page is used.
 */
export class Prefetcher<V> {
  private slots = new Map<string, { key: string; value: Promise<V>; at: number }>()

  constructor(
    private maxAgeMs = 10_000,
    private now: () => number = Date.now,
  ) {}

  /** Starts loading the value for `key` in `slot` (replacing what the slot held). */
  put(slot: string, key: string, load: () => Promise<V>): void {
    const value = load()
    value.catch(() => undefined) // an unused prefetch must not be an unhandled rejection
    this.slots.set(slot, { key, value, at: this.now() })
  }

  /** The prefetched value for `key`, or undefined (the slot is emptied either way). */
  take(slot: string, key: string): Promise<V> | undefined {
    const entry = this.slots.get(slot)
    this.slots.delete(slot)
    if (!entry || entry.key !== key || this.now() - entry.at > this.maxAgeMs) return undefined
    return entry.value
  }

  clear(slot?: string): void {
    if (slot === undefined) this.slots.clear()
    else this.slots.delete(slot)
  }

  get size(): number {
    return this.slots.size
  }
}
