import { describe, expect, it } from 'vitest'
import type { Materi, VideoLink } from '@/data/admin'
import {
  contentTree,
  httpLink,
  moveId,
  newTestMateri,
  nextOrder,
  ofType,
  videosByLesson,
} from './content'

let seq = 0
function materi(partial: Partial<Materi> & Pick<Materi, 'id' | 'type'>): Materi {
  seq += 1
  return {
    kelas_id: 'k1',
    paket_id: 'p1',
    judul: partial.id,
    deskripsi: '',
    order: 1,
    parent_id: '',
    link_video: '',
    created: `2026-01-01 00:00:${String(seq).padStart(2, '0')}.000Z`,
    updated: '',
    ...partial,
  }
}

function video(id: string, materi_id: string, urutan: number): VideoLink {
  return {
    id,
    materi_id,
    paket_id: 'p1',
    judul: id,
    deskripsi: '',
    link_youtube: '',
    urutan,
    thumbnail: '',
    video: '',
    video_size: 0,
    video_duration: 0,
    poster: '',
    created: '',
    updated: '',
  }
}

describe('contentTree', () => {
  const items = [
    materi({ id: 'post', type: 'posttest', order: 3 }),
    materi({ id: 'ch2', type: 'chapter', order: 2 }),
    materi({ id: 'l2b', type: 'lesson', parent_id: 'ch2', order: 2 }),
    materi({ id: 'ch1', type: 'chapter', order: 1 }),
    materi({ id: 'l2a', type: 'lesson', parent_id: 'ch2', order: 1 }),
    materi({ id: 'l1a', type: 'lesson', parent_id: 'ch1', order: 5 }),
    materi({ id: 'lost', type: 'lesson', parent_id: 'gone', order: 1 }),
    materi({ id: 'loose', type: 'lesson', order: 1 }),
    materi({ id: 'vid', type: 'video', order: 2 }),
    materi({ id: 'pre', type: 'pretest', order: 1 }),
  ]
  const tree = contentTree(items)

  it('orders chapters and their lessons by order', () => {
    expect(tree.chapters.map((c) => [c.chapter.id, c.lessons.map((l) => l.id)])).toEqual([
      ['ch1', ['l1a']],
      ['ch2', ['l2a', 'l2b']],
    ])
  })
  it('keeps lessons without an existing chapter apart', () => {
    expect(tree.orphanLessons.map((l) => l.id)).toEqual(['lost', 'loose'])
  })
  it('lists video-type items', () => {
    expect(tree.legacyVideos.map((l) => l.id)).toEqual(['vid'])
  })
  it('breaks order ties by creation time', () => {
    const a = materi({ id: 'z', type: 'chapter', order: 1 })
    const b = materi({ id: 'a', type: 'chapter', order: 1 })
    expect(ofType([b, a], 'chapter').map((m) => m.id)).toEqual(['z', 'a'])
  })
})

describe('nextOrder', () => {
  it('is the highest plus one, or 1', () => {
    expect(nextOrder([])).toBe(1)
    expect(nextOrder([1, 4, 2])).toBe(5)
    expect(nextOrder([0])).toBe(1)
    expect(nextOrder([Number.NaN, 2])).toBe(3)
  })
})

describe('moveId', () => {
  it('swaps with the neighbour', () => {
    expect(moveId(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveId(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
  })
  it('refuses moves past either end', () => {
    expect(moveId(['a', 'b'], 0, -1)).toBeNull()
    expect(moveId(['a', 'b'], 1, 1)).toBeNull()
    expect(moveId([], 0, 1)).toBeNull()
  })
})

describe('videosByLesson', () => {
  it('groups videos by lesson, each by urutan', () => {
    const map = videosByLesson([video('v2', 'l1', 2), video('x', 'l2', 1), video('v1', 'l1', 1)])
    expect(map.get('l1')?.map((v) => v.id)).toEqual(['v1', 'v2'])
    expect(map.get('l2')?.map((v) => v.id)).toEqual(['x'])
    expect(map.get('l3')).toBeUndefined()
  })
})

describe('newTestMateri', () => {
  it('names the tests by type and class title, pre-test order 1, post-test order 3', () => {
    const kelas = { id: 'k1', judul: 'Metodologi' }
    expect(newTestMateri(kelas, 'pretest')).toEqual({
      kelas_id: 'k1',
      type: 'pretest',
      judul: 'Pre Test Metodologi',
      order: 1,
    })
    expect(newTestMateri(kelas, 'posttest')).toEqual({
      kelas_id: 'k1',
      type: 'posttest',
      judul: 'Post Test Metodologi',
      order: 3,
    })
  })
})

describe('httpLink', () => {
  it('passes http(s) links and drops anything else', () => {
    expect(httpLink(' https://youtu.be/x ')).toBe('https://youtu.be/x')
    expect(httpLink('http://a.b')).toBe('http://a.b')
    expect(httpLink('javascript:alert(1)')).toBeUndefined()
    expect(httpLink('')).toBeUndefined()
    expect(httpLink(null)).toBeUndefined()
  })
})
