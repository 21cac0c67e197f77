import { describe, expect, it } from 'vitest'
import type { DownloadEntry, DownloadRequest } from '@/data/downloads'
import { downloadRequests, summarize } from './lesson-downloads'

const kelas = { id: 'k', judul: 'Kelas', paket_id: 'p' }
const lessons = [
  { id: 'l1', judul: 'Satu', paket_id: 'p' },
  { id: 'l2', judul: 'Dua', paket_id: 'p' },
]
const videos = [
  {
    id: 'v1',
    materi_id: 'l1',
    judul: 'Video 1',
    video: 'a.mp4',
    video_size: 1000,
    video_duration: 10,
  },
  { id: 'v2', materi_id: 'l1', judul: '', video: '', video_size: 0, video_duration: 0 }, // YouTube
  {
    id: 'v3',
    materi_id: 'l2',
    judul: 'Video 3',
    video: 'c.mp4',
    video_size: 3000,
    video_duration: 30,
  },
]

function entry(r: DownloadRequest, patch: Partial<DownloadEntry>): DownloadEntry {
  return {
    ...r,
    status: 'complete',
    bytes: r.size,
    previous: null,
    error: null,
    addedAt: 0,
    completedAt: 0,
    ...patch,
  }
}

describe('lesson downloads', () => {
  const reqs = downloadRequests(kelas, lessons, videos)

  it('offers only uploaded videos, in lesson order, with their lesson and class', () => {
    expect(reqs.map((r) => r.videoId)).toEqual(['v1', 'v3'])
    expect(reqs[0]).toMatchObject({
      fileName: 'a.mp4',
      size: 1000,
      materiJudul: 'Satu',
      kelasJudul: 'Kelas',
      paketId: 'p',
    })
  })

  it('sums a group: nothing stored, partly, downloading, offline', () => {
    expect(summarize([], {}, {}).state).toBe('none')
    const idle = summarize(reqs, {}, {})
    expect(idle).toMatchObject({ state: 'idle', total: 4000, missing: 4000, stored: 0 })
    expect(idle.toDownload).toHaveLength(2)

    const one = summarize(reqs, { v1: entry(reqs[0]!, {}) }, {})
    expect(one).toMatchObject({ state: 'partial', stored: 1000, missing: 3000, offlineVideos: 1 })

    const active = summarize(
      reqs,
      { v1: entry(reqs[0]!, {}), v3: entry(reqs[1]!, { status: 'downloading', bytes: 500 }) },
      { v3: { bytes: 1500, speed: 750, eta: 2 } },
    )
    expect(active).toMatchObject({
      state: 'active',
      stored: 2500,
      missing: 1500,
      speed: 750,
      eta: 2,
    })

    const all = summarize(reqs, { v1: entry(reqs[0]!, {}), v3: entry(reqs[1]!, {}) }, {})
    expect(all).toMatchObject({ state: 'offline', stored: 4000, missing: 0, offlineVideos: 2 })
  })

  it('says when a copy is older than the server file, and when downloads wait or fail', () => {
    const old = entry({ ...reqs[1]!, fileName: 'old.mp4' }, {})
    const s = summarize(reqs, { v1: entry(reqs[0]!, {}), v3: old }, {})
    expect(s.state).toBe('update')
    expect(s.toDownload.map((r) => r.fileName)).toEqual(['c.mp4'])
    expect(
      summarize(reqs, { v1: entry(reqs[0]!, { status: 'waiting', bytes: 0 }) }, {}).state,
    ).toBe('waiting')
    const failed = summarize(
      reqs,
      { v1: entry(reqs[0]!, { status: 'error', bytes: 0, error: 'Akses ditolak' }) },
      {},
    )
    expect(failed).toMatchObject({ state: 'error', error: 'Akses ditolak', paused: ['v1'] })
    expect(
      summarize(reqs, { v1: entry(reqs[0]!, { status: 'paused', bytes: 200 }) }, {}),
    ).toMatchObject({ state: 'paused', stored: 200 })
  })
})
