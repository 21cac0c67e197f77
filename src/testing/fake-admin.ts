/**
 * Test-only (src/testing): an in-memory stand-in for `@/data/admin`, the network boundary of the
 * admin's class content dialog. Use it from a test file with
 *   vi.mock('@/data/admin', async () => (await import('@/testing/fake-admin')).adminModule())
 */
import { vi } from 'vitest'
import { useRemote } from '@/data/use-remote'
import { resetToasts } from './toasts'
import type {
  BulkRowError,
  Materi,
  MateriInput,
  Soal,
  SoalInput,
  UploadVideoOptions,
  VideoInput,
  VideoLink,
} from '@/data/admin'

export class FakeBulkImportError extends Error {
  constructor(
    message: string,
    readonly rows: BulkRowError[],
  ) {
    super(message)
  }
}

/** The fake upload's controls: `release()` lets the pending upload finish; `fail` makes it fail. */
export const upload: { release: () => void; fail: { status: number; message: string } | null } = {
  release: () => {},
  fail: null,
}

function withoutRemovals(
  data: VideoInput,
): Partial<VideoLink> & Pick<VideoLink, 'materi_id' | 'judul'> {
  const { video, poster, ...rest } = data
  return {
    ...rest,
    ...(video === null ? { video: '', video_size: 0, video_duration: 0 } : {}),
    ...(poster === null ? { poster: '' } : {}),
  }
}

export const db = { materi: [] as Materi[], soal: [] as Soal[], videos: [] as VideoLink[], seq: 0 }

function stamp() {
  db.seq += 1
  return {
    id: `id${db.seq}`,
    created: `2026-01-01 00:${String(Math.floor(db.seq / 60)).padStart(2, '0')}:${String(db.seq % 60).padStart(2, '0')}.000Z`,
    updated: '',
  }
}

export const api = {
  listMateri: vi.fn(async (kelasId: string) => db.materi.filter((m) => m.kelas_id === kelasId)),
  createMateri: vi.fn(async (data: MateriInput) => seedMateri({ order: 0, ...data })),
  updateMateri: vi.fn(async (id: string, data: Partial<MateriInput>) => {
    const m = db.materi.find((x) => x.id === id)
    if (!m) throw new Error('not found')
    return Object.assign(m, data)
  }),
  deleteMateri: vi.fn(async (id: string) => {
    db.materi = db.materi.filter((m) => m.id !== id && m.parent_id !== id)
    return true
  }),
  reorder: vi.fn(async (collection: string, ids: string[]) => {
    ids.forEach((id, i) => {
      const m = db.materi.find((x) => x.id === id)
      if (collection === 'materi' && m) m.order = i + 1
      const v = db.videos.find((x) => x.id === id)
      if (collection === 'video_links' && v) v.urutan = i + 1
    })
    return { updated: ids.length }
  }),
  listSoal: vi.fn(async (materiId: string) => db.soal.filter((s) => s.materi_id === materiId)),
  saveSoal: vi.fn(async (id: string | null, materiId: string, data: SoalInput) => {
    const old = db.soal.find((s) => s.id === id)
    return old ? Object.assign(old, data) : seedSoal(materiId, data)
  }),
  deleteSoal: vi.fn(async (id: string) => {
    db.soal = db.soal.filter((s) => s.id !== id)
    return true
  }),
  bulkCreateSoal: vi.fn(async (materiId: string, rows: SoalInput[]) => {
    const ids = rows.map((r) => seedSoal(materiId, r).id)
    return { created: rows.length, ids }
  }),
  listVideos: vi.fn(async (ids: string[]) => db.videos.filter((v) => ids.includes(v.materi_id))),
  saveVideo: vi.fn(async (id: string | null, data: VideoInput) => {
    const old = db.videos.find((v) => v.id === id)
    const fields = withoutRemovals(data)
    return old ? Object.assign(old, fields) : seedVideo(fields)
  }),
  /**
   * Reports half the bytes, then waits for `upload.release()` (a test's step) or the abort signal;
   * `upload.fail` makes it reject like a refused request.
   */
  uploadVideo: vi.fn(
    async (
      id: string | null,
      data: VideoInput,
      file: File,
      poster: Blob | null,
      opts: UploadVideoOptions = {},
    ): Promise<VideoLink> => {
      const total = file.size + (poster?.size ?? 0)
      opts.onProgress?.({ loaded: Math.floor(total / 2), total })
      await new Promise<void>((resolve, reject) => {
        upload.release = resolve
        opts.signal?.addEventListener('abort', () => reject(new Error('Unggahan dibatalkan')))
      })
      if (upload.fail)
        throw Object.assign(new Error(upload.fail.message), { status: upload.fail.status })
      opts.onProgress?.({ loaded: total, total })
      const fields = {
        ...withoutRemovals(data),
        video: `${file.name.replace(/\.mp4$/, '')}_abc123.mp4`,
        video_size: file.size,
        video_duration: 12,
        poster: poster ? 'poster_abc123.jpg' : '',
      }
      const old = db.videos.find((v) => v.id === id)
      return old ? Object.assign(old, fields) : seedVideo(fields)
    },
  ),
  deleteVideo: vi.fn(async (id: string) => {
    db.videos = db.videos.filter((v) => v.id !== id)
    return true
  }),
}

/** The mocked module: the fake calls, the real `useRemote`, and a stand-in `BulkImportError`. */
export function adminModule() {
  return {
    ...api,
    useRemote,
    BulkImportError: FakeBulkImportError,
    videoPosterUrl: (v: Pick<VideoLink, 'id' | 'poster'>) =>
      v.poster ? `/api/files/video_links/${v.id}/${v.poster}` : '',
  }
}

export function resetFake() {
  db.materi = []
  db.soal = []
  db.videos = []
  upload.release = () => {}
  upload.fail = null
  resetToasts()
  for (const fn of Object.values(api)) fn.mockClear()
}

export function seedMateri(data: Partial<Materi> & Pick<Materi, 'type' | 'judul'>): Materi {
  const m: Materi = {
    kelas_id: 'k1',
    paket_id: 'p1',
    deskripsi: '',
    order: 1,
    parent_id: '',
    link_video: '',
    ...stamp(),
    ...data,
  }
  db.materi.push(m)
  return m
}

const CHOICE_TEXT = { pilihan_a: 'A1', pilihan_b: 'B1', pilihan_c: 'C1', pilihan_d: 'D1' }

export function seedSoal(
  materiId: string,
  data: Partial<SoalInput> & Pick<SoalInput, 'pertanyaan'>,
): Soal {
  const s: Soal = {
    ...stamp(),
    materi_id: materiId,
    paket_id: 'p1',
    ...CHOICE_TEXT,
    jawaban_benar: 'b',
    ...data,
  }
  db.soal.push(s)
  return s
}

export function seedVideo(
  data: Partial<VideoLink> & Pick<VideoLink, 'materi_id' | 'judul'>,
): VideoLink {
  const v: VideoLink = {
    ...stamp(),
    paket_id: 'p1',
    deskripsi: '',
    link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    urutan: 1,
    thumbnail: '',
    video: '',
    video_size: 0,
    video_duration: 0,
    poster: '',
    ...data,
  }
  db.videos.push(v)
  return v
}

export { toastTexts } from './toasts'
