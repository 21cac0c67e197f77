/** 'keywords' (only with a pasted posting): the posting's terms and which of them the CV lacks. */
import { postingTerms, termInCv, vocabulary } from '../keywords/terms'
import type { CheckInput, CheckResult } from './common'
import { notReadable, result } from './common'

const WHY =
  'Perekrut mencari kandidat di sistem rekrutmen dengan kata kunci dari lowongan. Istilah yang Anda kuasai tetapi tidak tertulis di CV membuat CV tidak muncul dalam pencarian itu. Tambahkan hanya istilah yang benar-benar sesuai dengan pengalaman Anda.'

/** A match from this share up is good. */
export const KEYWORDS_OK = 60

export function checkKeywords(input: CheckInput, posting: string): CheckResult {
  const title = 'Kecocokan dengan lowongan'
  if (input.doc.scanned) return notReadable('keywords', title, WHY)
  const terms = postingTerms(posting)
  if (terms.length === 0)
    return result({
      id: 'keywords',
      status: 'warn',
      title,
      summary:
        'Tidak ada istilah yang bisa diambil dari teks lowongan. Tempel deskripsi dan kualifikasi lowongannya secara lengkap.',
      why: WHY,
      findings: [],
      missing: [],
      matchPercent: 0,
    })
  const vocab = vocabulary(
    input.doc.lines.map((l) => l.text),
    terms,
  )
  const missing = terms.filter((t) => !termInCv(t, vocab))
  const matchPercent = Math.round(((terms.length - missing.length) / terms.length) * 100)
  return result({
    id: 'keywords',
    status: matchPercent >= KEYWORDS_OK ? 'ok' : 'warn',
    title,
    summary: `${terms.length - missing.length} dari ${terms.length} istilah lowongan ada di CV (${matchPercent}%).${
      missing.length
        ? ` Belum ada: ${missing
            .slice(0, 8)
            .map((t) => t.display)
            .join(', ')}${missing.length > 8 ? ', …' : ''}.`
        : ''
    }`,
    why: WHY,
    findings: missing.map((t) => ({
      kind: 'hilang',
      text: t.display,
      suggestion:
        'Tambahkan bila memang sesuai dengan pengalaman atau keterampilan Anda, dengan kata yang sama seperti di lowongan.',
    })),
    missing: missing.map((t) => t.display),
    matchPercent,
  })
}
