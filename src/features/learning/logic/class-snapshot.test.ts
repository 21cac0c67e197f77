import { describe, expect, it } from 'vitest'
import type { Kelas, Materi, Progress, Subscription, VideoLink } from '@/data/local'
import {
  buildClassSnapshot,
  classViewKey,
  parseClassSnapshot,
  snapshotUntil,
  type LiveClassData,
} from './class-snapshot'

const NOW = new Date('2026-01-10T05:00:00Z')
const base = { created: '2025-12-01 00:00:00.000Z', updated: '2025-12-01 00:00:00.000Z' }
const kelas: Kelas = {
  ...base,
  id: 'k1',
  paket_id: 'p1',
  judul: 'Menyusun Bab 1',
  deskripsi: '',
  pengajar: 'Dr. A',
  level: 'Beginner',
  rating: 4.5,
  jumlah_review: 2,
  jumlah_user: 10,
  durasi_text: '',
  durasi_menit: 90,
  harga_asli: 0,
  harga_diskon: 0,
  urutan: 1,
  thumbnail: '',
  is_active: true,
}
const sub = (id: string, over: Partial<Subscription> = {}): Subscription => ({
  ...base,
  id,
  user_id: 'u1',
  paket_id: 'p1',
  status: 'active',
  durasi_mulai: '2025-12-01 00:00:00.000Z',
  durasi_akhir: '2026-02-01 00:00:00.000Z',
  ...over,
})
const materi = (id: string, type: Materi['type'], order: number, parent_id = ''): Materi => ({
  ...base,
  id,
  kelas_id: 'k1',
  paket_id: 'p1',
  type,
  judul: `Materi ${id}`,
  deskripsi: '',
  order,
  parent_id,
  link_video: '',
})
const progress = (materi_id: string, skor = 0): Progress => ({
  ...base,
  id: `pr-${materi_id}`,
  user_id: 'u1',
  materi_id,
  status: 'complete',
  skor,
  answers: { q1: 'a' },
  completed_at: '2026-01-05 00:00:00.000Z',
})
const video = (id: string, materi_id: string): VideoLink => ({
  ...base,
  id,
  materi_id,
  paket_id: 'p1',
  judul: `Video ${id}`,
  deskripsi: '',
  link_youtube: 'https://youtu.be/dQw4w9WgXcQ',
  urutan: 1,
  thumbnail: '',
  video: '',
  video_size: 0,
  video_duration: 0,
  poster: '',
})

function live(over: Partial<LiveClassData> = {}): LiveClassData {
  return {
    kelas,
    paketName: 'Paket Skripsi',
    subscriptions: [
      sub('s1'),
      sub('s-other', { paket_id: 'p2', durasi_akhir: '2027-01-01 00:00:00.000Z' }),
    ],
    materi: [
      materi('pre', 'pretest', 0),
      materi('ch', 'chapter', 1),
      materi('l1', 'lesson', 1, 'ch'),
      materi('post', 'posttest', 9),
    ],
    progress: [progress('pre', 80), progress('elsewhere')],
    videos: [video('v1', 'l1'), video('v-other', 'x')],
    ...over,
  }
}

describe('snapshotUntil', () => {
  it('is the latest end of the active subscriptions to the class package', () => {
    const later = sub('s2', { durasi_akhir: '2026-03-01 00:00:00.000Z' })
    expect(snapshotUntil(kelas, [sub('s1'), later], NOW)).toBe(Date.parse('2026-03-01T00:00:00Z'))
  })

  it('ignores other packages and subscriptions that are suspended or ended by the clock', () => {
    const subs = [
      sub('s1'),
      sub('s2', { paket_id: 'p2', durasi_akhir: '2027-01-01 00:00:00.000Z' }),
      sub('s3', { status: 'suspended', durasi_akhir: '2027-01-01 00:00:00.000Z' }),
    ]
    expect(snapshotUntil(kelas, subs, NOW)).toBe(Date.parse('2026-02-01T00:00:00Z'))
  })

  it('is null when the class is not open to the student', () => {
    expect(snapshotUntil(null, [sub('s1')], NOW)).toBeNull()
    expect(snapshotUntil({ ...kelas, is_active: false }, [sub('s1')], NOW)).toBeNull()
    expect(snapshotUntil(kelas, [sub('s1', { status: 'expired' })], NOW)).toBeNull()
    expect(snapshotUntil(kelas, [sub('s1')], new Date('2026-02-01T00:00:00Z'))).toBeNull()
    expect(snapshotUntil(kelas, [], NOW)).toBeNull()
  })
})

describe('buildClassSnapshot', () => {
  it('keeps what the lists show: the class, its materi, completion flags and scores, its videos, the package subscriptions', () => {
    const built = buildClassSnapshot(live(), NOW)!
    expect(built.until).toBe(Date.parse('2026-02-01T00:00:00Z'))
    expect(built.snapshot.kelas).toEqual(kelas)
    expect(built.snapshot.paketName).toBe('Paket Skripsi')
    expect(built.snapshot.materi.map((m) => m.id)).toEqual(['pre', 'ch', 'l1', 'post'])
    // No answers and no rows of other classes.
    expect(built.snapshot.progress).toEqual([{ materi_id: 'pre', status: 'complete', skor: 80 }])
    expect(built.snapshot.videos.map((v) => v.id)).toEqual(['v1'])
    expect(built.snapshot.subscriptions.map((s) => s.id)).toEqual(['s1'])
  })

  it('keeps nothing when the class is not open to the student', () => {
    expect(
      buildClassSnapshot(live({ subscriptions: [sub('s1', { status: 'suspended' })] }), NOW),
    ).toBeNull()
    expect(buildClassSnapshot(live({ kelas: null }), NOW)).toBeNull()
  })
})

describe('parseClassSnapshot', () => {
  const stored = () =>
    JSON.parse(JSON.stringify(buildClassSnapshot(live(), NOW)!.snapshot)) as Record<string, unknown>

  it('reads back what was kept', () => {
    const parsed = parseClassSnapshot(stored(), 'k1', NOW)!
    expect(parsed.kelas.judul).toBe('Menyusun Bab 1')
    expect(parsed.materi).toHaveLength(4)
    expect(parsed.progress).toEqual([{ materi_id: 'pre', status: 'complete', skor: 80 }])
  })

  it('refuses another class, a damaged shape, and a view whose access ended by the device clock', () => {
    expect(parseClassSnapshot(stored(), 'k2', NOW)).toBeNull()
    expect(parseClassSnapshot({ ...stored(), materi: 'x' }, 'k1', NOW)).toBeNull()
    expect(parseClassSnapshot({ ...stored(), materi: [{ id: 'a' }] }, 'k1', NOW)).toBeNull()
    expect(
      parseClassSnapshot(
        { ...stored(), progress: [{ materi_id: 'a', status: 'complete' }] },
        'k1',
        NOW,
      ),
    ).toBeNull()
    expect(parseClassSnapshot({ ...stored(), subscriptions: undefined }, 'k1', NOW)).toBeNull()
    expect(parseClassSnapshot({ ...stored(), kelas: { id: 'k1' } }, 'k1', NOW)).toBeNull()
    expect(parseClassSnapshot(null, 'k1', NOW)).toBeNull()
    expect(parseClassSnapshot(stored(), 'k1', new Date('2026-02-02T00:00:00Z'))).toBeNull()
  })

  it('names the view by class', () => {
    expect(classViewKey('k1')).toBe('class:k1')
  })
})
