/** The subscriber dialogs ('Add subscriber', 'Edit subscriber'). */
import type { NewSubscriberInput, SubscriptionStatus, SubscriptionUpdate } from '@/data/admin'

export const EMAIL_CHECK_DEBOUNCE_MS = 500
export const EMAIL_CHECK_MIN_LENGTH = 3

export interface AddSubscriberValues {
  email: string
  full_name: string
  paket_id: string
  custom_duration: string
  custom_password: string
}

export function toNewSubscriber(
  v: AddSubscriberValues,
): { input: NewSubscriberInput; error: null } | { input: null; error: string } {
  const email = v.email.trim().toLowerCase()
  const fullName = v.full_name.trim()
  if (!email || !fullName || !v.paket_id)
    return { input: null, error: 'Email, nama lengkap, dan paket harus diisi' }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { input: null, error: 'Format email tidak valid' }
  let duration: number | null = null
  if (v.custom_duration.trim()) {
    duration = Number(v.custom_duration.trim())
    if (!Number.isInteger(duration) || duration < 1)
      return { input: null, error: 'Durasi minimal 1 hari' }
  }
  if (v.custom_password && v.custom_password.length < 6)
    return { input: null, error: 'Password minimal 6 karakter' }
  return {
    error: null,
    input: {
      email,
      full_name: fullName,
      paket_id: v.paket_id,
      custom_duration: duration,
      custom_password: v.custom_password || undefined,
    },
  }
}

export interface EditSubscriberValues {
  paket_id: string
  status: SubscriptionStatus | ''
  /** 'YYYY-MM-DD' */
  durasi_akhir: string
}

export function toSubscriptionUpdate(
  v: EditSubscriberValues,
): { input: SubscriptionUpdate; error: null } | { input: null; error: string } {
  if (!v.paket_id || !v.status || !/^\d{4}-\d{2}-\d{2}$/.test(v.durasi_akhir))
    return { input: null, error: 'Semua field harus diisi' }
  return {
    error: null,
    input: { paket_id: v.paket_id, status: v.status, durasi_akhir: v.durasi_akhir },
  }
}

export const STATUS_OPTIONS: Array<{ value: SubscriptionStatus; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'expired', label: 'Expired' },
]
