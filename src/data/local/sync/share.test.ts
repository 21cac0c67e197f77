import { describe, expect, it } from 'vitest'
import { initialSyncState } from '../sync-state'
import { pickShared, StateShare, type ChannelLike, type SharedState } from './share'

/** Channels of one name deliver to every other channel of that name, asynchronously. */
function bus() {
  const members = new Set<ChannelLike>()
  return () => {
    const ch: ChannelLike = {
      onmessage: null,
      postMessage(data) {
        for (const m of members) if (m !== ch) queueMicrotask(() => m.onmessage?.({ data }))
      },
      close() {
        members.delete(ch)
      },
    }
    members.add(ch)
    return ch
  }
}
const flush = () => new Promise((r) => setTimeout(r, 0))

describe('StateShare', () => {
  it('a follower gets the leader state on hello and on each publish; its retry reaches the leader', async () => {
    const channel = bus()
    let leaderState: SharedState = {
      ...pickShared(initialSyncState),
      firstSyncProgress: 0.4,
      firstSyncDocuments: 400,
      firstSyncTotal: 1000,
    }
    let resyncs = 0
    const leader = new StateShare('x', {
      isLeader: () => true,
      current: () => leaderState,
      apply: () => {
        throw new Error('a leader applies nothing')
      },
      resync: () => resyncs++,
      channel: channel(),
    })
    const seen: SharedState[] = []
    const follower = new StateShare('x', {
      isLeader: () => false,
      current: () => pickShared(initialSyncState),
      apply: (s) => seen.push(s),
      resync: () => {
        throw new Error('a follower does not resync')
      },
      channel: channel(),
    })
    follower.hello()
    await flush()
    expect(seen.at(-1)).toMatchObject({ firstSyncDocuments: 400, firstSyncTotal: 1000 })
    leaderState = { ...leaderState, pendingChanges: 2, firstSyncDone: true }
    leader.publish()
    follower.publish() // a follower publishes nothing
    await flush()
    expect(seen).toHaveLength(2)
    expect(seen.at(-1)).toMatchObject({ pendingChanges: 2, firstSyncDone: true })
    follower.requestResync()
    await flush()
    expect(resyncs).toBe(1)
    leader.close()
    follower.close()
  })

  it('shares the indicator fields only (not online, rejections or the session)', () => {
    const shared = pickShared({
      ...initialSyncState,
      online: false,
      needsReauth: true,
      pendingChanges: 3,
    })
    expect(shared.pendingChanges).toBe(3)
    expect(Object.keys(shared)).not.toContain('online')
    expect(Object.keys(shared)).not.toContain('needsReauth')
    expect(Object.keys(shared)).not.toContain('rejections')
  })
})
