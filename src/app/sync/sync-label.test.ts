import { describe, expect, it } from 'vitest'
import { firstSyncProgressText, syncLabel } from './sync-label'

const base = {
  online: true,
  pulling: false,
  pushing: false,
  firstSyncDone: true,
  pendingChanges: 0,
  lastError: null,
  needsReauth: false,
  lastSyncedAt: null,
}

describe('syncLabel', () => {
  it('offline shows the number of changes waiting', () => {
    expect(syncLabel({ ...base, online: false, pendingChanges: 3 })).toEqual({
      kind: 'offline',
      text: 'Offline · 3 perubahan menunggu',
    })
    expect(syncLabel({ ...base, online: false }).text).toBe('Offline')
  })
  it('first sync, errors and an expired session', () => {
    expect(syncLabel({ ...base, firstSyncDone: false }).text).toBe('Menyinkronkan...')
    expect(syncLabel({ ...base, firstSyncDone: false }).kind).toBe('first-sync')
    expect(syncLabel({ ...base, lastError: 'Server tidak dapat dihubungi.' })).toMatchObject({
      kind: 'error',
      text: 'Server tidak dapat dihubungi.',
    })
    expect(syncLabel({ ...base, needsReauth: true, lastError: 'x' }).kind).toBe('reauth')
  })
  it('synced, or changes still waiting while online', () => {
    expect(syncLabel(base).text).toBe('Tersinkron')
    expect(syncLabel({ ...base, pendingChanges: 2 }).text).toBe('2 perubahan menunggu')
  })
})

describe('firstSyncProgressText', () => {
  it('shows documents and percent in Indonesian number format', () => {
    expect(
      firstSyncProgressText({
        firstSyncProgress: 1234 / 10004,
        firstSyncDocuments: 1234,
        firstSyncTotal: 10004,
      }),
    ).toBe('1.234 / 10.004 dokumen · 12%')
    expect(
      firstSyncProgressText({
        firstSyncProgress: 0.995,
        firstSyncDocuments: 10200,
        firstSyncTotal: 10004,
      }),
    ).toBe('10.004 / 10.004 dokumen · 99%')
  })
  it('shows only the percent while the total is unknown', () => {
    expect(
      firstSyncProgressText({
        firstSyncProgress: 4 / 9,
        firstSyncDocuments: 0,
        firstSyncTotal: null,
      }),
    ).toBe('44%')
  })
})
