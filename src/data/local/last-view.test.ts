import { MemoryStorage } from '@/testing/memory-storage'
import { describe, expect, it } from 'vitest'
import {
  admitLastView,
  clearLastViews,
  clearLastViewsOutside,
  clearLastViewsShowing,
  LAST_VIEW_VERSION,
  MAX_VIEW_CHARS,
  MAX_VIEWS_PER_USER,
  readLastView,
  removeLastView,
  writeLastView,
} from './last-view'

const NOW = Date.UTC(2026, 0, 10)
const HOUR = 3_600_000
const siti = { userId: 'u1', role: 'subscriber' }
const envelope = (over: Record<string, unknown> = {}) => ({
  v: LAST_VIEW_VERSION,
  userId: 'u1',
  role: 'subscriber',
  until: NOW + HOUR,
  savedAt: NOW - HOUR,
  data: { a: 1 },
  ...over,
})

describe('admitLastView', () => {
  it('admits the view for the user and role who wrote it until its end', () => {
    expect(admitLastView(envelope(), siti, NOW)).toEqual({ a: 1 })
    expect(admitLastView(envelope(), siti, NOW + HOUR - 1)).toEqual({ a: 1 })
  })

  it('refuses it once its end passed by the device clock', () => {
    expect(admitLastView(envelope(), siti, NOW + HOUR)).toBeNull()
    expect(admitLastView(envelope({ until: 'later' }), siti, NOW)).toBeNull()
  })

  it('refuses another user, a signed-out viewer and another role', () => {
    expect(admitLastView(envelope(), { userId: 'u2', role: 'subscriber' }, NOW)).toBeNull()
    expect(admitLastView(envelope(), { userId: null, role: null }, NOW)).toBeNull()
    expect(admitLastView(envelope(), { userId: 'u1', role: 'user' }, NOW)).toBeNull()
    expect(admitLastView(envelope(), { userId: 'u1', role: null }, NOW)).toBeNull()
  })

  it('refuses other formats and damaged entries', () => {
    expect(admitLastView(envelope({ v: LAST_VIEW_VERSION + 1 }), siti, NOW)).toBeNull()
    expect(admitLastView(envelope({ data: null }), siti, NOW)).toBeNull()
    expect(admitLastView(null, siti, NOW)).toBeNull()
    expect(admitLastView('text', siti, NOW)).toBeNull()
  })
})

describe('writeLastView / readLastView', () => {
  it('round-trips a view under the user and key', () => {
    const s = new MemoryStorage()
    expect(
      writeLastView(siti, 'class:k1', { judul: 'Kelas' }, { until: NOW + HOUR }, NOW, s),
    ).not.toBe('')
    const raw = readLastView('u1', 'class:k1', s)
    expect(admitLastView(raw, siti, NOW)).toEqual({ judul: 'Kelas' })
    expect(raw).toMatchObject({ userId: 'u1', role: 'subscriber', until: NOW + HOUR, savedAt: NOW })
    expect(readLastView('u2', 'class:k1', s)).toBeNull()
    expect(readLastView(null, 'class:k1', s)).toBeNull()
  })

  it('keeps nothing (and drops the old view) when the access already ended', () => {
    const s = new MemoryStorage()
    writeLastView(siti, 'class:k1', { n: 1 }, { until: NOW + HOUR }, NOW, s)
    expect(writeLastView(siti, 'class:k1', { n: 2 }, { until: NOW }, NOW, s)).toBe('')
    expect(readLastView('u1', 'class:k1', s)).toBeNull()
  })

  it('keeps nothing without a signed-in viewer or role', () => {
    const s = new MemoryStorage()
    expect(
      writeLastView(
        { userId: null, role: 'subscriber' },
        'k',
        { n: 1 },
        { until: NOW + HOUR },
        NOW,
        s,
      ),
    ).toBe('')
    expect(
      writeLastView({ userId: 'u1', role: null }, 'k', { n: 1 }, { until: NOW + HOUR }, NOW, s),
    ).toBe('')
    expect(s.length).toBe(0)
  })

  it('does not keep a view that is too large', () => {
    const s = new MemoryStorage()
    writeLastView(siti, 'k', { n: 1 }, { until: NOW + HOUR }, NOW, s)
    expect(
      writeLastView(siti, 'k', { text: 'x'.repeat(MAX_VIEW_CHARS) }, { until: NOW + HOUR }, NOW, s),
    ).toBe('')
    expect(readLastView('u1', 'k', s)).toBeNull()
  })

  it('keeps the newest views of a user and drops the oldest', () => {
    const s = new MemoryStorage()
    writeLastView(
      { userId: 'u2', role: 'subscriber' },
      'other',
      { n: 0 },
      { until: NOW + HOUR },
      NOW - 10 * HOUR,
      s,
    )
    for (let i = 0; i < MAX_VIEWS_PER_USER + 2; i++)
      writeLastView(siti, `k${i}`, { i }, { until: NOW + 100 * HOUR }, NOW + i, s)
    expect(readLastView('u1', 'k0', s)).toBeNull()
    expect(readLastView('u1', 'k1', s)).toBeNull()
    expect(readLastView('u1', 'k2', s)).not.toBeNull()
    expect(readLastView('u1', `k${MAX_VIEWS_PER_USER + 1}`, s)).not.toBeNull()
    // Another user's views are not counted or dropped.
    expect(readLastView('u2', 'other', s)).not.toBeNull()
  })

  it('survives full or unavailable storage', () => {
    const s = new MemoryStorage()
    s.failWrites = true
    expect(writeLastView(siti, 'k', { n: 1 }, { until: NOW + HOUR }, NOW, s)).toBe('')
    expect(writeLastView(siti, 'k', { n: 1 }, { until: NOW + HOUR }, NOW, null)).toBe('')
    expect(readLastView('u1', 'k', null)).toBeNull()
    s.map.set('pendamping-view:u1:bad', '{not json')
    expect(readLastView('u1', 'bad', s)).toBeNull()
  })
})

describe('removeLastView / clearLastViews', () => {
  it('removes one view, or every view of one user only', () => {
    const s = new MemoryStorage()
    writeLastView(siti, 'a', { n: 1 }, { until: NOW + HOUR }, NOW, s)
    writeLastView(siti, 'b', { n: 2 }, { until: NOW + HOUR }, NOW, s)
    // A user id that starts with the other's is another user.
    writeLastView(
      { userId: 'u10', role: 'subscriber' },
      'a',
      { n: 3 },
      { until: NOW + HOUR },
      NOW,
      s,
    )
    s.map.set('pendamping-sync:u1:first-sync', '1')
    removeLastView('u1', 'a', s)
    expect(readLastView('u1', 'a', s)).toBeNull()
    expect(readLastView('u1', 'b', s)).not.toBeNull()
    clearLastViews('u1', s)
    expect(readLastView('u1', 'b', s)).toBeNull()
    expect(readLastView('u10', 'a', s)).not.toBeNull()
    expect(s.getItem('pendamping-sync:u1:first-sync')).toBe('1')
  })
})

describe('views follow the access like the database content', () => {
  it('a narrower scope removes the views admitted by packages no longer readable', () => {
    const s = new MemoryStorage()
    writeLastView(
      siti,
      'class:k1',
      { n: 1 },
      { until: NOW + HOUR, paketId: 'p1', ids: ['k1'] },
      NOW,
      s,
    )
    writeLastView(
      siti,
      'class:k2',
      { n: 2 },
      { until: NOW + HOUR, paketId: 'p2', ids: ['k2'] },
      NOW,
      s,
    )
    writeLastView(
      { userId: 'u2', role: 'subscriber' },
      'class:k1',
      { n: 3 },
      { until: NOW + HOUR, paketId: 'p1' },
      NOW,
      s,
    )
    clearLastViewsOutside('u1', new Set(['p2']), s)
    expect(readLastView('u1', 'class:k1', s)).toBeNull()
    expect(readLastView('u1', 'class:k2', s)).not.toBeNull()
    // Only that user's views.
    expect(readLastView('u2', 'class:k1', s)).not.toBeNull()
  })

  it('a deleted record (a deactivated class) removes the views showing it', () => {
    const s = new MemoryStorage()
    writeLastView(
      siti,
      'class:k1',
      { n: 1 },
      { until: NOW + HOUR, paketId: 'p1', ids: ['k1'] },
      NOW,
      s,
    )
    writeLastView(
      siti,
      'class:k2',
      { n: 2 },
      { until: NOW + HOUR, paketId: 'p1', ids: ['k2'] },
      NOW,
      s,
    )
    clearLastViewsShowing('u1', [], s)
    expect(readLastView('u1', 'class:k1', s)).not.toBeNull()
    clearLastViewsShowing('u1', ['k1', 'other'], s)
    expect(readLastView('u1', 'class:k1', s)).toBeNull()
    expect(readLastView('u1', 'class:k2', s)).not.toBeNull()
  })
})
