/** What 'Perbaiki dengan AI' says, and the Indonesian message of each way it can fail. */
import type { CvApiError } from '@/data/cv'
import { formatNumber } from '@/lib/format'

export const REWRITE_TEXTS = {
  button: 'Perbaiki dengan AI',
  working: 'Menulis ulang...',
  result: 'Usulan AI',
  check:
    'Periksa kembali sebelum dipakai: AI hanya memperbaiki susunan kata, tidak menambah fakta.',
  copy: 'Salin',
  copied: 'Usulan disalin.',
  offline:
    'Perbaiki dengan AI membutuhkan koneksi internet. Sambungkan perangkat Anda, lalu coba lagi.',
  unavailable: 'Perbaiki dengan AI belum tersedia di layanan ini.',
  failed: 'Perbaikan dengan AI gagal dibuat. Kredit Anda dikembalikan; coba lagi nanti.',
} as const

/** '1 kredit' ('gratis' at 0). */
export function costText(cost: number): string {
  return cost > 0 ? `${formatNumber(cost)} kredit` : 'gratis'
}

/** 'Sisa kredit: 8' under a rewrite. */
export function creditsLeftText(credits: number): string {
  return `Sisa kredit: ${formatNumber(credits)}`
}

/** The message shown for a failed rewrite (402, 409, a refused invention, no connection, the rest). */
export function rewriteErrorMessage(error: CvApiError, cost: number): string {
  switch (error.code) {
    case 'INSUFFICIENT_CREDITS':
      return `Kredit Anda tidak cukup: Perbaiki dengan AI membutuhkan ${costText(cost)}${
        error.credits !== null ? `, sisa kredit Anda ${formatNumber(error.credits)}` : ''
      }.`
    case 'CV_AI_UNAVAILABLE':
      return REWRITE_TEXTS.unavailable
    case 'CV_REWRITE_REFUSED': {
      const added = error.added.length > 0 ? ` (${error.added.slice(0, 5).join(', ')})` : ''
      return `Usulan AI ditolak karena menambahkan angka atau nama yang tidak ada di poin Anda${added}. Kredit Anda dikembalikan.`
    }
    case 'NETWORK':
      return REWRITE_TEXTS.offline
    default:
      return error.message || REWRITE_TEXTS.failed
  }
}
