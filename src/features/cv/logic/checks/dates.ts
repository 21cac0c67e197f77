/**
 * 'dates': the periods of education and experience. Month formats must agree ('Januari 2022',
 * 'Jan 2022', 'January 2022', '01/2022' are four formats; 'Mei' and 'April' fit more than one) and
 * every range needs an end ('Agustus 2023 –' has none; 'Sekarang', 'Saat ini', 'Present' count as an
 * end). Years alone ('2019 – 2023') fit any format. Birth dates (personal data) are left out.
 */
import { placeOfLine } from '../structure'
import type { CvFinding, CvPlace } from '../types'
import type { CheckInput, CheckResult, Deduction } from './common'
import { listText, notReadable, result } from './common'
import { personalDataIn } from './personal-data'

const WHY =
  "Perekrut menghitung lama pengalaman dari tanggalnya. Format yang seragam (misalnya 'Jan 2023 – Jun 2023' di semua bagian) mudah dibaca sistem rekrutmen; tanggal selesai yang kosong membuat durasi tidak jelas. Tulis 'Sekarang' bila masih berlangsung."

type Format = 'id-long' | 'id-short' | 'en-long' | 'en-short' | 'numeric'

const FORMAT_NAMES: Record<Format, string> = {
  'id-long': 'nama bulan lengkap',
  'id-short': 'singkatan bulan',
  'en-long': 'nama bulan bahasa Inggris',
  'en-short': 'singkatan bulan bahasa Inggris',
  numeric: 'angka (bulan/tahun)',
}

const MONTHS: Record<Exclude<Format, 'numeric'>, string[]> = {
  'id-long': [
    'januari',
    'februari',
    'maret',
    'april',
    'mei',
    'juni',
    'juli',
    'agustus',
    'september',
    'oktober',
    'november',
    'desember',
  ],
  'id-short': [
    'jan',
    'feb',
    'mar',
    'apr',
    'mei',
    'jun',
    'jul',
    'agu',
    'agt',
    'ags',
    'agus',
    'sep',
    'sept',
    'okt',
    'nov',
    'des',
  ],
  'en-long': [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ],
  'en-short': [
    'jan',
    'feb',
    'mar',
    'apr',
    'may',
    'jun',
    'jul',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
  ],
}
const MONTH_WORDS = [...new Set(Object.values(MONTHS).flat())].sort((a, b) => b.length - a.length)

const YEAR = '(?:19|20)\\d{2}'
const MONTH_DATE = `(?:\\d{1,2}\\s+)?(${MONTH_WORDS.join('|')})\\.?\\s+(${YEAR})`
const NUMERIC_DATE = `(?:\\d{1,2}[/.-])?\\d{1,2}[/.-]${YEAR}|${YEAR}[/.-](?:0?[1-9]|1[0-2])(?![\\d])`
const PRESENT = '(?:sampai\\s+)?(?:sekarang|saat\\s+ini|kini|present|now|current|ongoing|today)'
const DATE = new RegExp(`\\b(?:${MONTH_DATE}|(${NUMERIC_DATE})|(${YEAR}))\\b`, 'gi')
const RANGE_SEPARATOR =
  /^\s*(?:[-–—~]|(?:s\.?\s?d\.?|s\/d|sampai(?:\s+dengan)?|hingga|to|until)(?=\s|$))\s*/i
const RANGE_END = new RegExp(`^(?:${MONTH_DATE}|${NUMERIC_DATE}|${YEAR}|${PRESENT})\\b`, 'i')

interface DateFound {
  text: string
  formats: Format[] | null
  missingEnd: boolean
  where: CvPlace
}

function formatsOf(month: string | undefined, numeric: string | undefined): Format[] | null {
  if (numeric) return ['numeric']
  if (!month) return null
  const word = month.toLowerCase()
  return (Object.keys(MONTHS) as Exclude<Format, 'numeric'>[]).filter((f) =>
    MONTHS[f].includes(word),
  )
}

export function findDates(text: string, where: CvPlace): DateFound[] {
  const out: DateFound[] = []
  let afterSeparator = -1
  for (const m of text.matchAll(DATE)) {
    const end = m.index + m[0].length
    const rest = text.slice(end)
    const separator = RANGE_SEPARATOR.exec(rest)
    // The end of a range is not a start of its own.
    const isEnd = m.index === afterSeparator
    const missingEnd =
      !isEnd && separator !== null && !RANGE_END.test(rest.slice(separator[0].length))
    if (separator) afterSeparator = end + separator[0].length
    out.push({ text: m[0], formats: formatsOf(m[1], m[3]), missingEnd, where })
  }
  return out
}

export function checkDates({ doc, structure }: CheckInput): CheckResult {
  const title = 'Format tanggal'
  if (doc.scanned) return notReadable('dates', title, WHY)
  const dates: DateFound[] = []
  doc.lines.forEach((line, lineIndex) => {
    if (personalDataIn(line.text).includes('tanggal-lahir')) return
    dates.push(...findDates(line.text, placeOfLine(structure, doc, lineIndex)))
  })
  const base = { id: 'dates' as const, title, why: WHY }
  if (dates.length === 0)
    return result(
      {
        ...base,
        status: 'warn',
        summary:
          'Tidak ditemukan tanggal atau periode. Cantumkan bulan dan tahun mulai–selesai untuk pendidikan dan pengalaman.',
        findings: [],
      },
      [{ points: 4, reason: 'tidak ada tanggal atau periode' }],
    )
  const formatted = dates.filter((d) => d.formats && d.formats.length > 0)
  let common: Format[] | null = null
  for (const d of formatted)
    common = common ? common.filter((f) => d.formats!.includes(f)) : [...d.formats!]
  const mixed = formatted.length > 1 && (common?.length ?? 0) === 0
  const findings: CvFinding[] = []
  const deductions: Deduction[] = []
  if (mixed) {
    const byFormat = new Map<string, DateFound>()
    for (const d of formatted) {
      const name = FORMAT_NAMES[d.formats![0]]
      if (!byFormat.has(name)) byFormat.set(name, d)
    }
    for (const [name, d] of byFormat)
      findings.push({
        kind: 'format',
        text: `${d.text} (${name})`,
        suggestion: "Pakai satu format untuk semua tanggal, misalnya 'Jan 2023 – Jun 2023'.",
        where: d.where,
      })
    deductions.push({ points: 4, reason: 'format tanggal tidak seragam' })
  }
  const open = dates.filter((d) => d.missingEnd)
  for (const d of open)
    findings.push({
      kind: 'tanpa-selesai',
      text: `${d.text} – (tanpa tanggal selesai)`,
      suggestion:
        "Tambahkan bulan dan tahun selesai, atau tulis 'Sekarang' bila masih berlangsung.",
      where: d.where,
    })
  if (open.length)
    deductions.push({
      points: Math.min(4, open.length * 2),
      reason: `${open.length} periode tanpa tanggal selesai`,
    })
  const problems: string[] = []
  if (mixed)
    problems.push(
      `format tanggal bercampur (${listText([...new Set(formatted.map((d) => FORMAT_NAMES[d.formats![0]]))])})`,
    )
  if (open.length) problems.push(`${open.length} periode tanpa tanggal selesai`)
  return result(
    {
      ...base,
      status: problems.length ? 'warn' : 'ok',
      summary: problems.length
        ? `Ditemukan ${listText(problems)}.`
        : 'Tanggal ditulis dalam satu format dan setiap periode punya tanggal selesai.',
      findings,
    },
    deductions,
  )
}
