// LLM path benchmark (docs/contract.md "Routes" → Chat; pb_hooks/lib/chat/llm/, pb_hooks/lib/llm/):
// with LLM_BASE_URL and LLM_MODEL pointing at a tiny OpenAI-compatible fake inside this process
// (node:http on 127.0.0.1; answers at once with a fixed short completion and `usage`, records every
// request body and its own handling time), the project's fixture thesis
// (tests/support/thesis-fixture.ts, a DOCX as the tests upload it) is stored through
// POST /api/chat/documents and asked questions on POST /api/chat/academic.
// 1. Retrieval: for each question, is the passage holding its distinctive phrase inside one of the
//    `<<<BLOK n | …>>> … <<<AKHIR BLOK n>>>` passage blocks the server sent to the fake?
//    (The "Ringkasan analisis otomatis" block is not a passage and does not count.)
// 2. The server's own time on the LLM path: sequential academic messages, each response time minus
//    the fake's handling time of that request; and the built-in path (no LLM env) for comparison.
// `export default run()` → { title, markdown, budgets, figures } for scripts/bench.mjs;
// `node scripts/bench/llm.mjs` prints the section. Starts and removes its own servers. Parts in
// scripts/bench/llm/: questions, fake-upstream, student (fixture and upload), academic-requests, report.
import { runWhenMain } from './lib/cli.mjs'
import { withBenchServer } from './lib/bench-server.mjs'
import {
  WARMUP,
  blocksOf,
  oneConnection,
  postJson,
  timeMessages,
} from './llm/academic-requests.mjs'
import { startFake } from './llm/fake-upstream.mjs'
import { QUESTIONS, norm } from './llm/questions.mjs'
import { llmReport } from './llm/report.mjs'
import { loadFixture, setUp, storedPassages } from './llm/student.mjs'

const TIMED = Number(process.env.BENCH_LLM_MESSAGES || 200)

async function llmRun(fixture) {
  const fake = await startFake()
  try {
    return await withBenchServer(
      'llm',
      {
        LLM_BASE_URL: `${fake.url}/v1/`,
        LLM_API_KEY: 'sk-bench-not-a-key',
        LLM_MODEL: 'bench-model',
        LLM_TIMEOUT: '5',
        LLM_MAX_TOKENS: '700',
      },
      async (server) => {
        const user = await setUp(server, fixture, QUESTIONS.length + WARMUP + TIMED + 50)
        const passages = storedPassages(server.dataDir, user.documentId)
        if (!passages.length) throw new Error('no stored passages for the fixture')
        for (const [q, phrase] of QUESTIONS) {
          const holders = passages.filter((p) => norm(p.body).includes(norm(phrase)))
          if (holders.length !== 1) {
            throw new Error(
              `question "${q}": phrase "${phrase}" is in ${holders.length} stored passages, not 1`,
            )
          }
        }

        // 1. Retrieval
        const agent = oneConnection()
        const results = []
        try {
          for (const [question, phrase] of QUESTIONS) {
            const before = fake.requests.length
            const res = await postJson(agent, `${server.url}/api/chat/academic`, user.token, {
              message: question,
              documentId: user.documentId,
            })
            if (res.status !== 200) {
              throw new Error(`academic "${question}": ${res.status} ${JSON.stringify(res.body)}`)
            }
            const recs = fake.requests.slice(before)
            const blocks = recs.length ? blocksOf(recs[recs.length - 1]) : []
            const passageBlocks = blocks.filter((b) => b.chapter !== 'Ringkasan analisis otomatis')
            const at = passageBlocks.findIndex((b) => norm(b.body).includes(norm(phrase)))
            const ordOf = (body) => passages.find((p) => norm(p.body) === norm(body))?.ord ?? '?'
            results.push({
              question,
              phrase,
              source: String(res.body.source),
              llmCalled: recs.length > 0,
              blocks: passageBlocks.length,
              summaryBlock: blocks.length > passageBlocks.length,
              rank: at === -1 ? null : at + 1,
              hit: at !== -1,
              expectedOrd: passages.find((p) => norm(p.body).includes(norm(phrase))).ord,
              sentChapters: passageBlocks.map((b) => `${b.chapter} #${ordOf(b.body)}`),
              promptChars: recs.length
                ? recs[recs.length - 1].body.messages.reduce((n, m) => n + m.content.length, 0)
                : 0,
            })
          }
        } finally {
          agent.destroy()
        }

        // 2. Server time on the LLM path
        const timed = await timeMessages(server, fake, user, TIMED)
        return { passages: passages.length, results, timed }
      },
    )
  } finally {
    await fake.close()
  }
}

async function builtInRun(fixture) {
  return withBenchServer('llm-builtin', { LLM_BASE_URL: '', LLM_MODEL: '' }, async (server) => {
    const user = await setUp(server, fixture, WARMUP + TIMED + 50)
    return timeMessages(server, null, user, TIMED)
  })
}

export default async function run() {
  const fixture = await loadFixture()
  const llm = await llmRun(fixture)
  const builtin = await builtInRun(fixture)
  return llmReport(llm, builtin, TIMED)
}

runWhenMain(import.meta.url, run, (r) => {
  console.log(`## ${r.title}\n\n${r.markdown}`)
  process.exit(0)
})
