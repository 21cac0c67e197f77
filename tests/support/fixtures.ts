// Helpers that create users, packages, content and subscriptions as the PocketBase admin,
// for every integration test. Field names: docs/contract.md, Collections.
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import type { TestServer } from './pocketbase'

export const PASSWORD = 'rahasia123'
const DAY = 24 * 60 * 60 * 1000

let counter = 0
/** A unique, lower-case e-mail for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${counter}@test.local`
}

/** PocketBase's datetime text (UTC) for a JS date or ms. */
export function pbDate(value: Date | number): string {
  return new Date(value).toISOString().replace('T', ' ')
}

/**
 * Resolves once this machine's clock moved past the current millisecond: a record saved afterwards
 * gets a later `created`/`updated` than every record already saved (the server shares the clock).
 */
export async function nextMillisecond(): Promise<void> {
  const now = Date.now()
  while (Date.now() <= now) await new Promise((r) => setTimeout(r, 1))
}

/** A datetime `days` from now (negative for the past). */
export function daysFromNow(days: number): string {
  return pbDate(Date.now() + days * DAY)
}

export interface TestUser {
  record: RecordModel
  email: string
  password: string
  /** An SDK client signed in as this user. */
  client: PocketBase
}

export interface UserOptions {
  email?: string
  password?: string
  full_name?: string
  role?: 'superadmin' | 'subscriber' | 'user'
  credits?: number
  verified?: boolean
  /**
   * Create the user through the records API, so its password gets PocketBase's own cost-12 hash
   * (tests that time password checks); otherwise the cheap hash of createUser.
   */
  pocketbaseHash?: boolean
}

/**
 * PASSWORD hashed with bcrypt at cost 4 (bcryptjs `hashSync('rahasia123', 4)`): a user created with
 * it signs in with PASSWORD like any other, and each check costs PocketBase about 1 ms instead of the
 * 0.25 s of its own cost-12 hashes.
 */
const PASSWORD_HASH_COST_4 = '$2a$04$XOL2ISCohxQvZAypoU2d0.FUb7Vx/7vczV09Blj9bjVwAMM2N6c8S'

/**
 * Create a users record (verified by default) and sign it in. With the fixtures' PASSWORD it is
 * created by the test-only admin route (PB_TEST_TOKENS, pb_hooks/test-tokens.pb.js), which runs the
 * same create hooks with a cheap password hash and answers the token too; another password, or
 * `pocketbaseHash`, goes through the records API.
 */
export async function createUser(server: TestServer, o: UserOptions = {}): Promise<TestUser> {
  const email = o.email ?? uniqueEmail(o.role ?? 'user')
  const password = o.password ?? PASSWORD
  const fields = {
    email,
    full_name: o.full_name ?? `Pengguna ${email.split('@')[0]}`,
    role: o.role ?? 'user',
    credits: o.credits ?? 0,
    verified: o.verified ?? true,
    emailVisibility: false,
  }
  if (password === PASSWORD && !o.pocketbaseHash) {
    const { record, token } = await server.admin.send<{ record: RecordModel; token: string }>(
      '/api/test/users',
      { method: 'POST', body: { ...fields, passwordHash: PASSWORD_HASH_COST_4 } },
    )
    return { record, email, password, client: clientWithToken(server, token, record) }
  }
  const record = await server.admin
    .collection('users')
    .create({ ...fields, password, passwordConfirm: password })
  const client = await signedInClient(server, record)
  return { record, email, password, client }
}

/**
 * A fresh client holding `record`'s auth token, minted by the test-only admin route (PB_TEST_TOKENS,
 * pb_hooks/test-tokens.pb.js) instead of a password sign-in: a bcrypt check of PocketBase's own
 * hashes costs the server about 0.25 s of CPU. Tests of signing in use signIn (below) or the SDK's
 * authWithPassword.
 */
export async function signedInClient(server: TestServer, record: RecordModel): Promise<PocketBase> {
  const { token } = await server.admin.send<{ token: string }>(
    `/api/test/auth-token/${encodeURIComponent(record.id)}`,
    { method: 'POST' },
  )
  return clientWithToken(server, token, record)
}

/** A fresh client of `server` holding `record`'s auth `token`. */
function clientWithToken(server: TestServer, token: string, record: RecordModel): PocketBase {
  const client = server.client()
  client.authStore.save(token, record)
  return client
}

/** A fresh client signed in with e-mail and password. */
export async function signIn(
  server: TestServer,
  email: string,
  password = PASSWORD,
): Promise<PocketBase> {
  const client = server.client()
  await client.collection('users').authWithPassword(email, password)
  return client
}

export function createPaket(
  server: TestServer,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  counter += 1
  return server.admin
    .collection('paket_pembelajaran')
    .create({ nama_paket: `Paket ${counter}`, durasi_hari: 30, ...fields })
}

export function createPaketContent(
  server: TestServer,
  paketId: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return server.admin
    .collection('paket_content')
    .create({ paket_id: paketId, judul: 'Konten', konten: 'Isi', urutan: 1, ...fields })
}

export function createKelas(
  server: TestServer,
  paketId: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return server.admin.collection('kelas').create({
    paket_id: paketId,
    judul: 'Kelas',
    pengajar: 'Dosen Uji',
    is_active: true,
    urutan: 1,
    ...fields,
  })
}

export function createMateri(
  server: TestServer,
  kelasId: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return server.admin
    .collection('materi')
    .create({ kelas_id: kelasId, type: 'pretest', judul: 'Pre Test', order: 1, ...fields })
}

export function createSoal(
  server: TestServer,
  materiId: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return server.admin.collection('soal').create({
    materi_id: materiId,
    pertanyaan: 'Apa itu skripsi?',
    pilihan_a: 'Tugas akhir',
    pilihan_b: 'Makanan',
    pilihan_c: 'Kota',
    pilihan_d: 'Hewan',
    jawaban_benar: 'a',
    ...fields,
  })
}

export function createVideo(
  server: TestServer,
  materiId: string,
  fields: Record<string, unknown> = {},
): Promise<RecordModel> {
  return server.admin.collection('video_links').create({
    materi_id: materiId,
    judul: 'Video',
    link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    urutan: 1,
    ...fields,
  })
}

export interface SubscriptionOptions {
  status?: 'active' | 'suspended' | 'expired'
  durasi_mulai?: string
  /** defaults to 30 days from now */
  durasi_akhir?: string
}

export function subscribe(
  server: TestServer,
  userId: string,
  paketId: string,
  o: SubscriptionOptions = {},
): Promise<RecordModel> {
  return server.admin.collection('subscribers').create({
    user_id: userId,
    paket_id: paketId,
    status: o.status ?? 'active',
    durasi_mulai: o.durasi_mulai ?? daysFromNow(-1),
    durasi_akhir: o.durasi_akhir ?? daysFromNow(30),
  })
}

export interface ContentTree {
  paket: RecordModel
  content: RecordModel
  kelas: RecordModel
  /** an inactive class of the same package */
  kelasInactive: RecordModel
  pretest: RecordModel
  chapter: RecordModel
  lesson: RecordModel
  soal: RecordModel
  video: RecordModel
}

/** A package with one item of every content collection. */
export async function createContentTree(
  server: TestServer,
  paketFields: Record<string, unknown> = {},
): Promise<ContentTree> {
  const paket = await createPaket(server, paketFields)
  const content = await createPaketContent(server, paket.id)
  const kelas = await createKelas(server, paket.id)
  const kelasInactive = await createKelas(server, paket.id, {
    judul: 'Kelas nonaktif',
    is_active: false,
  })
  const pretest = await createMateri(server, kelas.id)
  const chapter = await createMateri(server, kelas.id, {
    type: 'chapter',
    judul: 'Bab 1',
    order: 2,
  })
  const lesson = await createMateri(server, kelas.id, {
    type: 'lesson',
    judul: 'Pelajaran 1',
    order: 1,
    parent_id: chapter.id,
  })
  const soal = await createSoal(server, pretest.id)
  const video = await createVideo(server, lesson.id)
  return { paket, content, kelas, kelasInactive, pretest, chapter, lesson, soal, video }
}

/** The HTTP status of a failed SDK call, or 200 when it succeeded. */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return 200
  } catch (err) {
    return (err as { status?: number }).status ?? -1
  }
}

export interface Personas {
  /** package A and B, each with one item of every content collection */
  a: ContentTree
  b: ContentTree
  visitor: PocketBase
  /** signed in, verified, no subscription */
  plain: TestUser
  /** verified, active on A */
  active: TestUser
  /** active on B; A ended yesterday (status still active) */
  other: TestUser
  /** A with status expired (end date in the future) */
  expired: TestUser
  /** A with status suspended */
  suspended: TestUser
  /** active on A but the e-mail is not verified */
  unverified: TestUser
  superadmin: TestUser
}

/** Every kind of requester of the access-rule tests, with two packages of content. */
export async function createPersonas(server: TestServer): Promise<Personas> {
  const a = await createContentTree(server)
  const b = await createContentTree(server)
  const [plain, active, other, expired, suspended, unverified, superadmin] = await Promise.all([
    createUser(server, { full_name: 'Pengguna Biasa' }),
    createUser(server, { role: 'subscriber', full_name: 'Siswa Aktif' }),
    createUser(server, { role: 'subscriber', full_name: 'Siswa Paket B' }),
    createUser(server, { role: 'subscriber', full_name: 'Siswa Kedaluwarsa' }),
    createUser(server, { role: 'subscriber', full_name: 'Siswa Ditangguhkan' }),
    createUser(server, { role: 'subscriber', full_name: 'Belum Verifikasi', verified: false }),
    createUser(server, { role: 'superadmin', full_name: 'Super Admin' }),
  ])
  await subscribe(server, active.record.id, a.paket.id)
  await subscribe(server, other.record.id, b.paket.id)
  await subscribe(server, other.record.id, a.paket.id, {
    durasi_mulai: daysFromNow(-40),
    durasi_akhir: daysFromNow(-1),
  })
  await subscribe(server, expired.record.id, a.paket.id, { status: 'expired' })
  await subscribe(server, suspended.record.id, a.paket.id, { status: 'suspended' })
  await subscribe(server, unverified.record.id, a.paket.id)
  return {
    a,
    b,
    visitor: server.client(),
    plain,
    active,
    other,
    expired,
    suspended,
    unverified,
    superadmin,
  }
}
