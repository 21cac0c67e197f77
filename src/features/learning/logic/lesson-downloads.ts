/**
 * Which lesson videos can be downloaded (uploaded files; YouTube streams only), as download requests,
 * and the totals the class and lesson buttons show. Pure.
 */
import type { DownloadEntry, DownloadProgress, DownloadRequest } from '@/data/downloads'

export interface VideoRow {
  id: string
  materi_id: string
  judul: string
  video: string
  video_size: number
  video_duration: number
}

export interface LessonRow {
  id: string
  judul: string
  paket_id: string
}

/** Steps that carry videos (lessons and video steps). */
export function isVideoStep(m: { type: string }): boolean {
  return m.type === 'lesson' || m.type === 'video'
}

/** Download requests of the uploaded videos of the class's video steps, in step order ('Unduh kelas'). */
export function classDownloadRequests(
  kelas: { id: string; judul: string; paket_id: string } | null,
  steps: readonly (LessonRow & { type: string })[],
  videos: readonly VideoRow[],
): DownloadRequest[] {
  return kelas ? downloadRequests(kelas, steps.filter(isVideoStep), videos) : []
}

/** Download requests of the uploaded videos of `lessons` (in the given order). */
export function downloadRequests(
  kelas: { id: string; judul: string; paket_id: string },
  lessons: readonly LessonRow[],
  videos: readonly VideoRow[],
): DownloadRequest[] {
  const out: DownloadRequest[] = []
  for (const lesson of lessons) {
    for (const v of videos) {
      if (v.materi_id !== lesson.id || !v.video || v.video_size <= 0) continue
      out.push({
        videoId: v.id,
        fileName: v.video,
        size: v.video_size,
        duration: v.video_duration,
        judul: v.judul || lesson.judul,
        materiId: lesson.id,
        materiJudul: lesson.judul,
        kelasId: kelas.id,
        kelasJudul: kelas.judul,
        paketId: lesson.paket_id || kelas.paket_id,
      })
    }
  }
  return out
}

export type GroupState =
  /** no uploaded video */
  | 'none'
  /** nothing on the device yet */
  | 'idle'
  | 'active'
  | 'paused'
  | 'waiting'
  | 'error'
  /** every video plays offline and is current */
  | 'offline'
  /** every video plays offline but some copy is older than the server's file */
  | 'update'
  /** some videos on the device, others not */
  | 'partial'

export interface GroupSummary {
  state: GroupState
  /** Bytes of the current files of every downloadable video. */
  total: number
  /** Bytes of those files stored on the device. */
  stored: number
  /** Bytes still to download for the videos not stored yet. */
  missing: number
  speed: number
  eta: number | null
  videos: number
  offlineVideos: number
  /** Video ids by what can be done with them. */
  toDownload: DownloadRequest[]
  downloading: string[]
  paused: string[]
  error: string | null
}

/** The state of a group of videos (a lesson or a class) on this device. */
export function summarize(
  requests: readonly DownloadRequest[],
  entries: Readonly<Record<string, DownloadEntry>>,
  progress: Readonly<Record<string, DownloadProgress>>,
): GroupSummary {
  const s: GroupSummary = {
    state: 'none',
    total: 0,
    stored: 0,
    missing: 0,
    speed: 0,
    eta: null,
    videos: requests.length,
    offlineVideos: 0,
    toDownload: [],
    downloading: [],
    paused: [],
    error: null,
  }
  if (!requests.length) return s
  let stale = 0
  let waiting = 0
  let errors = 0
  for (const r of requests) {
    s.total += r.size
    const e = entries[r.videoId]
    const current = e && e.fileName === r.fileName ? e : undefined
    const copyOk = e && (e.status === 'complete' || e.previous)
    if (copyOk) s.offlineVideos++
    if (current?.status === 'complete') {
      s.stored += r.size
      continue
    }
    if (copyOk && !current) stale++
    const bytes = current ? (progress[r.videoId]?.bytes ?? current.bytes) : 0
    s.stored += bytes
    s.missing += r.size - bytes
    if (!current) {
      s.toDownload.push(r)
      continue
    }
    if (current.status === 'downloading' || current.status === 'queued') {
      s.downloading.push(r.videoId)
      const p = progress[r.videoId]
      if (p) s.speed += p.speed
    } else if (current.status === 'paused') s.paused.push(r.videoId)
    else if (current.status === 'waiting') {
      waiting++
      s.downloading.push(r.videoId)
    } else if (current.status === 'error') {
      errors++
      s.paused.push(r.videoId)
      s.error = current.error
    }
  }
  s.eta = s.speed > 0 ? s.missing / s.speed : null
  if (s.downloading.length) s.state = waiting === s.downloading.length ? 'waiting' : 'active'
  else if (errors) s.state = 'error'
  else if (s.paused.length) s.state = 'paused'
  else if (s.offlineVideos === s.videos) s.state = stale ? 'update' : 'offline'
  else s.state = s.offlineVideos > 0 ? 'partial' : 'idle'
  return s
}
