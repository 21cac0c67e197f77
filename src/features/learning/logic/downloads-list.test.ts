import { describe, expect, it } from 'vitest'
import type { DownloadEntry } from '@/data/downloads'
import { groupDownloads } from './downloads-list'

function e(
  videoId: string,
  kelas: string,
  materi: string,
  patch: Partial<DownloadEntry> = {},
): DownloadEntry {
  return {
    videoId,
    fileName: `${videoId}.mp4`,
    size: 1000,
    duration: 10,
    judul: videoId,
    materiId: materi,
    materiJudul: `Pelajaran ${materi}`,
    kelasId: kelas,
    kelasJudul: `Kelas ${kelas}`,
    paketId: 'p',
    status: 'complete',
    bytes: 1000,
    previous: null,
    error: null,
    addedAt: 0,
    completedAt: 1,
    ...patch,
  }
}

describe('groupDownloads', () => {
  it('groups per class and lesson with the bytes on the device and what is still running', () => {
    const groups = groupDownloads({
      a: e('a', 'K2', 'm1'),
      b: e('b', 'K1', 'm2', { status: 'downloading', bytes: 300 }),
      c: e('c', 'K1', 'm2', { addedAt: 1 }),
      d: e('d', 'K1', 'm3', {
        status: 'queued',
        bytes: 0,
        previous: { fileName: 'old.mp4', size: 800 },
      }),
    })
    expect(groups.map((g) => g.kelasId)).toEqual(['K1', 'K2'])
    const k1 = groups[0]!
    expect(k1.bytes).toBe(300 + 1000 + 800)
    expect(k1.busy).toBe(true)
    expect(k1.lessons.map((l) => [l.materiId, l.bytes, l.busy])).toEqual([
      ['m2', 1300, true],
      ['m3', 800, true],
    ])
    expect(groups[1]!.busy).toBe(false)
  })
})
