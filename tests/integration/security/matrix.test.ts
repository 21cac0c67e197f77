// The access matrix (docs/security.md, "What is tested: the access matrix"): every row of
// tests/security/access-matrix.ts runs as its own named test against one real PocketBase seeded
// with the seven roles' fixtures. Reads run first, then realtime, custom routes, the push route
// and, last, writes (each write on a record of its own). Every answer to someone other than the
// superadmin is also checked for other users' e-mails.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_MATRIX, ROLES, type MatrixRow, type Role } from '../../security/access-matrix'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  PASSWORD,
  createContentTree,
  createKelas,
  createMateri,
  createPaket,
  createPaketContent,
  createSoal,
  createUser,
  createVideo,
  daysFromNow,
  pbDate,
  subscribe,
  uniqueEmail,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'

type Fixture = { id: string; tags: string[]; owner?: Role }
interface Answer {
  status: number
  text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any
}

let server: TestServer
let A: ContentTree
let B: ContentTree
const users = {} as Record<Exclude<Role, 'visitor'>, TestUser>
let spare: TestUser
const clients = {} as Record<Role, PocketBase>
const fx: Record<string, Fixture[]> = {}
const ids: Record<string, string> = {}
let realtime: Record<string, Record<Role, { status: number; seen: string[] }>> = {}
const triggers: Record<string, Fixture[]> = {}
let ran = 0
let failed = 0

const DAY = 24 * 60 * 60 * 1000
const MP4 = readFileSync(
  path.join(process.cwd(), 'tests', 'fixtures', 'video', 'lesson-faststart.mp4'),
)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'

function token(role: Role): string {
  return role === 'visitor' ? '' : clients[role].authStore.token
}
function selfId(role: Role): string {
  return role === 'visitor' ? users.subscriber.record.id : users[role].record.id
}

async function call(role: Role, method: string, url: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {}
  const auth = token(role)
  if (auth) headers.Authorization = auth
  let payload: BodyInit | undefined
  if (body instanceof FormData) payload = body
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  const res = await fetch(server.url + url, { method, headers, body: payload })
  const text = await res.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  return { status: res.status, text, json }
}

const rec = (c: string, id = '') => `/api/collections/${c}/records${id ? `/${id}` : ''}`

/** A finished defence session of `owner` (written as the routes would, by the PocketBase admin). */
async function sidangSession(
  owner: TestUser,
  documentId: string,
  finished = false,
): Promise<RecordModel> {
  const question = {
    kind: 'masalah',
    text: 'Apa rumusan masalah penelitian Anda?',
    chapter: 'BAB I Pendahuluan',
    section: '',
    page: 0,
    passage: 'Rumusan masalah penelitian ini adalah pengaruh literasi keuangan.',
    keyPoints: ['literasi keuangan'],
    followUp: false,
  }
  return server.admin.collection('sidang_sessions').create({
    user_id: owner.record.id,
    document: owner === users.subscriber ? documentId : '',
    document_name: 'skripsi.pdf',
    settings: { questions: 5, focus: 'seluruh' },
    questions: [question, { ...question, text: 'Apa tujuan penelitian Anda?' }],
    answers: [],
    scores: [],
    status: finished ? 'finished' : 'active',
    report: finished
      ? { overall: 40, categories: [], weakest: [{ index: 0, text: question.text, score: 40 }] }
      : null,
    source: 'builtin',
    credits_spent: 3,
  })
}

async function thesisDoc(owner: TestUser): Promise<RecordModel> {
  const form = new FormData()
  form.append('user_id', owner.record.id)
  form.append('file_name', 'skripsi.pdf')
  form.append('text', 'Bab 1 Pendahuluan')
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'skripsi.pdf')
  return server.admin.collection('thesis_documents').create(form)
}

function pendingTransaction(): Promise<RecordModel> {
  return server.admin.collection('payment_transactions').create({
    order_id: `ORDER-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    customer_email: uniqueEmail('pembeli'),
    amount: 12345,
    credits_amount: 0,
    status: 'pending',
  })
}

/** An uploaded (protected) lesson video with a (public) poster in the lesson of a package. */
function uploadedVideo(lessonId: string): Promise<RecordModel> {
  const form = new FormData()
  form.append('materi_id', lessonId)
  form.append('judul', 'Video unggahan')
  form.append('urutan', '2')
  form.append('video', new Blob([new Uint8Array(MP4)], { type: 'video/mp4' }), 'pelajaran.mp4')
  form.append('poster', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'poster.png')
  return server.admin.collection('video_links').create(form)
}

/** A fresh materi of package A (for rows that need a record of their own). */
function victimMateri(): Promise<RecordModel> {
  return createMateri(server, A.kelas.id, { type: 'lesson', judul: 'Korban', order: 99 })
}

// ---------------------------------------------------------------- fixtures

beforeAll(async () => {
  globalThis.EventSource = (await import('eventsource'))
    .EventSource as unknown as typeof globalThis.EventSource
  server = await startTestServer({
    env: {
      RATE_LIMIT_EMAIL_AUTHORIZED: '1000/60',
      CHAT_TRIAL_LIMITS: '100/100',
      PAYMENT_SERVER_KEY: 'kunci-matriks',
    },
  })
  A = await createContentTree(server)
  B = await createContentTree(server)
  const made = await Promise.all([
    createUser(server, { full_name: 'Pengguna Biasa' }),
    createUser(server, { role: 'subscriber', full_name: 'Siswa Aktif' }),
    createUser(server, { role: 'subscriber', full_name: 'Siswa Paket B' }),
    createUser(server, { role: 'subscriber', full_name: 'Siswa Kedaluwarsa' }),
    createUser(server, { role: 'subscriber', full_name: 'Siswa Ditangguhkan' }),
    createUser(server, { role: 'superadmin', full_name: 'Super Admin' }),
    createUser(server, { full_name: 'Cadangan' }),
  ])
  ;[
    users.user,
    users.subscriber,
    users.other,
    users.expired,
    users.suspended,
    users.superadmin,
    spare,
  ] = made
  const subs = await Promise.all([
    subscribe(server, users.subscriber.record.id, A.paket.id),
    subscribe(server, users.other.record.id, B.paket.id),
    subscribe(server, users.expired.record.id, A.paket.id, {
      durasi_mulai: daysFromNow(-40),
      durasi_akhir: daysFromNow(-5),
    }),
    subscribe(server, users.suspended.record.id, A.paket.id, { status: 'suspended' }),
  ])
  // rules read the requester's record (subscription_ids included) from the database on every request
  clients.visitor = server.client()
  for (const role of ROLES) if (role !== 'visitor') clients[role] = users[role].client

  const rtA = await createMateri(server, A.kelas.id, {
    type: 'lesson',
    judul: 'Realtime A',
    order: 7,
  })
  const rtB = await createMateri(server, B.kelas.id, {
    type: 'lesson',
    judul: 'Realtime B',
    order: 7,
  })
  const bulkA = await createMateri(server, A.kelas.id, {
    type: 'posttest',
    judul: 'Post Test',
    order: 8,
  })
  ids.rtA = rtA.id
  ids.rtB = rtB.id
  ids.bulkA = bulkA.id

  const [vidA, vidB] = await Promise.all([uploadedVideo(A.lesson.id), uploadedVideo(B.lesson.id)])
  ids.vidA = vidA.id
  ids.vidAFile = vidA.video as string
  ids.vidAPoster = vidA.poster as string
  ids.vidB = vidB.id
  ids.vidBFile = vidB.video as string

  const [progSub, progOther, revSub, revOther, authEmail, tx, docSub, docOther] = await Promise.all(
    [
      server.admin.collection('progress').create({
        user_id: users.subscriber.record.id,
        materi_id: A.pretest.id,
        status: 'complete',
        skor: 50,
        completed_at: daysFromNow(0),
      }),
      server.admin.collection('progress').create({
        user_id: users.other.record.id,
        materi_id: B.pretest.id,
        status: 'complete',
        skor: 50,
        completed_at: daysFromNow(0),
      }),
      server.admin.collection('reviews').create({
        user_id: users.subscriber.record.id,
        materi_id: A.pretest.id,
        rating: 5,
        student_role: 'Mahasiswa S1',
        review_text: 'Bagus',
      }),
      server.admin.collection('reviews').create({
        user_id: users.other.record.id,
        materi_id: B.pretest.id,
        rating: 4,
        student_role: 'Mahasiswa S2',
        review_text: 'Baik',
      }),
      server.admin
        .collection('authorized_emails')
        .create({ email: uniqueEmail('izin'), source: 'admin' }),
      pendingTransaction(),
      thesisDoc(users.subscriber),
      thesisDoc(users.other),
    ],
  )
  ids.progSub = progSub.id
  ids.revSub = revSub.id
  ids.authEmail = authEmail.id
  ids.tx = tx.id
  ids.docSub = docSub.id
  ids.docSubFile = docSub.file as string
  ids.subSub = subs[0].id

  // tombstones: a package, a class, content of A and of B, progress of subscriber and other
  const gonePaket = await createPaket(server)
  const goneKelas = await createKelas(server, A.paket.id, { judul: 'Dihapus' })
  const goneA = await victimMateri()
  const goneB = await createMateri(server, B.kelas.id, {
    type: 'lesson',
    judul: 'Dihapus',
    order: 9,
  })
  const goneProgSub = await server.admin.collection('progress').create({
    user_id: users.subscriber.record.id,
    materi_id: A.chapter.id,
    status: 'complete',
    skor: 0,
  })
  const goneProgOther = await server.admin.collection('progress').create({
    user_id: users.other.record.id,
    materi_id: B.chapter.id,
    status: 'complete',
    skor: 0,
  })
  for (const [c, r] of [
    ['paket_pembelajaran', gonePaket],
    ['kelas', goneKelas],
    ['materi', goneA],
    ['materi', goneB],
    ['progress', goneProgSub],
    ['progress', goneProgOther],
  ] as const) {
    await server.admin.collection(c).delete(r.id)
  }
  const tomb = async (recordId: string) =>
    (await server.admin.collection('tombstones').getFirstListItem(`record_id = "${recordId}"`)).id
  ids.tombstone = await tomb(gonePaket.id)

  const owned = (role: Role, id: string, tags: string[] = []): Fixture => ({
    id,
    tags,
    owner: role,
  })
  fx.users = [
    ...(['user', 'subscriber', 'other', 'expired', 'suspended', 'superadmin'] as const).map((r) =>
      owned(r, users[r].record.id),
    ),
    { id: spare.record.id, tags: [] },
  ]
  fx.authorized_emails = [{ id: authEmail.id, tags: [] }]
  fx.paket_pembelajaran = [
    { id: A.paket.id, tags: ['A'] },
    { id: B.paket.id, tags: ['B'] },
  ]
  fx.paket_kelas_count = fx.paket_pembelajaran
  const pair = (a: string, b: string): Fixture[] => [
    { id: a, tags: ['A'] },
    { id: b, tags: ['B'] },
  ]
  fx.paket_content = pair(A.content.id, B.content.id)
  fx.materi = [
    ...pair(A.pretest.id, B.pretest.id),
    ...pair(A.chapter.id, B.chapter.id),
    ...pair(A.lesson.id, B.lesson.id),
    ...pair(rtA.id, rtB.id),
    { id: bulkA.id, tags: ['A'] },
  ]
  fx.soal = pair(A.soal.id, B.soal.id)
  fx.video_links = [...pair(A.video.id, B.video.id), ...pair(vidA.id, vidB.id)]
  fx.kelas = [
    ...pair(A.kelas.id, B.kelas.id),
    { id: A.kelasInactive.id, tags: ['inactive'] },
    { id: B.kelasInactive.id, tags: ['inactive'] },
  ]
  fx.progress = [owned('subscriber', progSub.id), owned('other', progOther.id)]
  fx.subscribers = [
    owned('subscriber', subs[0].id),
    owned('other', subs[1].id),
    owned('expired', subs[2].id),
    owned('suspended', subs[3].id),
  ]
  fx.reviews = [owned('subscriber', revSub.id, ['A']), owned('other', revOther.id, ['B'])]
  fx.payment_transactions = [{ id: tx.id, tags: [] }]
  fx.thesis_documents = [owned('subscriber', docSub.id), owned('other', docOther.id)]
  const [sidangSub, sidangOther] = await Promise.all(
    [users.subscriber, users.other].map((u) => sidangSession(u, docSub.id, true)),
  )
  ids.sidangSub = sidangSub.id
  fx.sidang_sessions = [owned('subscriber', sidangSub.id), owned('other', sidangOther.id)]
  fx.tombstones = [
    { id: ids.tombstone, tags: ['public'] },
    { id: await tomb(goneKelas.id), tags: ['signed-in'] },
    { id: await tomb(goneA.id), tags: ['A'] },
    { id: await tomb(goneB.id), tags: ['B'] },
    owned('subscriber', await tomb(goneProgSub.id)),
    owned('other', await tomb(goneProgOther.id)),
  ]
}, 120_000)

afterAll(async () => {
  for (const role of ROLES) clients[role]?.realtime.unsubscribe().catch(() => undefined)
  await server?.stop()
  const dir = path.join(process.cwd(), '.tmp', 'test-summary')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'access-matrix.json'),
    JSON.stringify({ label: 'baris matriks akses', count: ran, failures: failed }),
  )
})

// ---------------------------------------------------------------- expectations

/** The fixture ids a role should see for `detail` (none, own, all, or tags joined by '+'). */
function expectedIds(items: Fixture[], role: Role, detail: string): Set<string> {
  const tags = detail.split('+')
  return new Set(
    items
      .filter(
        (f) =>
          detail === 'all' ||
          tags.some((t) => (t === 'own' ? f.owner === role : f.tags.includes(t) || f.owner === t)),
      )
      .map((f) => f.id),
  )
}

function checkSeen(items: Fixture[], role: Role, detail: string, seen: string[]): void {
  const want = expectedIds(items, role, detail)
  const got = new Set(seen)
  for (const f of items) {
    expect(
      got.has(f.id),
      `${f.id} (${f.tags.join('+') || f.owner || 'untagged'}) ${want.has(f.id) ? 'should' : 'should not'} be seen`,
    ).toBe(want.has(f.id))
  }
  if (detail === 'none') expect(seen, 'nothing at all').toEqual([])
}

/** No other user's e-mail in an answer to anyone but the superadmin. */
function checkNoLeak(role: Role, answer: Answer): void {
  if (role === 'superadmin') return
  for (const r of ['user', 'subscriber', 'other', 'expired', 'suspended', 'superadmin'] as const) {
    if (r !== role) expect(answer.text, `leaks ${r}'s e-mail`).not.toContain(users[r].email)
  }
}

// ---------------------------------------------------------------- executors: (target, operation) → request

type Exec = (role: Role) => Promise<Answer>
const EXEC = new Map<string, Exec>()
const on = (target: string, operation: string, exec: Exec) =>
  EXEC.set(`${target}|${operation}`, exec)

const CONTENT = ['paket_content', 'materi', 'soal', 'video_links'] as const
const fixtureOf = (c: string, tag: 'A' | 'B') => () => fx[c].find((f) => f.tags.includes(tag))!.id

function createBody(c: string): Record<string, unknown> {
  switch (c) {
    case 'paket_content':
      return { paket_id: A.paket.id, judul: 'Baru', konten: 'Isi', urutan: 5 }
    case 'materi':
      return { kelas_id: A.kelas.id, type: 'lesson', judul: 'Baru', order: 5 }
    case 'soal':
      return {
        materi_id: A.pretest.id,
        pertanyaan: 'Baru?',
        pilihan_a: 'a',
        pilihan_b: 'b',
        pilihan_c: 'c',
        pilihan_d: 'd',
        jawaban_benar: 'a',
      }
    default:
      return {
        materi_id: A.lesson.id,
        judul: 'Baru',
        link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        urutan: 5,
      }
  }
}
async function contentVictim(c: string): Promise<RecordModel> {
  if (c === 'paket_content') return createPaketContent(server, A.paket.id)
  if (c === 'materi') return victimMateri()
  if (c === 'soal') return createSoal(server, A.pretest.id)
  return createVideo(server, A.lesson.id)
}

function registerExecutors(): void {
  // users
  on('users', "view subscriber's record", (r) =>
    call(r, 'GET', rec('users', users.subscriber.record.id)),
  )
  const signUp = (email: string) => ({
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    full_name: 'Pendaftar',
  })
  on('users', 'create (e-mail not authorised)', (r) =>
    call(r, 'POST', rec('users'), signUp(uniqueEmail('asing'))),
  )
  on('users', 'create (authorised e-mail)', async (r) => {
    const email = uniqueEmail('diizinkan')
    await server.admin.collection('authorized_emails').create({ email, source: 'admin' })
    return call(r, 'POST', rec('users'), signUp(email))
  })
  on('users', "update subscriber's record (full_name)", (r) =>
    call(r, 'PATCH', rec('users', users.subscriber.record.id), { full_name: 'Siswa Aktif' }),
  )
  const self = (body: (r: Role) => Record<string, unknown>) => (r: Role) =>
    call(r, 'PATCH', rec('users', selfId(r)), body(r))
  on(
    'users',
    'self-update full_name',
    self((r) => ({ full_name: r === 'visitor' ? 'Diretas' : users[r].record.full_name })),
  )
  on(
    'users',
    'self-update role → superadmin',
    self(() => ({ role: 'superadmin' })),
  )
  on(
    'users',
    'self-update credits',
    self((r) => ({ credits: r === 'superadmin' ? 0 : 999 })),
  )
  on(
    'users',
    'self-update verified',
    self(() => ({ verified: true })),
  )
  on(
    'users',
    'self-update subscription_ids',
    self(() => ({ subscription_ids: [] })),
  )
  on(
    'users',
    'self-update email',
    self((r) => ({ email: r === 'visitor' ? uniqueEmail('ambil') : users[r].email })),
  )
  on('users', 'auth-with-password ?expand=subscription_ids', (r) =>
    call(r, 'POST', '/api/collections/users/auth-with-password?expand=subscription_ids', {
      identity: r === 'visitor' ? users.subscriber.email : users[r].email,
      password: PASSWORD,
    }),
  )
  // a refused delete leaves the spare user in place (if it were deleted, later rows would fail too)
  on('users', 'delete another user', async (r) => {
    const victim =
      r === 'superadmin'
        ? await server.admin.collection('users').create({
            email: uniqueEmail('korban'),
            password: PASSWORD,
            passwordConfirm: PASSWORD,
            full_name: 'Korban',
          })
        : spare.record
    return call(r, 'DELETE', rec('users', victim.id))
  })

  // authorized_emails
  on('authorized_emails', 'view', (r) => call(r, 'GET', rec('authorized_emails', ids.authEmail)))
  on('authorized_emails', 'create', (r) =>
    call(r, 'POST', rec('authorized_emails'), { email: uniqueEmail('baru'), source: 'admin' }),
  )
  on('authorized_emails', 'update', (r) =>
    call(r, 'PATCH', rec('authorized_emails', ids.authEmail), { pending_credits: 0 }),
  )
  on('authorized_emails', 'delete', async (r) => {
    const v = await server.admin
      .collection('authorized_emails')
      .create({ email: uniqueEmail('hapus'), source: 'admin' })
    return call(r, 'DELETE', rec('authorized_emails', v.id))
  })

  // paket_pembelajaran
  on('paket_pembelajaran', 'view', (r) => call(r, 'GET', rec('paket_pembelajaran', A.paket.id)))
  on('paket_pembelajaran', 'create', (r) =>
    call(r, 'POST', rec('paket_pembelajaran'), { nama_paket: 'Paket Baru', durasi_hari: 30 }),
  )
  on('paket_pembelajaran', 'update', (r) =>
    call(r, 'PATCH', rec('paket_pembelajaran', A.paket.id), { deskripsi: 'Diubah' }),
  )
  on('paket_pembelajaran', 'delete', async (r) =>
    call(r, 'DELETE', rec('paket_pembelajaran', (await createPaket(server)).id)),
  )

  // content
  for (const c of CONTENT) {
    on(c, 'view (package A)', (r) => call(r, 'GET', rec(c, fixtureOf(c, 'A')())))
    on(c, 'view (package B)', (r) => call(r, 'GET', rec(c, fixtureOf(c, 'B')())))
    on(c, 'create (package A)', (r) => call(r, 'POST', rec(c), createBody(c)))
    on(c, 'update (package A)', async (r) =>
      call(
        r,
        'PATCH',
        rec(c, (await contentVictim(c)).id),
        c === 'soal' ? { pertanyaan: 'Diubah?' } : { judul: 'Diubah' },
      ),
    )
    on(c, 'delete (package A)', async (r) => call(r, 'DELETE', rec(c, (await contentVictim(c)).id)))
  }

  // kelas
  on('kelas', 'view (active, package A)', (r) => call(r, 'GET', rec('kelas', A.kelas.id)))
  on('kelas', 'view (inactive)', (r) => call(r, 'GET', rec('kelas', A.kelasInactive.id)))
  on('kelas', 'create', (r) =>
    call(r, 'POST', rec('kelas'), {
      paket_id: A.paket.id,
      judul: 'Kelas Baru',
      pengajar: 'Dosen',
      is_active: true,
      urutan: 9,
    }),
  )
  on('kelas', 'update', async (r) =>
    call(
      r,
      'PATCH',
      rec('kelas', (await createKelas(server, A.paket.id, { judul: 'Korban' })).id),
      { deskripsi: 'Diubah' },
    ),
  )
  on('kelas', 'delete', async (r) =>
    call(
      r,
      'DELETE',
      rec('kelas', (await createKelas(server, A.paket.id, { judul: 'Korban' })).id),
    ),
  )

  // progress
  on('progress', "view subscriber's row", (r) => call(r, 'GET', rec('progress', ids.progSub)))
  on('progress', 'create', (r) =>
    call(r, 'POST', rec('progress'), {
      user_id: selfId(r),
      materi_id: A.lesson.id,
      status: 'complete',
      skor: 100,
    }),
  )
  on('progress', "update subscriber's row", (r) =>
    call(r, 'PATCH', rec('progress', ids.progSub), { skor: 100 }),
  )
  on('progress', "delete subscriber's row", (r) => call(r, 'DELETE', rec('progress', ids.progSub)))

  // subscribers
  on('subscribers', "view subscriber's row", (r) => call(r, 'GET', rec('subscribers', ids.subSub)))
  on('subscribers', 'create (self-subscribe to A)', (r) =>
    call(r, 'POST', rec('subscribers'), {
      user_id: r === 'superadmin' || r === 'visitor' ? spare.record.id : selfId(r),
      paket_id: A.paket.id,
      status: 'active',
      durasi_mulai: daysFromNow(-1),
      durasi_akhir: daysFromNow(365),
    }),
  )
  on('subscribers', "update subscriber's row (extend)", (r) =>
    call(r, 'PATCH', rec('subscribers', ids.subSub), { durasi_akhir: daysFromNow(60) }),
  )
  on('subscribers', "delete subscriber's row", async (r) => {
    const v = await subscribe(server, users.subscriber.record.id, A.paket.id, {
      status: 'expired',
      durasi_mulai: daysFromNow(-90),
      durasi_akhir: daysFromNow(-60),
    })
    return call(r, 'DELETE', rec('subscribers', v.id))
  })

  // reviews
  on('reviews', 'view', (r) => call(r, 'GET', rec('reviews', ids.revSub)))
  on('reviews', 'create own review (materi of A)', (r) =>
    call(r, 'POST', rec('reviews'), {
      user_id: selfId(r),
      materi_id: A.chapter.id,
      rating: 4,
      student_role: 'Mahasiswa S1',
      review_text: 'Ulasan',
    }),
  )
  on('reviews', "update subscriber's review", (r) =>
    call(r, 'PATCH', rec('reviews', ids.revSub), { review_text: 'Diubah' }),
  )
  on('reviews', "delete subscriber's review", async (r) => {
    const m = await victimMateri()
    const v = await server.admin.collection('reviews').create({
      user_id: users.subscriber.record.id,
      materi_id: m.id,
      rating: 3,
      student_role: 'Mahasiswa S1',
      review_text: 'Hapus',
    })
    return call(r, 'DELETE', rec('reviews', v.id))
  })

  // payment_transactions
  on('payment_transactions', 'view', (r) => call(r, 'GET', rec('payment_transactions', ids.tx)))
  on('payment_transactions', 'create', (r) =>
    call(r, 'POST', rec('payment_transactions'), {
      order_id: `X-${r}`,
      customer_email: 'a@b.id',
      amount: 1,
      status: 'completed',
    }),
  )
  on('payment_transactions', 'update', (r) =>
    call(r, 'PATCH', rec('payment_transactions', ids.tx), { status: 'completed' }),
  )
  on('payment_transactions', 'delete', (r) =>
    call(r, 'DELETE', rec('payment_transactions', ids.tx)),
  )

  // thesis_documents
  on('thesis_documents', "view subscriber's document", (r) =>
    call(r, 'GET', rec('thesis_documents', ids.docSub)),
  )
  on('thesis_documents', 'create', (r) =>
    call(r, 'POST', rec('thesis_documents'), { user_id: selfId(r), file_name: 'x.pdf' }),
  )
  on('thesis_documents', "update subscriber's document", (r) =>
    call(r, 'PATCH', rec('thesis_documents', ids.docSub), { file_name: 'ganti.pdf' }),
  )
  on('thesis_documents', "delete subscriber's document", async (r) =>
    call(r, 'DELETE', rec('thesis_documents', (await thesisDoc(users.subscriber)).id)),
  )

  // sidang_sessions
  on('sidang_sessions', "view subscriber's session", (r) =>
    call(r, 'GET', rec('sidang_sessions', ids.sidangSub)),
  )
  on('sidang_sessions', 'create', (r) =>
    call(r, 'POST', rec('sidang_sessions'), { user_id: selfId(r), status: 'active' }),
  )
  on('sidang_sessions', "update subscriber's session", (r) =>
    call(r, 'PATCH', rec('sidang_sessions', ids.sidangSub), { status: 'finished' }),
  )
  on('sidang_sessions', "delete subscriber's session", async (r) =>
    call(r, 'DELETE', rec('sidang_sessions', (await sidangSession(users.subscriber, '')).id)),
  )

  // tombstones, the public view, the trial allowance
  on('tombstones', 'view', (r) => call(r, 'GET', rec('tombstones', ids.tombstone)))
  on('tombstones', 'create', (r) =>
    call(r, 'POST', rec('tombstones'), {
      coll: 'materi',
      record_id: A.pretest.id,
      paket_id: A.paket.id,
    }),
  )
  on('tombstones', 'update', (r) =>
    call(r, 'PATCH', rec('tombstones', ids.tombstone), { record_id: 'x' }),
  )
  on('tombstones', 'delete', (r) => call(r, 'DELETE', rec('tombstones', ids.tombstone)))
  on('paket_kelas_count', 'view', (r) => call(r, 'GET', rec('paket_kelas_count', A.paket.id)))
  on('paket_kelas_count', 'create', (r) =>
    call(r, 'POST', rec('paket_kelas_count'), { jumlah_kelas: 9 }),
  )
  on('paket_kelas_count', 'update', (r) =>
    call(r, 'PATCH', rec('paket_kelas_count', A.paket.id), { jumlah_kelas: 9 }),
  )
  on('paket_kelas_count', 'delete', (r) => call(r, 'DELETE', rec('paket_kelas_count', A.paket.id)))
  const TRIAL_ID = 'abcdefghijklmno'
  on('chat_trial_usage', 'list', (r) => call(r, 'GET', rec('chat_trial_usage')))
  on('chat_trial_usage', 'view', (r) => call(r, 'GET', rec('chat_trial_usage', TRIAL_ID)))
  on('chat_trial_usage', 'create', (r) =>
    call(r, 'POST', rec('chat_trial_usage'), {
      client_key: 'x',
      day: '2026-01-01',
      story: 0,
      academic: 0,
    }),
  )
  on('chat_trial_usage', 'update', (r) =>
    call(r, 'PATCH', rec('chat_trial_usage', TRIAL_ID), { story: 0 }),
  )
  on('chat_trial_usage', 'delete', (r) => call(r, 'DELETE', rec('chat_trial_usage', TRIAL_ID)))

  // protected files
  const fileUrl = () => `/api/files/thesis_documents/${ids.docSub}/${ids.docSubFile}`
  on('file thesis_documents.file', "GET subscriber's file without a token", async () => {
    const res = await fetch(server.url + fileUrl())
    return { status: res.status, text: '', json: null }
  })
  on(
    'file thesis_documents.file',
    "GET subscriber's file with the requester's file token",
    async (r) => {
      const t = r === 'visitor' ? '' : (await call(r, 'POST', '/api/files/token')).json.token
      const res = await fetch(`${server.url}${fileUrl()}${t ? `?token=${t}` : ''}`)
      return { status: res.status, text: '', json: null }
    },
  )

  const videoUrl = (id: string, file: string) => `/api/files/video_links/${id}/${file}`
  const withFileToken = async (
    r: Role,
    url: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const t = r === 'visitor' ? '' : (await call(r, 'POST', '/api/files/token')).json.token
    const res = await fetch(`${server.url}${url}${t ? `?token=${t}` : ''}`, { headers })
    const bytes = Buffer.from(await res.arrayBuffer())
    if (res.status === 200) expect(bytes.equals(MP4), 'the whole video').toBe(true)
    if (res.status === 206)
      expect(bytes.equals(MP4.subarray(0, 2)), 'the first two bytes').toBe(true)
    return { status: res.status, text: '', json: null }
  }
  on('file video_links.video', "GET package A's video without a token", async () => {
    const res = await fetch(server.url + videoUrl(ids.vidA, ids.vidAFile))
    return { status: res.status, text: '', json: null }
  })
  on('file video_links.video', "GET package A's video with the requester's file token", (r) =>
    withFileToken(r, videoUrl(ids.vidA, ids.vidAFile)),
  )
  on('file video_links.video', "GET package B's video with the requester's file token", (r) =>
    withFileToken(r, videoUrl(ids.vidB, ids.vidBFile)),
  )
  on(
    'file video_links.video',
    "GET package A's video, Range bytes=0-1, with the requester's file token",
    (r) => withFileToken(r, videoUrl(ids.vidA, ids.vidAFile), { Range: 'bytes=0-1' }),
  )
  on('file video_links.poster', "GET package A's poster without a token", async () => {
    const res = await fetch(server.url + videoUrl(ids.vidA, ids.vidAPoster))
    return { status: res.status, text: '', json: null }
  })

  // custom routes
  const route = (target: string, operation: string, body?: (r: Role) => unknown) => {
    const [method, url] = target.split(' ')
    on(target, operation, (r) => call(r, method, url, body?.(r)))
  }
  // Where to stream or download an uploaded video: a 200's URL must serve that video (this server
  // delivers videos itself, so a file-token URL of its own).
  const askVideoUrl = async (r: Role, id: string, file: string): Promise<Answer> => {
    const answer = await call(r, 'GET', `/api/videos/${id}/url`)
    if (answer.status === 200) {
      expect(answer.json.fileName).toBe(file)
      const res = await fetch(new URL(answer.json.url as string, server.url))
      expect(res.status, 'the URL serves the video').toBe(200)
      expect(Buffer.from(await res.arrayBuffer()).equals(MP4), 'the whole video').toBe(true)
    }
    return answer
  }
  on('GET /api/videos/{id}/url', "package A's uploaded video", (r) =>
    askVideoUrl(r, ids.vidA, ids.vidAFile),
  )
  on('GET /api/videos/{id}/url', "package B's uploaded video", (r) =>
    askVideoUrl(r, ids.vidB, ids.vidBFile),
  )
  route('POST /api/lms/email-authorized', '{email}', () => ({ email: 'siapa@test.local' }))
  route('POST /api/lms/email-exists', '{email}', () => ({ email: users.subscriber.email }))
  route('POST /api/lms/subscribers', '{email, full_name, paket_id}', () => ({
    email: uniqueEmail('lms'),
    full_name: 'Siswa Baru',
    paket_id: A.paket.id,
  }))
  route('POST /api/sync/push', '{collection: progress, rows: []}', () => ({
    collection: 'progress',
    rows: [],
  }))
  route('POST /api/sync/changes', '{checkpoints: {soal: null, progress: null}}', () => ({
    checkpoints: { soal: null, progress: null },
  }))
  route('POST /api/chat/story', '{message} (credits 0)', () => ({
    message: 'Halo',
    sessionId: 'matriks',
  }))
  route('POST /api/chat/academic', "{message, documentId: subscriber's document}", () => ({
    message: 'Apa rumusan masalahnya?',
    documentId: ids.docSub,
  }))
  on('GET /api/sidang/sessions/{id}', "subscriber's session", (r) =>
    call(r, 'GET', `/api/sidang/sessions/${ids.sidangSub}`),
  )
  // each answer on a fresh session of the subscriber's, so the matrix's order does not matter
  on('POST /api/sidang/sessions/{id}/answers', "{answer} to subscriber's session", async (r) => {
    const session = await sidangSession(users.subscriber, '')
    return call(r, 'POST', `/api/sidang/sessions/${session.id}/answers`, {
      answer: 'Rumusan masalahnya tentang pengaruh literasi keuangan terhadap perilaku konsumtif.',
      mode: 'text',
    })
  })
  route('POST /api/sidang/sessions', "{retryOf: subscriber's session} (credits 0)", () => ({
    retryOf: ids.sidangSub,
  }))
  route('GET /api/cv/status', '')
  route('POST /api/cv/rewrite', '{bullet} (no LLM configured)', () => ({
    bullet: 'Membantu panitia seminar nasional himpunan',
  }))
  on('GET /api/cv/thesis-entry', "?documentId=subscriber's document", (r) =>
    call(r, 'GET', `/api/cv/thesis-entry?documentId=${ids.docSub}`),
  )
  on('POST /api/chat/documents', 'no file', (r) => {
    const form = new FormData()
    form.append('text', 'tanpa file')
    return call(r, 'POST', '/api/chat/documents', form)
  })
  route('POST /api/chat/trial/story', '{message}', () => ({
    message: 'Halo',
    sessionId: 'matriks',
  }))
  route('POST /api/chat/trial/academic', '{message, document}', () => ({
    message: 'Apa rumusan masalahnya?',
    document: {
      name: 'draf.txt',
      text: 'Bab 1 Pendahuluan. Rumusan masalah penelitian ini adalah bagaimana mahasiswa menulis skripsi.',
    },
  }))
  route('GET /api/chat/trial/status', '')
  route('POST /api/payments/webhook', 'wrong signature', () => ({
    order_id: 'ORDER-MATRIKS',
    status_code: '200',
    gross_amount: '50000.00',
    transaction_status: 'settlement',
    payment_type: 'qris',
    signature_key: 'salah',
  }))
  on('POST /api/payments/{id}/process', 'a pending transaction', async (r) =>
    call(r, 'POST', `/api/payments/${(await pendingTransaction()).id}/process`, { credits: 5 }),
  )
  for (const url of [
    '/api/admin/overview',
    '/api/admin/subscribers',
    '/api/admin/packages/stats',
    '/api/admin/payments',
    '/api/admin/payments/summary',
  ])
    route(`GET ${url}`, '')
  for (const url of [
    '/api/admins',
    '/api/collections',
    '/api/settings',
    '/api/logs',
    '/api/backups',
  ])
    route(`GET ${url}`, '')
  route('GET /api/me/export', '')
  route('GET /api/me/documents', '')
  route('POST /api/me/delete', '{password: wrong}', () => ({ password: 'bukan-kata-sandinya' }))
  route('GET /api/privacy', '')
  on('POST /api/admin/users/{id}/delete', 'unknown id', (r) =>
    call(r, 'POST', '/api/admin/users/zzzzzzzzzzzzzzz/delete', {}),
  )
  on('GET /api/admin/classes/{id}/report', 'class of A', (r) =>
    call(r, 'GET', `/api/admin/classes/${A.kelas.id}/report`),
  )
  route('POST /api/admin/soal/bulk', 'one valid question', () => ({
    materi_id: ids.bulkA,
    rows: [
      {
        pertanyaan: 'Massal?',
        pilihan_a: 'a',
        pilihan_b: 'b',
        pilihan_c: 'c',
        pilihan_d: 'd',
        jawaban_benar: 'a',
      },
    ],
  }))
  route('POST /api/admin/reorder', 'classes of A', () => ({
    collection: 'kelas',
    ids: [A.kelas.id, A.kelasInactive.id],
  }))
}
registerExecutors()

// The push route: a row is accepted when it is answered without rejection and stored.
const PUSH_OPS: Record<
  string,
  { collection: 'progress' | 'reviews'; materi: () => string; at?: () => string }
> = {
  'progress: materi of A, completed now': { collection: 'progress', materi: () => A.chapter.id },
  'progress: materi of A, completed 10 days ago': {
    collection: 'progress',
    materi: () => A.lesson.id,
    at: () => pbDate(Date.now() - 10 * DAY),
  },
  'progress: materi of B, completed now': { collection: 'progress', materi: () => B.chapter.id },
  'review: materi of A': { collection: 'reviews', materi: () => A.lesson.id },
  'review: materi of B': { collection: 'reviews', materi: () => B.lesson.id },
}

async function runPush(row: MatrixRow): Promise<void> {
  const op = PUSH_OPS[row.operation]
  expect(op, 'no executor for this push row').toBeDefined()
  const materi = op.materi()
  const doc =
    op.collection === 'progress'
      ? {
          materi_id: materi,
          status: 'complete',
          answers: {},
          completed_at: op.at ? op.at() : pbDate(Date.now()),
        }
      : {
          materi_id: materi,
          rating: 5,
          student_role: 'Mahasiswa S1',
          review_text: 'Ulasan matriks',
        }
  const answer = await call(row.role, 'POST', '/api/sync/push', {
    collection: op.collection,
    rows: [{ newDocumentState: doc, assumedMasterState: null }],
  })
  checkNoLeak(row.role, answer)
  expect(answer.status, answer.text).toBe(row.expected.status)
  if (row.role === 'visitor') return
  const stored = await server.admin
    .collection(op.collection)
    .getFullList({ filter: `user_id = "${selfId(row.role)}" && materi_id = "${materi}"` })
  const rejected = (answer.json.rejected as Array<{ materi_id: string; reason: string }>).filter(
    (x) => x.materi_id === materi,
  )
  if (row.expected.detail === 'accepted') {
    expect(rejected, 'not rejected').toEqual([])
    expect(stored, 'stored').toHaveLength(1)
  } else {
    expect(rejected, 'rejected with a reason').toHaveLength(1)
    expect(rejected[0].reason).toMatch(/langganan/i)
    expect(stored, 'nothing stored').toHaveLength(0)
  }
}

// Realtime: every role subscribes, the admin writes, then each row checks what its role saw.
const REALTIME: Record<
  string,
  {
    collection: string
    topic?: () => string
    options?: Record<string, string>
    trigger?: () => Promise<Fixture[]>
  }
> = {
  'realtime progress': {
    collection: 'progress',
    options: { filter: 'user_id != ""' },
    trigger: async () => [
      {
        id: (
          await server.admin.collection('progress').create({
            user_id: users.subscriber.record.id,
            materi_id: ids.rtA,
            status: 'complete',
            skor: 0,
          })
        ).id,
        tags: [],
        owner: 'subscriber',
      },
      {
        id: (
          await server.admin.collection('progress').create({
            user_id: users.other.record.id,
            materi_id: ids.rtB,
            status: 'complete',
            skor: 0,
          })
        ).id,
        tags: [],
        owner: 'other',
      },
    ],
  },
  'realtime materi': {
    collection: 'materi',
    options: { filter: 'paket_id != ""' },
    trigger: async () => [
      {
        id: (await createMateri(server, A.kelas.id, { type: 'lesson', judul: 'Baru A', order: 20 }))
          .id,
        tags: ['A'],
      },
      {
        id: (await createMateri(server, B.kelas.id, { type: 'lesson', judul: 'Baru B', order: 20 }))
          .id,
        tags: ['B'],
      },
    ],
  },
  'realtime progress record': {
    collection: 'progress',
    topic: () => ids.progSub,
    trigger: async () => {
      await server.admin.collection('progress').update(ids.progSub, { skor: 60 })
      return [{ id: ids.progSub, tags: [], owner: 'subscriber' }]
    },
  },
  'realtime users': {
    collection: 'users',
    trigger: async () => {
      const out: Fixture[] = []
      for (const r of [
        'user',
        'subscriber',
        'other',
        'expired',
        'suspended',
        'superadmin',
      ] as const) {
        await server.admin
          .collection('users')
          .update(users[r].record.id, { full_name: users[r].record.full_name })
        out.push({ id: users[r].record.id, tags: [], owner: r })
      }
      return out
    },
  },
  'realtime payment_transactions': {
    collection: 'payment_transactions',
    trigger: async () => [{ id: (await pendingTransaction()).id, tags: [] }],
  },
  'realtime reviews': { collection: 'reviews', options: { filter: 'user_id.role = "superadmin"' } },
  'realtime subscribers': { collection: 'subscribers', options: { expand: 'user_id' } },
}

async function runRealtimeScenarios(): Promise<void> {
  realtime = {}
  for (const [target, s] of Object.entries(REALTIME)) {
    const result = {} as Record<Role, { status: number; seen: string[] }>
    await Promise.all(
      ROLES.map(async (role) => {
        const seen: string[] = []
        result[role] = { status: 200, seen }
        try {
          await clients[role]
            .collection(s.collection)
            .subscribe(s.topic ? s.topic() : '*', (e) => seen.push(e.record.id), s.options ?? {})
        } catch (err) {
          result[role].status = (err as { status?: number }).status ?? -1
        }
      }),
    )
    const fired = s.trigger ? await s.trigger() : []
    triggers[target] = fired
    const deadline = Date.now() + 5000
    while (Date.now() < deadline && !fired.every((f) => result.superadmin.seen.includes(f.id)))
      await new Promise((r) => setTimeout(r, 50))
    await new Promise((r) => setTimeout(r, 300))
    await Promise.all(
      ROLES.map((role) =>
        clients[role]
          .collection(s.collection)
          .unsubscribe()
          .catch(() => undefined),
      ),
    )
    realtime[target] = result
  }
}

// ---------------------------------------------------------------- the rows

async function runRow(row: MatrixRow): Promise<void> {
  if (row.target.startsWith('push ')) return runPush(row)
  if (row.target.startsWith('realtime ')) {
    const r = realtime[row.target]?.[row.role]
    expect(r, 'realtime scenario ran').toBeDefined()
    expect(r.status).toBe(row.expected.status)
    if (row.expected.detail) checkSeen(triggers[row.target], row.role, row.expected.detail, r.seen)
    return
  }
  const listing =
    fx[row.target] && row.operation.startsWith('list') && row.target !== 'chat_trial_usage'
  let answer: Answer
  if (listing) {
    const query = (row.operation.startsWith('list ?') ? row.operation.slice('list ?'.length) : '')
      .replace('{B}', B.paket.id)
      .replace('{subscriber}', users.subscriber.record.id)
    const params = new URLSearchParams({ perPage: '500' })
    for (const part of query ? query.split('&') : []) {
      const i = part.indexOf('=')
      params.set(part.slice(0, i), part.slice(i + 1))
    }
    answer = await call(row.role, 'GET', `${rec(row.target)}?${params.toString()}`)
  } else {
    const exec = EXEC.get(`${row.target}|${row.operation}`)
    expect(exec, `no executor for ${row.target} | ${row.operation}`).toBeDefined()
    answer = await exec!(row.role)
  }
  checkNoLeak(row.role, answer)
  expect(answer.status, answer.text.slice(0, 300)).toBe(row.expected.status)
  if (listing && row.expected.detail) {
    const items = (answer.json?.items ?? []) as RecordModel[]
    checkSeen(
      fx[row.target],
      row.role,
      row.expected.detail,
      items.map((i) => i.id),
    )
    if (row.operation.includes('fields='))
      for (const item of items) expect(item.expand, 'no expanded relation').toBeUndefined()
  }
}

const isWrite = (r: MatrixRow) =>
  /^(create|update|delete|self-update)/.test(r.operation) && !r.target.startsWith('push ')
const phase = (r: MatrixRow) =>
  r.target.startsWith('realtime ')
    ? 1
    : r.target.startsWith('push ')
      ? 3
      : isWrite(r)
        ? 4
        : /^(POST|GET) /.test(r.target)
          ? 2
          : 0
const ordered = [0, 1, 2, 3, 4].map((p) => ACCESS_MATRIX.filter((r) => phase(r) === p))
const label = (r: MatrixRow) => ({
  ...r,
  name: `${r.target} | ${r.operation} | ${r.role} → ${r.expected.status}${r.expected.detail ? ` ${r.expected.detail}` : ''}`,
})

describe.each([
  ['reads: lists, views, filters, expand, files', ordered[0]],
  ['realtime subscriptions', ordered[1]],
  ['custom routes', ordered[2]],
  ['the push route', ordered[3]],
  ['writes', ordered[4]],
] as const)('%s', (title, rows) => {
  if (title === 'realtime subscriptions') beforeAll(runRealtimeScenarios, 60_000)
  // rows of a phase are independent (each write has a record of its own): five at a time
  it.concurrent.each(rows.map(label))('$name', async (row) => {
    ran++
    try {
      await runRow(row)
    } catch (err) {
      failed++
      throw err
    }
  })
})

describe('the table', () => {
  it('covers every role for every target and operation', () => {
    const keys = new Map<string, Set<Role>>()
    for (const r of ACCESS_MATRIX) {
      const k = `${r.target}|${r.operation}`
      if (!keys.has(k)) keys.set(k, new Set())
      keys.get(k)!.add(r.role)
    }
    for (const [k, roles] of keys) expect(roles.size, k).toBe(ROLES.length)
  })
})
