import { describe, expect, it } from 'vitest'
import { anchorScroll } from './anchor-scroll'
import type { AnchorEnvironment } from './anchor-scroll'

function fakeEnvironment() {
  const state = {
    layout: [] as Array<() => void>,
    gesture: [] as Array<() => void>,
    timers: [] as Array<() => void>,
    stopped: { layout: 0, gesture: 0, timer: 0 },
  }
  const env: AnchorEnvironment = {
    observeLayout: (fn) => {
      state.layout.push(fn)
      return () => void state.stopped.layout++
    },
    onUserGesture: (fn) => {
      state.gesture.push(fn)
      return () => void state.stopped.gesture++
    },
    setTimer: (fn) => {
      state.timers.push(fn)
      return () => void state.stopped.timer++
    },
  }
  return { env, state }
}

describe('anchorScroll', () => {
  it('scrolls at once and again whenever the layout above changes', () => {
    const { env, state } = fakeEnvironment()
    let scrolls = 0
    anchorScroll(() => scrolls++, env)
    expect(scrolls).toBe(1)
    state.layout[0]()
    state.layout[0]()
    expect(scrolls).toBe(3)
  })

  it("stops at the visitor's own gesture and never scrolls after it", () => {
    const { env, state } = fakeEnvironment()
    let scrolls = 0
    anchorScroll(() => scrolls++, env)
    state.gesture[0]()
    state.layout[0]()
    expect(scrolls).toBe(1)
    expect(state.stopped).toEqual({ layout: 1, gesture: 1, timer: 1 })
  })

  it('stops when the settle time is over, and the returned function stops it early once', () => {
    const { env, state } = fakeEnvironment()
    let scrolls = 0
    const stop = anchorScroll(() => scrolls++, env)
    state.timers[0]()
    state.layout[0]()
    expect(scrolls).toBe(1)
    stop()
    expect(state.stopped).toEqual({ layout: 1, gesture: 1, timer: 1 })
  })
})
