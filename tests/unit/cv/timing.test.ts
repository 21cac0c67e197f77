// How long the checks take on a two-page CV once it is read (the contract: well under 300 ms; the
// Chromium bench measures it in the browser). Printed, not asserted: this machine's load varies.
import { describe, expect, it } from 'vitest'
import type { CvDocument } from '@/features/cv/logic/types'
import { TRUTH, readFixture } from './cv-fixtures'

/** The two-column CV twice over: a second page with the same lines, as a two-page CV. */
function twoPages(doc: CvDocument): CvDocument {
  return {
    ...doc,
    pages: 2,
    lines: [...doc.lines, ...doc.lines.map((l) => ({ ...l, page: 2 }))],
    columnPages: [1, 2],
  }
}

describe('timing', () => {
  it('analyses a two-page CV with and without a posting', async () => {
    const started = performance.now()
    const { analyzeCv } = await import('@/features/cv/logic/analyze-cv')
    const loaded = performance.now() - started
    const doc = twoPages(await readFixture('cv-dua-kolom.pdf'))
    const posting = TRUTH.fixtures.find((f) => f.posting)!.posting!.text
    const time = (run: () => unknown) => {
      const times: number[] = []
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now()
        run()
        times.push(performance.now() - t0)
      }
      times.sort((a, b) => a - b)
      return { median: times[7], max: times[14] }
    }
    const cold = performance.now()
    const report = analyzeCv(doc, posting)
    const firstRun = performance.now() - cold
    const plain = time(() => analyzeCv(doc))
    const withPosting = time(() => analyzeCv(doc, posting))
    console.log(
      `[cv timing] ${doc.lines.length} lines, 2 pages: module load ${loaded.toFixed(0)} ms; first analysis with posting ${firstRun.toFixed(1)} ms; ` +
        `median ${plain.median.toFixed(2)} ms (max ${plain.max.toFixed(2)}) without a posting, ${withPosting.median.toFixed(2)} ms (max ${withPosting.max.toFixed(2)}) with one`,
    )
    expect(report.checks).toHaveLength(14)
    expect(report.pages).toBe(2)
  }, 60_000)
})
