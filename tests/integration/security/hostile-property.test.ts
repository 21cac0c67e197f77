// Property run (docs/security.md, "What is tested: hostile input"): a seeded sample of fast-check
// hostile requests (custom routes and the records API of every collection, as visitor, user,
// subscriber and superadmin) against a real PocketBase. Properties: no answer is a 5xx, every error
// answer is JSON with an Indonesian message, and the data the run must not touch (every collection
// but the trial chat's counters, and the stored files) is unchanged. Reproduce a failure with
// HOSTILE_SEED=<seed>.
import fc from 'fast-check'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  changedCollections,
  fingerprint,
  storedFiles,
  type Fingerprint,
} from '../../support/hostile/fingerprint'
import { hostileRequest } from '../../support/hostile/generators'
import {
  errorMessage,
  isIndonesian,
  sendHostile,
  type HostileRequest,
} from '../../support/hostile/http'
import { startHostileWorld, type HostileWorld } from '../../support/hostile/world'

const SEED = Number(process.env.HOSTILE_SEED ?? 20261123)
const REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 5100)
const IN_FLIGHT = 8
const LEGIT = ['chat_trial_usage']

let world: HostileWorld
let before: Fingerprint
let filesBefore: string[]
let sent = 0
let serverErrors = 0

beforeAll(async () => {
  world = await startHostileWorld()
  before = await fingerprint(world.server.admin, LEGIT)
  filesBefore = storedFiles(world.server.dataDir)
}, 60_000)

afterAll(async () => {
  const dir = path.join(process.cwd(), '.tmp', 'test-summary')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'hostile-requests.json'),
    JSON.stringify({ label: 'permintaan hostile dicoba', count: sent, failures: serverErrors }),
  )
  await world?.server.stop()
})

function describeRequest(r: HostileRequest): string {
  const body =
    r.body.kind === 'json'
      ? JSON.stringify(r.body.value)
      : r.body.kind === 'raw'
        ? String(r.body.data)
        : r.body.kind
  return `${r.method} ${r.path.slice(0, 120)} [${r.role}] ${body.slice(0, 160)}`
}

describe('hostile property run', () => {
  it(`${REQUESTS} seeded requests: no 5xx, Indonesian JSON errors, untouched data`, async () => {
    const ids = {
      userId: world.user.record.id,
      reviewId: world.review.id,
      foreign: [
        world.payment.id,
        world.tree.paket.id,
        world.tree.kelas.id,
        world.tree.pretest.id,
        world.tree.soal.id,
        world.superadmin.record.id,
      ],
    }
    const startedAt = Date.now()
    const requests = fc.sample(hostileRequest(ids), { seed: SEED, numRuns: REQUESTS })
    const generatedAt = Date.now()
    const slow: Record<string, number> = {}
    const problems: string[] = []
    const statuses: Record<string, number> = {}
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const req = requests[next++]
        const t0 = Date.now()
        const answer = await sendHostile(world.server.url, world.tokens, req)
        const key =
          req.method +
          ' ' +
          req.path
            .split('?')[0]
            .replace(/\/records\/.*/, '/records/:id')
            .slice(0, 60)
        slow[key] = (slow[key] ?? 0) + Date.now() - t0
        sent += 1
        const bucket = `${Math.floor(answer.status / 100)}xx`
        statuses[bucket] = (statuses[bucket] ?? 0) + 1
        if (answer.status >= 500) {
          serverErrors += 1
          problems.push(`${answer.status} ${describeRequest(req)} → ${answer.text.slice(0, 200)}`)
        } else if (answer.status >= 400 && !isIndonesian(errorMessage(answer))) {
          problems.push(
            `${answer.status} without an Indonesian JSON message (${answer.contentType}): ${describeRequest(req)} → ${answer.text.slice(0, 100)}`,
          )
        }
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
    console.log(
      `hostile property run (seed ${SEED}): ${sent} requests`,
      statuses,
      `generated in ${generatedAt - startedAt} ms, sent in ${Date.now() - generatedAt} ms`,
    )
    if (process.env.HOSTILE_PROFILE)
      console.log(
        Object.entries(slow)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 15),
      )

    expect(problems.slice(0, 20)).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(5000)
    expect(serverErrors).toBe(0)
    // the run did reach the validation behind the routes (not only auth refusals)
    expect(statuses['4xx']).toBeGreaterThan(REQUESTS / 2)
    expect(changedCollections(before, await fingerprint(world.server.admin, LEGIT))).toEqual([])
    expect(storedFiles(world.server.dataDir)).toEqual(filesBefore)
  }, 300_000)
})
