/** The package form (create and edit), its colours and defaults. */
import type { Paket, PaketInput } from '@/data/admin'

export interface ColorPreset {
  name: string
  from: string
  to: string
}

/** The six preset colour themes. */
export const COLOR_PRESETS: ColorPreset[] = [
  { name: 'Orange', from: '#f97316', to: '#fb923c' },
  { name: 'Purple', from: '#7c3aed', to: '#a78bfa' },
  { name: 'Blue', from: '#2563eb', to: '#60a5fa' },
  { name: 'Green', from: '#16a34a', to: '#4ade80' },
  { name: 'Pink', from: '#db2777', to: '#f472b6' },
  { name: 'Indigo', from: '#4f46e5', to: '#818cf8' },
]

export interface PackageFormValues {
  nama_paket: string
  deskripsi: string
  harga: string
  durasi_hari: string
  button_text: string
  gradient_from: string
  gradient_to: string
  category_link: string
}

export function emptyPackageForm(): PackageFormValues {
  return {
    nama_paket: '',
    deskripsi: '',
    harga: '',
    durasi_hari: '30',
    button_text: 'Mulai Kelas',
    gradient_from: COLOR_PRESETS[0]!.from,
    gradient_to: COLOR_PRESETS[0]!.to,
    category_link: '',
  }
}

export function packageFormFrom(p: Paket): PackageFormValues {
  return {
    nama_paket: p.nama_paket,
    deskripsi: p.deskripsi ?? '',
    harga: p.harga ? String(p.harga) : '',
    durasi_hari: String(p.durasi_hari || 30),
    button_text: p.button_text || 'Mulai Kelas',
    gradient_from: p.gradient_from || COLOR_PRESETS[0]!.from,
    gradient_to: p.gradient_to || COLOR_PRESETS[0]!.to,
    category_link: p.category_link ?? '',
  }
}

const HEX = /^#[0-9a-fA-F]{3,8}$/

/**
 * Validates and converts the form; `error` is the product's message
 * (docs/architecture.md, "Product texts and screens") or a specific one.
 */
export function toPackageInput(
  v: PackageFormValues,
): { input: PaketInput; error: null } | { input: null; error: string } {
  const nama = v.nama_paket.trim()
  const durasiText = v.durasi_hari.trim()
  if (!nama || !durasiText) return { input: null, error: 'Nama paket dan durasi harus diisi' }
  const durasi = Number(durasiText)
  if (!Number.isInteger(durasi) || durasi < 1)
    return { input: null, error: 'Durasi minimal 1 hari' }
  const hargaText = v.harga.trim()
  const harga = hargaText === '' ? 0 : Number(hargaText)
  if (!Number.isFinite(harga) || harga < 0)
    return { input: null, error: 'Harga tidak boleh kurang dari 0' }
  if (!HEX.test(v.gradient_from) || !HEX.test(v.gradient_to))
    return { input: null, error: 'Warna harus berupa kode hex, mis. #f97316' }
  return {
    error: null,
    input: {
      nama_paket: nama,
      deskripsi: v.deskripsi.trim(),
      harga,
      durasi_hari: durasi,
      button_text: v.button_text.trim() || 'Mulai Kelas',
      gradient_from: v.gradient_from,
      gradient_to: v.gradient_to,
      // background_color is always set equal to gradient_from
      background_color: v.gradient_from,
      category_link: v.category_link.trim(),
    },
  }
}

/** Next `urutan` for a new item: highest existing + 1 (1 for the first). */
export function nextOrder(items: ReadonlyArray<{ urutan?: number; order?: number }>): number {
  let max = 0
  for (const it of items) max = Math.max(max, Number(it.urutan ?? it.order ?? 0) || 0)
  return max + 1
}
