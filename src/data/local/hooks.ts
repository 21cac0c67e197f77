/** React bindings: screens render from the local store and update live. */
import { useEffect, useMemo, useState } from 'react'
import { perfMarkOnce } from '@/lib/perf-mark'
import { activePaketIds } from './logic'
import {
  noteQueryStarted,
  useLocalSessionStore,
  type LocalCollectionName,
  type LocalSession,
} from './session'
import { useSyncStateStore } from './sync-state'
import type {
  Kelas,
  Loadable,
  LocalDocs,
  Materi,
  Paket,
  PaketContent,
  Progress,
  Review,
  Soal,
  Subscription,
  SyncState,
  VideoLink,
} from './types'

type DocOf<N extends LocalCollectionName> = LocalDocs[N]
/** A Mango selector (kept loose: RxDB's generic selector types are very expensive to check). */
type Selector = Record<string, unknown>

interface QueryState<T> {
  key: string
  session: LocalSession | null
  data: T[]
}

/** Live query of one collection; `selector` null means "nothing to ask" (empty, not loading). */
function useLiveDocs<N extends LocalCollectionName>(
  name: N,
  selector: Selector | null,
): Loadable<DocOf<N>[]> {
  const session = useLocalSessionStore((s) => s.session)
  const status = useLocalSessionStore((s) => s.status)
  const key = selector === null ? 'null' : JSON.stringify(selector)
  const [state, setState] = useState<QueryState<DocOf<N>>>({ key: '', session: null, data: [] })

  useEffect(() => {
    if (!session || selector === null) return
    const collection = session.db.collections[name] as unknown as {
      find(q: { selector: unknown }): {
        $: { subscribe(fn: (docs: Array<{ toJSON(): unknown }>) => void): { unsubscribe(): void } }
      }
    }
    // The deferred start of replication waits until the screen's first queries answered (provider.tsx).
    const answered = noteQueryStarted()
    const sub = collection.find({ selector }).$.subscribe((docs) => {
      answered()
      perfMarkOnce(`q:${name}`)
      setState({ key, session, data: docs.map((d) => d.toJSON() as DocOf<N>) })
    })
    return () => {
      answered()
      sub.unsubscribe()
    }
    // `key` stands for `selector`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, name, key])

  if (selector === null) return { data: [], loading: false }
  if (!session) return { data: [], loading: status === 'opening' }
  if (state.session !== session || state.key !== key) return { data: [], loading: true }
  return { data: state.data, loading: false }
}

/** Package ids the student may read now, by the device clock (offline, an ended subscription hides content). */
function useActiveScope(): Loadable<Set<string>> {
  const subs = useLiveDocs('subscribers', {})
  const clock = useLocalSessionStore((s) => s.clock)
  return useMemo(
    () => ({
      data: new Set(activePaketIds(subs.data, Math.max(clock, Date.now()))),
      loading: subs.loading,
    }),
    [subs.data, subs.loading, clock],
  )
}

function byNumber<T>(field: (x: T) => number, tie: (x: T) => string = () => '') {
  return (a: T, b: T) => field(a) - field(b) || tie(a).localeCompare(tie(b))
}

function scoped<T extends { paket_id: string }>(
  docs: Loadable<T[]>,
  scope: Loadable<Set<string>>,
): Loadable<T[]> {
  return {
    data: docs.data.filter((d) => scope.data.has(d.paket_id)),
    loading: docs.loading || scope.loading,
  }
}

/** Own subscribers rows, all statuses, newest first. */
export function useMySubscriptions(): Loadable<Subscription[]> {
  const res = useLiveDocs('subscribers', {})
  return useMemo(
    () => ({
      data: [...res.data].sort((a, b) => b.created.localeCompare(a.created)),
      loading: res.loading,
    }),
    [res],
  )
}

/** All packages, oldest first. */
export function usePackages(): Loadable<Paket[]> {
  const res = useLiveDocs('paket_pembelajaran', {})
  return useMemo(
    () => ({
      data: [...res.data].sort(
        (a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id),
      ),
      loading: res.loading,
    }),
    [res],
  )
}

export function usePackage(id: string): Loadable<Paket | null> {
  const res = useLiveDocs('paket_pembelajaran', id ? { id } : null)
  return useMemo(() => ({ data: res.data[0] ?? null, loading: res.loading }), [res])
}

/** Content of a package the student may read now, sorted by urutan. */
export function usePackageContent(paketId: string): Loadable<PaketContent[]> {
  const res = useLiveDocs('paket_content', paketId ? { paket_id: paketId } : null)
  const scope = useActiveScope()
  return useMemo(() => {
    const s = scoped(res, scope)
    return {
      data: s.data.sort(
        byNumber(
          (x) => x.urutan,
          (x) => x.id,
        ),
      ),
      loading: s.loading,
    }
  }, [res, scope])
}

/** Active classes, sorted by urutan; optionally only those of the given packages. */
export function useClasses(opts?: { paketIds?: string[] }): Loadable<Kelas[]> {
  const ids = opts?.paketIds
  const selector = useMemo(
    () =>
      ids
        ? ids.length
          ? { is_active: true, paket_id: { $in: [...ids].sort() } }
          : null
        : { is_active: true },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids ? [...ids].sort().join(',') : '*'],
  )
  const res = useLiveDocs('kelas', selector)
  return useMemo(
    () => ({
      data: [...res.data].sort(
        byNumber(
          (x) => x.urutan,
          (x) => x.id,
        ),
      ),
      loading: res.loading,
    }),
    [res],
  )
}

/** One class (active or not; the screen decides what to show). */
export function useClass(id: string): Loadable<Kelas | null> {
  const res = useLiveDocs('kelas', id ? { id } : null)
  return useMemo(() => ({ data: res.data[0] ?? null, loading: res.loading }), [res])
}

/** Materi of a class the student may read now, sorted by order. */
export function useMateri(kelasId: string): Loadable<Materi[]> {
  const res = useLiveDocs('materi', kelasId ? { kelas_id: kelasId } : null)
  const scope = useActiveScope()
  return useMemo(() => {
    const s = scoped(res, scope)
    return {
      data: s.data.sort(
        byNumber(
          (x) => x.order,
          (x) => x.created + x.id,
        ),
      ),
      loading: s.loading,
    }
  }, [res, scope])
}

/** Questions of a materi, sorted by created. */
export function useSoal(materiId: string): Loadable<Soal[]> {
  const res = useLiveDocs('soal', materiId ? { materi_id: materiId } : null)
  const scope = useActiveScope()
  return useMemo(() => {
    const s = scoped(res, scope)
    return {
      data: s.data.sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id)),
      loading: s.loading,
    }
  }, [res, scope])
}

/** Videos of the given materi, sorted by urutan. */
export function useVideoLinks(materiIds: string[]): Loadable<VideoLink[]> {
  const key = [...materiIds].sort().join(',')
  const selector = useMemo(() => (key ? { materi_id: { $in: key.split(',') } } : null), [key])
  const res = useLiveDocs('video_links', selector)
  const scope = useActiveScope()
  return useMemo(() => {
    const s = scoped(res, scope)
    return {
      data: s.data.sort(
        byNumber(
          (x) => x.urutan,
          (x) => x.created + x.id,
        ),
      ),
      loading: s.loading,
    }
  }, [res, scope])
}

/** Own progress rows of the given materi. */
export function useProgress(materiIds: string[]): Loadable<Progress[]> {
  const key = [...materiIds].sort().join(',')
  const selector = useMemo(() => (key ? { materi_id: { $in: key.split(',') } } : null), [key])
  return useLiveDocs('progress', selector)
}

/** Own review of a materi (a class review points at the class's post-test). */
export function useMyReview(materiId: string): Loadable<Review | null> {
  const res = useLiveDocs('reviews', materiId ? { materi_id: materiId } : null)
  return useMemo(() => ({ data: res.data[0] ?? null, loading: res.loading }), [res])
}

/** The sync-state store (online, pulling, pushing, firstSyncDone, lastSyncedAt, pendingChanges, rejections, lastError) + retrySync(). */
export function useSyncState(): SyncState {
  return useSyncStateStore()
}

/** True once the signed-in user's database is open and the first sync is done or data is present. */
export function useLocalDataReady(): boolean {
  const open = useLocalSessionStore((s) => s.status === 'open')
  const firstSyncDone = useSyncStateStore((s) => s.firstSyncDone)
  const hasData = useLocalSessionStore((s) => s.hasData)
  return open && (firstSyncDone || hasData)
}
