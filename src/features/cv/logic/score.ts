/**
 * 'Skor keterbacaan' (0-100): 100 minus the points each check takes off (checks/*: columns 15,
 * tables 10, no section headings 25, no e-mail 12, …), with every deduction explained. A CV without
 * text scores SCANNED_SCORE whatever else it has: nothing in it can be read. The posting match
 * ('keywords') is reported on its own and never changes this score.
 */
import type { CheckResult } from './checks/common'
import type { CvDocument } from './types'

export const SCANNED_SCORE = 5

export const SCORE_INTRO =
  'Skor keterbacaan menilai seberapa mudah CV ini dibaca oleh sistem rekrutmen (ATS) dan oleh perekrut: apakah teksnya bisa diambil, urutan bacanya jelas, bagian-bagiannya dikenali, kontaknya ditemukan, dan isinya mudah dinilai. Skor ini bukan peluang lolos seleksi: sistem rekrutmen umumnya tidak menolak CV secara otomatis karena formatnya, tetapi CV yang sulit dibaca mesin bisa tidak muncul saat perekrut mencari kandidat.'

export function readabilityScore(
  doc: CvDocument,
  results: CheckResult[],
  withPosting: boolean,
): { score: number; explanation: string[] } {
  const posting = withPosting
    ? ['Kecocokan dengan lowongan dinilai terpisah dan tidak mengubah skor ini.']
    : []
  if (doc.scanned)
    return {
      score: SCANNED_SCORE,
      explanation: [
        SCORE_INTRO,
        `Skor ${SCANNED_SCORE}: CV ini tidak memiliki teks yang bisa dibaca mesin (hasil scan atau gambar). Sistem rekrutmen tidak dapat mengambil isinya sama sekali; buat ulang sebagai PDF teks.`,
        ...posting,
      ],
    }
  const deductions = results.flatMap((r) => r.deductions).sort((a, b) => b.points - a.points)
  const total = deductions.reduce((n, d) => n + d.points, 0)
  const score = Math.max(0, Math.min(100, 100 - total))
  return {
    score,
    explanation: [
      SCORE_INTRO,
      ...(deductions.length
        ? deductions.map((d) => `−${d.points}: ${d.reason}.`)
        : ['Tidak ada masalah keterbacaan yang ditemukan.']),
      ...posting,
    ],
  }
}
