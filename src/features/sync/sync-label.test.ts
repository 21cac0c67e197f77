import { describe, expect, it } from 'vitest'
import { syncLabel } from './sync-label'

const base = { online: true, pulling: false, pushing: false, firstSyncDone: true, pendingChanges: 0, lastError: null, needsReauth: false, lastSyncedAt: null }

describe('syncLabel', () => {
  it('offline shows the number of changes waiting', () => {
    expect(syncLabel({ ...base, online: false, pendingChanges: 3 })).toEqual({ kind: 'offline', text: 'Offline · 3 perubahan menunggu' })
    expect(syncLabel({ ...base, online: false }).text).toBe('Offline')
  })
  it('first sync, errors and an expired session', () => {
    expect(syncLabel({ ...base, firstSyncDone: false }).text).toBe('Menyinkronkan...')
    expect(syncLabel({ ...base, firstSyncDone: false }).kind).toBe('first-sync')
    expect(syncLabel({ ...base, lastError: 'Server tidak dapat dihubungi.' })).toMatchObject({ kind: 'error', text: 'Server tidak dapat dihubungi.' })
    expect(syncLabel({ ...base, needsReauth: true, lastError: 'x' }).kind).toBe('reauth')
  })
  it('synced, or changes still waiting while online', () => {
    expect(syncLabel(base).text).toBe('Tersinkron')
    expect(syncLabel({ ...base, pendingChanges: 2 }).text).toBe('2 perubahan menunggu')
  })
})
