/**
 * The last known view of a screen, per user: a small copy of what the screen last showed from the
 * local database, kept in localStorage so that a cold start can show it at once while the database
 * opens (docs/sync.md, "Last known view"). It is never a source of truth (every write goes to the
 * database, and the screen switches to the database's data as soon as it has it) and it is admitted
 * only for the user who wrote it, with the same role, and only until `until` by the device clock
 * (the end of the access that showed it). It leaves with the access as the database's content
 * does: when a confirmed pull narrows the readable packages (engine.ts) the views of the others are
 * removed, a deleted record (a deactivated class) removes the views showing it, and an explicit
 * sign-out removes the user's views together with their database.
 */

/** The part of the Web Storage API used here (tests pass a Map-backed one). */
export interface ViewStorage {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface Viewer {
  userId: string | null
  /** The session's role (the fresh profile's, else the one stored with the session). */
  role: string | null
}

export interface LastViewEnvelope<T> {
  v: number
  userId: string
  role: string
  /** Epoch ms after which the view must not be shown (the access that admitted it ends). */
  until: number
  savedAt: number
  /** The package whose subscription admits the view. */
  paketId?: string
  /** Records the view shows whose deletion ends it (e.g. the class). */
  ids?: string[]
  data: T
}

/** What a view may be shown until and what it depends on. */
export interface LastViewTerms {
  until: number
  paketId?: string
  ids?: string[]
}

const PREFIX = 'pendamping-view:'
export const LAST_VIEW_VERSION = 1
/** Views kept per user (the oldest go first). */
export const MAX_VIEWS_PER_USER = 20
/** A view larger than this is not kept (it is a hint, not a copy of the database). */
export const MAX_VIEW_CHARS = 200_000

function storageKey(userId: string, key: string): string {
  return `${PREFIX}${userId}:${key}`
}

/** Pure: the envelope's data when `viewer` may see it at `now`, else null. */
export function admitLastView<T>(raw: unknown, viewer: Viewer, now: number): T | null {
  if (!raw || typeof raw !== 'object') return null
  const e = raw as Partial<LastViewEnvelope<T>>
  if (e.v !== LAST_VIEW_VERSION) return null
  if (!viewer.userId || e.userId !== viewer.userId) return null
  if (!viewer.role || e.role !== viewer.role) return null
  if (typeof e.until !== 'number' || !(e.until > now)) return null
  if (e.data === undefined || e.data === null) return null
  return e.data
}

export function browserViewStorage(): ViewStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}

/** The stored envelope of `key` for this user (unchecked), or null. */
export function readLastView(
  userId: string | null,
  key: string,
  storage: ViewStorage | null = browserViewStorage(),
): unknown {
  if (!storage || !userId) return null
  try {
    const text = storage.getItem(storageKey(userId, key))
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}

function keysOf(storage: ViewStorage, userId: string): string[] {
  const prefix = storageKey(userId, '')
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i)
    if (k?.startsWith(prefix)) keys.push(k)
  }
  return keys
}

function envelopeAt(storage: ViewStorage, key: string): Partial<LastViewEnvelope<unknown>> | null {
  try {
    const e = JSON.parse(storage.getItem(key) ?? 'null') as unknown
    return e && typeof e === 'object' ? (e as Partial<LastViewEnvelope<unknown>>) : null
  } catch {
    return null
  }
}

function savedAtOf(storage: ViewStorage, key: string): number {
  const at = envelopeAt(storage, key)?.savedAt
  return typeof at === 'number' ? at : 0
}

/** Removes the user's views for which `drop` holds (unreadable entries go too). */
function dropViews(
  userId: string,
  drop: (e: Partial<LastViewEnvelope<unknown>>) => boolean,
  storage: ViewStorage | null,
): void {
  if (!storage) return
  try {
    for (const k of keysOf(storage, userId)) {
      const e = envelopeAt(storage, k)
      if (!e || drop(e)) storage.removeItem(k)
    }
  } catch {
    /* unavailable storage */
  }
}

/** A confirmed pull narrowed the readable packages: views admitted by the others go. */
export function clearLastViewsOutside(
  userId: string,
  allowedPaketIds: ReadonlySet<string>,
  storage: ViewStorage | null = browserViewStorage(),
): void {
  dropViews(
    userId,
    (e) => typeof e.paketId === 'string' && !allowedPaketIds.has(e.paketId),
    storage,
  )
}

/** Records were deleted (a class deactivated): views showing them go. */
export function clearLastViewsShowing(
  userId: string,
  deletedIds: readonly string[],
  storage: ViewStorage | null = browserViewStorage(),
): void {
  if (!deletedIds.length) return
  const gone = new Set(deletedIds)
  dropViews(userId, (e) => Array.isArray(e.ids) && e.ids.some((id) => gone.has(id)), storage)
}

/**
 * Keeps `data` as the viewer's last view of `key` until `until`. Returns the text written ('' when
 * nothing was kept: no viewer, the access already ended, too large, storage full or unavailable).
 */
export function writeLastView<T>(
  viewer: Viewer,
  key: string,
  data: T,
  terms: LastViewTerms,
  now: number = Date.now(),
  storage: ViewStorage | null = browserViewStorage(),
): string {
  if (!storage || !viewer.userId || !viewer.role) return ''
  const full = storageKey(viewer.userId, key)
  const { until, paketId, ids } = terms
  try {
    if (!(until > now)) {
      storage.removeItem(full)
      return ''
    }
    const envelope: LastViewEnvelope<T> = {
      v: LAST_VIEW_VERSION,
      userId: viewer.userId,
      role: viewer.role,
      until,
      savedAt: now,
      paketId,
      ids,
      data,
    }
    const text = JSON.stringify(envelope)
    if (text.length > MAX_VIEW_CHARS) {
      storage.removeItem(full)
      return ''
    }
    storage.setItem(full, text)
    const keys = keysOf(storage, viewer.userId)
    if (keys.length > MAX_VIEWS_PER_USER) {
      const oldest = keys
        .filter((k) => k !== full)
        .map((k) => ({ k, at: savedAtOf(storage, k) }))
        .sort((a, b) => a.at - b.at)
        .slice(0, keys.length - MAX_VIEWS_PER_USER)
      for (const { k } of oldest) storage.removeItem(k)
    }
    return text
  } catch {
    // Full or unavailable storage: the view is only a hint.
    return ''
  }
}

export function removeLastView(
  userId: string | null,
  key: string,
  storage: ViewStorage | null = browserViewStorage(),
): void {
  if (!storage || !userId) return
  try {
    storage.removeItem(storageKey(userId, key))
  } catch {
    /* unavailable storage */
  }
}

/** Removes every last view of a user (explicit sign-out). */
export function clearLastViews(
  userId: string,
  storage: ViewStorage | null = browserViewStorage(),
): void {
  if (!storage) return
  try {
    for (const k of keysOf(storage, userId)) storage.removeItem(k)
  } catch {
    /* unavailable storage */
  }
}
