/**
 * The download queue of one signed-in user: one video at a time, in the order asked, resuming by
 * byte ranges after a pause, a network loss or a reload. State goes to a listener (the zustand store
 * in downloads-store.ts) and the list of entries to localStorage (registry.ts).
 */
import { storedBytes, type VideoKey } from './offline-video-format'
import type { PieceStore } from './piece-store'
import { SpeedMeter } from './meter'
import { transfer, TransferError } from './transfer'
import type { DownloadEntry, DownloadProgress, DownloadRequest } from './types'

export interface QueueDeps {
  userId: string
  store: PieceStore
  fetchFrom(key: VideoKey, from: number, signal: AbortSignal): Promise<Response>
  load(): Record<string, DownloadEntry>
  save(entries: Record<string, DownloadEntry>): void
  isOnline(): boolean
  now(): number
  /** Entries or progress changed. */
  onChange(entries: Record<string, DownloadEntry>, progress: Record<string, DownloadProgress>): void
  /** First download of the user on this device (ask for persistent storage). */
  onFirstDownload?(): void
}

type StopReason = 'pause' | 'cancel' | 'close'

const PROGRESS_EVERY_MS = 250

export class DownloadQueue {
  private entries: Record<string, DownloadEntry> = {}
  private progress: Record<string, DownloadProgress> = {}
  private active: { videoId: string; controller: AbortController; done: Promise<void> } | null =
    null
  private closed = false
  private lastEmit = 0

  constructor(private deps: QueueDeps) {}

  key(videoId: string, fileName: string): VideoKey {
    return { userId: this.deps.userId, videoId, fileName }
  }

  /**
   * Loads the list and checks it against the stored bytes: what the browser evicted is shown as not
   * downloaded (returns how many complete downloads disappeared); interrupted downloads continue.
   */
  async open(): Promise<number> {
    const loaded = this.deps.load()
    let evicted = 0
    for (const entry of Object.values(loaded)) {
      if (await this.piecesPresent(entry.videoId, entry.fileName)) {
        this.entries[entry.videoId] = {
          ...entry,
          status: 'complete',
          bytes: entry.size,
          previous: null,
          error: null,
        }
        continue
      }
      if (entry.status === 'complete') {
        evicted++
        continue
      }
      let previous = entry.previous
      if (previous && !(await this.piecesPresent(entry.videoId, previous.fileName))) {
        previous = null
        evicted++
      }
      const manifest = await this.deps.store.readManifest(this.key(entry.videoId, entry.fileName))
      const bytes = manifest && manifest.size === entry.size ? storedBytes(manifest.pieces) : 0
      const status =
        entry.status === 'downloading' || entry.status === 'waiting' ? 'queued' : entry.status
      this.entries[entry.videoId] = { ...entry, previous, bytes, status }
    }
    this.commit()
    this.pump()
    return evicted
  }

  private async piecesPresent(videoId: string, fileName: string): Promise<boolean> {
    const key = this.key(videoId, fileName)
    const manifest = await this.deps.store.readManifest(key)
    if (!manifest?.complete) return false
    const first = manifest.pieces[0]
    const last = manifest.pieces[manifest.pieces.length - 1]
    return Boolean(
      first &&
      last &&
      (await this.deps.store.hasPiece(key, first[0])) &&
      (await this.deps.store.hasPiece(key, last[0])),
    )
  }

  snapshot(): Record<string, DownloadEntry> {
    return this.entries
  }

  /** Adds downloads (a lesson's or a class's videos). A replaced video downloads its new file. */
  enqueue(requests: DownloadRequest[]): void {
    const first = Object.keys(this.entries).length === 0
    const now = this.deps.now()
    let added = 0
    for (const r of requests) {
      if (!r.fileName || r.size <= 0) continue
      const existing = this.entries[r.videoId]
      if (existing && existing.fileName === r.fileName) {
        if (
          existing.status === 'paused' ||
          existing.status === 'error' ||
          existing.status === 'waiting'
        ) {
          this.entries[r.videoId] = { ...existing, ...r, status: 'queued', error: null }
          added++
        }
        continue
      }
      const previous =
        existing && existing.status === 'complete'
          ? { fileName: existing.fileName, size: existing.size }
          : (existing?.previous ?? null)
      if (existing && existing.status !== 'complete')
        void this.deps.store.remove(this.key(existing.videoId, existing.fileName))
      this.entries[r.videoId] = {
        ...r,
        status: 'queued',
        bytes: 0,
        previous,
        error: null,
        addedAt: now + added,
        completedAt: null,
      }
      added++
    }
    if (!added) return
    if (first) this.deps.onFirstDownload?.()
    this.commit()
    this.pump()
  }

  pause(videoIds: string[]): void {
    for (const id of videoIds) {
      const e = this.entries[id]
      if (!e || e.status === 'complete') continue
      if (this.active?.videoId === id) this.stop('pause')
      else this.entries[id] = { ...e, status: 'paused' }
    }
    this.commit()
  }

  resume(videoIds: string[]): void {
    for (const id of videoIds) {
      const e = this.entries[id]
      if (e && (e.status === 'paused' || e.status === 'error' || e.status === 'waiting'))
        this.entries[id] = { ...e, status: 'queued', error: null }
    }
    this.commit()
    this.pump()
  }

  /** Stops downloads and deletes their partial bytes; a replaced video keeps its older complete copy. */
  async cancel(videoIds: string[]): Promise<void> {
    for (const id of videoIds) {
      const e = this.entries[id]
      if (!e || e.status === 'complete') continue
      if (this.active?.videoId === id) await this.stop('cancel')
      await this.deps.store.remove(this.key(id, e.fileName))
      if (e.previous)
        this.entries[id] = {
          ...e,
          fileName: e.previous.fileName,
          size: e.previous.size,
          bytes: e.previous.size,
          previous: null,
          status: 'complete',
          error: null,
        }
      else delete this.entries[id]
      delete this.progress[id]
    }
    this.commit()
    this.pump()
  }

  /** 'Hapus unduhan': deletes the stored bytes (not while that video downloads). */
  async remove(videoIds: string[]): Promise<void> {
    for (const id of videoIds) {
      const e = this.entries[id]
      if (!e) continue
      if (this.active?.videoId === id) await this.stop('cancel')
      await this.deps.store.remove(this.key(id, e.fileName))
      if (e.previous) await this.deps.store.remove(this.key(id, e.previous.fileName))
      delete this.entries[id]
      delete this.progress[id]
    }
    this.commit()
    this.pump()
  }

  /**
   * Content the student may read, after a pull confirmed it: downloads of videos that left it (deleted,
   * out of scope, no longer an upload) are deleted from the device.
   */
  async keepOnly(videos: ReadonlyArray<{ id: string; video: string }>): Promise<string[]> {
    const uploaded = new Set(videos.filter((v) => v.video).map((v) => v.id))
    const gone = Object.keys(this.entries).filter((id) => !uploaded.has(id))
    if (gone.length) await this.remove(gone)
    return gone
  }

  /** The network is back: continue what waits. */
  wake(): void {
    let changed = false
    for (const [id, e] of Object.entries(this.entries)) {
      if (e.status === 'waiting') {
        this.entries[id] = { ...e, status: 'queued' }
        changed = true
      }
    }
    if (changed) this.commit()
    this.pump()
  }

  async close(): Promise<void> {
    this.closed = true
    await this.stop('close')
  }

  private async stop(reason: StopReason): Promise<void> {
    const active = this.active
    if (!active) return
    active.controller.abort(new DOMException(reason, 'AbortError'))
    await active.done.catch(() => undefined)
  }

  private commit(): void {
    this.deps.save(this.entries)
    this.emit(true)
  }

  private emit(force = false): void {
    const now = this.deps.now()
    if (!force && now - this.lastEmit < PROGRESS_EVERY_MS) return
    this.lastEmit = now
    this.deps.onChange({ ...this.entries }, { ...this.progress })
  }

  private pump(): void {
    if (this.closed || this.active || !this.deps.isOnline()) return
    const next = Object.values(this.entries)
      .filter((e) => e.status === 'queued')
      .sort((a, b) => a.addedAt - b.addedAt)[0]
    if (!next) return
    const controller = new AbortController()
    const done = this.run(next, controller)
    this.active = { videoId: next.videoId, controller, done }
    void done.finally(() => {
      if (this.active?.videoId === next.videoId) this.active = null
      this.pump()
    })
  }

  private async run(entry: DownloadEntry, controller: AbortController): Promise<void> {
    const id = entry.videoId
    const meter = new SpeedMeter()
    this.entries[id] = { ...entry, status: 'downloading', error: null }
    this.commit()
    const key = this.key(id, entry.fileName)
    try {
      await transfer(
        key,
        entry.size,
        {
          store: this.deps.store,
          fetchFrom: this.deps.fetchFrom,
          onProgress: (bytes) => {
            meter.add(this.deps.now(), bytes)
            this.progress[id] = { bytes, speed: meter.speed(), eta: meter.eta(entry.size) }
            const e = this.entries[id]
            if (e) this.entries[id] = { ...e, bytes }
            this.deps.save(this.entries)
            this.emit()
          },
        },
        controller.signal,
      )
      const e = this.entries[id]
      if (!e) return
      if (e.previous && e.previous.fileName !== e.fileName)
        await this.deps.store.remove(this.key(id, e.previous.fileName))
      this.entries[id] = {
        ...e,
        status: 'complete',
        bytes: e.size,
        previous: null,
        completedAt: this.deps.now(),
        error: null,
      }
    } catch (error) {
      const e = this.entries[id]
      if (!e) return
      const reason = controller.signal.aborted
        ? String((controller.signal.reason as DOMException | undefined)?.message ?? '')
        : ''
      if (reason === 'cancel') return
      if (reason === 'pause') this.entries[id] = { ...e, status: 'paused' }
      else if (reason === 'close') this.entries[id] = { ...e, status: 'queued' }
      else if (error instanceof TransferError && error.kind !== 'network')
        this.entries[id] = { ...e, status: 'error', error: error.message }
      else this.entries[id] = { ...e, status: 'waiting', error: null }
    } finally {
      delete this.progress[id]
      if (!this.closed || this.entries[id]) this.commit()
    }
  }
}
