/** The class form and its defaults. */
import { durationText } from '@/lib/duration'
import type { Kelas, KelasInput, KelasLevel } from '@/data/admin'

export const LEVELS: KelasLevel[] = ['Beginner', 'Intermediate', 'Advanced']

export interface ClassFormValues {
  judul: string
  pengajar: string
  level: KelasLevel
  rating: string
  jumlah_review: string
  jumlah_user: string
  durasi_menit: string
  durasi_text: string
  /** The duration text was typed by hand: stop filling it from the minutes. */
  durasi_text_manual: boolean
  harga_asli: string
  harga_diskon: string
  urutan: string
  deskripsi: string
  is_active: boolean
}

export function emptyClassForm(nextUrutan: number): ClassFormValues {
  return {
    judul: '',
    pengajar: '',
    level: 'Beginner',
    rating: '5',
    jumlah_review: '0',
    jumlah_user: '0',
    durasi_menit: '0',
    durasi_text: '',
    durasi_text_manual: false,
    harga_asli: '',
    harga_diskon: '',
    urutan: String(nextUrutan),
    deskripsi: '',
    is_active: true,
  }
}

const numText = (n: number | null | undefined) => (n ? String(n) : '')

export function classFormFrom(k: Kelas): ClassFormValues {
  return {
    judul: k.judul,
    pengajar: k.pengajar ?? '',
    level: (k.level || 'Beginner') as KelasLevel,
    rating: String(k.rating ?? 0),
    jumlah_review: String(k.jumlah_review ?? 0),
    jumlah_user: String(k.jumlah_user ?? 0),
    durasi_menit: String(k.durasi_menit ?? 0),
    durasi_text: k.durasi_text ?? '',
    durasi_text_manual:
      Boolean(k.durasi_text) && k.durasi_text !== autoDurationText(String(k.durasi_menit ?? 0)),
    harga_asli: numText(k.harga_asli),
    harga_diskon: numText(k.harga_diskon),
    urutan: String(k.urutan || 1),
    deskripsi: k.deskripsi ?? '',
    is_active: k.is_active,
  }
}

/** The duration text filled from the minutes ('' when there are none). */
export function autoDurationText(minutes: string): string {
  const n = Number(minutes)
  return Number.isFinite(n) && n > 0 ? durationText(n, 'long') : ''
}

/** Applies a change of the minutes: the text follows unless it was typed by hand. */
export function withMinutes(v: ClassFormValues, minutes: string): ClassFormValues {
  return {
    ...v,
    durasi_menit: minutes,
    durasi_text: v.durasi_text_manual ? v.durasi_text : autoDurationText(minutes),
  }
}

function nonNegative(text: string, label: string, integer: boolean): number | string {
  const t = text.trim()
  if (t === '') return 0
  const n = Number(t)
  if (!Number.isFinite(n) || n < 0) return `${label} tidak boleh kurang dari 0`
  if (integer && !Number.isInteger(n)) return `${label} harus bilangan bulat`
  return n
}

/** Validates and converts the form. Empty optional fields are stored empty (0 / ''). */
export function toClassInput(
  v: ClassFormValues,
  paketId: string,
): { input: KelasInput; error: null } | { input: null; error: string } {
  const judul = v.judul.trim()
  const pengajar = v.pengajar.trim()
  if (!judul || !pengajar) return { input: null, error: 'Judul dan pengajar harus diisi' }
  const rating = Number(v.rating.trim() || '0')
  if (!Number.isFinite(rating) || rating < 0 || rating > 5)
    return { input: null, error: 'Rating harus antara 0 dan 5' }
  const fields = {
    jumlah_review: nonNegative(v.jumlah_review, 'Jumlah review', true),
    jumlah_user: nonNegative(v.jumlah_user, 'Jumlah siswa', true),
    durasi_menit: nonNegative(v.durasi_menit, 'Durasi', true),
    harga_asli: nonNegative(v.harga_asli, 'Harga asli', false),
    harga_diskon: nonNegative(v.harga_diskon, 'Harga diskon', false),
  }
  for (const value of Object.values(fields))
    if (typeof value === 'string') return { input: null, error: value }
  const urutan = Number(v.urutan.trim() || '1')
  if (!Number.isInteger(urutan) || urutan < 1) return { input: null, error: 'Urutan minimal 1' }
  const n = fields as Record<keyof typeof fields, number>
  return {
    error: null,
    input: {
      paket_id: paketId,
      judul,
      pengajar,
      level: v.level,
      rating: Math.round(rating * 10) / 10,
      jumlah_review: n.jumlah_review,
      jumlah_user: n.jumlah_user,
      durasi_menit: n.durasi_menit,
      durasi_text: v.durasi_text.trim() || autoDurationText(String(n.durasi_menit)),
      harga_asli: n.harga_asli,
      harga_diskon: n.harga_diskon,
      urutan,
      deskripsi: v.deskripsi.trim(),
      is_active: v.is_active,
    },
  }
}
