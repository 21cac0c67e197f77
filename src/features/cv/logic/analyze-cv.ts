/**
 * Analisa CV's checks: a CvDocument (from read-cv.ts) and, optionally, a pasted job posting → a
 * CvReport with every check of the contract, the experience bullets and the 'Skor keterbacaan'.
 * Pure and synchronous, on the device; nothing is sent anywhere.
 */
import type { CheckInput, CheckResult } from './checks/common'
import { checkContact } from './checks/contact'
import { checkDates } from './checks/dates'
import { checkIpk } from './checks/ipk'
import { checkKeywords } from './checks/keywords'
import { checkColumns, checkLength, checkPhoto, checkScanned, checkTables } from './checks/layout'
import { checkPersonalData } from './checks/personal-data'
import { checkQuantified } from './checks/quantified'
import { checkLanguage, checkSections } from './checks/sections'
import { checkWeakOpeners } from './checks/weak-openers'
import { readabilityScore } from './score'
import { isExperienceEntry, placeOf, structureCv } from './structure'
import type { CvDocument, CvReport } from './types'

/** The checks in the contract's order ('keywords' is added only with a posting). */
const CHECKS: ((input: CheckInput) => CheckResult)[] = [
  checkSections,
  checkContact,
  checkLength,
  checkColumns,
  checkTables,
  checkScanned,
  checkPhoto,
  checkPersonalData,
  checkWeakOpeners,
  checkQuantified,
  checkIpk,
  checkLanguage,
  checkDates,
]

export function analyzeCv(
  doc: CvDocument,
  posting?: string,
  options: { now?: Date } = {},
): CvReport {
  const structure = structureCv(doc)
  const input: CheckInput = { doc, structure }
  const results = CHECKS.map((check) => check(input))
  const withPosting = !!posting && posting.trim().length > 0
  if (withPosting) results.push(checkKeywords(input, posting))
  const { score, explanation } = readabilityScore(doc, results, withPosting)
  return {
    fileName: doc.fileName,
    analyzedAt: (options.now ?? new Date()).toISOString(),
    pages: doc.pages,
    score,
    scoreExplanation: explanation,
    checks: results.map((r) => r.check),
    bullets: structure.entries
      .filter((e) => e.kind === 'bullet' && isExperienceEntry(e, structure))
      .map((e) => ({ text: e.text, where: placeOf(e) })),
    withPosting,
  }
}
