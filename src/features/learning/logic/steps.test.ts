import { describe, expect, it } from 'vitest'
import {
  completedIds,
  completionSummary,
  groupLessonsByChapter,
  isMateriAccessible,
  isStepAccessible,
  nextStep,
  openingStep,
  orderSteps,
  type StepMateri,
} from './steps'

const m = (
  id: string,
  type: string,
  order: number,
  parent_id: string | null = null,
): StepMateri => ({
  id,
  type,
  judul: id,
  order,
  parent_id,
})

// Deliberately shuffled, with orders that would interleave if sorted globally.
const content: StepMateri[] = [
  m('post', 'posttest', 3),
  m('l2b', 'lesson', 2, 'ch2'),
  m('vid', 'video', 2),
  m('ch2', 'chapter', 2),
  m('l1b', 'lesson', 2, 'ch1'),
  m('pre', 'pretest', 1),
  m('l2a', 'lesson', 1, 'ch2'),
  m('ch1', 'chapter', 1),
  m('l1a', 'lesson', 1, 'ch1'),
]

const ids = (xs: readonly StepMateri[]) => xs.map((x) => x.id)

describe('orderSteps', () => {
  it('orders pretest, lessons by chapter then lesson order, video items, posttest; no chapters', () => {
    expect(ids(orderSteps(content))).toEqual(['pre', 'l1a', 'l1b', 'l2a', 'l2b', 'vid', 'post'])
  })

  it('orders lessons by their chapter order, not by their own order', () => {
    const items = [
      m('chA', 'chapter', 2),
      m('chB', 'chapter', 1),
      m('a1', 'lesson', 1, 'chA'),
      m('b9', 'lesson', 9, 'chB'),
    ]
    expect(ids(orderSteps(items))).toEqual(['b9', 'a1'])
  })

  it('keeps lessons whose chapter is missing, after the chaptered lessons', () => {
    const items = [
      m('x', 'lesson', 1, 'gone'),
      m('ch', 'chapter', 1),
      m('y', 'lesson', 5, 'ch'),
      m('post', 'posttest', 3),
    ]
    expect(ids(orderSteps(items))).toEqual(['y', 'x', 'post'])
  })

  it('breaks order ties deterministically (created, then id)', () => {
    const a = { ...m('b', 'lesson', 1, 'ch'), created: '2024-01-02' }
    const b = { ...m('a', 'lesson', 1, 'ch'), created: '2024-01-03' }
    const c = { ...m('c', 'lesson', 1, 'ch'), created: '2024-01-01' }
    expect(ids(orderSteps([a, b, c, m('ch', 'chapter', 1)]))).toEqual(['c', 'b', 'a'])
  })

  it('returns nothing for a class with only chapters', () => {
    expect(orderSteps([m('ch', 'chapter', 1)])).toEqual([])
  })
})

describe('groupLessonsByChapter', () => {
  it('groups lessons under their chapter in order', () => {
    const groups = groupLessonsByChapter(content)
    expect(groups.map((g) => [g.chapter?.id, ids(g.lessons)])).toEqual([
      ['ch1', ['l1a', 'l1b']],
      ['ch2', ['l2a', 'l2b']],
    ])
  })

  it('keeps an empty chapter as a group', () => {
    expect(groupLessonsByChapter([m('ch', 'chapter', 1)])).toEqual([
      { chapter: m('ch', 'chapter', 1), lessons: [] },
    ])
  })
})

describe('locking', () => {
  const steps = orderSteps(content)

  it('opens only the first step when nothing is complete', () => {
    const done = completedIds([])
    expect(steps.map((_, i) => isStepAccessible(steps, i, done))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('opens a step once the previous one is complete', () => {
    const done = completedIds([
      { materi_id: 'pre', status: 'complete' },
      { materi_id: 'l1a', status: 'complete' },
    ])
    expect(steps.map((_, i) => isStepAccessible(steps, i, done))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })

  it('ignores progress rows that are not complete', () => {
    const done = completedIds([{ materi_id: 'pre', status: 'started' }])
    expect(isMateriAccessible(steps, 'l1a', done)).toBe(false)
  })

  it('keeps a completed step open even if an earlier one is not (content added later)', () => {
    const done = completedIds([{ materi_id: 'l2a', status: 'complete' }])
    expect(isMateriAccessible(steps, 'l2a', done)).toBe(true)
    expect(isMateriAccessible(steps, 'l2b', done)).toBe(true)
    expect(isMateriAccessible(steps, 'l1b', done)).toBe(false)
  })

  it('never treats chapters or unknown ids as accessible steps', () => {
    const done = completedIds([])
    expect(isMateriAccessible(steps, 'ch1', done)).toBe(false)
    expect(isMateriAccessible(steps, 'nope', done)).toBe(false)
    expect(isStepAccessible(steps, -1, done)).toBe(false)
    expect(isStepAccessible(steps, 99, done)).toBe(false)
  })
})

describe('openingStep', () => {
  const steps = orderSteps(content)

  it('opens the step in the materi parameter when it is open', () => {
    const done = completedIds([
      { materi_id: 'pre', status: 'complete' },
      { materi_id: 'l1a', status: 'complete' },
    ])
    expect(openingStep(steps, done, 'l1a')?.id).toBe('l1a')
  })

  it('falls back to the first incomplete step when the parameter is locked, a chapter or unknown', () => {
    const done = completedIds([{ materi_id: 'pre', status: 'complete' }])
    expect(openingStep(steps, done, 'post')?.id).toBe('l1a')
    expect(openingStep(steps, done, 'ch1')?.id).toBe('l1a')
    expect(openingStep(steps, done, 'unknown')?.id).toBe('l1a')
    expect(openingStep(steps, done, null)?.id).toBe('l1a')
  })

  it('opens the first step when everything is complete', () => {
    const done = new Set(ids(steps))
    expect(openingStep(steps, done)?.id).toBe('pre')
  })

  it('returns null without steps', () => {
    expect(openingStep([], new Set())).toBeNull()
  })
})

describe('nextStep and completionSummary', () => {
  const steps = orderSteps(content)
  it('finds the following step', () => {
    expect(nextStep(steps, 'l1b')?.id).toBe('l2a')
    expect(nextStep(steps, 'post')).toBeNull()
    expect(nextStep(steps, 'nope')).toBeNull()
  })
  it('summarises completion', () => {
    expect(completionSummary(steps, new Set(['pre', 'l1a']))).toEqual({
      done: 2,
      total: 7,
      percent: 29,
    })
    expect(completionSummary([], new Set())).toEqual({ done: 0, total: 0, percent: 0 })
  })
})
