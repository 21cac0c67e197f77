// The resync benchmark's markdown, budgets and figures from its measured runs.
import { budgetSentence, loadAverageLine } from '../lib/report.mjs'
import { median } from '../lib/stats.mjs'
import { NEW } from './seed.mjs'

const BUDGET_NOTHING_MS = 1500
const BUDGET_NEW_CLASS_MS = 2500
const worst = (xs) => Math.max(...xs)

/**
 * The section: `result` {nothing, nothingAll, away, live} (runs of {ms, requests, paths}), `docs`
 * (the student's documents), `LINK` (the emulated link) and `RUNS` (runs per series).
 */
export function resyncReport(result, docs, LINK, RUNS) {
  const summary = (runs) => ({
    p50Ms: Math.round(median(runs.map((r) => r.ms))),
    maxMs: Math.round(worst(runs.map((r) => r.ms))),
    requests: median(runs.map((r) => r.requests)),
    maxRequests: worst(runs.map((r) => r.requests)),
    runs: runs.map((r) => ({ ms: Math.round(r.ms), requests: r.requests })),
  })
  const figures = {
    link: { roundTripMs: LINK.latency, bytesPerSecond: LINK.downloadThroughput },
    documents: docs,
    nothingNew: summary(result.nothing),
    nothingNewEveryCollection: summary(result.nothingAll),
    newClassAfterFocus: summary(result.away),
    newClassRealtime: summary(result.live),
    newClass: { kelas: 1, ...NEW },
  }
  const budgets = [
    {
      name: 'resync with nothing new (window focus, 400 ms RTT, 400 kbps), slowest run',
      value: figures.nothingNew.maxMs,
      unit: 'ms',
      limit: `≤ ${BUDGET_NOTHING_MS}`,
      ok: figures.nothingNew.maxMs <= BUDGET_NOTHING_MS,
    },
    {
      name: 'resync bringing one new class (window focus after being away), slowest run',
      value: figures.newClassAfterFocus.maxMs,
      unit: 'ms',
      limit: `≤ ${BUDGET_NEW_CLASS_MS}`,
      ok: figures.newClassAfterFocus.maxMs <= BUDGET_NEW_CLASS_MS,
    },
  ]
  const row = (what, s) =>
    `| ${what} | ${s.p50Ms} | ${s.maxMs} | ${s.requests} (max ${s.maxRequests}) |`
  const samplePaths = (runs) => {
    const counts = {}
    for (const p of runs[runs.length - 1]?.paths ?? []) counts[p] = (counts[p] ?? 0) + 1
    return Object.entries(counts)
      .map(([p, n]) => `\`${p}\`${n > 1 ? ` ×${n}` : ''}`)
      .join(', ')
  }
  const markdown = `A student already synced (${docs.toLocaleString('en-US')} documents: 1 package of 5 classes, 50 materi, ~1,000 questions), headless Chromium, the page's requests throttled with CDP \`Network.emulateNetworkConditions\` (${LINK.latency} ms added per request, ${LINK.downloadThroughput / 1000} kB/s = 400 kbps each way). The new class: 1 kelas, ${NEW.materi} materi, ${NEW.soal} soal, ${NEW.video_links} video_links. ${RUNS} runs each (the old behaviour 2); times include the triggers' 300 ms coalescing. Requests: the page's \`/api/\` requests except the realtime stream.

| resync | p50 ms | slowest ms | requests (median) |
|---|---:|---:|---:|
${row('nothing new: window focus (probe, nothing resynced)', figures.nothingNew)}
${row('nothing new: old behaviour, RESYNC of every collection', figures.nothingNewEveryCollection)}
${row('one new class: device away (no realtime), then window focus', figures.newClassAfterFocus)}
${row("one new class: realtime connected (after the admin's last write)", figures.newClassRealtime)}

Requests of the last run: nothing new ${samplePaths(result.nothing)}; new class after focus ${samplePaths(result.away)}; realtime ${samplePaths(result.live)}.

${budgets.map((b) => budgetSentence(b)).join('\n')}
${loadAverageLine()}
`
  return { markdown, budgets, figures }
}
