// Pure merge rules of POST /api/sync/push (pb_hooks/lib/sync/merge.js): which subscription spans
// accept a completion or a review. Suspended spans never count: a suspension stops completions and
// reviews (docs/contract.md, "Sync and merge rules").
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'

interface Span {
  start: number
  end: number
  suspended?: boolean
}
interface Merge {
  acceptCompletion(
    at: number,
    now: number,
    subs: Span[],
  ): { ok: true; at: number } | { ok: false; reason: string }
  reviewSubscriptionProblem(subs: Span[]): string
  SUSPENDED_REASON: string
}

const m = loadHookLib<Merge>('sync/merge.js')
const DAY = 86_400_000
const now = Date.UTC(2026, 10, 23, 12)
const span = (fromDays: number, toDays: number, suspended = false): Span => ({
  start: now + fromDays * DAY,
  end: now + toDays * DAY,
  suspended,
})

describe('acceptCompletion', () => {
  it('accepts inside an active or ended-by-time span, clamped to [first start, now]', () => {
    expect(m.acceptCompletion(now - DAY, now, [span(-5, 20)])).toEqual({ ok: true, at: now - DAY })
    expect(m.acceptCompletion(now - 20 * DAY, now, [span(-40, -10)])).toEqual({
      ok: true,
      at: now - 20 * DAY,
    })
    expect(m.acceptCompletion(now - 90 * DAY, now, [span(-5, 20)])).toEqual({
      ok: true,
      at: now - 5 * DAY,
    })
    expect(m.acceptCompletion(now + DAY, now, [span(-5, 20)])).toEqual({ ok: true, at: now })
  })

  it('refuses after the end and without a subscription', () => {
    expect(m.acceptCompletion(now - DAY, now, [span(-40, -10)])).toEqual({
      ok: false,
      reason: 'Langganan tidak aktif saat materi diselesaikan',
    })
    expect(m.acceptCompletion(now, now, [])).toEqual({
      ok: false,
      reason: 'Tidak memiliki langganan untuk materi ini',
    })
  })

  it('a suspended span accepts nothing, also completions dated while it ran', () => {
    for (const at of [now, now - DAY, now - 10 * DAY]) {
      expect(m.acceptCompletion(at, now, [span(-5, 20, true)])).toEqual({
        ok: false,
        reason: m.SUSPENDED_REASON,
      })
    }
    expect(m.SUSPENDED_REASON).toBe('Langganan Anda untuk paket ini sedang ditangguhkan')
  })

  it('another span of the package still counts beside a suspended one', () => {
    const spans = [span(-60, -30), span(-10, 20, true)]
    expect(m.acceptCompletion(now - 45 * DAY, now, spans)).toEqual({ ok: true, at: now - 45 * DAY })
    expect(m.acceptCompletion(now - 3 * DAY, now, spans)).toEqual({
      ok: false,
      reason: m.SUSPENDED_REASON,
    })
    expect(m.acceptCompletion(now, now, [span(-10, 20, true), span(-2, 30)])).toEqual({
      ok: true,
      at: now,
    })
  })
})

describe('reviewSubscriptionProblem', () => {
  it('needs a span that is not suspended (an ended one counts)', () => {
    expect(m.reviewSubscriptionProblem([span(-40, -10)])).toBe('')
    expect(m.reviewSubscriptionProblem([span(-40, -10), span(-5, 20, true)])).toBe('')
    expect(m.reviewSubscriptionProblem([span(-5, 20, true)])).toBe(m.SUSPENDED_REASON)
    expect(m.reviewSubscriptionProblem([])).toBe('Tidak memiliki langganan untuk materi ini')
  })
})
