import { describe, expect, it } from 'vitest'
import { toNewSubscriber, toSubscriptionUpdate } from './subscriber-form'

describe('subscriber forms', () => {
  const add = {
    email: ' Siti@Contoh.id ',
    full_name: ' Siti ',
    paket_id: 'p',
    custom_duration: '',
    custom_password: '',
  }
  it('add: required fields with the product text; e-mail normalised', () => {
    expect(toNewSubscriber({ ...add, full_name: '' }).error).toBe(
      'Email, nama lengkap, dan paket harus diisi',
    )
    expect(toNewSubscriber({ ...add, paket_id: '' }).error).toBe(
      'Email, nama lengkap, dan paket harus diisi',
    )
    expect(toNewSubscriber(add).input).toEqual({
      email: 'siti@contoh.id',
      full_name: 'Siti',
      paket_id: 'p',
      custom_duration: null,
      custom_password: undefined,
    })
  })
  it('add: custom duration at least 1 day, custom password at least 6', () => {
    expect(toNewSubscriber({ ...add, custom_duration: '0' }).error).toBe('Durasi minimal 1 hari')
    expect(toNewSubscriber({ ...add, custom_duration: '45' }).input?.custom_duration).toBe(45)
    expect(toNewSubscriber({ ...add, custom_password: '12345' }).error).toBe(
      'Password minimal 6 karakter',
    )
  })
  it('edit: package, status and end date all required', () => {
    expect(
      toSubscriptionUpdate({ paket_id: 'p', status: '', durasi_akhir: '2026-12-01' }).error,
    ).toBe('Semua field harus diisi')
    expect(toSubscriptionUpdate({ paket_id: 'p', status: 'active', durasi_akhir: '' }).error).toBe(
      'Semua field harus diisi',
    )
    expect(
      toSubscriptionUpdate({ paket_id: 'p', status: 'suspended', durasi_akhir: '2026-12-01' })
        .input,
    ).toEqual({
      paket_id: 'p',
      status: 'suspended',
      durasi_akhir: '2026-12-01',
    })
  })
})
