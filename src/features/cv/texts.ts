/** Labels of the Analisa CV page and the small formatting its views share (Indonesian). */
import type { CvPlace, CvSectionId, CvStatus } from './logic/types'

export const CV_TEXTS = {
  title: 'Analisa CV',
  intro:
    'Periksa CV Anda seperti sistem rekrutmen dan perekrut membacanya: bagian yang hilang, tata letak yang sulit dibaca mesin, poin yang lemah, data pribadi yang tidak perlu, dan istilah lowongan yang belum ada.',
  privacy:
    'CV Anda dibaca dan diperiksa di perangkat ini saja: berkasnya tidak diunggah ke server. Hanya bila Anda memakai \u2018Perbaiki dengan AI\u2019, satu poin yang Anda pilih dikirim (tanpa kontak).',
  upload: 'Unggah CV',
  uploadAgain: 'Unggah CV lain',
  uploadHint: 'PDF atau DOCX, maksimal 5 MB',
  uploadLabel: 'Pilih berkas CV (PDF atau DOCX)',
  reading: 'Membaca CV...',
  analysing: 'Memeriksa CV...',
  readFailed: 'CV tidak dapat dibaca. Pastikan berkasnya PDF atau DOCX yang valid, lalu coba lagi.',
  readerMissing:
    'Pembaca PDF belum tersimpan di perangkat ini. Buka halaman ini sekali saat online, lalu CV PDF bisa dibaca tanpa internet. Analisa yang sudah ada tetap bisa dibuka dan dicocokkan dengan lowongan tanpa internet.',
  postingLabel: 'Tempel lowongan (opsional)',
  postingHelp:
    'Tempel teks lowongan kerja untuk melihat istilah yang belum ada di CV Anda. Hasilnya diperbarui otomatis.',
  scoreTitle: 'Skor keterbacaan',
  scoreNote:
    'Skor ini menilai keterbacaan bagi sistem rekrutmen (ATS) dan perekrut, bukan peluang lolos seleksi.',
  findingsTitle: 'Hasil pemeriksaan',
  why: 'Mengapa penting',
  sectionsFound: 'Bagian yang ditemukan',
  missingTerms: 'Istilah lowongan yang belum ada di CV',
  noMissingTerms: 'Semua istilah penting lowongan sudah ada di CV Anda.',
  download: 'Unduh laporan CV',
  downloadFailed: 'Laporan CV tidak dapat dibuat. Coba lagi.',
  downloadOffline:
    'Pembuat laporan PDF belum tersimpan di perangkat ini. Sambungkan ke internet, lalu coba lagi.',
  historyTitle: 'Riwayat analisa',
  historyEmpty: 'Belum ada analisa. Analisa CV Anda tersimpan di perangkat ini saja.',
  historyNote: 'Disimpan di perangkat ini saja (tanpa berkas CV) dan dihapus saat Anda keluar.',
  historyOpen: 'Buka',
  historyDelete: 'Hapus',
  historyClear: 'Hapus riwayat',
  viewingPast:
    'Anda melihat analisa yang tersimpan. Unggah CV lagi untuk memeriksa ulang atau mencocokkan dengan lowongan lain.',
  backToCurrent: 'Kembali ke analisa terbaru',
} as const

export const STATUS_LABEL: Record<CvStatus, string> = {
  ok: 'Baik',
  warn: 'Perlu diperhatikan',
  fail: 'Perlu diperbaiki',
}

export const SECTION_LABEL: Record<CvSectionId, string> = {
  'data-diri': 'Data Diri',
  ringkasan: 'Ringkasan',
  pendidikan: 'Pendidikan',
  pengalaman: 'Pengalaman Kerja/Magang',
  organisasi: 'Pengalaman Organisasi',
  keterampilan: 'Keterampilan',
  sertifikasi: 'Sertifikasi/Pelatihan',
  prestasi: 'Prestasi',
  penelitian: 'Penelitian/Skripsi',
}

/** Where a finding is: 'hal. 1 · Pengalaman Organisasi' (the line is shown apart). */
export function placeText(where: CvPlace | undefined): string {
  if (!where) return ''
  return [
    where.page > 0 ? `hal. ${where.page}` : '',
    where.section ? SECTION_LABEL[where.section] : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/** The score's band in words: 'Mudah dibaca' (80+), 'Cukup' (60-79), 'Sulit dibaca' (below 60). */
export function scoreBand(score: number): { label: string; status: CvStatus } {
  if (score >= 80) return { label: 'Mudah dibaca', status: 'ok' }
  if (score >= 60) return { label: 'Cukup mudah dibaca', status: 'warn' }
  return { label: 'Sulit dibaca', status: 'fail' }
}
