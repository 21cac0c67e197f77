// Every check on the planted CVs (tests/fixtures/cv, scripts/make-cv-fixtures.mjs): the reader and
// the checks must find exactly what truth.json says each CV plants.
import { describe, expect, it } from 'vitest'
import { analyzeCv } from '@/features/cv/logic/analyze-cv'
import type { CvCheck, CvCheckId, CvReport } from '@/features/cv/logic/types'
import { TRUTH, readFixture } from './cv-fixtures'
import type { FixtureTruth } from './cv-fixtures'

const ALL_CHECKS: CvCheckId[] = [
  'sections',
  'contact',
  'length',
  'columns',
  'tables',
  'scanned',
  'photo',
  'personal-data',
  'weak-openers',
  'quantified',
  'ipk',
  'language',
  'dates',
]

function check(report: CvReport, id: CvCheckId): CvCheck {
  const found = report.checks.find((c) => c.id === id)
  if (!found) throw new Error(`no check ${id}`)
  return found
}

async function reportOf(truth: FixtureTruth, posting?: string) {
  const doc = await readFixture(truth.file)
  return { doc, report: analyzeCv(doc, posting, { now: new Date('2025-01-01T00:00:00Z') }) }
}

describe.each(TRUTH.fixtures)('$file ($description)', (truth) => {
  it('is read with the pages, layout, tables and images it was made with', async () => {
    const { doc } = await reportOf(truth)
    expect(doc.kind).toBe(truth.kind)
    expect(doc.pages).toBe(truth.pages)
    expect(doc.scanned).toBe(truth.scanned)
    expect(doc.columnPages).toEqual(truth.columnPages)
    expect(doc.tables).toEqual(truth.tables)
    const photos = doc.images.filter((i) => i.width < 300 && i.height < 300)
    expect(photos.length > 0).toBe(truth.photo)
    if (!truth.scanned) expect(doc.lines.length).toBeGreaterThan(15)
  })

  it('gives each check the status its plants call for', async () => {
    const { report } = await reportOf(truth)
    expect(report.checks.map((c) => c.id)).toEqual(ALL_CHECKS)
    expect(report.withPosting).toBe(false)
    for (const [id, status] of Object.entries(truth.statuses))
      expect({ id, status: check(report, id as CvCheckId).status }).toEqual({ id, status })
    // 'photo' is informational: never a failure.
    expect(check(report, 'photo').status).not.toBe('fail')
    expect(report.score).toBeGreaterThanOrEqual(0)
    expect(report.score).toBeLessThanOrEqual(100)
    expect(report.scoreExplanation.join(' ')).not.toMatch(/lolos ATS/i)
  })

  it.runIf(!truth.scanned)('finds the sections, under their headings as written', async () => {
    const { report } = await reportOf(truth)
    const sections = check(report, 'sections').sections ?? []
    expect(new Set(sections.map((s) => s.id))).toEqual(new Set(truth.sections))
    for (const s of sections) expect(s.where.page).toBeGreaterThanOrEqual(1)
  })

  it.runIf(!truth.scanned)(
    'finds the e-mail, the phone number and the LinkedIn address',
    async () => {
      const { report } = await reportOf(truth)
      const findings = check(report, 'contact').findings.map((f) => f.text)
      const { email, phone, linkedin } = truth.contact!
      if (email) expect(findings).toContain(`E-mail: ${email}`)
      if (phone) expect(findings).toContain(`Nomor telepon: ${phone}`)
      if (linkedin) expect(findings).toContain(`LinkedIn: ${linkedin}`)
      else expect(findings).toContain('Profil LinkedIn tidak ditemukan')
    },
  )

  it.runIf(!truth.scanned)(
    'names each piece of personal data and says why it is not needed',
    async () => {
      const { report } = await reportOf(truth)
      const findings = check(report, 'personal-data').findings
      expect(findings.map((f) => ({ kind: f.kind, line: f.text }))).toEqual(truth.personalData)
      for (const f of findings) {
        expect(f.suggestion).toMatch(/diskriminasi|penampilan/)
        expect(f.where?.page).toBe(1)
      }
      expect(check(report, 'personal-data').why).toContain('UU No. 27 Tahun 2022')
    },
  )

  it.runIf(!truth.scanned)(
    'lists each weak opener with a stronger meN- verb from the bullet itself',
    async () => {
      const { report } = await reportOf(truth)
      const findings = check(report, 'weak-openers').findings
      expect(findings.map((f) => f.text)).toEqual(truth.weakOpeners!.map((w) => w.bullet))
      findings.forEach((f, i) => {
        const verb = truth.weakOpeners![i].verb
        if (verb) expect(f.suggestion).toContain(`"${verb} `)
        else expect(f.suggestion).toMatch(/memimpin, mengoordinasikan, menyusun/)
        expect(f.where?.section).toMatch(/pengalaman|organisasi/)
      })
    },
  )

  it.runIf(!truth.scanned)(
    'counts the experience bullets with a number, percent or Rp',
    async () => {
      const { report } = await reportOf(truth)
      const { bullets, withNumber } = truth.quantified!
      expect(report.bullets).toHaveLength(bullets)
      expect(check(report, 'quantified').findings).toHaveLength(bullets - withNumber)
      expect(check(report, 'quantified').summary).toContain(`${withNumber} dari ${bullets}`)
      // Bullets are whole: 'dkk.' and initials do not split them.
      for (const text of truth.bulletTexts ?? [])
        expect(report.bullets.map((b) => b.text)).toContain(text)
    },
  )

  it.runIf(!truth.scanned)('finds the IPK and whether its formats agree', async () => {
    const { report } = await reportOf(truth)
    const ipk = check(report, 'ipk')
    expect(ipk.findings.map((f) => f.text)).toEqual(truth.ipk!.found.map((v) => `IPK ${v}`))
    expect(ipk.status === 'warn').toBe(truth.ipk!.mixed)
  })

  it.runIf(!truth.scanned)('sees Indonesian and English headings mixed, or not', async () => {
    const { report } = await reportOf(truth)
    expect(check(report, 'language').status === 'warn').toBe(truth.languageMixed)
  })

  it.runIf(!truth.scanned)('finds mixed date formats and ranges without an end', async () => {
    const { report } = await reportOf(truth)
    const findings = check(report, 'dates').findings
    expect(findings.some((f) => f.kind === 'format')).toBe(truth.dates!.mixed)
    const open = findings.filter((f) => f.kind === 'tanpa-selesai').map((f) => f.text)
    expect(open).toHaveLength(truth.dates!.missingEnd.length)
    truth.dates!.missingEnd.forEach((d, i) => expect(open[i]).toContain(d))
  })
})

describe('the scan', () => {
  const scan = TRUTH.fixtures.find((f) => f.scanned)!

  it('fails the scan check, says how to export a text PDF and scores very low', async () => {
    const { report } = await reportOf(scan)
    const scanned = check(report, 'scanned')
    expect(scanned.status).toBe('fail')
    expect(scanned.findings[0].suggestion).toMatch(/Simpan Sebagai → PDF/)
    expect(report.score).toBeLessThanOrEqual(10)
    // The checks on the text say they could not look, rather than reporting what is missing.
    for (const id of ['sections', 'contact', 'personal-data', 'dates'] as const)
      expect(check(report, id).summary).toMatch(/Tidak dapat diperiksa/)
  })
})

describe('the posting match on the single-column CV', () => {
  const single = TRUTH.fixtures.find((f) => f.posting)!

  it('lists the posting terms the CV lacks, affixes stemmed', async () => {
    const { report } = await reportOf(single, single.posting!.text)
    expect(report.withPosting).toBe(true)
    const keywords = check(report, 'keywords')
    const missing = keywords.missing ?? []
    for (const term of single.posting!.missingContains)
      expect(
        missing.some((m) => m.includes(term)),
        term,
      ).toBe(true)
    for (const term of single.posting!.presentContains)
      expect(
        missing.some((m) => m.includes(term) || term.includes(m)),
        term,
      ).toBe(false)
    expect(keywords.matchPercent).toBeGreaterThan(0)
    expect(keywords.matchPercent).toBeLessThan(100)
    expect(keywords.findings.map((f) => f.text)).toEqual(missing)
    // The posting does not change the readability score.
    expect(report.score).toBe((await reportOf(single)).report.score)
  })
})
