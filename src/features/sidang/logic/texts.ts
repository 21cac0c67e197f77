/** Labels and small formatting of the Simulasi Sidang screens. */
import { SIDANG_FOCI, SIDANG_QUESTION_COUNTS, type SidangFocus } from '@/data/sidang'

export const QUESTION_COUNTS = SIDANG_QUESTION_COUNTS

const FOCUS_LABELS: Record<SidangFocus, string> = {
  seluruh: 'Seluruh skripsi',
  latar: 'Latar belakang dan rumusan masalah',
  metodologi: 'Metodologi',
  hasil: 'Hasil dan pembahasan',
}

/** The focus choices in the server's order (SIDANG_FOCI), with their labels. */
export const FOCUS_OPTIONS: readonly { value: SidangFocus; label: string }[] = SIDANG_FOCI.map(
  (value) => ({ value, label: FOCUS_LABELS[value] }),
)

export const SIDANG_TEXTS = {
  title: 'Simulasi Sidang',
  intro:
    'Latihan sidang skripsi bersama penguji yang sudah membaca skripsi Anda. Jawab dengan suara atau ketikan, lalu dapatkan masukan dan laporan.',
  offline:
    'Simulasi Sidang membutuhkan koneksi internet. Sambungkan perangkat Anda ke internet, lalu coba lagi.',
  creditsTitle: 'Kredit Habis',
  credits: 'Kredit Anda tidak cukup untuk memulai Simulasi Sidang.',
  followUp: 'Pertanyaan lanjutan',
  next: 'Pertanyaan berikutnya',
  report: 'Lihat laporan',
  retry: 'Latihan lagi',
  aiComment: 'Komentar penguji (ditulis oleh AI)',
  comment: 'Komentar penguji',
  noDocuments: 'Belum ada dokumen. Unggah draf skripsi Anda (PDF atau DOCX) untuk mulai berlatih.',
} as const

/** 'Pertanyaan 2 dari 5' (index is 0-based). */
export function questionPosition(index: number, total: number): string {
  return `Pertanyaan ${index + 1} dari ${Math.max(total, index + 1)}`
}

/** Where a question comes from: 'BAB II · 2.1 Kajian Pustaka · hal. 12' (parts left out when unknown). */
export function sourceText(part: { chapter: string; section: string; page: number }): string {
  return [part.chapter, part.section, part.page > 0 ? `hal. ${part.page}` : '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' · ')
}

/** The price as the start button says it: 'Biaya: 3 kredit' ('Gratis' at 0). */
export function priceText(price: number): string {
  return price > 0 ? `Biaya: ${price} kredit` : 'Biaya: gratis'
}

/** A score for a person: '72', or '—' when there is none. */
export function scoreText(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? String(Math.round(score)) : '—'
}

/** The colour of a score: good (≥ 75), fair (≥ 50), weak. */
export function scoreTone(score: number | null | undefined): 'success' | 'warning' | 'error' {
  const s = typeof score === 'number' ? score : 0
  if (s >= 75) return 'success'
  if (s >= 50) return 'warning'
  return 'error'
}

/** Appends a recognised piece to the draft with one space between. */
export function appendTranscript(draft: string, piece: string): string {
  const p = piece.trim()
  if (!p) return draft
  if (!draft.trim()) return p
  return /\s$/.test(draft) ? `${draft}${p}` : `${draft} ${p}`
}

/** The localStorage key of the mute toggle. */
export const MUTE_KEY = 'sidang:muted'

export function readMuted(storage: Pick<Storage, 'getItem'> | null | undefined): boolean {
  try {
    return storage?.getItem(MUTE_KEY) === '1'
  } catch {
    return false
  }
}

export function writeMuted(
  storage: Pick<Storage, 'setItem'> | null | undefined,
  muted: boolean,
): void {
  try {
    storage?.setItem(MUTE_KEY, muted ? '1' : '0')
  } catch {
    // private mode: the toggle still works for this visit
  }
}
