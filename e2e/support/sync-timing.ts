// How long the first sync of a fresh learner takes in each spec (issue: a CI run once waited 30 s for
// a fresh learner's pre-test). Each timed wait appends {spec, what, ms} to .tmp/e2e-first-sync.jsonl;
// scripts/e2e.mjs prints the figures per spec after the run and writes them to the test summary. A
// wait that is slow (over SLOW_MS) or fails prints its timeline: the app's perf marks (src/lib/perf-mark.ts)
// and every /api response with its time, so the next slow run says where the time went.
import { test, type Page } from '@playwright/test'
import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

export const FIRST_SYNC_LOG = path.join(process.cwd(), '.tmp', 'e2e-first-sync.jsonl')
const SLOW_MS = 10_000

/** Runs `until` (a wait for the synced screen) and records how long it took from now. */
export async function timedFirstSync(
  page: Page,
  what: string,
  until: () => Promise<void>,
): Promise<void> {
  const started = Date.now()
  const timeline: string[] = []
  const onResponse = (r: { url(): string; status(): number; request(): { method(): string } }) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/'))
      timeline.push(
        `${Date.now() - started} ms ${r.status()} ${r.request().method()} ${url.pathname}${url.search.slice(0, 60)}`,
      )
  }
  page.on('response', onResponse)
  let failed = false
  try {
    await until()
  } catch (error) {
    failed = true
    throw error
  } finally {
    page.off('response', onResponse)
    const ms = Date.now() - started
    const spec = path.basename(test.info().file)
    mkdirSync(path.dirname(FIRST_SYNC_LOG), { recursive: true })
    appendFileSync(FIRST_SYNC_LOG, JSON.stringify({ spec, what, ms, failed }) + '\n')
    if (failed || ms > SLOW_MS) {
      const marks = await page
        .evaluate(() =>
          performance
            .getEntriesByType('mark')
            .filter((m) => m.name.startsWith('ps:'))
            .map((m) => `${Math.round(m.startTime)} ms (since the page started) ${m.name}`),
        )
        .catch(() => ['(perf marks unavailable: the page is gone)'])
      console.log(
        `First sync ${failed ? 'failed' : 'slow'} in ${spec} (${what}): ${ms} ms\n  ` +
          [...marks, ...timeline].join('\n  '),
      )
    }
  }
}
