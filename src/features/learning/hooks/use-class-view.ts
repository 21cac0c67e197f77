/**
 * The data of the class page and the player: live from the local database, or, while the database
 * opens on a cold start, the class's last known view (logic/class-snapshot.ts) so the lesson list
 * shows at once. The live data replaces it as soon as every query has answered; each complete live
 * view is kept as the next last known view (removed when the class is no longer open to the student).
 */
import { useEffect, useMemo, useRef } from 'react'
import { selectRole, selectUserId, useSession } from '@/data/auth'
import {
  admitLastView,
  readLastView,
  removeLastView,
  useClass,
  useLocalDataReady,
  useMateri,
  useMySubscriptions,
  usePackage,
  useProgress,
  useVideoLinks,
  writeLastView,
  type Kelas,
  type Materi,
  type Progress,
  type Subscription,
  type VideoLink,
} from '@/data/local'
import { classAccess, type ClassAccess } from '../logic/access'
import { isVideoStep } from '../logic/lesson-downloads'
import {
  buildClassSnapshot,
  classViewKey,
  parseClassSnapshot,
  type ProgressSummary,
} from '../logic/class-snapshot'

export type ClassViewSource = 'live' | 'snapshot' | 'loading'

export interface ClassView {
  /** 'snapshot': the last known view while the database opens (nothing may be written from it). */
  source: ClassViewSource
  /** null while loading. */
  access: ClassAccess | null
  kelas: Kelas | null
  paketName: string
  subscriptions: readonly Subscription[]
  materi: readonly Materi[]
  progress: readonly ProgressSummary[]
  /** The database's progress rows (empty until live). */
  liveProgress: readonly Progress[]
  /** Videos of the class's lessons and video steps. */
  videos: readonly VideoLink[]
}

const EMPTY: never[] = []

export function useClassView(classId: string): ClassView {
  const userId = useSession(selectUserId)
  const role = useSession(selectRole)
  const ready = useLocalDataReady()
  const kelas = useClass(classId)
  const subs = useMySubscriptions()
  const paket = usePackage(kelas.data?.paket_id ?? '')
  const materi = useMateri(classId)
  const progress = useProgress(useMemo(() => materi.data.map((m) => m.id), [materi.data]))
  const videos = useVideoLinks(
    useMemo(() => materi.data.filter(isVideoStep).map((m) => m.id), [materi.data]),
  )
  const paketName = paket.data?.nama_paket ?? ''
  const liveDone =
    ready &&
    !kelas.loading &&
    !subs.loading &&
    !paket.loading &&
    !materi.loading &&
    !progress.loading &&
    !videos.loading

  // The last known view: read once per user and class, admitted for this user and role until its end.
  const key = classViewKey(classId)
  const stored = useMemo(() => readLastView(userId, key), [userId, key])
  const admitted = admitLastView<unknown>(stored, { userId, role }, Date.now())
  const snapshot = useMemo(
    () => (admitted ? parseClassSnapshot(admitted, classId) : null),
    [admitted, classId],
  )

  // Each complete live view becomes the next last known view.
  const written = useRef('')
  useEffect(() => {
    if (!liveDone || !userId) return
    const built = buildClassSnapshot({
      kelas: kelas.data,
      paketName,
      subscriptions: subs.data,
      materi: materi.data,
      progress: progress.data,
      videos: videos.data,
    })
    if (!built) {
      written.current = ''
      removeLastView(userId, key)
      return
    }
    const text = `${userId}|${role}|${built.until}|${JSON.stringify(built.snapshot)}`
    if (text === written.current) return
    written.current = text
    writeLastView({ userId, role }, key, built.snapshot, {
      until: built.until,
      paketId: built.snapshot.kelas.paket_id,
      ids: [built.snapshot.kelas.id],
    })
  }, [
    liveDone,
    userId,
    role,
    key,
    kelas.data,
    paketName,
    subs.data,
    materi.data,
    progress.data,
    videos.data,
  ])

  return useMemo((): ClassView => {
    if (liveDone) {
      return {
        source: 'live',
        access: classAccess(kelas.data, subs.data),
        kelas: kelas.data,
        paketName,
        subscriptions: subs.data,
        materi: materi.data,
        progress: progress.data,
        liveProgress: progress.data,
        videos: videos.data,
      }
    }
    if (snapshot) return { source: 'snapshot', access: 'ok', ...snapshot, liveProgress: EMPTY }
    return {
      source: 'loading',
      access: null,
      kelas: null,
      paketName: '',
      subscriptions: EMPTY,
      materi: EMPTY,
      progress: EMPTY,
      liveProgress: EMPTY,
      videos: EMPTY,
    }
  }, [
    liveDone,
    kelas.data,
    subs.data,
    paketName,
    materi.data,
    progress.data,
    videos.data,
    snapshot,
  ])
}
