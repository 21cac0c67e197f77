import type { CvStructure } from '../structure'
import type { CvCheck, CvCheckId, CvDocument } from '../types'

export interface CheckInput {
  doc: CvDocument
  structure: CvStructure
}

/** Points taken off the 'Skor keterbacaan', with the reason shown to the student. */
export interface Deduction {
  points: number
  reason: string
}

export interface CheckResult {
  check: CvCheck
  deductions: Deduction[]
}

export function result(check: CvCheck, deductions: Deduction[] = []): CheckResult {
  return { check, deductions: deductions.filter((d) => d.points > 0) }
}

/** A check on the text of a CV that has none (a scan): it cannot say anything. */
export function notReadable(id: CvCheckId, title: string, why: string): CheckResult {
  return result({
    id,
    status: 'warn',
    title,
    summary: 'Tidak dapat diperiksa: CV ini tidak memiliki teks yang bisa dibaca mesin.',
    why,
    findings: [],
  })
}

/** 'a', 'a dan b', 'a, b dan c'. */
export function listText(items: string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} dan ${items[items.length - 1]}`
}

/** '1', '1 dan 2', for page numbers. */
export function pagesText(pages: number[]): string {
  return listText([...new Set(pages)].sort((a, b) => a - b).map(String))
}
