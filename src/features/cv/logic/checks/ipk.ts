/**
 * 'ipk': the GPA ('IPK 3,65/4,00', 'GPA: 3.65', '3,65 / 4,00') and whether it is written in one
 * format: the same decimal mark (',' or '.') and the scale written everywhere or nowhere.
 */
import { placeOfLine } from '../structure'
import type { CvFinding, CvPlace } from '../types'
import type { CheckInput, CheckResult } from './common'
import { listText, notReadable, result } from './common'

const WHY =
  'Banyak perusahaan menyaring lulusan baru dengan batas IPK (sering minimal 3,00 atau 3,50). Tulis IPK dengan skalanya dan dalam satu format yang sama di seluruh CV, misalnya 3,65/4,00, agar mudah dibaca perekrut dan sistem rekrutmen.'

const VALUE = '([0-4][.,]\\d{1,2})(?:\\s*(?:\\/|dari|of|out\\s+of)\\s*(4(?:[.,]0{1,2})?))?'
const LABELLED = new RegExp(
  `\\b(?:ipk|gpa|ip\\s+kumulatif|indeks\\s+prestasi(?:\\s+kumulatif)?|cumulative\\s+gpa)\\b\\s*[:=]?\\s*(?:\\(\\s*)?${VALUE}`,
  'gi',
)
const WITH_SCALE = /(?<![\d.,])([0-4][.,]\d{2})\s*\/\s*(4(?:[.,]0{1,2})?)(?![\d.,])/g

export interface IpkFound {
  /** As written: '3,65/4,00', '3.72'. */
  text: string
  decimal: ',' | '.'
  scale: boolean
  where: CvPlace
}

export function findIpk(
  lines: { text: string }[],
  where: (lineIndex: number) => CvPlace,
): IpkFound[] {
  const out: IpkFound[] = []
  lines.forEach((line, lineIndex) => {
    const seen = new Set<number>()
    const add = (index: number, value: string, scale: string | undefined) => {
      if (seen.has(index)) return
      seen.add(index)
      const text = scale ? `${value}/${scale}` : value
      out.push({
        text,
        decimal: value.includes(',') ? ',' : '.',
        scale: !!scale,
        where: where(lineIndex),
      })
    }
    for (const m of line.text.matchAll(LABELLED)) add(m.index + m[0].indexOf(m[1]), m[1], m[2])
    for (const m of line.text.matchAll(WITH_SCALE)) add(m.index, m[1], m[2])
  })
  return out
}

export function checkIpk({ doc, structure }: CheckInput): CheckResult {
  if (doc.scanned) return notReadable('ipk', 'IPK', WHY)
  const found = findIpk(doc.lines, (i) => placeOfLine(structure, doc, i))
  const base = { id: 'ipk' as const, title: 'IPK', why: WHY }
  if (found.length === 0)
    return result(
      {
        ...base,
        status: 'warn',
        summary:
          'IPK tidak ditemukan. Bila IPK Anda memenuhi syarat umum (≥ 3,00), cantumkan di bagian Pendidikan, misalnya "IPK 3,65/4,00".',
        findings: [],
      },
      [{ points: 3, reason: 'IPK tidak ditemukan' }],
    )
  const distinct = [...new Map(found.map((f) => [f.text, f])).values()]
  const decimals = new Set(found.map((f) => f.decimal))
  const scales = new Set(found.map((f) => f.scale))
  const mixed = decimals.size > 1 || scales.size > 1
  const findings: CvFinding[] = distinct.map((f) => ({
    kind: 'format',
    text: `IPK ${f.text}`,
    ...(mixed || !f.scale
      ? {
          suggestion: `Tulis dalam satu format dengan skala, misalnya ${f.decimal === '.' ? '3.65/4.00' : '3,65/4,00'}.`,
        }
      : {}),
    where: f.where,
  }))
  if (mixed)
    return result(
      {
        ...base,
        status: 'warn',
        summary: `IPK ditulis dalam format berbeda: ${listText(distinct.map((f) => f.text))}. Pilih satu format, misalnya 3,65/4,00.`,
        findings,
      },
      [{ points: 3, reason: 'format IPK tidak seragam' }],
    )
  return result({
    ...base,
    status: 'ok',
    summary: `IPK ditemukan: ${listText(distinct.map((f) => f.text))}${distinct.every((f) => f.scale) ? '' : ' (tambahkan skalanya, misalnya /4,00)'}.`,
    findings,
  })
}
