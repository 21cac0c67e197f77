import { describe, expect, it } from 'vitest'
import { classAccess } from './access'

const now = new Date('2025-03-10T03:00:00Z')
const kelas = { paket_id: 'p1', is_active: true }
const future = '2025-04-01 16:59:59.999Z'
const past = '2025-03-01 16:59:59.999Z'

describe('classAccess', () => {
  it('allows an active, unexpired subscription to the class package', () => {
    expect(
      classAccess(kelas, [{ paket_id: 'p1', status: 'active', durasi_akhir: future }], now),
    ).toBe('ok')
  })
  it('refuses expired, suspended or other-package subscriptions', () => {
    expect(
      classAccess(kelas, [{ paket_id: 'p1', status: 'active', durasi_akhir: past }], now),
    ).toBe('denied')
    expect(
      classAccess(kelas, [{ paket_id: 'p1', status: 'suspended', durasi_akhir: future }], now),
    ).toBe('denied')
    expect(
      classAccess(kelas, [{ paket_id: 'p2', status: 'active', durasi_akhir: future }], now),
    ).toBe('denied')
    expect(classAccess(kelas, [], now)).toBe('denied')
  })
  it('reports a missing or inactive class as not found', () => {
    expect(classAccess(null, [], now)).toBe('not-found')
    expect(
      classAccess(
        { ...kelas, is_active: false },
        [{ paket_id: 'p1', status: 'active', durasi_akhir: future }],
        now,
      ),
    ).toBe('not-found')
  })
})
