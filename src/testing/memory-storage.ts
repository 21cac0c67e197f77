/**
 * An in-memory Web Storage (localStorage) for unit tests of modules that keep small state there
 * (last-view.ts, completion-journal.ts); `failWrites` makes every write fail as a full storage does.
 */
export class MemoryStorage {
  map = new Map<string, string>()
  failWrites = false
  get length() {
    return this.map.size
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null
  }
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError')
    this.map.set(k, v)
  }
  removeItem(k: string) {
    this.map.delete(k)
  }
}
