/**
 * Learning-player step logic (learning progress): which content items are steps, in
 * which order, which of them are open, and which one opens first.
 *
 * Step order: pre-tests, then lessons grouped by chapter (chapters by `order`, lessons by
 * `order` within their chapter), then video-type items, then post-tests. Chapters are never
 * steps: they only group lessons in the sidebar.
 */

import { byOrder } from '@/lib/order'

export type MateriType = 'pretest' | 'posttest' | 'video' | 'chapter' | 'lesson'

/** The fields of a `materi` record this logic needs (structural, so any record type fits). */
export interface StepMateri {
  id: string
  type: MateriType | string
  judul: string
  order: number
  parent_id?: string | null
  created?: string
}

export interface ProgressLike {
  materi_id: string
  status: string
}

export interface ChapterGroup<M extends StepMateri = StepMateri> {
  chapter: M | null
  lessons: M[]
}

/**
 * Chapters (by order) with their lessons (by order). Lessons whose chapter does not exist are
 * collected in a final group with `chapter: null`, so no content is ever hidden.
 */
export function groupLessonsByChapter<M extends StepMateri>(
  items: readonly M[],
): ChapterGroup<M>[] {
  const chapters = items.filter((m) => m.type === 'chapter').sort(byOrder)
  const lessons = items.filter((m) => m.type === 'lesson').sort(byOrder)
  const chapterIds = new Set(chapters.map((c) => c.id))
  const groups: ChapterGroup<M>[] = chapters.map((chapter) => ({
    chapter,
    lessons: lessons.filter((l) => l.parent_id === chapter.id),
  }))
  const orphans = lessons.filter((l) => !l.parent_id || !chapterIds.has(l.parent_id))
  if (orphans.length > 0) groups.push({ chapter: null, lessons: orphans })
  return groups
}

/** The ordered steps of a class. */
export function orderSteps<M extends StepMateri>(items: readonly M[]): M[] {
  const ofType = (t: MateriType) => items.filter((m) => m.type === t).sort(byOrder)
  return [
    ...ofType('pretest'),
    ...groupLessonsByChapter(items).flatMap((g) => g.lessons),
    ...ofType('video'),
    ...ofType('posttest'),
  ]
}

/** Ids of the materi that have a progress row with status complete. */
export function completedIds(progress: readonly ProgressLike[]): Set<string> {
  return new Set(progress.filter((p) => p.status === 'complete').map((p) => p.materi_id))
}

/**
 * Whether step `index` may be opened: the first step always; any other when the previous step
 * is complete. A step that is itself complete also stays open (content added later before it
 * must not lock work already done).
 */
export function isStepAccessible(
  steps: readonly StepMateri[],
  index: number,
  completed: ReadonlySet<string>,
): boolean {
  if (index < 0 || index >= steps.length) return false
  if (index === 0) return true
  return completed.has(steps[index - 1].id) || completed.has(steps[index].id)
}

/** Accessibility of a step by id (false for chapters and unknown ids). */
export function isMateriAccessible(
  steps: readonly StepMateri[],
  materiId: string,
  completed: ReadonlySet<string>,
): boolean {
  return isStepAccessible(
    steps,
    steps.findIndex((s) => s.id === materiId),
    completed,
  )
}

/**
 * The step that opens when the player loads: the one named by the `materi` query parameter
 * (when it is a step the student may open), otherwise the first incomplete step, otherwise the
 * first step. Null when the class has no steps.
 */
export function openingStep<M extends StepMateri>(
  steps: readonly M[],
  completed: ReadonlySet<string>,
  requestedId?: string | null,
): M | null {
  if (steps.length === 0) return null
  if (requestedId) {
    const index = steps.findIndex((s) => s.id === requestedId)
    if (index >= 0 && isStepAccessible(steps, index, completed)) return steps[index]
  }
  return steps.find((s) => !completed.has(s.id)) ?? steps[0]
}

/** The step after `materiId`, or null at the end. */
export function nextStep<M extends StepMateri>(steps: readonly M[], materiId: string): M | null {
  const index = steps.findIndex((s) => s.id === materiId)
  if (index < 0 || index + 1 >= steps.length) return null
  return steps[index + 1]
}

/** Completion summary for a progress bar: done steps, total steps, rounded percentage. */
export function completionSummary(
  steps: readonly StepMateri[],
  completed: ReadonlySet<string>,
): { done: number; total: number; percent: number } {
  const total = steps.length
  const done = steps.filter((s) => completed.has(s.id)).length
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) }
}
