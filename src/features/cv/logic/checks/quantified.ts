/**
 * 'quantified': the share of experience bullets (under work, internship, project and organisation
 * headings; every bullet of a CV without headings) with a number: a digit, '%', 'Rp', 'ribu', 'juta', 'miliar'. Years and dates
 * ('2022', 'Jan 2023') and degree codes ('S1', 'D3') are not counted as numbers: they do not measure
 * a result.
 */
import { isExperienceEntry, placeOf } from '../structure'
import type { CvFinding } from '../types'
import type { CheckInput, CheckResult, Deduction } from './common'
import { notReadable, result } from './common'

const WHY =
  "Angka (jumlah orang, anggaran dalam Rp, persentase, jumlah peserta atau transaksi) membuat hasil kerja mudah dinilai dan dipercaya. 'Mengelola anggaran Rp 25 juta' lebih meyakinkan daripada 'mengelola anggaran'."

/** Half of the experience bullets with a number is good. */
export const QUANTIFIED_OK = 0.5

const NOT_A_MEASURE = [
  /\b(?:19|20)\d{2}\s*[-–—/]\s*(?:19|20)\d{2}\b/g,
  /\b\d{1,2}\s*[/.-]\s*(?:19|20)\d{2}\b/g,
  /\b(?:19|20)\d{2}\b/g,
  /\b[SD][1-4]\b/gi,
]
const MEASURE =
  /\d|%|\brp\.?(?=\s|\d|$)|\bidr\b|\bribu\b|\bjuta\b|\bmiliar\b|\bmilyar\b|\btriliun\b/i

export function hasMeasure(text: string): boolean {
  let rest = text
  for (const pattern of NOT_A_MEASURE) rest = rest.replace(pattern, ' ')
  return MEASURE.test(rest)
}

export function checkQuantified(input: CheckInput): CheckResult {
  const title = 'Hasil yang terukur'
  if (input.doc.scanned) return notReadable('quantified', title, WHY)
  const bullets = input.structure.entries.filter(
    (e) => e.kind === 'bullet' && isExperienceEntry(e, input.structure),
  )
  if (bullets.length === 0)
    return result(
      {
        id: 'quantified',
        status: 'warn',
        title,
        summary:
          'Tidak ditemukan poin pengalaman. Tulis pengalaman magang dan organisasi sebagai poin-poin yang diawali kata kerja dan berisi hasilnya.',
        why: WHY,
        findings: [],
      },
      [{ points: 5, reason: 'tidak ada poin pengalaman' }],
    )
  const without = bullets.filter((b) => !hasMeasure(b.text))
  const share = (bullets.length - without.length) / bullets.length
  const percent = Math.round(share * 100)
  const findings: CvFinding[] = without.map((b) => ({
    text: b.text,
    suggestion:
      'Tambahkan angka bila ada: berapa orang, berapa rupiah, berapa persen, berapa acara atau peserta.',
    where: placeOf(b),
  }))
  const deductions: Deduction[] = []
  if (share < 0.25)
    deductions.push({ points: 8, reason: `hanya ${percent}% poin pengalaman berisi angka` })
  else if (share < QUANTIFIED_OK)
    deductions.push({ points: 4, reason: `${percent}% poin pengalaman berisi angka` })
  return result(
    {
      id: 'quantified',
      status: share >= QUANTIFIED_OK ? 'ok' : 'warn',
      title,
      summary: `${bullets.length - without.length} dari ${bullets.length} poin pengalaman (${percent}%) berisi angka, persentase, atau nilai rupiah.`,
      why: WHY,
      findings,
    },
    deductions,
  )
}
