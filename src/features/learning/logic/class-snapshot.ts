/**
 * The class's last known view: what the class page and the player last showed from the
 * local database, kept per user and class (src/data/local/last-view.ts) so that a cold start
 * shows the lesson list while the database opens. Pure: building it from the live data, the end of
 * the access it may be shown until, and checking what is read back.
 */
import type { Kelas, Materi, Progress, Subscription, VideoLink } from '@/data/local'
import { isSubscriptionActive, subscriptionEnd } from '@/lib/subscription'
import { classAccess } from './access'

/** A progress row as the lists need it (the answers stay in the database). */
export type ProgressSummary = Pick<Progress, 'materi_id' | 'status' | 'skor'>

export interface ClassSnapshot {
  kelas: Kelas
  /** The package's name ('' when unknown). */
  paketName: string
  /** The user's subscriptions to the class's package. */
  subscriptions: Subscription[]
  /** The class's materi the student could read (every type: steps and chapters). */
  materi: Materi[]
  progress: ProgressSummary[]
  /** Videos of the class's lessons and video steps. */
  videos: VideoLink[]
}

/** The key of a class's view in the last-view store. */
export function classViewKey(classId: string): string {
  return `class:${classId}`
}

/**
 * Until when the view may be shown: the latest end of the active subscriptions to the class's
 * package at `now`, or null when the class is not open to the student (nothing is kept then).
 */
export function snapshotUntil(
  kelas: Pick<Kelas, 'paket_id' | 'is_active'> | null,
  subscriptions: readonly Subscription[],
  now: Date = new Date(),
): number | null {
  if (classAccess(kelas, subscriptions, now) !== 'ok' || !kelas) return null
  let until: number | null = null
  for (const s of subscriptions) {
    if (s.paket_id !== kelas.paket_id || !isSubscriptionActive(s, now)) continue
    const end = subscriptionEnd(s)?.getTime() ?? null
    if (end !== null && (until === null || end > until)) until = end
  }
  return until
}

export interface LiveClassData {
  kelas: Kelas | null
  paketName: string
  subscriptions: readonly Subscription[]
  materi: readonly Materi[]
  progress: readonly Progress[]
  videos: readonly VideoLink[]
}

/** The view to keep, with its end; null when the class is not open to the student. */
export function buildClassSnapshot(
  live: LiveClassData,
  now: Date = new Date(),
): { snapshot: ClassSnapshot; until: number } | null {
  const until = snapshotUntil(live.kelas, live.subscriptions, now)
  if (until === null || !live.kelas) return null
  const kelas = live.kelas
  const materiIds = new Set(live.materi.map((m) => m.id))
  return {
    until,
    snapshot: {
      kelas,
      paketName: live.paketName,
      subscriptions: live.subscriptions.filter((s) => s.paket_id === kelas.paket_id),
      materi: [...live.materi],
      progress: live.progress
        .filter((p) => materiIds.has(p.materi_id))
        .map((p) => ({ materi_id: p.materi_id, status: p.status, skor: p.skor })),
      videos: live.videos.filter((v) => materiIds.has(v.materi_id)),
    },
  }
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)
const isString = (x: unknown): x is string => typeof x === 'string'
const arrayOf = <T>(x: unknown, ok: (item: unknown) => boolean): T[] | null =>
  Array.isArray(x) && x.every(ok) ? (x as T[]) : null

/**
 * A snapshot read back (already admitted for this user, role and time) checked for the class and
 * for the shape the screens rely on; null when it does not fit (an older format, another class, a
 * damaged entry) or the class is not open to the student by the device clock.
 */
export function parseClassSnapshot(
  data: unknown,
  classId: string,
  now: Date = new Date(),
): ClassSnapshot | null {
  if (!isObject(data) || !isObject(data.kelas)) return null
  const k = data.kelas
  if (
    k.id !== classId ||
    !isString(k.paket_id) ||
    !isString(k.judul) ||
    typeof k.is_active !== 'boolean'
  )
    return null
  const materi = arrayOf<Materi>(
    data.materi,
    (m) =>
      isObject(m) &&
      isString(m.id) &&
      isString(m.type) &&
      isString(m.judul) &&
      typeof m.order === 'number',
  )
  const progress = arrayOf<ProgressSummary>(
    data.progress,
    (p) => isObject(p) && isString(p.materi_id) && isString(p.status) && typeof p.skor === 'number',
  )
  const videos = arrayOf<VideoLink>(
    data.videos,
    (v) => isObject(v) && isString(v.id) && isString(v.materi_id),
  )
  const subscriptions = arrayOf<Subscription>(
    data.subscriptions,
    (s) => isObject(s) && isString(s.paket_id) && isString(s.status),
  )
  if (!materi || !progress || !videos || !subscriptions) return null
  const snapshot: ClassSnapshot = {
    kelas: k as unknown as Kelas,
    paketName: isString(data.paketName) ? data.paketName : '',
    subscriptions,
    materi,
    progress,
    videos,
  }
  return snapshotUntil(snapshot.kelas, snapshot.subscriptions, now) === null ? null : snapshot
}
