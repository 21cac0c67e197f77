// A Simulasi Sidang session's settings (pb_hooks/lib/sidang/settings.js) are the server's one list:
// the question planner knows the kinds of exactly those focuses and plans the default one when the
// focus is unknown.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { plan, questionsLib, type Focus } from './sidang-libs'

const settings = loadHookLib<{
  COUNTS: number[]
  FOCUS: string[]
  DEFAULT_FOCUS: Focus
  MAX_ANSWER: number
}>('sidang/settings.js')

describe('Simulasi Sidang settings', () => {
  it('plans the kinds of every focus there is, and of no other', () => {
    expect(Object.keys(questionsLib.FOCUS_KINDS).sort()).toEqual([...settings.FOCUS].sort())
    expect(questionsLib.FOCUS_KINDS[settings.DEFAULT_FOCUS]).toEqual(questionsLib.KINDS)
  })

  it('plans the default focus for an unknown one', () => {
    const unknown = plan(THESIS_FIXTURE_TEXT, 5, 'bukan-fokus' as Focus, 'benih')
    expect(unknown).toHaveLength(5)
    expect(unknown).toEqual(plan(THESIS_FIXTURE_TEXT, 5, settings.DEFAULT_FOCUS, 'benih'))
    expect(unknown).not.toEqual(plan(THESIS_FIXTURE_TEXT, 5, 'hasil', 'benih'))
  })
})
