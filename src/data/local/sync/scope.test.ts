import { describe, expect, it } from 'vitest'
import type { Doc } from './pull'
import { AccessScope, scopedIdentifier, scopeKey, type ScopeHost } from './scope'

const NOW = Date.parse('2025-06-01T00:00:00Z')
const sub = (
  id: string,
  paket: string,
  end = '2025-12-31 00:00:00.000Z',
  status = 'active',
): Doc => ({ id, paket_id: paket, status, durasi_akhir: end })

/** A host that records what the scope asks of the engine. */
function host(localSubs: Doc[], o: { running?: boolean } = {}) {
  const log: string[] = []
  let running = o.running ?? false
  let stopped = false
  const h: ScopeHost = {
    now: () => NOW,
    isStopped: () => stopped,
    localSubscriptions: async () => localSubs,
    contentRunning: () => running,
    startContent: (scope) => {
      running = true
      log.push(`start:${scope.join(',')}`)
    },
    cancelContent: async () => {
      running = false
      log.push('cancel')
    },
    removeOutside: async (allowed) => {
      log.push(`remove-outside:${[...allowed].join(',')}`)
    },
  }
  return { h, log, stop: () => (stopped = true) }
}

describe('scope identifiers', () => {
  it('a stable fingerprint per set, another for another set, part of the content identifier', () => {
    expect(scopeKey(['p1', 'p2'])).toBe(scopeKey(['p1', 'p2']))
    expect(scopeKey(['p1', 'p2'])).not.toBe(scopeKey(['p1', 'p3']))
    expect(scopeKey(['p1'])).not.toBe(scopeKey(['p1', 'p2']))
    expect(scopeKey([])).toMatch(/^0-/)
    expect(scopedIdentifier('materi', 2, ['p1', 'p2'])).toBe(`materi-v2-${scopeKey(['p1', 'p2'])}`)
    expect(scopedIdentifier('materi', 2, ['p1'])).not.toBe(
      scopedIdentifier('materi', 2, ['p1', 'p2']),
    )
  })
})

describe('AccessScope', () => {
  it('starts from the local subscriptions, judged by the clock', () => {
    const { h } = host([])
    const scope = new AccessScope(h)
    scope.init([
      sub('s1', 'p2'),
      sub('s2', 'p1'),
      sub('s3', 'p3', '2025-01-01 00:00:00.000Z'),
      sub('s4', 'p4', undefined, 'inactive'),
    ])
    expect(scope.current).toEqual(['p1', 'p2'])
    expect(scope.generation).toBe(0)
  })

  it('a first sync: the confirmed pull of subscriptions starts content for that scope', async () => {
    const { h, log } = host([])
    const scope = new AccessScope(h)
    scope.init([])
    scope.notePulled([sub('s1', 'p1')])
    scope.confirm()
    await scope.queue
    expect(log).toEqual(['start:p1', 'remove-outside:p1'])
    expect(scope.current).toEqual(['p1'])
    expect(scope.generation).toBe(1)
  })

  it('a new subscription restarts content replication for the new scope (new identifier)', async () => {
    const local = [sub('s1', 'p1')]
    const { h, log } = host(local, { running: true })
    const scope = new AccessScope(h)
    scope.init(local)
    const before = scopedIdentifier('materi', 0, scope.current)
    // The first confirmed pull with no change only sweeps once.
    scope.confirm()
    await scope.queue
    expect(log).toEqual(['remove-outside:p1'])
    scope.notePulled([sub('s2', 'p2')])
    scope.confirm()
    await scope.queue
    expect(log.slice(1)).toEqual(['cancel', 'start:p1,p2', 'remove-outside:p1,p2'])
    expect(scope.generation).toBe(1)
    expect(scopedIdentifier('materi', 0, scope.current)).not.toBe(before)
  })

  it('nothing changed after the first sweep: no restart, nothing removed', async () => {
    const local = [sub('s1', 'p1')]
    const { h, log } = host(local, { running: true })
    const scope = new AccessScope(h)
    scope.init(local)
    scope.confirm()
    scope.notePulled([sub('s1', 'p1')])
    scope.confirm()
    await scope.queue
    expect(log).toEqual(['remove-outside:p1'])
    expect(scope.generation).toBe(0)
  })

  it('an ended or deleted subscription removes its content only once a pull confirms it', async () => {
    const local = [sub('s1', 'p1'), sub('s2', 'p2')]
    const { h, log } = host(local, { running: true })
    const scope = new AccessScope(h)
    scope.init(local)
    scope.confirm()
    await scope.queue
    log.length = 0
    scope.notePulled([
      sub('s1', 'p1', '2025-05-01 00:00:00.000Z'),
      { ...sub('s2', 'p2'), _deleted: true },
    ])
    expect(log).toEqual([])
    scope.confirm()
    await scope.queue
    expect(log).toEqual(['cancel', 'start:', 'remove-outside:'])
    expect(scope.current).toEqual([])
  })

  it('confirmations run one after another; a stopped engine starts nothing', async () => {
    const local = [sub('s1', 'p1')]
    const { h, log, stop } = host(local, { running: true })
    const scope = new AccessScope(h)
    scope.init(local)
    scope.notePulled([sub('s2', 'p2')])
    scope.confirm()
    scope.notePulled([sub('s3', 'p3')])
    scope.confirm()
    await scope.queue
    // The second round does not see the first round's pulled documents (they are stored by then).
    expect(log).toEqual([
      'cancel',
      'start:p1,p2',
      'remove-outside:p1,p2',
      'cancel',
      'start:p1,p3',
      'remove-outside:p1,p3',
    ])
    stop()
    scope.notePulled([sub('s4', 'p4')])
    scope.confirm()
    await scope.queue
    expect(log).toHaveLength(6)
  })

  it('tells when the clock alone ended a subscription', () => {
    const local = [sub('s1', 'p1', '2025-06-01 00:00:30.000Z')]
    const { h } = host(local)
    const scope = new AccessScope(h)
    scope.init(local)
    expect(scope.changedBy(local)).toBe(false)
    expect(scope.changedBy([sub('s1', 'p1', '2025-05-31 23:59:00.000Z')])).toBe(true)
  })
})
