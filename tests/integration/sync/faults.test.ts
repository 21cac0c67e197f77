// Sync under injected faults: the real sync engine talks to a real PocketBase through a proxy that
// drops (before and after forwarding), delays, duplicates and reorders requests and cuts realtime
// streams; PocketBase is killed and restarted while a device pushes; device clocks are wrong by
// ±3 days. After every scenario the device and the server converge, and every completion made on
// the device is stored exactly once on the server (skor as the server grades, completed_at the
// earliest) and is present on the device. Ends with seeded random runs mixing every fault.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RecordModel } from 'pocketbase'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createContentTree,
  createMateri,
  createSoal,
  createUser,
  daysFromNow,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'
import {
  startFaultProxy,
  type FaultKind,
  type FaultProxy,
  type FaultRule,
  type RequestInfo,
} from '../../support/fault-proxy'
import { localDocs, openDevice, setOffline, type Device } from '../../support/sync-device'
import { push, startDeviceProcess, waitFor, type DeviceProcess } from '../../support/sync-helpers'
import { rng } from '../../support/sync-model'
import { completeMateri, saveReview } from '../../../src/data/local/actions'
import type { Choice } from '../../../src/data/local/types'

const DAY = 24 * 60 * 60 * 1000
const RANDOM_RUNS = 20

let server: TestServer
let proxy: FaultProxy
let tree: ContentTree
/** Materi the students complete: pre-tests with one question each (answer 'a') and lessons. */
const materi: Array<{ id: string; soal?: string }> = []
let device: Device | null = null
const summary = { count: 0, failures: 0 }

beforeAll(async () => {
  server = await startTestServer({ restartOnCrash: true })
  proxy = await startFaultProxy(server.url, 7)
  tree = await createContentTree(server)
  materi.push({ id: tree.pretest.id, soal: tree.soal.id }, { id: tree.lesson.id })
  for (let i = 0; i < 4; i++) {
    const pre = await createMateri(server, tree.kelas.id, {
      type: 'pretest',
      judul: `Tes ${i}`,
      order: 10 + i,
    })
    const q = await createSoal(server, pre.id, { jawaban_benar: 'a' })
    materi.push({ id: pre.id, soal: q.id })
  }
  for (let i = 0; i < 3; i++) {
    const lesson = await createMateri(server, tree.kelas.id, {
      type: 'lesson',
      judul: `Pelajaran ${i}`,
      order: 20 + i,
      parent_id: tree.chapter.id,
    })
    materi.push({ id: lesson.id })
  }
}, 60_000)

afterEach(async () => {
  heal()
  setOffline(null, false)
  await device?.close()
  device = null
})

afterAll(async () => {
  await proxy?.close()
  await server?.stop()
  const dir = path.join(process.cwd(), '.tmp/test-summary')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'fault-scenarios.json'),
    JSON.stringify({ label: 'skenario gangguan sinkronisasi', ...summary }),
  )
})

/** One fault scenario: counted in the summary, a failure too. */
function scenario(name: string, fn: () => Promise<void>, timeout = 60_000) {
  it(
    name,
    async () => {
      summary.count++
      try {
        await fn()
      } catch (err) {
        summary.failures++
        throw err
      }
    },
    timeout,
  )
}

function heal() {
  proxy.setFaults([])
  proxy.setSseCut(null)
  proxy.refuseSse(false)
  proxy.onRequest(null)
}

const isPush = (r: RequestInfo) => r.method === 'POST' && r.path.startsWith('/api/sync/push')
const isApi = (r: RequestInfo) =>
  r.path.startsWith('/api/') && !(r.method === 'GET' && r.path.startsWith('/api/realtime'))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const millis = (pbDate: string) => Date.parse(String(pbDate).replace(' ', 'T'))

async function newStudent(): Promise<TestUser> {
  const s = await createUser(server, { role: 'subscriber', full_name: 'Sari' })
  await subscribe(server, s.record.id, tree.paket.id)
  return s
}

/** Opens the student's device through the proxy (a healthy link for the first sync). */
async function openThroughProxy(s: TestUser): Promise<Device> {
  device = await openDevice(proxy.url, s.email, s.password)
  await device.session.engine.awaitInSync()
  return device
}

/** What the server must end up holding for each materi completed on the device. */
type Made = Map<string, { best: number; from: number; to: number }>

function grade(m: { soal?: string }, answer: Choice | undefined): number {
  return m.soal && answer === 'a' ? 100 : 0
}

/** Completes a materi on the device and records what the server must keep. */
async function complete(d: Device, made: Made, m: { id: string; soal?: string }, answer?: Choice) {
  const from = Date.now()
  await completeMateri(
    { materi_id: m.id, answers: m.soal && answer ? { [m.soal]: answer } : {} },
    d.session,
  )
  const to = Date.now()
  const prev = made.get(m.id)
  const g = grade(m, answer)
  made.set(m.id, prev ? { ...prev, best: Math.max(prev.best, g) } : { best: g, from, to })
}

async function serverProgress(userId: string): Promise<RecordModel[]> {
  return server.admin
    .collection('progress')
    .getFullList({ filter: `user_id = "${userId}"`, sort: 'materi_id' })
}

const strip = (d: Record<string, unknown>) => ({
  id: d.id,
  materi_id: d.materi_id,
  status: d.status,
  skor: d.skor,
  answers: d.answers ?? {},
  completed_at: d.completed_at,
  rating: d.rating,
  review_text: d.review_text,
})
const byMateri = (xs: Array<Record<string, unknown>>) =>
  xs.map(strip).sort((a, b) => String(a.materi_id).localeCompare(String(b.materi_id)))

/**
 * The link is healthy again: the device sends everything, the server holds each completion once
 * (graded by the server, the earliest time) and the device holds exactly what the server holds.
 */
async function expectConverged(
  d: Device,
  s: TestUser,
  made: Made,
  reviews: Map<string, string> = new Map(),
  label = '',
) {
  heal()
  setOffline(d, false)
  await waitFor(
    async () => (await d.session.engine.countPending()) === 0,
    30_000,
    `${label} nothing pending`,
  )
  d.session.engine.resync()
  await d.session.engine.awaitInSync()
  const rows = await serverProgress(s.record.id)
  expect(new Set(rows.map((r) => r.materi_id)).size, `${label} one row per materi`).toBe(
    rows.length,
  )
  expect(rows.map((r) => r.materi_id).sort(), `${label} every completion stored`).toEqual(
    [...made.keys()].sort(),
  )
  for (const r of rows) {
    const m = made.get(r.materi_id)!
    expect(r.status).toBe('complete')
    expect(r.skor, `${label} skor of ${r.materi_id}`).toBe(m.best)
    const at = millis(r.completed_at)
    expect(at, `${label} earliest completed_at`).toBeGreaterThanOrEqual(m.from)
    expect(at, `${label} earliest completed_at`).toBeLessThanOrEqual(m.to)
  }
  const remoteR = await server.admin
    .collection('reviews')
    .getFullList({ filter: `user_id = "${s.record.id}"` })
  expect(remoteR.length, `${label} one review per materi`).toBe(
    new Set(remoteR.map((r) => r.materi_id)).size,
  )
  for (const [m, text] of reviews)
    expect(remoteR.find((r) => r.materi_id === m)?.review_text, `${label} last review wins`).toBe(
      text,
    )
  const remote = { progress: byMateri(rows), reviews: byMateri(remoteR) }
  let local: unknown = null
  try {
    await waitFor(
      async () => {
        local = {
          progress: byMateri(await localDocs(d, 'progress')),
          reviews: byMateri(await localDocs(d, 'reviews')),
        }
        return JSON.stringify(local) === JSON.stringify(remote)
      },
      15_000,
      `${label} device equals server`,
    )
  } catch (err) {
    expect(local, String(err)).toEqual(remote)
  }
}

async function serverUp(): Promise<boolean> {
  try {
    return (await fetch(`${server.url}/api/health`)).ok
  } catch {
    return false
  }
}

describe('requests dropped, delayed, duplicated, reordered', () => {
  scenario('dropped before reaching the server: retried until stored once', async () => {
    const s = await newStudent()
    const d = await openThroughProxy(s)
    const made: Made = new Map()
    proxy.setFaults([{ kind: 'drop-before', match: isApi, probability: 0.6, times: 8 }])
    for (const m of materi.slice(0, 5)) await complete(d, made, m, 'a')
    await waitFor(() => proxy.count('drop-before') >= 3, 15_000, 'drops')
    await expectConverged(d, s, made)
  })

  scenario(
    'dropped after the server stored it (the answer never arrives): stored once, not lost',
    async () => {
      const s = await newStudent()
      const d = await openThroughProxy(s)
      const made: Made = new Map()
      const reviews = new Map<string, string>()
      proxy.setFaults([{ kind: 'drop-after', match: isPush, times: 4 }])
      await complete(d, made, materi[0], 'b')
      await complete(d, made, materi[1])
      await waitFor(() => proxy.count('drop-after') >= 2, 15_000, 'answers lost')
      // the server holds it already; the device does not know and pushes again, with a better attempt too
      await complete(d, made, materi[0], 'a')
      await saveReview(
        {
          materi_id: materi[0].id,
          rating: 4,
          student_role: 'Mahasiswa S1',
          review_text: 'Pertama',
        },
        d.session,
      )
      await saveReview(
        { materi_id: materi[0].id, rating: 5, student_role: 'Mahasiswa S1', review_text: 'Kedua' },
        d.session,
      )
      reviews.set(materi[0].id, 'Kedua')
      await waitFor(() => proxy.count('drop-after') >= 4, 15_000, 'all four answers lost')
      expect(proxy.count('drop-after', '/api/sync/push')).toBe(4)
      await expectConverged(d, s, made, reviews)
    },
  )

  scenario('delayed requests and answers: completions made meanwhile all arrive once', async () => {
    const s = await newStudent()
    const d = await openThroughProxy(s)
    const made: Made = new Map()
    proxy.setFaults([{ kind: 'delay', match: isApi, probability: 0.8, ms: 700 }])
    await Promise.all(materi.slice(0, 6).map((m, i) => complete(d, made, m, i % 2 ? 'a' : 'c')))
    await sleep(300)
    await complete(d, made, materi[1], 'a')
    await waitFor(() => proxy.count('delay') >= 3, 15_000, 'delays')
    await expectConverged(d, s, made)
  })

  scenario(
    'duplicated pushes (both copies at once and one after the other): one row each',
    async () => {
      const s = await newStudent()
      const d = await openThroughProxy(s)
      const made: Made = new Map()
      proxy.setFaults([
        { kind: 'duplicate', match: isPush, times: 3 },
        { kind: 'duplicate', match: isPush, concurrent: false, times: 3 },
      ])
      const settled = () =>
        waitFor(async () => (await d.session.engine.countPending()) === 0, 15_000, 'pushed')
      // one push each: the first three sent twice at once, the next three one after the other
      for (const m of materi.slice(0, 4)) {
        await complete(d, made, m, 'a')
        await settled()
      }
      await complete(d, made, materi[4], 'b')
      await settled()
      await saveReview(
        {
          materi_id: materi[3].id,
          rating: 3,
          student_role: 'Mahasiswa S2',
          review_text: 'Dua kali',
        },
        d.session,
      )
      await settled()
      expect(proxy.count('duplicate')).toBe(6)
      expect(proxy.count('copy')).toBe(12)
      await expectConverged(d, s, made, new Map([[materi[3].id, 'Dua kali']]))
    },
  )

  scenario(
    'device closed while its push is in flight (server stored it, no answer), reopened: pushed again, stored once',
    async () => {
      const s = await newStudent()
      const dbName = `closed_${s.record.id}`
      device = await openDevice(proxy.url, s.email, s.password, { dbName })
      await device.session.engine.awaitInSync()
      const made: Made = new Map()
      // every push reaches the server and its answer is lost; the first one closes the device (the tab) while in flight
      proxy.setFaults([{ kind: 'drop-after', match: isPush }])
      let closing: Promise<void> | null = null
      const open = device
      proxy.onRequest((r) => {
        if (isPush(r) && !closing) closing = open.close()
      })
      await complete(device, made, materi[0], 'a')
      await complete(device, made, materi[5])
      await waitFor(() => closing !== null, 10_000, 'push in flight')
      await closing
      device = null
      await waitFor(
        async () => (await serverProgress(s.record.id)).length > 0,
        10_000,
        'server stored the push',
      )
      heal()
      device = await openDevice(proxy.url, s.email, s.password, { dbName })
      expect(await device.session.engine.countPending()).toBeGreaterThan(0) // it never heard back
      await expectConverged(device, s, made)
    },
  )

  scenario(
    'reopened while the server cannot be reached (the device believes it is online): the database opens with the completion',
    async () => {
      const s = await newStudent()
      const dbName = `unreachable_${s.record.id}`
      device = await openDevice(proxy.url, s.email, s.password, { dbName })
      await device.session.engine.awaitInSync()
      const pb = device.pb
      const made: Made = new Map()
      proxy.setFaults([{ kind: 'drop-before', match: isApi }])
      proxy.refuseSse(true)
      proxy.cutSseNow()
      await complete(device, made, materi[3], 'a')
      await device.close()
      device = null
      const started = Date.now()
      device = await openDevice(proxy.url, s.email, s.password, { dbName, pb })
      expect(Date.now() - started).toBeLessThan(5000)
      expect((await localDocs(device, 'progress')).map((p) => p.materi_id)).toEqual([materi[3].id])
      expect((await localDocs(device, 'materi')).length).toBeGreaterThan(0)
      await waitFor(
        async () => (await device!.session.engine.countPending()) === 1,
        5000,
        'one waiting',
      )
      expect(await serverProgress(s.record.id)).toHaveLength(0)
      await expectConverged(device, s, made)
    },
  )

  scenario(
    'reordered requests: a late older attempt of another device does not win over time or score',
    async () => {
      const s = await newStudent()
      const d = await openThroughProxy(s)
      const made: Made = new Map()
      proxy.setFaults([{ kind: 'reorder', match: isApi, hold: 3, ms: 200 }])
      const m = materi[2]
      const now = Date.now()
      // another device of the student, through the same link: a right answer two hours ago and a wrong one an hour ago
      const other = (at: number, answer: Choice) =>
        push(proxy.url, s.client.authStore.token, {
          collection: 'progress',
          rows: [
            {
              newDocumentState: {
                materi_id: m.id,
                status: 'complete',
                answers: { [m.soal!]: answer },
                completed_at: new Date(at).toISOString(),
              },
            },
          ],
        })
      const pushes = Promise.all([other(now - 2 * 3_600_000, 'a'), other(now - 3_600_000, 'd')])
      await complete(d, made, m, 'b')
      await complete(d, made, materi[3], 'a')
      await complete(d, made, materi[1])
      for (const r of await pushes) expect(r.status).toBe(200)
      made.set(m.id, { best: 100, from: now - 2 * 3_600_000, to: now - 2 * 3_600_000 })
      expect(proxy.count('reorder')).toBeGreaterThanOrEqual(3)
      await expectConverged(d, s, made)
    },
  )
})

describe('realtime streams cut', () => {
  scenario(
    'stream cut while the server adds materi: the new materi reaches the device after the stream is back',
    async () => {
      const s = await newStudent()
      const d = await openThroughProxy(s)
      await waitFor(() => proxy.openStreams() > 0, 10_000, 'stream open')
      // the resync that the stream's PB_CONNECT starts is over: the link has been quiet for a while
      await waitFor(
        () => Date.now() - (proxy.log[proxy.log.length - 1]?.at ?? 0) > 800,
        10_000,
        'a quiet link',
      )
      await d.session.engine.awaitInSync()
      const has = async (id: string) => (await localDocs(d, 'materi')).some((x) => x.id === id)
      // down: streams are cut and reconnects refused while the server changes
      proxy.refuseSse(true)
      proxy.cutSseNow()
      const added = await createMateri(server, tree.kelas.id, {
        type: 'lesson',
        judul: 'Materi baru saat terputus',
        order: 40,
      })
      await sleep(1200)
      expect(await has(added.id), JSON.stringify(proxy.log.slice(-8))).toBe(false) // no stream, nothing told the device
      proxy.refuseSse(false)
      await waitFor(() => has(added.id), 10_000, 'new materi after reconnect')
      // streams that die after every second event while materi keep coming
      proxy.setSseCut({ afterEvents: 2 })
      proxy.cutSseNow()
      const more: string[] = []
      for (let i = 0; i < 4; i++) {
        more.push(
          (
            await createMateri(server, tree.kelas.id, {
              type: 'lesson',
              judul: `Materi susulan ${i}`,
              order: 41 + i,
            })
          ).id,
        )
        await sleep(250)
      }
      await waitFor(
        async () => (await Promise.all(more.map(has))).every(Boolean),
        15_000,
        'every new materi',
      )
      expect(proxy.count('sse-cut')).toBeGreaterThanOrEqual(3)
      // and a removed one leaves the device although its stream was cut by time
      proxy.setSseCut({ afterMs: 400 })
      proxy.cutSseNow()
      await server.admin.collection('materi').delete(more[0])
      await waitFor(async () => !(await has(more[0])), 15_000, 'deleted materi removed')
      await expectConverged(d, s, new Map())
    },
  )
})

describe('realtime subscription requests lost', () => {
  scenario(
    'POST /api/realtime dropped after a reconnect (once, then four times): later live changes still reach the device',
    async () => {
      const s = await newStudent()
      const d = await openThroughProxy(s)
      const has = async (id: string) => (await localDocs(d, 'materi')).some((x) => x.id === id)
      const isSubscribe = (r: RequestInfo) =>
        r.method === 'POST' && r.path.startsWith('/api/realtime')
      for (const times of [1, 4]) {
        await waitFor(() => proxy.openStreams() > 0, 10_000, 'stream open')
        const dropsBefore = proxy.count('drop-before', '/api/realtime')
        const logAt = proxy.log.length
        proxy.setFaults([{ kind: 'drop-before', match: isSubscribe, times }])
        proxy.cutSseNow()
        await waitFor(
          () => proxy.count('drop-before', '/api/realtime') === dropsBefore + times,
          15_000,
          `${times} subscription posts dropped`,
        )
        // the client resubmits (or reconnects) until a post arrives
        await waitFor(
          () =>
            proxy.log
              .slice(logAt)
              .some((e) => e.action === 'forward' && isSubscribe(e) && e.status === 204),
          15_000,
          'a subscription post arrives',
        )
        await sleep(1000)
        // a change now reaches the device only through a live event
        const added = await createMateri(server, tree.kelas.id, {
          type: 'lesson',
          judul: `Langsung ${times}`,
          order: 60 + times,
        })
        await waitFor(
          () => has(added.id),
          8000,
          `live materi after ${times} lost subscription posts`,
        )
      }
    },
  )
})

describe('PocketBase restarted', () => {
  scenario(
    'killed while a device pushes a batch, restarted on the same data: stored once, nothing lost',
    async () => {
      const s = await newStudent()
      const d = await openThroughProxy(s)
      const made: Made = new Map()
      setOffline(d, true)
      for (const m of materi) await complete(d, made, m, 'a')
      await complete(d, made, materi[2], 'c')
      await saveReview(
        {
          materi_id: materi[1].id,
          rating: 5,
          student_role: 'Mahasiswa D3',
          review_text: 'Sebelum mati',
        },
        d.session,
      )
      let crashes = 0
      proxy.onRequest((r) => {
        if (isPush(r) && crashes < 2) {
          crashes++
          // mid-batch: the rows are written one transaction each
          setTimeout(() => server.crash(), crashes === 1 ? 3 : 25)
        }
      })
      setOffline(d, false)
      await waitFor(() => crashes === 2, 30_000, 'two crashes during pushes')
      proxy.onRequest(null)
      await waitFor(serverUp, 20_000, 'server back')
      expect(server.output()).toMatch(/restarting/)
      await expectConverged(d, s, made, new Map([[materi[1].id, 'Sebelum mati']]))
    },
    90_000,
  )
})

describe('device clock wrong by days', () => {
  const devices: DeviceProcess[] = []
  afterAll(async () => {
    for (const p of devices) await p.call('close').catch(() => p.kill())
  })

  async function skewedDevice(skewMs: number): Promise<DeviceProcess> {
    const p = await startDeviceProcess({
      execArgv: [
        ...process.execArgv,
        '--import',
        fileURLToPath(new URL('../../support/skewed-clock.mjs', import.meta.url)),
      ],
      env: { ...process.env, DEVICE_CLOCK_SKEW_MS: String(skewMs) },
    })
    devices.push(p)
    return p
  }

  type Dump = { progress: Array<Record<string, unknown>>; reviews: Array<Record<string, unknown>> }

  scenario(
    '±3 days: completed_at clamped by the server to [subscription start, server now], adopted by the device',
    async () => {
      const start = daysFromNow(-1)
      const students = await Promise.all(
        [0, 1].map(async () => {
          const s = await createUser(server, { role: 'subscriber', full_name: 'Jam Salah' })
          await subscribe(server, s.record.id, tree.paket.id, { durasi_mulai: start })
          return s
        }),
      )
      const [ahead, behind] = await Promise.all([skewedDevice(3 * DAY), skewedDevice(-3 * DAY)])
      await Promise.all([
        ahead.call('open', {
          url: server.url,
          email: students[0].email,
          password: students[0].password,
        }),
        behind.call('open', {
          url: server.url,
          email: students[1].email,
          password: students[1].password,
        }),
      ])
      const from = Date.now()
      for (const p of [ahead, behind]) {
        await p.call('complete', { materi_id: materi[0].id, answers: { [materi[0].soal!]: 'a' } })
        await p.call('complete', { materi_id: materi[1].id })
      }
      const pending = await Promise.all([ahead.call('sync'), behind.call('sync')])
      const to = Date.now()
      expect(pending).toEqual([0, 0])
      const [rowsAhead, rowsBehind] = await Promise.all(
        students.map((s) => serverProgress(s.record.id)),
      )
      expect(rowsAhead).toHaveLength(2)
      expect(rowsBehind).toHaveLength(2)
      for (const r of rowsAhead) {
        // three days ahead: clamped to the server's now at the push, not the device's stamp
        expect(millis(r.completed_at)).toBeGreaterThanOrEqual(from - 1000)
        expect(millis(r.completed_at)).toBeLessThanOrEqual(to + 1000)
      }
      for (const r of rowsBehind) expect(millis(r.completed_at)).toBe(millis(start)) // before the subscription: its start
      expect(rowsAhead.find((r) => r.materi_id === materi[0].id)?.skor).toBe(100)
      for (const [p, rows] of [
        [ahead, rowsAhead],
        [behind, rowsBehind],
      ] as const) {
        await p.call('sync')
        const dump = await p.call<Dump>('dump')
        expect(byMateri(dump.progress)).toEqual(byMateri(rows))
      }
    },
    90_000,
  )
})

describe(`${RANDOM_RUNS} seeded random runs mixing every fault`, () => {
  const kinds: FaultKind[] = ['drop-before', 'drop-after', 'delay', 'duplicate', 'reorder']

  it('converge after each run, every completion stored once', async () => {
    const s = await newStudent()
    const d = await openThroughProxy(s)
    const made: Made = new Map()
    const reviews = new Map<string, string>()
    const choices: Choice[] = ['a', 'b', 'c', 'd']
    let extra = 0
    let crashes = 0
    const logStart = proxy.log.length
    for (let seed = 1; seed <= RANDOM_RUNS; seed++) {
      summary.count++
      const rand = rng(1000 + seed)
      const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]
      try {
        const rules: FaultRule[] = kinds
          .filter(() => rand() < 0.45)
          .map((kind) => ({
            kind,
            match: isApi,
            probability: 0.2 + rand() * 0.3,
            ms: 100 + Math.floor(rand() * 400),
            times: 6,
          }))
        proxy.setFaults(rules)
        if (rand() < 0.5) {
          // the open stream ends now; its reconnects end by time or after a few events
          proxy.setSseCut(
            rand() < 0.5
              ? { afterMs: 200 + Math.floor(rand() * 800) }
              : { afterEvents: 1 + Math.floor(rand() * 3) },
          )
          proxy.cutSseNow()
        }
        let crash = rand() < 0.15
        proxy.onRequest((r) => {
          if (crash && isPush(r)) {
            crash = false
            crashes++
            setTimeout(() => server.crash(), Math.floor(rand() * 30))
          }
        })
        const added: string[] = []
        for (let step = 0; step < 5; step++) {
          const r = rand()
          if (r < 0.15) setOffline(d, rand() < 0.6)
          else if (r < 0.7) await complete(d, made, pick(materi), pick(choices))
          else if (r < 0.85) {
            const m = pick(materi).id
            const text = `Ulasan ${seed}.${step}`
            await saveReview(
              {
                materi_id: m,
                rating: 1 + Math.floor(rand() * 5),
                student_role: 'Mahasiswa S1',
                review_text: text,
              },
              d.session,
            )
            reviews.set(m, text)
          } else {
            const x = await waitFor(
              () =>
                createMateri(server, tree.kelas.id, {
                  type: 'lesson',
                  judul: `Acak ${++extra}`,
                  order: 100 + extra,
                }).catch(() => null),
              20_000,
              'server writable',
            )
            added.push(x.id)
          }
          await sleep(Math.floor(rand() * 100))
        }
        await waitFor(serverUp, 20_000, 'server up')
        await expectConverged(d, s, made, reviews, `seed ${seed}`)
        const local = new Set((await localDocs(d, 'materi')).map((x) => x.id))
        await waitFor(
          async () =>
            added.every((id) => local.has(id)) ||
            (await localDocs(d, 'materi')).filter((x) => added.includes(String(x.id))).length ===
              added.length,
          15_000,
          `seed ${seed} new materi on the device`,
        )
      } catch (err) {
        summary.failures++
        throw new Error(
          `seed ${seed}: ${String(err)}\nproxy log tail: ${JSON.stringify(proxy.log.slice(-15))}`,
        )
      }
    }
    // the runs did meet every fault
    const actions = new Set(proxy.log.slice(logStart).map((e) => e.action))
    for (const a of [...kinds, 'sse-cut', 'upstream-down']) expect(actions, a).toContain(a)
    expect(crashes).toBeGreaterThan(0)
  }, 240_000)
})
