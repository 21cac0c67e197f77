/**
 * The access scope: the set of packages the student may read now (from the subscriptions, by the
 * server's clock). Content collections replicate under an identifier that includes a fingerprint
 * of that set; when a pull of `subscribers` changes the set, content replication restarts from
 * zero, and content of packages that left the scope is removed only after such a confirmed pull.
 */
import { activePaketIds } from '../logic'
import type { Doc } from './pull'

/** A short, stable fingerprint of the set (FNV-1a), part of the content replication identifiers. */
export function scopeKey(ids: string[]): string {
  let h = 0x811c9dc5
  const text = ids.join(',')
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return `${ids.length}-${(h >>> 0).toString(36)}`
}

/** The replication identifier of a content collection for a scope. */
export function scopedIdentifier(name: string, version: number, scope: string[]): string {
  return `${name}-v${version}-${scopeKey(scope)}`
}

export interface ScopeHost {
  /** Server-corrected clock. */
  now(): number
  isStopped(): boolean
  /** The subscriptions stored on the device. */
  localSubscriptions(): Promise<Doc[]>
  /** Some content replication runs (or was started). */
  contentRunning(): boolean
  /** Start content replication for the scope (identifiers from scopedIdentifier). */
  startContent(scope: string[]): void
  /** Cancel every content replication (their checkpoints belong to the old scope). */
  cancelContent(): Promise<void>
  /** Remove local content whose package is not in `allowed`. */
  removeOutside(allowed: Set<string>): Promise<void>
}

export class AccessScope {
  private scope: string[] | null = null
  private generationCount = 0
  private queueTail: Promise<void> = Promise.resolve()
  /** Subscriptions received by the running pull round (not yet persisted when it ends). */
  private pulled = new Map<string, Doc>()
  private sweptOnce = false

  constructor(private host: ScopeHost) {}

  /** The scope known from the local subscriptions (offline too). */
  init(subs: Doc[]): void {
    this.scope = activePaketIds(subs as never, this.host.now())
  }

  get current(): string[] {
    return [...(this.scope ?? [])]
  }

  /** Bumped each time content replication starts (again) for a scope. */
  get generation(): number {
    return this.generationCount
  }

  /** The work queued by confirmed pulls (serialised). */
  get queue(): Promise<void> {
    return this.queueTail
  }

  /** Subscriptions of a pull batch (documents as pulled, deletions included). */
  notePulled(documents: Doc[]): void {
    for (const d of documents) this.pulled.set(String(d.id), d)
  }

  /** Whether the subscriptions, judged now, give another scope than the current one (clock expiry). */
  changedBy(subs: Doc[]): boolean {
    const next = activePaketIds(subs as never, this.host.now())
    return JSON.stringify(next) !== JSON.stringify(this.scope)
  }

  /** After a confirmed pull of the subscriptions: restart content for a new scope, drop what ended. */
  confirm(): void {
    const pulled = this.pulled
    this.pulled = new Map()
    this.queueTail = this.queueTail.then(async () => {
      const host = this.host
      if (host.isStopped()) return
      const byId = new Map<string, Doc>()
      for (const d of await host.localSubscriptions()) byId.set(String(d.id), d)
      for (const [id, d] of pulled) {
        if (d._deleted) byId.delete(id)
        else byId.set(id, d)
      }
      const next = activePaketIds([...byId.values()] as never, host.now())
      const changed = JSON.stringify(next) !== JSON.stringify(this.scope)
      this.scope = next
      if (!host.contentRunning()) {
        this.generationCount++
        if (!host.isStopped()) host.startContent(next)
      } else if (changed) {
        this.generationCount++
        await host.cancelContent()
        if (host.isStopped()) return
        host.startContent(next)
      }
      // The pull confirmed the access: content of packages no longer readable leaves the device
      // (checked when the scope changes and once per session, for changes seen while closed).
      if (!changed && this.sweptOnce) return
      this.sweptOnce = true
      await host.removeOutside(new Set(next))
    })
  }
}
