/**
 * The open local database of the signed-in user, shared by hooks and actions. The RxDB code
 * itself (engine.ts) is loaded lazily; this module only holds type imports of it.
 */
import { create } from 'zustand'
import type { RxCollection, RxDatabase } from 'rxdb'
import type { Kelas, Materi, Paket, PaketContent, Progress, Review, Soal, Subscription, VideoLink } from './types'

export interface LocalCollections {
  paket_pembelajaran: RxCollection<Paket>
  kelas: RxCollection<Kelas>
  materi: RxCollection<Materi>
  soal: RxCollection<Soal>
  video_links: RxCollection<VideoLink>
  paket_content: RxCollection<PaketContent>
  subscribers: RxCollection<Subscription>
  progress: RxCollection<Progress>
  reviews: RxCollection<Review>
}

export type LocalCollectionName = keyof LocalCollections
export type LocalDatabase = RxDatabase<LocalCollections>

export interface SyncEngineHandle {
  /**
   * Pull everything again (checkpoints stay) and push what waits; with a trigger's request only
   * the collections it names or the probe reports as changed (sync/probe.ts).
   */
  resync(request?: { probe: boolean; collections: string[] }): void
  /** Push what waits; resolves with the number of changes still unsent. */
  pushPending(timeoutMs?: number): Promise<number>
  /** Number of local progress/review changes the server has not accepted yet. */
  countPending(): Promise<number>
  /** Resolves when every collection finished its first pull (rejects on failure). */
  awaitFirstSync(): Promise<void>
  /** Wait until nothing is left to push or pull. */
  awaitInSync(): Promise<void>
  /** Stop replication (the database stays open). */
  stop(): Promise<void>
  /** Replicate again after the same user signed in again (no-op while running). */
  restart(): Promise<void>
  /** Stop replication and close the database. */
  close(): Promise<void>
}

export interface LocalSession {
  userId: string
  userName: string
  db: LocalDatabase
  engine: SyncEngineHandle
}

interface SessionStore {
  session: LocalSession | null
  /** 'idle' = no user; 'opening' while the database opens. */
  status: 'idle' | 'opening' | 'open' | 'error'
  error: string | null
  /** Bumped each minute so hooks re-evaluate subscription expiry by the device clock. */
  clock: number
  /** The database already held synced data when it was opened. */
  hasData: boolean
}

export const useLocalSessionStore = create<SessionStore>()(() => ({
  session: null,
  status: 'idle',
  error: null,
  clock: Date.now(),
  hasData: false,
}))

export function currentSession(): LocalSession | null {
  return useLocalSessionStore.getState().session
}
