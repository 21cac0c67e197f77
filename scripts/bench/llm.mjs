// LLM path benchmark (docs/contract.md "Routes" → Chat; pb_hooks/lib/chat/llm/): with LLM_BASE_URL
// and LLM_MODEL pointing at a tiny OpenAI-compatible fake inside this process (node:http on
// 127.0.0.1; answers at once with a fixed short completion and `usage`, records every request body
// and its own handling time), the project's fixture thesis (tests/support/thesis-fixture.ts, a DOCX
// as the tests upload it) is stored through POST /api/chat/documents and asked questions on
// POST /api/chat/academic.
// 1. Retrieval: for each question, is the passage holding its distinctive phrase inside one of the
//    `<<<BLOK n | …>>> … <<<AKHIR BLOK n>>>` passage blocks the server sent to the fake?
//    (The "Ringkasan analisis otomatis" block is not a passage and does not count.)
// 2. The server's own time on the LLM path: sequential academic messages, each response time minus
//    the fake's handling time of that request; and the built-in path (no LLM env) for comparison.
// `export default run()` → { title, markdown, budgets, figures } for scripts/bench.mjs;
// `node scripts/bench/llm.mjs` prints the section. Starts and removes its own servers.
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import PocketBase from 'pocketbase'
import { withTsModules } from '../lib/ts-modules.mjs'
import {
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_PASSWORD,
  percentile,
  withBenchServer,
} from './lib/bench-server.mjs'

const PASSWORD = 'rahasia123'
const TIMED = Number(process.env.BENCH_LLM_MESSAGES || 200)
const WARMUP = 5
const HIT_RATE_TARGET = 90
const P95_TARGET_MS = 30
const FAKE_ANSWER = 'Jawaban singkat dari model uji [1].'
const FAKE_USAGE = { prompt_tokens: 1200, completion_tokens: 12, total_tokens: 1212 }

/**
 * Questions a student asks about the fixture thesis, each with a phrase found in exactly one stored
 * passage (checked against thesis_passages before the run).
 */
const QUESTIONS = [
  ['Apa latar belakang masalah penelitian ini?', 'Perkembangan teknologi digital mengubah cara'],
  ['Apa rumusan masalah penelitian saya?', 'rumusan masalah penelitian ini adalah sebagai berikut'],
  ['Apa tujuan penelitian ini?', 'Tujuan penelitian ini adalah untuk menganalisis'],
  ['Apa batasan penelitian dalam skripsi ini?', 'dibatasi pada mahasiswa aktif program sarjana'],
  [
    'Produk apa saja yang termasuk dalam lingkup penelitian?',
    'terbatas pada pembelian produk fesyen, gawai, dan makanan',
  ],
  ['Apa yang dimaksud dengan perilaku konsumtif?', 'bukan karena kebutuhan, melainkan karena'],
  [
    'Data BPS apa yang dikutip di latar belakang?',
    'pengeluaran kelompok usia muda untuk kebutuhan non-pokok',
  ],
  ['Apa itu teori perilaku terencana?', 'niat seseorang untuk melakukan suatu perilaku'],
  [
    'Bagaimana Chen dan Volpe mendefinisikan literasi keuangan?',
    'Chen dan Volpe (1998) mendefinisikan literasi keuangan',
  ],
  [
    'Apa pengertian gaya hidup menurut landasan teori?',
    'tercermin dalam aktivitas, minat, dan opini',
  ],
  ['Apa saja indikator perilaku konsumtif?', 'pembelian karena kemasan yang menarik'],
  ['Apa hipotesis penelitian ini?', 'hipotesis penelitian ini adalah: literasi keuangan'],
  ['Metode penelitian apa yang digunakan?', 'pendekatan kuantitatif dengan metode survei'],
  ['Berapa jumlah populasi penelitian?', 'berjumlah 1.450 orang'],
  ['Berapa jumlah sampel dan teknik sampling apa yang digunakan?', 'purposive sampling'],
  ['Rumus apa yang dipakai untuk menentukan jumlah sampel?', 'rumus Slovin'],
  ['Instrumen apa yang dipakai untuk mengumpulkan data?', 'kuesioner daring yang disebarkan'],
  ['Skala pengukuran apa yang digunakan pada kuesioner?', 'skala Likert lima poin'],
  ['Apakah kuesioner diuji coba sebelum disebarkan?', 'diuji coba kepada 30 mahasiswa'],
  ['Teknik analisis data apa yang digunakan?', 'perangkat lunak SPSS versi 26'],
  [
    'Bagaimana hipotesis diuji dan pada taraf signifikansi berapa?',
    'uji t dan uji F pada taraf signifikansi 5 persen',
  ],
  ['Berapa responden perempuan dan laki-laki?', '78 responden adalah perempuan'],
  ['Berapa uang saku sebagian besar responden?', 'satu hingga dua juta rupiah'],
  ['Berapa koefisien regresi literasi keuangan dan signifikansinya?', '-0,312'],
  ['Berapa nilai koefisien determinasi penelitian ini?', '52,1 persen'],
  [
    'Apakah hasil penelitian sejalan dengan penelitian terdahulu?',
    'sejalan dengan Lusardi dan Mitchell (2014)',
  ],
  ['Apa kesimpulan penelitian ini?', 'dapat disimpulkan bahwa literasi keuangan'],
  [
    'Apa judul buku Sugiyono yang ada di daftar pustaka?',
    'Metode penelitian kuantitatif, kualitatif, dan R&D',
  ],
  ['Di jurnal apa artikel Lusardi dan Mitchell diterbitkan?', 'Journal of Economic Literature'],
  ['Apa kata kunci skripsi ini?', 'Kata kunci: literasi keuangan'],
]

const norm = (s) => String(s).replace(/\s+/g, ' ').trim().toLowerCase()

/** The fixture thesis paragraphs and its DOCX, loaded from the TypeScript support modules via Vite. */
async function loadFixture() {
  return withTsModules(async (load) => {
    const thesis = await load('/tests/support/thesis-fixture.ts')
    const docs = await load('/tests/support/document-fixtures.ts')
    const paragraphs = [...thesis.THESIS_FIXTURE_PARAGRAPHS]
    return {
      paragraphs,
      text: paragraphs.join('\n'),
      docx: await docs.docxFromParagraphs(paragraphs),
      docxMime: docs.DOCX_MIME,
      fileName: thesis.THESIS_FIXTURE_EXPECTED.fileName,
    }
  })
}

/** The fake OpenAI-compatible server: instant fixed answer; records bodies and handling times. */
async function startFake() {
  const fake = { url: '', requests: [] }
  const server = http.createServer((req, res) => {
    const t0 = performance.now()
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body = {}
      try {
        body = JSON.parse(raw)
      } catch {
        body = {}
      }
      const payload = JSON.stringify({
        id: 'chatcmpl-bench',
        object: 'chat.completion',
        created: 1,
        model: body.model || 'bench-model',
        choices: [
          { index: 0, message: { role: 'assistant', content: FAKE_ANSWER }, finish_reason: 'stop' },
        ],
        usage: FAKE_USAGE,
      })
      const record = { path: req.url, body, handledMs: 0 }
      fake.requests.push(record)
      res.on('finish', () => {
        record.handledMs = performance.now() - t0
      })
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
      })
      res.end(payload)
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${server.address().port}`
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections?.()
      server.close(() => resolve())
    })
  return fake
}

/** One JSON POST over a keep-alive agent: {status, body (parsed), ms}. */
function postJson(agent, url, token, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body)
    const t0 = performance.now()
    const req = http.request(
      url,
      {
        agent,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          Authorization: token,
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => {
          const ms = performance.now() - t0
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed = {}
          try {
            parsed = JSON.parse(text)
          } catch {
            parsed = { raw: text }
          }
          resolve({ status: res.statusCode, body: parsed, ms })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

/** A signed-in user with credits and the uploaded fixture: {token, documentId}. */
async function setUp(server, fixture, credits) {
  const admin = new PocketBase(server.url)
  admin.autoCancellation(false)
  await admin.admins.authWithPassword(BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD)
  const email = 'mahasiswa@bench.local'
  await admin.collection('users').create({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    full_name: 'Mahasiswa Bench',
    role: 'user',
    credits,
    verified: true,
    emailVisibility: false,
  })
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  await pb.collection('users').authWithPassword(email, PASSWORD)
  const token = pb.authStore.token
  const form = new globalThis.FormData()
  form.append(
    'file',
    new globalThis.Blob([fixture.docx], { type: fixture.docxMime }),
    fixture.fileName,
  )
  form.append('text', fixture.text)
  form.append('pages', '0')
  const res = await fetch(`${server.url}/api/chat/documents`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  })
  const up = await res.json()
  if (res.status !== 200 || !up.documentId) {
    throw new Error(`upload: ${res.status} ${JSON.stringify(up).slice(0, 300)}`)
  }
  return { token, documentId: String(up.documentId) }
}

/** The stored passages of a document (thesis_passages, read-only sqlite3). */
function storedPassages(dataDir, documentId) {
  const out = execFileSync(
    'sqlite3',
    [
      '-readonly',
      '-json',
      `${dataDir}/data.db`,
      `SELECT ord, chapter, body FROM thesis_passages WHERE document_id = '${documentId.replace(/'/g, "''")}' ORDER BY ord`,
    ],
    { encoding: 'utf8' },
  ).trim()
  return out ? JSON.parse(out) : []
}

/** The numbered blocks of the user message sent to the LLM: [{n, chapter, body}]. */
function blocksOf(request) {
  const content = request.body.messages?.find((m) => m.role === 'user')?.content ?? ''
  const blocks = []
  const re = /<<<BLOK (\d+) \| ([^|>]*)(?: \| [^>]*)?>>>\n([\s\S]*?)\n<<<AKHIR BLOK \1>>>/g
  for (let m = re.exec(content); m; m = re.exec(content)) {
    blocks.push({ n: Number(m[1]), chapter: m[2].trim(), body: m[3] })
  }
  return blocks
}

/** Sequential academic messages: [{ms, netMs, source}] (netMs: minus the fake's handling time). */
async function timeMessages(server, fake, user, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const url = `${server.url}/api/chat/academic`
  const out = []
  try {
    for (let i = 0; i < WARMUP + count; i++) {
      const [message] = QUESTIONS[i % QUESTIONS.length]
      const before = fake ? fake.requests.length : 0
      const res = await postJson(agent, url, user.token, { message, documentId: user.documentId })
      if (res.status !== 200) throw new Error(`academic: ${res.status} ${JSON.stringify(res.body)}`)
      let upstream = 0
      if (fake) {
        const recs = fake.requests.slice(before)
        upstream = recs.reduce((s, r) => s + r.handledMs, 0)
      }
      if (i >= WARMUP) {
        out.push({ ms: res.ms, netMs: res.ms - upstream, source: String(res.body.source) })
      }
    }
  } finally {
    agent.destroy()
  }
  return out
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const r = (x) => Number(x.toFixed(1))
  return {
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    max: r(sorted[sorted.length - 1]),
  }
}

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
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
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

${budgets.map((b) => `Budget ${b.name}: ${b.value} ${b.unit}, limit ${b.limit} ${b.unit} (${b.ok ? 'met' : 'NOT met'}).`).join('\n')}
Machine load average (1 min) at the end of the run: ${loadavg()[0].toFixed(2)}.
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (r) => {
      console.log(`## ${r.title}\n\n${r.markdown}`)
      process.exit(0)
    },
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
