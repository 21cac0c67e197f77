// Hostile input on every custom route, the records API and the file uploads (issue 11 item 2):
// missing and extra fields, wrong types, huge strings and bodies, invalid JSON and UTF-8, unicode
// and HTML, path tricks, files lying about their type. Each case gets a 4xx with a JSON body
// carrying an Indonesian message (or, where the input may be legitimate, no server error), and
// no data changes (a fingerprint of every collection and the stored files, before and after).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeCases, recordCases, type HostileCase } from '../support/hostile/cases'
import { changedCollections, fingerprint, storedFiles } from '../support/hostile/fingerprint'
import { errorMessage, isIndonesian, sendHostile, type HostileAnswer } from '../support/hostile/http'
import { ROUTES } from '../support/hostile/routes'
import { startHostileWorld, type HostileWorld } from '../support/hostile/world'

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
  if (c.expect === '4xx' && (a.status < 400 || a.status >= 500)) return `expected 4xx, got ${a.status}: ${a.text.slice(0, 200)}`
  if (a.status >= 400) {
    if (!a.contentType.includes('application/json')) return `error answer is not JSON (${a.contentType})`
    const message = errorMessage(a)
    if (!isIndonesian(message)) return `message not Indonesian: ${JSON.stringify(message)}`
  } else if (a.text && !a.contentType.includes('application/json')) {
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
        problems.push(`${c.req.method} ${c.req.path.slice(0, 80)} [${c.req.role}] ${c.name}: ${problem}`)
      }
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const changed = changedCollections(beforeData, await fingerprint(world.server.admin, LEGIT))
  if (changed.length) problems.push('data changed in: ' + changed.join(', '))
  if (JSON.stringify(storedFiles(world.server.dataDir)) !== JSON.stringify(beforeFiles)) problems.push('stored files changed')
  return problems
}

describe('custom routes refuse hostile input', () => {
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
