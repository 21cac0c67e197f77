/**
 * The class content as the dialog shows it: tests, chapters with their lessons, and anything else.
 * Ordering follows the student player: by `order`, then creation time, then id.
 */
import type { Materi, MateriType, VideoLink } from '@/data/admin'
import { byOrder } from '@/lib/order'

export function ofType(items: readonly Materi[], type: MateriType): Materi[] {
  return items.filter((m) => m.type === type).sort(byOrder)
}

export interface ChapterNode {
  chapter: Materi
  lessons: Materi[]
}

export interface ContentTree {
  chapters: ChapterNode[]
  /** Lessons whose chapter is missing: shown apart so nothing is hidden. */
  orphanLessons: Materi[]
  /** 'video'-type items (older content), shown read-only. */
  legacyVideos: Materi[]
}

export function contentTree(items: readonly Materi[]): ContentTree {
  const chapters = ofType(items, 'chapter')
  const lessons = ofType(items, 'lesson')
  const ids = new Set(chapters.map((c) => c.id))
  return {
    chapters: chapters.map((chapter) => ({
      chapter,
      lessons: lessons.filter((l) => l.parent_id === chapter.id),
    })),
    orphanLessons: lessons.filter((l) => !l.parent_id || !ids.has(l.parent_id)),
    legacyVideos: ofType(items, 'video'),
  }
}

/** Highest `order` (or `urutan`) plus one; 1 for an empty list. */
export function nextOrder(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v))
  return finite.length === 0 ? 1 : Math.max(0, ...finite) + 1
}

/** The ids with the item at `index` moved by `delta` (-1 up, +1 down); null when it cannot move. */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] | null {
  const target = index + delta
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null
  const next = [...ids]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}

/** Videos per lesson id, each list by `urutan`. */
export function videosByLesson(videos: readonly VideoLink[]): Map<string, VideoLink[]> {
  const map = new Map<string, VideoLink[]>()
  for (const v of videos) {
    const list = map.get(v.materi_id) ?? []
    list.push(v)
    map.set(v.materi_id, list)
  }
  for (const list of map.values())
    list.sort((a, b) => byOrder({ ...a, order: a.urutan }, { ...b, order: b.urutan }))
  return map
}

export const TEST_LABEL = { pretest: 'Pre Test', posttest: 'Post Test' } as const
export type TestType = keyof typeof TEST_LABEL

/** The new test item of a class (pretest order 1, posttest order 3). */
export function newTestMateri(kelas: { id: string; judul: string }, type: TestType) {
  return {
    kelas_id: kelas.id,
    type,
    judul: `${TEST_LABEL[type]} ${kelas.judul}`,
    order: type === 'pretest' ? 1 : 3,
  }
}

/** `url` when it is an http(s) link (safe as an href), else undefined. */
export function httpLink(url: string | null | undefined): string | undefined {
  const text = (url ?? '').trim()
  return /^https?:\/\//i.test(text) ? text : undefined
}
