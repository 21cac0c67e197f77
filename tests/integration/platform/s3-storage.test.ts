/* eslint-disable @typescript-eslint/no-explicit-any -- the routes answer loosely typed JSON, checked field by field */
// Uploaded files in an S3-compatible bucket (docs/contract.md, Environment: S3_*), against a real
// PocketBase started with the S3_* of an s3rver stand-in (pb_hooks/lib/platform/storage.js): every
// upload (a video over 5 MB in a multipart upload, a poster, a package image and its thumbnail, a
// thesis, an avatar) lands in the bucket under `<collection id>/<record id>/<file>` and nothing on
// disk; ranges are served from it byte for byte; replacing a file, deleting a record, 'Hapus akun'
// and the retention job remove the objects; 'Unduh data saya' and GET /api/me/documents read the
// files back from the bucket. The bucket is checked with an S3 client, not through s3rver's folders.
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, uploadDocument } from '../../support/chat-automation'
import { DOCX_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import {
  createContentTree,
  createUser,
  pbDate,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { startBucket, type TestBucket } from '../../support/s3-bucket'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../support/thesis-fixture'
import { downloadExport, getJson, idSql, sql } from '../privacy/support'

const FASTSTART = readFileSync(path.join('tests', 'fixtures', 'video', 'lesson-faststart.mp4'))
/** 1x1 PNG (a poster, a package image, an avatar). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const MiB = 1024 * 1024
const DAY = 24 * 60 * 60 * 1000

/** The faststart fixture followed by a `free` box of random bytes: a valid MP4 of about 8 MiB. */
function bigVideo(): Buffer {
  const pad = randomBytes(8 * MiB)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + pad.length)
  head.write('free', 4, 'latin1')
  return Buffer.concat([FASTSTART, head, pad])
}

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex')

let bucket: TestBucket
let server: TestServer
let tree: ContentTree
let superadmin: TestUser
let student: TestUser
const collectionIds: Record<string, string> = {}

/** Object key of a record's file, as PocketBase names it. */
function keyOf(record: RecordModel, file: string): string {
  return `${record.collectionId}/${record.id}/${file}`
}

/** Files under the data dir's storage/ (PocketBase's local file storage). */
function filesOnDisk(): string[] {
  const root = path.join(server.dataDir, 'storage')
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
}

async function fileToken(user: TestUser): Promise<string> {
  const r = await postJson(
    server.url,
    '/api/files/token',
    {},
    { token: user.client.authStore.token },
  )
  expect(r.status).toBe(200)
  return String(r.body.token)
}

function videoForm(materiId: string, video: Buffer, name: string, poster?: Buffer): FormData {
  const form = new FormData()
  form.append('materi_id', materiId)
  form.append('judul', 'Video di bucket')
  form.append('urutan', '3')
  form.append('video', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), name)
  if (poster)
    form.append('poster', new Blob([new Uint8Array(poster)], { type: 'image/png' }), 'sampul.png')
  return form
}

async function uploadThesis(user: TestUser, name: string) {
  const bytes = await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
  const up = await uploadDocument(
    server.url,
    user.client.authStore.token,
    { bytes, name, type: DOCX_MIME },
    THESIS_FIXTURE_PARAGRAPHS.join('\n'),
  )
  if (up.status !== 200) throw new Error(JSON.stringify(up.body))
  const id = String(up.body.documentId)
  const record = await server.admin.collection('thesis_documents').getOne(id)
  return {
    id,
    bytes,
    key: keyOf(record, record.file as string),
    prefix: `${record.collectionId}/${id}/`,
  }
}

beforeAll(async () => {
  bucket = await startBucket()
  server = await startTestServer({
    env: { ...bucket.env, PB_TEST_HOOKS: '1', THESIS_RETENTION_DAYS: '30' },
  })
  tree = await createContentTree(server)
  ;[superadmin, student] = await Promise.all([
    createUser(server, { role: 'superadmin' }),
    createUser(server, { role: 'subscriber', credits: 30 }),
  ])
  await subscribe(server, student.record.id, tree.paket.id)
  for (const c of await server.admin.collections.getFullList()) collectionIds[c.name] = c.id
}, 60_000)

afterAll(async () => {
  await server?.stop()
  await bucket?.stop()
})

describe('S3_* at start', () => {
  it('points PocketBase’s file storage at the bucket', async () => {
    const settings = await server.admin.settings.getAll()
    expect(settings.s3).toMatchObject({
      enabled: true,
      bucket: bucket.bucket,
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    })
    expect(server.output()).toContain(`[storage] file disimpan di bucket S3 "${bucket.bucket}"`)
  })
})

describe('a lesson video over 5 MB with a poster', () => {
  let big: Buffer
  let made: RecordModel

  beforeAll(async () => {
    big = bigVideo()
    made = await superadmin.client
      .collection('video_links')
      .create(videoForm(tree.lesson.id, big, 'besar.mp4', PNG))
  }, 60_000)

  it('goes to the bucket (the video in a multipart upload), nothing to the disk', async () => {
    expect(made.video_size).toBe(big.length)
    const objects = await bucket.objects(`${made.collectionId}/${made.id}/`)
    expect(objects).toEqual(
      new Map([
        [keyOf(made, made.video), big.length],
        [keyOf(made, made.poster), PNG.length],
      ]),
    )
    expect(sha(await bucket.read(keyOf(made, made.video)))).toBe(sha(big))
    expect((await bucket.head(keyOf(made, made.video))).ContentType).toBe('video/mp4')
    expect(bucket.events).toContainEqual({
      name: 'ObjectCreated:Post',
      key: keyOf(made, made.video),
    })
    expect(bucket.events).toContainEqual({
      name: 'ObjectCreated:Put',
      key: keyOf(made, made.poster),
    })
    expect(filesOnDisk()).toEqual([])
  })

  it('is streamed from the bucket with exact byte ranges (206), HEAD and 416', async () => {
    const url = `${server.url}/api/files/video_links/${made.id}/${made.video}?token=${await fileToken(student)}`
    const size = big.length
    const cases: [string, number, number][] = [
      ['bytes=0-1', 0, 1],
      // across the first part boundary of the multipart upload
      [`bytes=${5 * MiB - 10}-${5 * MiB + 9}`, 5 * MiB - 10, 5 * MiB + 9],
      [`bytes=${size - 100}-`, size - 100, size - 1],
      ['bytes=-7', size - 7, size - 1],
    ]
    for (const [range, start, end] of cases) {
      const res = await fetch(url, { headers: { Range: range } })
      expect(res.status, range).toBe(206)
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`)
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1))
      const body = Buffer.from(await res.arrayBuffer())
      expect(body.equals(big.subarray(start, end + 1)), range).toBe(true)
    }
    expect((await fetch(url, { headers: { Range: `bytes=${size}-` } })).status).toBe(416)
    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(size))
    expect(head.headers.get('accept-ranges')).toBe('bytes')
    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(sha(Buffer.from(await whole.arrayBuffer()))).toBe(sha(big))
    // the protected file still needs a token
    expect(
      (await fetch(`${server.url}/api/files/video_links/${made.id}/${made.video}`)).status,
    ).toBe(403)
  })

  it('replacing the video deletes the old object; deleting the record deletes the rest', async () => {
    const oldKey = keyOf(made, made.video)
    const form = new FormData()
    form.append('video', new Blob([new Uint8Array(FASTSTART)], { type: 'video/mp4' }), 'kecil.mp4')
    const replaced = await superadmin.client.collection('video_links').update(made.id, form)
    expect(replaced.video).not.toBe(made.video)
    expect(await bucket.emptied(oldKey)).toBe(true)
    expect(await bucket.objects(`${made.collectionId}/${made.id}/`)).toEqual(
      new Map([
        [keyOf(replaced, replaced.video), FASTSTART.length],
        [keyOf(made, made.poster), PNG.length],
      ]),
    )
    await superadmin.client.collection('video_links').delete(made.id)
    expect(await bucket.emptied(`${made.collectionId}/${made.id}/`)).toBe(true)
    expect(bucket.events).toContainEqual({ name: 'ObjectRemoved:Delete', key: oldKey })
  })
})

describe('a package image and its thumbnail', () => {
  it('the image and the thumbnail PocketBase makes on request live in the bucket and go with the record', async () => {
    const form = new FormData()
    form.append('nama_paket', 'Paket bergambar')
    form.append('durasi_hari', '30')
    form.append('thumbnail', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'sampul.png')
    const paket = await server.admin.collection('paket_pembelajaran').create(form)
    const base = `${server.url}/api/files/paket_pembelajaran/${paket.id}/${paket.thumbnail}`
    const full = await fetch(base)
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await full.arrayBuffer()).equals(PNG)).toBe(true)
    const thumb = await fetch(`${base}?thumb=100x100`)
    expect(thumb.status).toBe(200)
    const thumbBytes = Buffer.from(await thumb.arrayBuffer())
    const thumbKey = `${paket.collectionId}/${paket.id}/thumbs_${paket.thumbnail}/100x100_${paket.thumbnail}`
    const objects = await bucket.objects(`${paket.collectionId}/${paket.id}/`)
    expect([...objects.keys()].sort()).toEqual([keyOf(paket, paket.thumbnail), thumbKey].sort())
    expect((await bucket.read(thumbKey)).equals(thumbBytes)).toBe(true)
    await server.admin.collection('paket_pembelajaran').delete(paket.id)
    expect(await bucket.emptied(`${paket.collectionId}/${paket.id}/`)).toBe(true)
    expect(filesOnDisk()).toEqual([])
  })
})

describe('theses in the bucket', () => {
  it('the export (and the list of theses) reads them back from the bucket', async () => {
    const dewi = await createUser(server, { credits: 30 })
    const thesis = await uploadThesis(dewi, 'skripsi-dewi.docx')
    const avatar = new FormData()
    avatar.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png')
    const withAvatar = await server.admin.collection('users').update(dewi.record.id, avatar)
    const objects = await bucket.objects(`${collectionIds.thesis_documents}/${thesis.id}/`)
    expect(objects).toEqual(new Map([[thesis.key, thesis.bytes.length]]))
    expect((await bucket.objects(`${withAvatar.collectionId}/${dewi.record.id}/`)).size).toBe(1)
    expect(filesOnDisk()).toEqual([])

    const list = await getJson(server, dewi.client.authStore.token, '/api/me/documents')
    expect(list.body.items.map((i: any) => [i.id, i.size])).toEqual([
      [thesis.id, thesis.bytes.length],
    ])

    const zip = await downloadExport(server, dewi.client.authStore.token)
    expect(zip.test).toContain('No errors detected')
    expect(sha(zip.files['skripsi/skripsi-dewi.docx'])).toBe(sha(thesis.bytes))
    expect(zip.files[`foto-profil/${withAvatar.avatar}`]?.equals(PNG)).toBe(true)
    expect(zip.files['README.txt'].toString('utf8')).not.toContain('tidak ditemukan')
  })

  it('‘Hapus akun’ removes the person’s thesis and avatar objects', async () => {
    const budi = await createUser(server, { credits: 30 })
    const first = await uploadThesis(budi, 'bab-1.docx')
    const second = await uploadThesis(budi, 'bab-2.docx')
    const avatar = new FormData()
    avatar.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'foto.png')
    await server.admin.collection('users').update(budi.record.id, avatar)
    const userPrefix = `${budi.record.collectionId}/${budi.record.id}/`
    expect((await bucket.objects(first.prefix)).size).toBe(1)
    expect((await bucket.objects(second.prefix)).size).toBe(1)
    expect((await bucket.objects(userPrefix)).size).toBe(1)
    const other = await uploadThesis(student, 'punya-orang-lain.docx')

    const r = await postJson(
      server.url,
      '/api/me/delete',
      { password: budi.password },
      { token: budi.client.authStore.token },
    )
    expect(r.status).toBe(204)
    expect(await bucket.emptied(first.prefix)).toBe(true)
    expect(await bucket.emptied(second.prefix)).toBe(true)
    expect(await bucket.emptied(userPrefix)).toBe(true)
    expect(await bucket.objects(other.prefix)).toEqual(new Map([[other.key, other.bytes.length]]))
  })

  it('the retention job removes an old thesis from the bucket and keeps a recent one', async () => {
    const rina = await createUser(server, { credits: 30 })
    const old = await uploadThesis(rina, 'lama.docx')
    const recent = await uploadThesis(rina, 'baru.docx')
    sql(
      server,
      `UPDATE thesis_documents SET created = '${pbDate(Date.now() - 40 * DAY)}', last_opened = '' WHERE id = ${idSql(old.id)}`,
      true,
    )
    const r = await postJson(
      server.url,
      '/api/test/privacy/retention',
      {},
      { token: server.admin.authStore.token },
    )
    expect(r.status).toBe(200)
    expect(r.body.ids).toEqual([old.id])
    expect(await bucket.emptied(old.prefix)).toBe(true)
    expect(await bucket.objects(recent.prefix)).toEqual(
      new Map([[recent.key, recent.bytes.length]]),
    )
  })
})
