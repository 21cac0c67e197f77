// POST /api/sync/changes (the cheap resync probe): for randomized states and every kind of user,
// the probe's answer equals what the records API (under the real list rules) returns past the
// same checkpoint, records and tombstones, as the app's pull asks for them.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createKelas,
  createMateri,
  createPersonas,
  createSoal,
  createVideo,
  createPaketContent,
  daysFromNow,
  subscribe,
  type Personas,
  type TestUser,
} from '../../support/fixtures'
import { rng } from '../../support/sync-model'

const COLLECTIONS = [
  'paket_pembelajaran',
  'kelas',
  'paket_content',
  'materi',
  'soal',
  'video_links',
  'subscribers',
  'progress',
  'reviews',
] as const
type Coll = (typeof COLLECTIONS)[number]
interface Checkpoint {
  u: string
  id: string
  tu: string
  tid: string
}
const EMPTY: Checkpoint = { u: '', id: '', tu: '', tid: '' }

let server: TestServer
let p: Personas
let users: Array<[string, TestUser]>
beforeAll(async () => {
  server = await startTestServer()
  p = await createPersonas(server)
  users = [
    ['plain', p.plain],
    ['active', p.active],
    ['other', p.other],
    ['expired', p.expired],
    ['suspended', p.suspended],
    ['unverified', p.unverified],
    ['superadmin', p.superadmin],
  ]
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

function probe(
  client: PocketBase,
  checkpoints: Record<string, unknown>,
): Promise<{ changed: string[] }> {
  return client.send('/api/sync/changes', { method: 'POST', body: { checkpoints } })
}

function after(client: PocketBase, u: string, id: string): string {
  return u ? client.filter('(updated > {:u} || (updated = {:u} && id > {:id}))', { u, id }) : ''
}

/** The app's pull: records of `coll` past (u, id), under the user's list rule. */
async function records(
  t: TestUser,
  coll: Coll,
  u = '',
  id = '',
  perPage = 500,
): Promise<RecordModel[]> {
  const own = coll === 'reviews' ? t.client.filter('user_id = {:me}', { me: t.record.id }) : ''
  const filter = [own, after(t.client, u, id)].filter(Boolean).join(' && ')
  const res = await t.client
    .collection(coll)
    .getList(1, perPage, { sort: 'updated,id', skipTotal: true, filter })
  return res.items
}

async function tombstones(
  t: TestUser,
  coll: Coll,
  u = '',
  id = '',
  perPage = 500,
): Promise<RecordModel[]> {
  const filter = [t.client.filter('coll = {:c}', { c: coll }), after(t.client, u, id)]
    .filter(Boolean)
    .join(' && ')
  const res = await t.client
    .collection('tombstones')
    .getList(1, perPage, { sort: 'updated,id', skipTotal: true, filter })
  return res.items
}

/** What the records API says changed past each checkpoint. */
async function truth(t: TestUser, cps: Record<Coll, Checkpoint>): Promise<string[]> {
  const out: string[] = []
  for (const coll of COLLECTIONS) {
    const cp = cps[coll]
    const [r, tb] = await Promise.all([
      records(t, coll, cp.u, cp.id, 1),
      tombstones(t, coll, cp.tu, cp.tid, 1),
    ])
    if (r.length || tb.length) out.push(coll)
  }
  return out
}

/** The checkpoint after a full pull now (the device is in sync). */
async function syncedCheckpoint(t: TestUser, coll: Coll): Promise<Checkpoint> {
  const [r, tb] = await Promise.all([records(t, coll), tombstones(t, coll)])
  const lr = r[r.length - 1]
  const lt = tb[tb.length - 1]
  return { u: lr?.updated ?? '', id: lr?.id ?? '', tu: lt?.updated ?? '', tid: lt?.id ?? '' }
}

describe('POST /api/sync/changes', () => {
  it('needs a signed-in user', async () => {
    const res = await fetch(`${server.url}/api/sync/changes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ checkpoints: { kelas: null } }),
    })
    expect(res.status).toBe(401)
  })

  it.each([
    [{}, 'checkpoints harus berupa objek'],
    [{ checkpoints: [] }, 'checkpoints harus berupa objek'],
    [{ checkpoints: {} }, 'checkpoints kosong'],
    [{ checkpoints: { users: null } }, "Koleksi 'users' tidak disinkronkan."],
    [{ checkpoints: { tombstones: null } }, "Koleksi 'tombstones' tidak disinkronkan."],
    [
      { checkpoints: { soal: { u: "2026-01-01' OR 1=1 --", id: 'x' } } },
      'Checkpoint soal tidak valid.',
    ],
    [{ checkpoints: { soal: { u: 5, id: 'x' } } }, 'Checkpoint soal tidak valid.'],
    [{ checkpoints: { soal: { u: '', id: 'abc' } } }, 'Checkpoint soal tidak valid.'],
    [{ checkpoints: { soal: 'semua' } }, 'Checkpoint soal tidak valid.'],
  ])('rejects %j with a clear Indonesian message', async (body, message) => {
    const res = await fetch(`${server.url}/api/sync/changes`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: p.active.client.authStore.token,
      },
      body: JSON.stringify(body),
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toContain(message)
  })

  it('a device in sync hears "nothing changed"; one new question in its package is "soal" only', async () => {
    const t = p.active
    const cps = {} as Record<Coll, Checkpoint>
    for (const coll of COLLECTIONS) cps[coll] = await syncedCheckpoint(t, coll)
    expect((await probe(t.client, cps)).changed).toEqual([])
    await createSoal(server, p.b.pretest.id, { pertanyaan: 'Soal paket B' })
    expect((await probe(t.client, cps)).changed).toEqual([])
    await createSoal(server, p.a.pretest.id, { pertanyaan: 'Soal paket A' })
    expect((await probe(t.client, cps)).changed).toEqual(['soal'])
    // a collection left out of the body is not answered
    expect((await probe(t.client, { kelas: cps.kelas })).changed).toEqual([])
  })

  it('agrees with the records API for randomized states and every kind of user', async () => {
    const random = rng(20261123)
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!
    const trees = [p.a, p.b]
    const created: Array<[string, string]> = []
    const synced = new Map<string, Checkpoint>()
    let comparisons = 0
    const mismatches: string[] = []

    const mutations: Array<() => Promise<unknown>> = [
      async () => {
        const tree = pick(trees)
        const kind = pick(['kelas', 'materi', 'soal', 'video_links', 'paket_content'] as const)
        const rec =
          kind === 'kelas'
            ? await createKelas(server, tree.paket.id, { is_active: random() < 0.7 })
            : kind === 'materi'
              ? await createMateri(server, tree.kelas.id, {
                  type: 'lesson',
                  judul: 'Baru',
                  order: 9,
                })
              : kind === 'soal'
                ? await createSoal(server, tree.pretest.id)
                : kind === 'video_links'
                  ? await createVideo(server, tree.lesson.id)
                  : await createPaketContent(server, tree.paket.id)
        created.push([kind, rec.id])
      },
      async () => {
        const victim = created.splice(Math.floor(random() * created.length), 1)[0]
        if (victim)
          await server.admin
            .collection(victim[0])
            .delete(victim[1])
            .catch(() => undefined)
      },
      () => {
        const tree = pick(trees)
        return server.admin
          .collection('kelas')
          .update(tree.kelasInactive.id, { is_active: random() < 0.5 })
      },
      async () => {
        const who = pick([p.suspended, p.expired, p.other, p.active])
        const subs = await server.admin
          .collection('subscribers')
          .getFullList({ filter: `user_id = "${who.record.id}"` })
        const sub = pick(subs)
        const status = pick(['active', 'suspended', 'expired'])
        const ended = random() < 0.25
        await server.admin.collection('subscribers').update(sub.id, {
          status,
          durasi_akhir: ended ? daysFromNow(-2) : daysFromNow(20),
        })
      },
      async () => {
        const who = pick([p.plain, p.expired, p.other])
        const sub = await subscribe(server, who.record.id, pick(trees).paket.id)
        if (random() < 0.5) await server.admin.collection('subscribers').delete(sub.id)
      },
      async () => {
        const who = pick(users)[1]
        const rev = await server.admin
          .collection('reviews')
          .create({
            user_id: who.record.id,
            materi_id: pick(trees).pretest.id,
            rating: 4,
            student_role: 'Mahasiswa S1',
            review_text: 'Bagus',
          })
          .catch(() => null)
        if (rev && random() < 0.5) await server.admin.collection('reviews').delete(rev.id)
      },
      async () => {
        const who = pick(users)[1]
        const tree = pick(trees)
        const prog = await server.admin
          .collection('progress')
          .create({
            user_id: who.record.id,
            materi_id: pick([tree.pretest, tree.chapter, tree.lesson]).id,
            status: 'complete',
            skor: 50,
            completed_at: daysFromNow(0),
          })
          .catch(() => null)
        if (prog && random() < 0.4) await server.admin.collection('progress').delete(prog.id)
      },
      () =>
        server.admin
          .collection('paket_pembelajaran')
          .update(pick(trees).paket.id, { deskripsi: `d${random()}` }),
    ]

    for (let round = 0; round < 14; round++) {
      const steps = 1 + Math.floor(random() * 3)
      for (let s = 0; s < steps; s++) await pick(mutations)()
      for (const [name, t] of users) {
        const cps = {} as Record<Coll, Checkpoint>
        for (const coll of COLLECTIONS) {
          const key = `${name}/${coll}`
          const roll = random()
          if (roll < 0.15) cps[coll] = EMPTY
          else if (roll < 0.8 && synced.has(key)) cps[coll] = synced.get(key)!
          else {
            // somewhere inside what the user reads now (or the synced end)
            const [r, tb] = await Promise.all([records(t, coll), tombstones(t, coll)])
            const rr = r.length ? r[Math.floor(random() * r.length)]! : null
            const tt = tb.length ? tb[Math.floor(random() * tb.length)]! : null
            cps[coll] = {
              u: rr?.updated ?? '',
              id: rr?.id ?? '',
              tu: tt?.updated ?? '',
              tid: tt?.id ?? '',
            }
          }
        }
        const [answer, expected] = await Promise.all([probe(t.client, cps), truth(t, cps)])
        comparisons += COLLECTIONS.length
        if (JSON.stringify(answer.changed) !== JSON.stringify(expected)) {
          mismatches.push(
            `round ${round} ${name}: probe ${answer.changed.join(',')} vs API ${expected.join(',')}`,
          )
        }
        // the device syncs now; the next round's mutations are what it must hear about
        for (const coll of COLLECTIONS)
          synced.set(`${name}/${coll}`, await syncedCheckpoint(t, coll))
      }
    }
    const dir = path.join(process.cwd(), '.tmp', 'test-summary')
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      path.join(dir, 'sync-probe.json'),
      JSON.stringify({
        label: 'sync probe vs records API (collection answers)',
        count: comparisons,
        failures: mismatches.length,
      }),
    )
    expect(mismatches).toEqual([])
    expect(comparisons).toBeGreaterThan(800)
  }, 120_000)
})
