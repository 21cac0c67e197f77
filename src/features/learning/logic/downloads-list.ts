/** The 'Unduhan' screen's grouping: downloads per class, then per lesson, with sizes. Pure. */
import type { DownloadEntry } from '@/data/downloads'

export interface LessonDownloads {
  materiId: string
  judul: string
  entries: DownloadEntry[]
  /** Bytes on the device (complete copies and stored parts of running downloads). */
  bytes: number
  busy: boolean
}

export interface ClassDownloads {
  kelasId: string
  judul: string
  lessons: LessonDownloads[]
  bytes: number
  busy: boolean
}

/** Bytes of an entry on the device: its stored bytes plus an older complete copy. */
export function bytesOnDevice(e: DownloadEntry): number {
  return (e.status === 'complete' ? e.size : e.bytes) + (e.previous?.size ?? 0)
}

function isBusy(e: DownloadEntry): boolean {
  return e.status === 'downloading' || e.status === 'queued' || e.status === 'waiting'
}

export function groupDownloads(entries: Readonly<Record<string, DownloadEntry>>): ClassDownloads[] {
  const classes = new Map<string, ClassDownloads>()
  const sorted = Object.values(entries).sort((a, b) => a.addedAt - b.addedAt)
  for (const e of sorted) {
    let c = classes.get(e.kelasId)
    if (!c) {
      c = { kelasId: e.kelasId, judul: e.kelasJudul, lessons: [], bytes: 0, busy: false }
      classes.set(e.kelasId, c)
    }
    let l = c.lessons.find((x) => x.materiId === e.materiId)
    if (!l) {
      l = { materiId: e.materiId, judul: e.materiJudul, entries: [], bytes: 0, busy: false }
      c.lessons.push(l)
    }
    const bytes = bytesOnDevice(e)
    l.entries.push(e)
    l.bytes += bytes
    c.bytes += bytes
    if (isBusy(e)) l.busy = c.busy = true
  }
  return [...classes.values()].sort((a, b) => a.judul.localeCompare(b.judul, 'id'))
}
