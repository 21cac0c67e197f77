/* eslint-disable @typescript-eslint/no-explicit-any -- the routes and the ZIP's JSON are loosely typed, checked field by field */
// Shared steps of the personal-data tests (pb_hooks/privacy.pb.js): a user with a row in every
// collection of the registry, the export downloaded and unpacked (checked with `unzip -t` and read
// with Python's zipfile), and reads of the data directory with the sqlite3 CLI.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RecordModel } from 'pocketbase'
import { postJson, uploadDocument } from '../../support/chat-automation'
import { DOCX_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import {
  createContentTree,
  createUser,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'
import type { TestServer } from '../../support/pocketbase'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../support/thesis-fixture'

export interface Seeded {
  user: TestUser
  tree: ContentTree
  documentId: string
  docBytes: Uint8Array
  fileName: string
  sessionId: string
  review: RecordModel
  payment: RecordModel
  authorized: RecordModel
  progress: RecordModel
  subscription: RecordModel
}

let seq = 0

/** A user with a row in every registry collection (a thesis, a sidang session, a review, ...). */
export async function seedPerson(
  server: TestServer,
  tree: ContentTree | null,
  label: string,
): Promise<Seeded> {
  seq += 1
  const t = tree ?? (await createContentTree(server))
  const user = await createUser(server, {
    role: 'subscriber',
    credits: 20,
    full_name: `Nama Unik ${label} ${seq}`,
  })
  const subscription = await subscribe(server, user.record.id, t.paket.id)
  const progress = await server.admin.collection('progress').create({
    user_id: user.record.id,
    materi_id: t.pretest.id,
    status: 'complete',
    skor: 100,
    answers: { [t.soal.id]: 'a' },
    completed_at: new Date().toISOString().replace('T', ' '),
  })
  // a second completion, deleted: a tombstone naming the user
  const gone = await server.admin.collection('progress').create({
    user_id: user.record.id,
    materi_id: t.lesson.id,
    status: 'complete',
  })
  await server.admin.collection('progress').delete(gone.id)
  const review = await server.admin.collection('reviews').create({
    user_id: user.record.id,
    materi_id: t.pretest.id,
    rating: 5,
    student_role: 'Mahasiswa S1',
    review_text: `Ulasan dari ${label} ${seq}`,
  })
  const payment = await server.admin.collection('payment_transactions').create({
    order_id: `ORDER-${label}-${seq}-${Date.now()}`,
    customer_email: user.email,
    amount: 50000,
    credits_amount: 50,
    status: 'completed',
    payment_method: 'bank_transfer',
    webhook_data: {
      order_id: 'x',
      gross_amount: '50000.00',
      custom_field1: user.email,
      customer_details: { email: user.email, first_name: `Nama Unik ${label}`, phone: '0812' },
      note: `dibayar oleh ${user.email.toUpperCase()}`,
    },
    processed_at: new Date().toISOString().replace('T', ' '),
    processed_by: 'webhook',
  })
  const authorized = await server.admin.collection('authorized_emails').create({
    email: user.email,
    source: 'admin',
    pending_credits: 5,
  })
  const fileName = `skripsi-${label}-${seq}.docx`
  const docBytes = await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
  const up = await uploadDocument(
    server.url,
    user.client.authStore.token,
    { bytes: docBytes, name: fileName, type: DOCX_MIME },
    THESIS_FIXTURE_PARAGRAPHS.join('\n'),
  )
  if (up.status !== 200) throw new Error(`upload failed: ${JSON.stringify(up.body)}`)
  const documentId = String(up.body.documentId)
  const started = await postJson(
    server.url,
    '/api/sidang/sessions',
    { documentId, questions: 5 },
    { token: user.client.authStore.token },
  )
  if (started.status !== 200) throw new Error(`sidang failed: ${JSON.stringify(started.body)}`)
  return {
    user,
    tree: t,
    documentId,
    docBytes,
    fileName,
    sessionId: String(started.body.id),
    review,
    payment,
    authorized,
    progress,
    subscription,
  }
}

export async function getJson(server: TestServer, token: string | null, p: string) {
  const res = await fetch(server.url + p, { headers: token ? { Authorization: token } : {} })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }
}

export interface Unpacked {
  status: number
  headers: Headers
  /** entry name → bytes */
  files: Record<string, Buffer>
  names: string[]
  /** `unzip -t` output */
  test: string
  json(name: string): any
}

/** Downloads GET /api/me/export with the token, checks it with unzip -t and reads it with Python's zipfile. */
export async function downloadExport(server: TestServer, token: string): Promise<Unpacked> {
  const res = await fetch(`${server.url}/api/me/export`, { headers: { Authorization: token } })
  const bytes = Buffer.from(await res.arrayBuffer())
  const dir = mkdtempSync(path.join(tmpdir(), 'export-'))
  try {
    const file = path.join(dir, 'data.zip')
    writeFileSync(file, bytes)
    if (res.status !== 200) throw new Error(`export ${res.status}: ${bytes.toString('utf8')}`)
    const test = execFileSync('unzip', ['-t', file], { encoding: 'utf8' })
    const listing = JSON.parse(
      execFileSync(
        'python3',
        [
          '-c',
          'import sys, zipfile, json, base64\n' +
            'z = zipfile.ZipFile(sys.argv[1])\n' +
            'assert z.testzip() is None\n' +
            'print(json.dumps([[i.filename, base64.b64encode(z.read(i)).decode()] for i in z.infolist()]))',
          file,
        ],
        { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      ),
    ) as [string, string][]
    const files: Record<string, Buffer> = {}
    for (const [name, b64] of listing) files[name] = Buffer.from(b64, 'base64')
    return {
      status: res.status,
      headers: res.headers,
      files,
      names: listing.map(([n]) => n),
      test,
      json: (name: string) => JSON.parse(files[name].toString('utf8')),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs SQL on the server's data.db with the sqlite3 CLI (read-only unless `write`). */
export function sql(server: TestServer, query: string, write = false): string {
  const db = path.join(server.dataDir, 'data.db')
  return execFileSync('sqlite3', write ? [db, query] : ['-readonly', db, query], {
    encoding: 'utf8',
  }).trim()
}

/** Only [a-z0-9] of an id (safe inside SQL text). */
export function idSql(id: string): string {
  return `'${id.replace(/[^a-z0-9]/gi, '')}'`
}

/** The whole database as SQL text (every live row of every table). */
export function dump(server: TestServer): string {
  const db = path.join(server.dataDir, 'data.db')
  return execFileSync('sqlite3', ['-readonly', db, '.dump'], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  })
}
