// Hostile input on every custom route, the records API and the file uploads (docs/security.md,
// "What is tested: hostile input"): missing and extra fields, wrong types, huge strings and bodies,
// invalid JSON and UTF-8, unicode and HTML, path tricks, files lying about their type. Each case
// gets a 4xx with a JSON body carrying an Indonesian message (or, where the input may be
// legitimate, no server error), and no data changes (a fingerprint of every collection and the
// stored files, before and after).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeCases, recordCases, type HostileCase } from '../../support/hostile/cases'
import { changedCollections, fingerprint, storedFiles } from '../../support/hostile/fingerprint'
import {
  errorMessage,
  isIndonesian,
  sendHostile,
  type HostileAnswer,
} from '../../support/hostile/http'
import { pngBytes, tinyPdf } from '../../support/hostile/files'
import { ROUTES } from '../../support/hostile/routes'
import { startHostileWorld, type HostileWorld } from '../../support/hostile/world'
import { createMateri } from '../../support/fixtures'

let world: HostileWorld
let casesRun = 0
let failures = 0
// Counters of the trial chat change legitimately (any text is a valid trial message).
const LEGIT = ['chat_trial_usage']
const IN_FLIGHT = 6

beforeAll(async () => {
  world = await startHostileWorld()
}, 60_000)

afterAll(async () => {
  const dir = path.join(process.cwd(), '.tmp', 'test-summary')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'hostile-cases.json'),
    JSON.stringify({ label: 'kasus input hostile (contoh)', count: casesRun, failures }),
  )
  await world?.server.stop()
})

/** What is wrong with an answer ('' when it is as expected). */
function problemOf(c: HostileCase, a: HostileAnswer): string {
  if (a.status >= 500) return `server error ${a.status}: ${a.text.slice(0, 200)}`
  if (c.expect === '4xx' && (a.status < 400 || a.status >= 500))
    return `expected 4xx, got ${a.status}: ${a.text.slice(0, 200)}`
  if (a.status >= 400) {
    if (!a.contentType.includes('application/json'))
      return `error answer is not JSON (${a.contentType})`
    const message = errorMessage(a)
    if (!isIndonesian(message)) return `message not Indonesian: ${JSON.stringify(message)}`
  } else if (
    a.text &&
    !a.contentType.includes('application/json') &&
    // the admin CSV exports (GET /api/admin/*/export) answer text/csv, the personal-data export a ZIP
    !a.contentType.startsWith('text/csv') &&
    !a.contentType.startsWith('application/zip')
  ) {
    return `answer is not JSON (${a.contentType})`
  }
  return ''
}

async function runCases(cases: HostileCase[]): Promise<string[]> {
  const problems: string[] = []
  const beforeData = await fingerprint(world.server.admin, LEGIT)
  const beforeFiles = storedFiles(world.server.dataDir)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]
      const answer = await sendHostile(world.server.url, world.tokens, c.req)
      casesRun += 1
      const problem = problemOf(c, answer)
      if (problem) {
        failures += 1
        problems.push(
          `${c.req.method} ${c.req.path.slice(0, 80)} [${c.req.role}] ${c.name}: ${problem}`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const changed = changedCollections(beforeData, await fingerprint(world.server.admin, LEGIT))
  if (changed.length) problems.push('data changed in: ' + changed.join(', '))
  if (JSON.stringify(storedFiles(world.server.dataDir)) !== JSON.stringify(beforeFiles))
    problems.push('stored files changed')
  return problems
}

describe('custom routes refuse hostile input', () => {
  it('the table covers every custom route of pb_hooks (add a new route to tests/support/hostile/routes.ts)', () => {
    const declared = new Set<string>()
    for (const file of readdirSync(path.join(process.cwd(), 'pb_hooks'))) {
      if (!file.endsWith('.pb.js') || file === 'bench.pb.js') continue // bench: only with PB_BENCH_SEED=1
      const source = readFileSync(path.join(process.cwd(), 'pb_hooks', file), 'utf8')
      for (const m of source.matchAll(/routerAdd\(\s*'([A-Z]+)',\s*'([^']+)'/g))
        declared.add(`${m[1]} ${m[2]}`)
    }
    expect(declared.size).toBeGreaterThan(10)
    expect(
      [...declared].filter((r) => !ROUTES.some((x) => `${x.method} ${x.path}` === r)).sort(),
    ).toEqual([])
  })

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      const problems = await runCases(routeCases(route))
      expect(problems).toEqual([])
    })
  }
})

describe('records API refuses hostile input', () => {
  it('every collection, every role', async () => {
    const problems = await runCases(recordCases(world))
    expect(problems).toEqual([])
  })
})

// Input that looks hostile but is legitimate is stored and returned verbatim (the client renders it
// as text: e2e/hostile-text.spec.ts). These cases change data on purpose, so they run last.
describe('hostile-looking text is kept verbatim, file names cannot escape', () => {
  const TEXT =
    '<script>alert("x")</script> <img src=x onerror=alert(1)> مرحبا \u202Eabc 😀🎓 {{7*7}} \' OR 1=1 --'

  it('a review pushed through the sync route', async () => {
    const lesson = await createMateri(world.server, world.tree.kelas.id, {
      type: 'posttest',
      judul: 'Post-test hostile',
      order: 9,
    })
    const push = await sendHostile(world.server.url, world.tokens, {
      method: 'POST',
      role: 'subscriber',
      path: '/api/sync/push',
      body: {
        kind: 'json',
        value: {
          collection: 'reviews',
          rows: [
            {
              newDocumentState: {
                materi_id: lesson.id,
                rating: 4,
                student_role: 'Mahasiswa S1',
                review_text: TEXT,
              },
              assumedMasterState: null,
            },
          ],
        },
      },
    })
    expect(push.status, push.text).toBe(200)
    expect(push.contentType).toContain('application/json')
    expect((push.json as { rejected: unknown[] }).rejected).toEqual([])
    const stored = await world.server
      .client()
      .collection('reviews')
      .getFirstListItem(`materi_id = "${lesson.id}"`)
    expect(stored.review_text).toBe(TEXT)
    // the public list answers JSON, never HTML
    const list = await sendHostile(world.server.url, world.tokens, {
      method: 'GET',
      role: 'visitor',
      path: `/api/collections/reviews/records?filter=${encodeURIComponent(`materi_id="${lesson.id}"`)}`,
      body: { kind: 'none' },
    })
    expect(list.contentType).toContain('application/json')
    expect((list.json as { items: { review_text: string }[] }).items[0].review_text).toBe(TEXT)
    expect(list.text).not.toContain('<script>') // JSON escapes < and > as well
  })

  it('extra fields in a push are ignored: the user comes from the token, the score from the server', async () => {
    const push = await sendHostile(world.server.url, world.tokens, {
      method: 'POST',
      role: 'subscriber',
      path: '/api/sync/push',
      body: {
        kind: 'json',
        value: {
          collection: 'progress',
          user_id: world.user.record.id,
          rows: [
            {
              newDocumentState: {
                materi_id: world.tree.pretest.id,
                status: 'complete',
                answers: { [world.tree.soal.id]: 'x', '<script>': 'a' },
                completed_at: '2000-01-01 00:00:00.000Z',
                user_id: world.user.record.id,
                skor: 100,
                id: 'dipalsukan00001',
                role: 'superadmin',
              },
              assumedMasterState: null,
            },
          ],
        },
      },
    })
    expect(push.status, push.text).toBe(200)
    const rows = await world.server.admin
      .collection('progress')
      .getFullList({ filter: `materi_id = "${world.tree.pretest.id}"` })
    expect(rows).toHaveLength(1)
    expect(rows[0].user_id).toBe(world.subscriber.record.id)
    expect(rows[0].id).not.toBe('dipalsukan00001')
    expect(rows[0].skor).toBe(0)
    const user = await world.server.admin.collection('users').getOne(world.user.record.id)
    expect(user.role).toBe('user')
  })

  it("a user's own full_name", async () => {
    const updated = await world.user.client
      .collection('users')
      .update(world.user.record.id, { full_name: TEXT })
    expect(updated.full_name).toBe(TEXT)
    const again = await world.user.client.collection('users').getOne(world.user.record.id)
    expect(again.full_name).toBe(TEXT)
  })

  it('records API file fields: lying types are refused, path tricks in names stay inside the record folder', async () => {
    const url = `${world.server.url}/api/collections/paket_pembelajaran/records/${world.tree.paket.id}`
    const upload = async (name: string, type: string, data: Uint8Array) => {
      const form = new FormData()
      form.append('thumbnail', new Blob([data as BlobPart], { type }), name)
      const res = await fetch(url, {
        method: 'PATCH',
        headers: { Authorization: world.tokens.superadmin },
        body: form,
      })
      const answer = {
        status: res.status,
        text: await res.text(),
        json: undefined as unknown,
        contentType: res.headers.get('content-type') ?? '',
      }
      try {
        answer.json = JSON.parse(answer.text)
      } catch {
        answer.json = undefined
      }
      return answer
    }
    const before = storedFiles(world.server.dataDir)
    for (const [name, type, data] of [
      ['thumb.png', 'image/png', tinyPdf()],
      ['thumb.pdf', 'application/pdf', tinyPdf()],
      ['kosong.png', 'image/png', new Uint8Array(0)],
      [
        'besar.png',
        'image/png',
        (() => {
          const b = new Uint8Array(30 * 1024 * 1024)
          b.set(pngBytes())
          return b
        })(),
      ],
    ] as const) {
      const answer = await upload(name, type, data)
      expect(answer.status, `${name}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(isIndonesian(errorMessage(answer)), errorMessage(answer)).toBe(true)
    }
    expect(storedFiles(world.server.dataDir)).toEqual(before)

    const ok = await upload('../../../etc/passwd.png', 'image/png', pngBytes())
    expect(ok.status, ok.text).toBe(200)
    const thumbnail = (ok.json as { thumbnail: string }).thumbnail
    expect(thumbnail).not.toMatch(/[\\/]|\.\./)
    const added = storedFiles(world.server.dataDir).filter((f) => !before.includes(f))
    // the file (and PocketBase's metadata file beside it) inside the record's own folder
    expect(added.length).toBeGreaterThanOrEqual(1)
    for (const f of added)
      expect(f).toMatch(new RegExp(`^[a-z0-9_]+/${world.tree.paket.id}/[^/]+$`))
    expect(added.some((f) => f.endsWith('/' + thumbnail))).toBe(true)
  })
})
