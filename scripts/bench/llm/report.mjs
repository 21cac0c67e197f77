// The LLM benchmark's section: retrieval hit rate and server time from the measured runs.
import { budgetSentence, loadAverageLine } from '../lib/report.mjs'
import { ascending, percentile } from '../lib/stats.mjs'
import { WARMUP } from './academic-requests.mjs'

const HIT_RATE_TARGET = 90
const P95_TARGET_MS = 30

/** p50, p95 and max of times in ms, to 0.1 ms. */
function stats(values) {
  const sorted = ascending(values)
  const r = (x) => Number(x.toFixed(1))
  return {
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    max: r(sorted[sorted.length - 1]),
  }
}

/**
 * The section of a run: `llm` {passages, results, timed} (the LLM path), `builtin` (the built-in
 * path's timed messages), `TIMED` (timed messages per path).
 */
export function llmReport(llm, builtin, TIMED) {
  const { results, timed } = llm
  const hits = results.filter((r) => r.hit).length
  const hitRate = Number(((hits / results.length) * 100).toFixed(1))
  const firstThree = results.filter((r) => r.rank && r.rank <= 3).length
  // Chance level: sending `blocks` of the stored passages at random would hit blocks/passages.
  const chance = (results.reduce((s, r) => s + r.blocks / llm.passages, 0) / results.length) * 100
  const promptChars = Math.round(results.reduce((s, r) => s + r.promptChars, 0) / results.length)
  const misses = results.filter((r) => !r.hit)
  const llmSources = timed.filter((t) => t.source === 'llm').length
  const notLlm = results.filter((r) => r.source !== 'llm' || !r.llmCalled)
  if (notLlm.length || llmSources !== timed.length) {
    throw new Error(
      `LLM path not taken: ${notLlm.length} retrieval answers and ${timed.length - llmSources} timed answers not from the LLM`,
    )
  }
  const net = stats(timed.map((t) => t.netMs))
  const e2e = stats(timed.map((t) => t.ms))
  const upstream = stats(timed.map((t) => t.ms - t.netMs))
  const base = stats(builtin.map((t) => t.ms))
  const meanBlocks = results.reduce((s, r) => s + r.blocks, 0) / results.length

  const budgets = [
    {
      name: `LLM retrieval hit rate (${results.length} questions on the fixture thesis)`,
      value: hitRate,
      unit: '%',
      limit: `≥ ${HIT_RATE_TARGET}`,
      ok: hitRate >= HIT_RATE_TARGET,
    },
    {
      name: `LLM path server time p95 (${TIMED} sequential messages, upstream excluded)`,
      value: net.p95,
      unit: 'ms',
      limit: `≤ ${P95_TARGET_MS}`,
      ok: net.p95 <= P95_TARGET_MS,
    },
  ]

  const missLines = misses.length
    ? misses
        .map(
          (r) =>
            `- "${r.question}" — expected passage #${r.expectedOrd} with "${r.phrase}"; sent ${r.blocks} blocks: ${r.sentChapters.join(', ') || 'none'}`,
        )
        .join('\n')
    : '- none'
  const rankCounts = {}
  for (const r of results) if (r.rank) rankCounts[r.rank] = (rankCounts[r.rank] || 0) + 1
  const rankLine = Object.entries(rankCounts)
    .map(([k, v]) => `block ${k}: ${v}`)
    .join(', ')

  const markdown = `The fixture thesis (tests/support/thesis-fixture.ts, uploaded as a DOCX: ${llm.passages} stored passages)
on a server whose LLM_BASE_URL points at a fake OpenAI-compatible server inside the bench (node:http on
127.0.0.1, answers at once with a fixed completion and \`usage\`, records the request bodies).
\`node scripts/bench.mjs llm\` (\`npm run bench -- llm\`).

Retrieval: ${results.length} student questions, each with a phrase found in exactly one stored passage
(checked against thesis_passages); a hit when that passage is inside one of the numbered passage blocks
sent to the LLM (the "Ringkasan analisis otomatis" block does not count).

| figure | value |
|---|---:|
| hit rate | ${hits}/${results.length} = ${hitRate} % |
| expected passage in blocks 1–3 | ${firstThree}/${results.length} |
| passage blocks sent per question (mean) | ${meanBlocks.toFixed(1)} of ${llm.passages} stored |
| chance level (blocks sent / stored passages) | ${chance.toFixed(1)} % |
| prompt size (system + user, mean) | ${promptChars} characters |

Passages are named by their order in the document (#ord). Position of the expected passage among the
passage blocks: ${rankLine || 'none'}. The prompt lists the
best two FTS5 hits each between its neighbours (ord − 1, hit, ord + 1), then the other hits, so the best
hit is usually block 2. The fixture is small: the blocks cover about ${chance.toFixed(0)} % of it, so a
hit rate near 100 % here says the right passage is not crowded out, not that ranking is fine-grained.
Misses:
${missLines}

Server time: ${TIMED} sequential academic messages (after ${WARMUP} warm-ups) over one keep-alive
connection; "server" = response time minus the fake's own handling time of that request (request
received → response sent).

| path | p50 ms | p95 ms | max ms |
|---|---:|---:|---:|
| LLM, server time (upstream excluded) | ${net.p50} | ${net.p95} | ${net.max} |
| LLM, end to end on loopback | ${e2e.p50} | ${e2e.p95} | ${e2e.max} |
| fake upstream's own handling | ${upstream.p50} | ${upstream.p95} | ${upstream.max} |
| built-in assistant (no LLM env), end to end | ${base.p50} | ${base.p95} | ${base.max} |

${budgets.map((b) => budgetSentence(b)).join('\n')}
${loadAverageLine()}
`
  return {
    title: 'LLM path (retrieval for the prompt, server time with an instant upstream)',
    markdown,
    budgets,
    figures: {
      passages: llm.passages,
      retrieval: {
        hitRate,
        hits,
        questions: results.length,
        firstThree,
        chance,
        promptChars,
        results,
      },
      llm: { serverMs: net, endToEndMs: e2e, upstreamMs: upstream, messages: TIMED },
      builtin: { endToEndMs: base, messages: TIMED },
    },
  }
}
