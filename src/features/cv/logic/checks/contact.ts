/**
 * 'contact': an e-mail address, an Indonesian phone number (+62 812…, 62 812…, 0812…, with spaces,
 * dashes or dots; a landline as (021) 555 1234 or +62 21 …) and a LinkedIn profile address.
 */
import type { CvCheck, CvFinding } from '../types'
import { placeOfLine } from '../structure'
import type { CheckInput, CheckResult, Deduction } from './common'
import { listText, notReadable, result } from './common'

const WHY =
  'Perekrut perlu menghubungi Anda, dan sistem rekrutmen mengambil e-mail serta nomor telepon dari teks CV. Nomor dengan format +62 atau 08 dan alamat LinkedIn yang ditulis lengkap paling mudah dikenali.'

export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/
/** A mobile number: +62/62/0, then 8 and 8-11 more digits in groups. */
export const MOBILE =
  /(?<![\d/])(?:\(?\+62\)?[\s.-]?|62[\s.-]?|0)8\d{1,3}(?:[\s.-]?\d{2,5}){1,3}(?![\d/])/
/** A landline: (021) 555 1234, 021-5551234, +62 21 555 1234. */
export const LANDLINE =
  /(?<![\d/])(?:\(0\d{1,3}\)|0[2-7]\d{1,2}[\s-]|\+62[\s-]?[2-7]\d{0,2}[\s-])\s?\d{3,4}[\s.-]?\d{3,4}(?![\d/])/
export const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%.]+/i

function digits(text: string): number {
  return text.replace(/\D/g, '').length
}

/** The phone number in a line, if its digit count fits an Indonesian number. */
export function findPhone(text: string): string | null {
  const mobile = MOBILE.exec(text)
  if (mobile) {
    const n = digits(mobile[0])
    const local = mobile[0].replace(/\D/g, '').replace(/^62/, '0')
    if (n >= 10 && n <= 14 && local.length >= 10 && local.length <= 13) return mobile[0].trim()
  }
  const landline = LANDLINE.exec(text)
  if (landline && digits(landline[0]) >= 9 && digits(landline[0]) <= 13) return landline[0].trim()
  return null
}

interface Found {
  value: string
  lineIndex: number
}

export function checkContact({ doc, structure }: CheckInput): CheckResult {
  if (doc.scanned) return notReadable('contact', 'Kontak', WHY)
  let email: Found | null = null
  let phone: Found | null = null
  let linkedin: Found | null = null
  let linkedinNamed: Found | null = null
  for (const [lineIndex, line] of doc.lines.entries()) {
    const text = line.text
    const mail = EMAIL.exec(text)
    if (mail && !email) email = { value: mail[0], lineIndex }
    const number = findPhone(text.replace(EMAIL, ' '))
    if (number && !phone) phone = { value: number, lineIndex }
    const profile = LINKEDIN.exec(text)
    if (profile && !linkedin)
      linkedin = { value: profile[0].replace(/^https?:\/\/(www\.)?/i, ''), lineIndex }
    else if (!profile && /\blinked\s?in\b/i.test(text) && !linkedinNamed)
      linkedinNamed = { value: text.trim(), lineIndex }
  }
  const where = (f: Found) => placeOfLine(structure, doc, f.lineIndex)
  const findings: CvFinding[] = []
  const deductions: Deduction[] = []
  const items: [string, string, Found | null][] = [
    ['email', 'E-mail', email],
    ['telepon', 'Nomor telepon', phone],
    ['linkedin', 'LinkedIn', linkedin],
  ]
  for (const [kind, label, found] of items) {
    if (found) findings.push({ kind, text: `${label}: ${found.value}`, where: where(found) })
  }
  if (!email) {
    findings.push({
      kind: 'email',
      text: 'E-mail tidak ditemukan',
      suggestion:
        'Tulis alamat e-mail yang profesional, misalnya nama.anda@gmail.com, di bawah nama.',
    })
    deductions.push({ points: 12, reason: 'e-mail tidak ditemukan' })
  }
  if (!phone) {
    findings.push({
      kind: 'telepon',
      text: 'Nomor telepon tidak ditemukan',
      suggestion:
        'Tulis nomor HP yang aktif (WhatsApp), misalnya 0812-3456-7890 atau +62 812-3456-7890.',
    })
    deductions.push({ points: 8, reason: 'nomor telepon tidak ditemukan' })
  }
  if (!linkedin) {
    const named = linkedinNamed as Found | null
    findings.push({
      kind: 'linkedin',
      text: named
        ? `LinkedIn disebut tanpa alamat: "${named.value}"`
        : 'Profil LinkedIn tidak ditemukan',
      suggestion: named
        ? 'Tulis alamat lengkapnya sebagai teks, misalnya linkedin.com/in/nama-anda: tautan di balik kata "LinkedIn" tidak terbaca oleh semua sistem.'
        : 'Tambahkan alamat profil LinkedIn, misalnya linkedin.com/in/nama-anda. Perekrut sering memeriksanya.',
      ...(named ? { where: where(named) } : {}),
    })
    deductions.push({ points: 3, reason: 'alamat LinkedIn tidak ditemukan' })
  }
  const found = [email, phone].filter((f): f is Found => f !== null)
  const onlyInHeader =
    found.length > 0 && found.every((f) => doc.lines[f.lineIndex].region !== undefined)
  if (onlyInHeader) {
    findings.push({
      kind: 'header',
      text: 'Kontak hanya ada di header/footer dokumen',
      suggestion:
        'Pindahkan kontak ke badan dokumen, di bawah nama: sebagian sistem rekrutmen tidak membaca header dan footer.',
    })
    deductions.push({ points: 5, reason: 'kontak hanya di header/footer' })
  }
  const missing = items.filter(([, , f]) => !f).map(([, label]) => label.toLowerCase())
  let status: CvCheck['status'] = 'ok'
  let summary = 'E-mail, nomor telepon, dan LinkedIn ditemukan.'
  if (!email && !phone) {
    status = 'fail'
    summary = 'E-mail dan nomor telepon tidak ditemukan: perekrut tidak bisa menghubungi Anda.'
  } else if (missing.length > 0 || onlyInHeader) {
    status = 'warn'
    summary = missing.length
      ? `Belum ditemukan: ${listText(missing)}.`
      : 'Kontak ditemukan, tetapi hanya di header/footer dokumen.'
  }
  return result({ id: 'contact', status, title: 'Kontak', summary, why: WHY, findings }, deductions)
}
